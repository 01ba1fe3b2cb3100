import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { useErrorText } from '../../../shared/ui/use-error-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { GameLookup, GameResults } from '../../../shared/games/game.types';
import { useGetGameQuery, useGetGameResultsQuery } from '../../../shared/games/games.api';
import { Leaderboard } from '../play/leaderboard';
import { readStoredPlayer } from '../player-storage';
import { GameProblem } from '../ui/game-problem';
import { CreateAnotherGame } from './create-another-game';
import { HostLeaderboard } from './host-leaderboard';
import { Podium } from './podium';
import { WrongAnswers } from './wrong-answers';
import { JoinAnotherGame, PerfectScore, YourResult } from './your-result';
import '../games.css';
import './results.css';

// The host's report (summary, breakdown, exports) is a chunk of its own: players never download it.
const HostSummary = lazy(() => import('./host-report').then((m) => ({ default: m.HostSummary })));
const HostBreakdown = lazy(() => import('./host-report').then((m) => ({ default: m.HostBreakdown })));

/** Whose results: a participant id handed over by the page that links here (the dashboard), else this device's. */
const participantIdFrom = (state: unknown): string | undefined => {
  const value = (state as { participantId?: unknown } | null)?.participantId;
  return typeof value === 'string' ? value : readStoredPlayer()?.participantId;
};

function GameFacts({ game }: { game: GameResults['game'] }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="game-facts results-facts">
      <div>
        <dt>{t('results.pin')}</dt>
        <dd className="mono">{game.pin}</dd>
      </div>
      <div>
        <dt>{t('results.participants')}</dt>
        <dd>{count.format(game.participantCount)}</dd>
      </div>
      <div>
        <dt>{t('results.questions')}</dt>
        <dd>{count.format(game.questionsCount)}</dd>
      </div>
    </dl>
  );
}

function Results({ results, lookup }: { results: GameResults; lookup: GameLookup | undefined }) {
  const { t } = useTranslation('games');
  const mine = results.participantResult;
  const isHost = lookup?.isHost ?? false;
  // The server sends the top 10 and the player's own result: their row goes below when they are further down.
  const top = results.leaderboard;
  const own = mine && !top.some((entry) => entry.rank === mine.rank) ? mine : undefined;
  const shown = own ? [...top, own] : top;
  const perfect = mine !== null && results.participantWrongAnswers.length === 0 && mine.correctAnswers > 0;

  return (
    <div className="page game-page results-page stack-lg">
      <div className="page-head">
        <div className="page-head-text">
          <p className="eyebrow">{t('results.eyebrow')}</p>
          <h1>{results.game.quizTitle}</h1>
          <GameFacts game={results.game} />
        </div>
        <div className="hero-actions">
          {isHost ? <CreateAnotherGame quizId={results.game.quizId} settings={lookup?.game.settings} /> : null}
          {isHost ? null : <JoinAnotherGame />}
          <Link to="/" className="btn btn-outline">
            {t('results.backHome')}
          </Link>
        </div>
      </div>

      <Podium entries={top} canToggle={isHost} />

      {mine ? (
        <div className="results-mine">
          <YourResult result={mine} />
          {perfect ? <PerfectScore /> : null}
        </div>
      ) : null}

      <div className="results-grid">
        <section className="card stack-tight" aria-labelledby="final-leaderboard-title">
          <h2 id="final-leaderboard-title" className="section-title">
            {t('results.leaderboard')}
          </h2>
          {isHost ? (
            <HostLeaderboard gameId={results.game.gameId} top={top} />
          ) : (
            <Leaderboard entries={shown} you={mine?.name} medals label={t('results.leaderboard')} />
          )}
        </section>
        {mine && results.participantWrongAnswers.length > 0 ? (
          <WrongAnswers items={results.participantWrongAnswers} />
        ) : null}
        {isHost ? (
          <Suspense fallback={<p className="muted">{t('results.loadingReport')}</p>}>
            <HostSummary gameId={results.game.gameId} />
          </Suspense>
        ) : null}
      </div>
      {isHost ? (
        <Suspense fallback={null}>
          <HostBreakdown
            gameId={results.game.gameId}
            stats={results.questionStats}
            questions={lookup?.game.quiz?.questions}
            players={results.game.participantCount}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /game/{gameId}/results: the final standings; a player's own result and review; the host's statistics. */
export function ResultsPage() {
  const { gameId = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation(['games', 'errors']);
  const errorText = useErrorText();
  const [participantId] = useState(() => participantIdFrom(location.state));
  const results = useGetGameResultsQuery({ gameId, participantId });
  const lookup = useGetGameQuery(gameId);
  usePageTitle(results.data ? t('results.title', { title: results.data.game.quizTitle }) : t('results.eyebrow'));

  if (results.data && !lookup.isLoading) return <Results results={results.data} lookup={lookup.data} />;
  if (results.error) {
    return (
      <GameProblem
        title={t('results.notFoundTitle')}
        text={errorText(results.error, { failed: t('errors:game.resultsFailed') })}
        actions={
          <Link to="/" className="btn btn-primary btn-lg">
            {t('results.backHome')}
          </Link>
        }
      />
    );
  }
  return <PageLoading />;
}
