import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeDate } from '../../shared/i18n/relative-date';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import type { HostedGame, PlayedGame } from '../../shared/games/game.types';
import { useGetHostedGamesQuery, useGetPlayedGamesQuery } from '../../shared/games/games.api';
import { EmptyState } from './dashboard-section';

/** Spec §9: games ready to host 5, hosted 3, participated 3. */
const READY_GAMES = 5;
const HOSTED_GAMES = 3;
const PLAYED_GAMES = 3;

function ListSkeleton() {
  return (
    <div className="stack-tight" aria-hidden="true">
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert tone="error" className="alert-with-action">
      <span>{t('loadFailed')}</span>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </button>
    </Alert>
  );
}

function GameRow({ title, meta, action }: { title: string; meta: ReactNode; action: ReactNode }) {
  return (
    <li className="recent-quiz">
      <div className="recent-quiz-body">
        <p className="recent-quiz-title">{title}</p>
        <p className="recent-quiz-meta">{meta}</p>
      </div>
      {action}
    </li>
  );
}

function When({ date }: { date: string | null }) {
  const { i18n } = useTranslation('dashboard');
  const relative = date ? formatRelativeDate(date, i18n.language) : null;
  if (!date || !relative) return null;
  return <time dateTime={new Date(Date.parse(date)).toISOString()}>{relative}</time>;
}

const useHostedGames = () => useGetHostedGamesQuery(undefined, { refetchOnMountOrArgChange: true });

/** Games created and not started yet, with their PIN and how many players wait, each linking to its lobby. */
export function ReadyGames() {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isLoading, isError, isFetching, refetch } = useHostedGames();
  if (isLoading) return <ListSkeleton />;
  if (isError && !data) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const ready = (data ?? []).filter((game) => game.status === 'waiting').slice(0, READY_GAMES);
  if (ready.length === 0) return <EmptyState title={t('readyGames.emptyTitle')} text={t('readyGames.emptyText')} />;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="recent-quiz-list">
      {ready.map((game) => (
        <GameRow
          key={game.gameId}
          title={game.quizTitle}
          meta={
            <>
              <span>
                {t('readyGames.pin')} <span className="mono">{game.pin}</span>
              </span>
              <span>
                {t('readyGames.waiting', {
                  count: game.participantCount,
                  formatted: count.format(game.participantCount),
                })}
              </span>
            </>
          }
          action={
            <Link
              to={`/game/${game.gameId}/lobby`}
              className="btn btn-primary btn-sm"
              aria-label={t('readyGames.openLabel', { title: game.quizTitle, pin: game.pin })}
            >
              {t('readyGames.open')}
            </Link>
          }
        />
      ))}
    </ul>
  );
}

const finished = (game: HostedGame) => game.status === 'ended';

/** The last three finished games this user hosted, each linking to its results. */
export function HostedGames() {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isLoading, isError, isFetching, refetch } = useHostedGames();
  if (isLoading) return <ListSkeleton />;
  if (isError && !data) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const hosted = (data ?? []).filter(finished).slice(0, HOSTED_GAMES);
  if (hosted.length === 0) return <EmptyState title={t('hostedGames.emptyTitle')} text={t('hostedGames.emptyText')} />;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="recent-quiz-list">
      {hosted.map((game) => (
        <GameRow
          key={game.gameId}
          title={game.quizTitle}
          meta={
            <>
              <span>
                {t('hostedGames.players', {
                  count: game.participantCount,
                  formatted: count.format(game.participantCount),
                })}
              </span>
              <span>{t('hostedGames.average', { score: count.format(game.averageScore) })}</span>
              <When date={game.endedAt ?? game.finishedAt} />
            </>
          }
          action={
            <Link
              to={`/game/${game.gameId}/results`}
              className="btn btn-outline btn-sm"
              aria-label={t('hostedGames.resultsLabel', { title: game.quizTitle })}
            >
              {t('hostedGames.results')}
            </Link>
          }
        />
      ))}
    </ul>
  );
}

/** The last three finished games this user played in, with their score, each linking to their results. */
export function PlayedGames() {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isLoading, isError, isFetching, refetch } = useGetPlayedGamesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <ListSkeleton />;
  if (isError && !data) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const played: PlayedGame[] = (data ?? []).filter((game) => game.status === 'ended').slice(0, PLAYED_GAMES);
  if (played.length === 0) return <EmptyState title={t('playedGames.emptyTitle')} text={t('playedGames.emptyText')} />;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="recent-quiz-list">
      {played.map((game) => (
        <GameRow
          key={game.gameId}
          title={game.quizTitle}
          meta={
            <>
              <span>{t('playedGames.score', { score: count.format(game.score) })}</span>
              <When date={game.endedAt ?? game.participatedAt} />
            </>
          }
          action={
            <Link
              to={`/game/${game.gameId}/results`}
              state={{ participantId: game.participantId }}
              className="btn btn-outline btn-sm"
              aria-label={t('playedGames.resultsLabel', { title: game.quizTitle })}
            >
              {t('playedGames.results')}
            </Link>
          }
        />
      ))}
    </ul>
  );
}
