import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/ui/use-error-text';
import type { GameResults } from '../../../shared/games/game.types';
import { useGetGameResultsQuery } from '../../../shared/games/games.api';
import { Leaderboard } from '../play/leaderboard';

/** Rows per page of the host's leaderboard (the server answers at most 100). */
export const HOST_PAGE = 25;

type Entry = GameResults['leaderboard'][number];

/**
 * The host's final leaderboard: every player, a page at a time, with Previous and Next when there is more than one
 * page. Until its first page arrives it shows the top 10 the results page already has.
 */
export function HostLeaderboard({ gameId, top }: { gameId: string; top: Entry[] }) {
  const { t, i18n } = useTranslation(['games', 'errors']);
  const errorText = useErrorText();
  const count = new Intl.NumberFormat(i18n.language);
  const [page, setPage] = useState(1);
  const pageOf = useGetGameResultsQuery({ gameId, page, limit: HOST_PAGE });
  const entries = pageOf.data?.leaderboard ?? top;
  const pages = pageOf.data?.leaderboardPagination.totalPages ?? 1;
  return (
    <div className="stack-tight" aria-busy={pageOf.isFetching}>
      <Leaderboard entries={entries} medals label={t('results.leaderboard')} />
      {pageOf.error ? (
        <p role="alert" className="muted">
          {errorText(pageOf.error, { failed: t('errors:game.resultsFailed') })}
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className="leaderboard-pager" aria-label={t('results.pages')}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page <= 1 || pageOf.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('results.previous')}
          </button>
          <span aria-live="polite">
            {t('results.pageOf', { page: count.format(page), pages: count.format(pages) })}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={page >= pages || pageOf.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('results.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
