import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIBRARY_PAGE_SIZE } from '../../../../domain/content/content.schemas';
import { Alert } from '../../shared/ui/alert';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AddTextDialog } from './add-text-dialog';
import { useGetLibraryStatsQuery } from '../../shared/content/content.api';
import { contentIcons } from './content-icons';
import { hasFilters, noFilters, toLibraryFilter, type LibraryFilterValues } from './library-filter';
import { LibraryFilters } from './library-filters';
import { LibraryList } from './library-list';
import { LibraryStatsCards } from './library-stats-cards';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';
import { useLibraryView, type LibraryView } from './use-library-view';
import './content.css';

function ViewToggle({ view, onChange }: { view: LibraryView; onChange: (view: LibraryView) => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="view-toggle" role="group" aria-label={t('view.label')}>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="view-toggle-button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {contentIcons[option]}
          <span>{t(`view.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}

/** /content/library: the saved sources with their figures, search, filters, sort, grid or list, and Load more. */
export function LibraryPage() {
  // With the page, the strings of its dialogs' fields too (the tags field's are the quizzes'): a namespace first
  // needed by a dialog would suspend the page after it is shown (tests/web/page-namespaces.unit.spec.ts).
  const { t } = useTranslation(['content', 'quizzes']);
  usePageTitle(t('library.title'));
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<LibraryFilterValues>(noFilters);
  const [view, setView] = useLibraryView();
  const query = useDebouncedValue(search.trim());
  const { data: stats, isError: statsFailed } = useGetLibraryStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const filter = toLibraryFilter(values, query, LIBRARY_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);

  return (
    <div className="page library-page stack-lg">
      <div className="page-head">
        <div>
          <h1>{t('library.title')}</h1>
          <p className="muted">{t('library.lead')}</p>
        </div>
        <div className="library-head-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setAdded(false);
              setAdding(true);
            }}
          >
            {t('add.open')}
          </button>
          <Link to="/quiz/create" className="btn btn-primary">
            {t('library.newQuiz')}
          </Link>
        </div>
      </div>
      <div aria-live="polite">{added ? <Alert tone="success">{t('add.saved')}</Alert> : null}</div>
      <section aria-labelledby="library-stats-title">
        <h2 id="library-stats-title" className="visually-hidden">
          {t('stats.title')}
        </h2>
        {statsFailed ? <Alert tone="error">{t('stats.loadFailed')}</Alert> : <LibraryStatsCards stats={stats} />}
      </section>
      <LibraryFilters
        search={search}
        onSearch={setSearch}
        values={values}
        onChange={setValues}
        popularTags={stats?.popularTags ?? []}
      />
      <section className="stack" aria-labelledby="library-items-title">
        <div className="library-toolbar">
          <h2 id="library-items-title">{t('library.sourcesTitle')}</h2>
          <ViewToggle view={view} onChange={setView} />
        </div>
        <LibraryList filter={filter} filtered={hasFilters(values) || query !== ''} view={view} />
      </section>
      {adding ? (
        <AddTextDialog
          onClose={(saved) => {
            setAdded(saved);
            setAdding(false);
          }}
        />
      ) : null}
    </div>
  );
}
