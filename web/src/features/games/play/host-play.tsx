import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { useAppSelector } from '../../../app/hooks';
import { loginState } from '../../../app/return-path';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { selectIsSignedIn } from '../../../shared/session/auth.slice';
import type { HostQuestion } from '../../../shared/games/game.types';
import type { HostSession } from '../host-session';
import { useHostSessionQuery } from '../live-game.api';
import { ConnectionBadge } from '../ui/connection-badge';
import { GameProblem } from '../ui/game-problem';
import { HostLoadProblem } from '../ui/host-load-problem';
import { QuestionMedia } from '../ui/question-media';
import { QuestionTimer } from '../ui/question-timer';
import { useRemainingSeconds } from '../ui/use-remaining-seconds';
import { usePresentationMode } from '../lobby/presentation-mode';
import { PresentationToggle } from '../lobby/presentation-toggle';
import { AnswerDistribution } from './answer-distribution';
import { HostControls } from './host-controls';
import { HostOptions } from './host-options';
import { Leaderboard } from './leaderboard';
import { LiveAnswers } from './live-answers';
import { loadRankHistory, saveRankHistory, topWithMovement, withRanks, type RankHistory } from './rank-movement';
import '../lobby/host-screen.css';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * The top 5 of the leaderboard the server sent after this question's reveal, each with its movement since the
 * previous revealed question (the ranks of each reveal are kept for the game, in sessionStorage).
 */
function TopFive({ gameId, session, questionIndex }: { gameId: string; session: HostSession; questionIndex: number }) {
  const { t } = useTranslation('games');
  const [history, setHistory] = useState<RankHistory>(() => loadRankHistory(sessionStore(), gameId));
  const current = session.leaderboardFor === questionIndex;
  const { leaderboard } = session.state;
  useEffect(() => {
    if (!current) return;
    setHistory((known) => {
      const next = withRanks(known, questionIndex, leaderboard);
      saveRankHistory(sessionStore(), gameId, next);
      return next;
    });
  }, [current, gameId, questionIndex, leaderboard]);
  const top = useMemo(
    () => (current ? topWithMovement(leaderboard, history, questionIndex) : []),
    [current, leaderboard, history, questionIndex],
  );
  return (
    <section className="card stack-tight host-top" aria-labelledby="host-leaderboard-title">
      <h3 id="host-leaderboard-title" className="section-title">
        {t('leaderboard.top5')}
      </h3>
      {current ? (
        <Leaderboard
          entries={top.map(({ entry }) => entry)}
          movements={top.map(({ movement }) => movement)}
          label={t('leaderboard.top5')}
        />
      ) : (
        <p className="muted">{t('leaderboard.updating')}</p>
      )}
    </section>
  );
}

function HostQuestionView({
  gameId,
  session,
  question,
}: {
  gameId: string;
  session: HostSession;
  question: HostQuestion;
}) {
  const { t, i18n } = useTranslation('games');
  const { state } = session;
  const reveal = state.revealedAnswer;
  const seconds = useRemainingSeconds(state.timer, session.timerSyncedAt);
  const remaining = reveal ? 0 : seconds;
  const count = new Intl.NumberFormat(i18n.language);
  const presentation = usePresentationMode(gameId);
  // Each new question starts at the top, where its text and timer are (the host clicked Next at the bottom).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [question.questionIndex]);
  const classes = [
    'page',
    'game-page',
    'host-play',
    presentation.active ? 'is-presenting' : '',
    reveal ? 'is-revealed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // On a laptop or a projector the screen is one window high: the question, its image (which gives way first), the
  // timer and the controls always in view; the side panel scrolls on its own if it must.
  return (
    <div className={classes}>
      <div className="game-head host-play-head">
        <div className="page-head-text">
          <p className="eyebrow">{state.quizTitle}</p>
          <h1 className="host-play-title">
            {t('play.questionOf', { number: question.questionIndex + 1, total: question.totalQuestions })}
          </h1>
        </div>
        <div className="game-head-actions">
          <span className="badge badge-secondary">
            {t('play.players', { count: state.participantsCount, formatted: count.format(state.participantsCount) })}
          </span>
          <ConnectionBadge connection={session.connection} audience="host" />
          <PresentationToggle
            active={presentation.active}
            refused={presentation.refused}
            onEnter={presentation.enter}
            onLeave={presentation.leave}
          />
        </div>
      </div>
      <div className="host-play-grid">
        <section className="card host-question" aria-label={t('play.currentQuestion')}>
          <QuestionTimer
            remaining={remaining}
            duration={state.timer.duration}
            revealed={Boolean(reveal)}
            paused={state.timer.paused}
          />
          <QuestionMedia
            questionIndex={question.questionIndex}
            text={question.question}
            imageUrl={question.imageUrl}
            imageAltText={question.imageAltText}
          />
          <HostOptions options={question.options} correctAnswer={reveal ? reveal.correctAnswer : null} />
          {reveal?.explanation ? (
            <p className="explanation">
              <strong>{t('play.explanation')}</strong> {reveal.explanation}
            </p>
          ) : null}
          <HostControls
            gameId={gameId}
            questionIndex={question.questionIndex}
            totalQuestions={question.totalQuestions}
            revealed={Boolean(reveal)}
          />
        </section>
        <div className="stack host-side">
          {reveal ? (
            <>
              <AnswerDistribution
                options={question.options}
                distribution={reveal.distribution}
                correctAnswer={reveal.correctAnswer}
              />
              <TopFive gameId={gameId} session={session} questionIndex={question.questionIndex} />
            </>
          ) : null}
          <LiveAnswers
            answers={state.answers}
            options={question.options}
            players={state.participantsCount}
            revealed={Boolean(reveal)}
          />
        </div>
      </div>
    </div>
  );
}

function HostGame({ gameId, session }: { gameId: string; session: HostSession }) {
  const { t } = useTranslation('games');
  const { state } = session;
  if (session.connection === 'unauthorized') return <Navigate to="/login" replace />;
  if (state.gameState.status === 'waiting') return <Navigate to={`/game/${gameId}/lobby`} replace />;
  if (state.gameState.status === 'ended') return <Navigate to={`/game/${gameId}/results`} replace />;
  if (state.quiz.questions.length === 0) {
    return (
      <GameProblem
        title={t('play.noQuestionsTitle')}
        text={t('play.noQuestionsText')}
        actions={
          <Link to="/dashboard" className="btn btn-primary btn-lg">
            {t('backToDashboard')}
          </Link>
        }
      />
    );
  }
  if (!state.currentQuestion) return <PageLoading />;
  return <HostQuestionView gameId={gameId} session={session} question={state.currentQuestion} />;
}

function HostPlayLoader({ gameId }: { gameId: string }) {
  const { t } = useTranslation('games');
  const { data: session, error } = useHostSessionQuery(gameId);
  usePageTitle(session ? t('play.hostTitle', { title: session.state.quizTitle }) : t('play.title'));
  if (session) return <HostGame gameId={gameId} session={session} />;
  if (error) return <HostLoadProblem error={error} />;
  return <PageLoading />;
}

/** The host's screen while the game runs (for a projector or a laptop). Signed-in hosts only. */
export function HostPlay({ gameId }: { gameId: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to="/login" replace state={loginState(location)} />;
  }
  return <HostPlayLoader gameId={gameId} />;
}
