import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { useAppSelector } from '../../../app/hooks';
import { loginState } from '../../../app/return-path';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { selectIsSignedIn } from '../../auth/auth.slice';
import type { HostQuestion } from '../game.types';
import type { HostSession } from '../host-session';
import { useHostSessionQuery } from '../live-game.api';
import { ConnectionBadge } from '../ui/connection-badge';
import { GameProblem } from '../ui/game-problem';
import { HostLoadProblem } from '../ui/host-load-problem';
import { QuestionMedia } from '../ui/question-media';
import { QuestionTimer } from '../ui/question-timer';
import { useRemainingSeconds } from '../ui/use-remaining-seconds';
import { AnswerDistribution } from './answer-distribution';
import { HostControls } from './host-controls';
import { HostOptions } from './host-options';
import { Leaderboard } from './leaderboard';
import { LiveAnswers } from './live-answers';

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
  // Each new question starts at the top, where its text and timer are (the host clicked Next at the bottom).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [question.questionIndex]);
  return (
    <div className="page game-page host-play stack">
      <div className="game-head">
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
        </div>
      </div>
      <div className="host-play-grid">
        <section className="card stack host-question" aria-label={t('play.currentQuestion')}>
          <QuestionTimer remaining={remaining} duration={state.timer.duration} revealed={Boolean(reveal)} />
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
          <LiveAnswers
            answers={state.answers}
            options={question.options}
            players={state.participantsCount}
            revealed={Boolean(reveal)}
          />
          {reveal ? (
            <>
              <AnswerDistribution
                options={question.options}
                distribution={reveal.distribution}
                correctAnswer={reveal.correctAnswer}
              />
              <section className="card stack-tight" aria-labelledby="host-leaderboard-title">
                <h3 id="host-leaderboard-title" className="section-title">
                  {t('leaderboard.top')}
                </h3>
                <Leaderboard entries={state.leaderboard} label={t('leaderboard.top')} />
              </section>
            </>
          ) : null}
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
