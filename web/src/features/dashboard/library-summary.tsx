import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { useGetLibraryStatsQuery } from '../../shared/content/content.api';
import { useWordFigure } from '../../shared/content/word-figure';

/** Spec §9: the dashboard shows the three most used tags. */
const TOP_TAGS = 3;

/** The dashboard's library summary: sources, words, the top tags and the sources of each type. */
export function LibrarySummary() {
  const { t, i18n } = useTranslation('content');
  const wordFigure = useWordFigure();
  const { data, isLoading, isError, isFetching, refetch } = useGetLibraryStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (isLoading) {
    return (
      <div className="stack-tight" aria-hidden="true">
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Alert tone="error" className="alert-with-action">
        <span>{t('library.loadFailed')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </button>
      </Alert>
    );
  }
  const { stats, popularTags } = data;
  if (stats.totalSources === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">{t('summary.emptyTitle')}</p>
        <p className="muted">{t('summary.emptyText')}</p>
      </div>
    );
  }
  const count = new Intl.NumberFormat(i18n.language);
  const tags = popularTags.slice(0, TOP_TAGS);
  return (
    <div className="stack">
      <dl className="summary-list">
        <div>
          <dt>{t('stats.sources')}</dt>
          <dd>{count.format(stats.totalSources)}</dd>
        </div>
        <div>
          <dt>{t('stats.words')}</dt>
          <dd>{wordFigure(stats.totalWords)}</dd>
        </div>
        {(['text', 'pdf', 'url'] as const).map((type) => (
          <div key={type}>
            <dt>{t(`stats.types.${type}`)}</dt>
            <dd>{count.format(stats.sourcesByType[type] ?? 0)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('summary.popularTags')}</dt>
          <dd>
            {tags.length > 0 ? (
              <ul className="tag-list summary-tags">
                {tags.map(({ tag }) => (
                  <li key={tag} className="tag-chip">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">{t('summary.noTags')}</span>
            )}
          </dd>
        </div>
      </dl>
      <Link to="/content/library" className="btn btn-outline btn-sm summary-link">
        {t('summary.open')}
      </Link>
    </div>
  );
}
