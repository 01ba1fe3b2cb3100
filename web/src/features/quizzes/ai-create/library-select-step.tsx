import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/alert';
import { searchIcon } from '../../../shared/ui/icons';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useGetLibraryInfiniteQuery, type LibraryItem } from '../../../shared/content/content.api';
import { SourceTypeLabel } from '../../../shared/content/source-type-label';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { MAX_COMBINED_SOURCES, type PickedSource } from './wizard.slice';

/** Spec §7: the selection step lists 50 sources a page. */
const SELECTION_PAGE_SIZE = 50;

interface LibrarySelectStepProps {
  picked: PickedSource[];
  onToggle: (item: PickedSource) => void;
  onConfirm: () => void;
  onBack: () => void;
}

function SourceOption({
  item,
  checked,
  disabled,
  onToggle,
}: {
  item: LibraryItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const count = new Intl.NumberFormat(i18n.language);
  const id = `pick-${item.id}`;
  return (
    <li className={checked ? 'select-item is-checked' : 'select-item'}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <label htmlFor={id} className="select-item-label">
        <span className="select-item-title">{item.title}</span>
        <span className="select-item-meta">
          <SourceTypeLabel type={item.sourceType} />
          <span>{t('card.words', { count: item.wordCount, formatted: count.format(item.wordCount) })}</span>
        </span>
      </label>
    </li>
  );
}

/** Library selection: a searchable list of the user's sources, 50 a page, several at once (at least one). */
export function LibrarySelectStep({ picked, onToggle, onConfirm, onBack }: LibrarySelectStepProps) {
  const { t, i18n } = useTranslation(['content', 'quizzes']);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetLibraryInfiniteQuery({ search: query || undefined, limit: SELECTION_PAGE_SIZE });
  const items = data?.pages.flatMap((page) => page.content) ?? [];
  const full = picked.length >= MAX_COMBINED_SOURCES;
  const count = new Intl.NumberFormat(i18n.language);
  const libraryEmpty = !isLoading && !isError && items.length === 0 && !query;

  return (
    <section className="card stack" aria-labelledby="library-select-title">
      <div className="stack-tight">
        <h2 id="library-select-title" tabIndex={-1} data-step-focus="" className="focus-anchor">
          {t('content:selection.title')}
        </h2>
        <p className="muted">{t('content:selection.lead', { max: MAX_COMBINED_SOURCES })}</p>
      </div>
      {libraryEmpty ? (
        <div className="empty-state">
          <p className="empty-title">{t('content:selection.emptyTitle')}</p>
          <p className="muted">{t('content:selection.emptyText')}</p>
          <div className="empty-action">
            <Link to="/content/library" className="btn btn-primary btn-sm">
              {t('content:selection.openLibrary')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className="field search-field">
            <label htmlFor="library-select-search">{t('content:selection.search')}</label>
            <span className="search-icon">{searchIcon}</span>
            <input
              id="library-select-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {isLoading ? (
            <div className="stack-tight" aria-hidden="true">
              <Skeleton height="3.25rem" />
              <Skeleton height="3.25rem" />
              <Skeleton height="3.25rem" />
            </div>
          ) : isError && items.length === 0 ? (
            <Alert tone="error" className="alert-with-action">
              <span>{t('content:library.loadFailed')}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                {t('content:retry')}
              </button>
            </Alert>
          ) : items.length === 0 ? (
            <p className="muted">{t('content:selection.noMatch')}</p>
          ) : (
            <ul className="select-list" aria-label={t('content:selection.listLabel')} aria-busy={isFetching}>
              {items.map((item) => {
                const checked = picked.some((p) => p.id === item.id);
                return (
                  <SourceOption
                    key={item.id}
                    item={item}
                    checked={checked}
                    disabled={full && !checked}
                    onToggle={() => onToggle(item)}
                  />
                );
              })}
            </ul>
          )}
          {hasNextPage ? (
            <div>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
              >
                {isFetchingNextPage ? t('content:loadingMore') : t('content:loadMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
      <p className="selection-count" aria-live="polite">
        {picked.length === 0
          ? t('content:selection.noneSelected')
          : t('content:selection.selected', { count: picked.length, formatted: count.format(picked.length) })}
        {full ? ` ${t('content:selection.full', { max: MAX_COMBINED_SOURCES })}` : ''}
      </p>
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('content:wizard.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={picked.length === 0}>
          {t('content:selection.configure')}
        </button>
      </div>
    </section>
  );
}
