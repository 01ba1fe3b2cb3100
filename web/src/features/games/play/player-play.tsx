import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { newRequestId, socketKeys } from '../game-socket';
import { selectSentAnswer, type SentAnswer } from '../game.slice';
import type { PlayerAnswer, PlayerQuestion } from '../../../shared/games/game.types';
import { usePlayerSessionQuery, useSubmitAnswerMutation } from '../live-game.api';
import type { PlayerSession } from '../player-session';
import { readStoredPlayer, type StoredPlayer } from '../player-storage';
import { ConnectionBadge } from '../ui/connection-badge';
import { ConnectionLost } from '../ui/connection-lost';
import { PlayerLoadProblem, RemovedByHost } from '../ui/player-problem';
import { QuestionMedia } from '../ui/question-media';
import { QuestionTimer } from '../ui/question-timer';
import { useRemainingSeconds } from '../ui/use-remaining-seconds';
import { PlayerFeedback, type Feedback } from './player-feedback';
import { PlayerOptions } from './player-options';

const feedbackOf = (
  session: PlayerSession,
  recorded: PlayerAnswer | undefined,
  sent: SentAnswer | undefined,
  remaining: number,
): Feedback => {
  const { revealedAnswer, participant } = session.state;
  if (revealedAnswer) {
    const chosen = recorded?.selectedOption;
    const outcome =
      chosen === undefined
        ? 'noAnswer'
        : (recorded?.isCorrect ?? chosen === revealedAnswer.correctAnswer)
          ? 'correct'
          : 'incorrect';
    return {
      kind: 'result',
      outcome,
      points: outcome === 'noAnswer' ? 0 : (recorded?.points ?? null),
      total: participant?.score ?? 0,
      rank: participant?.rank ?? null,
      explanation: revealedAnswer.explanation,
    };
  }
  if (recorded) return { kind: 'submitted' };
  if (sent?.status === 'sending') return { kind: 'sending' };
  if (sent?.status === 'failed') return { kind: 'failed', error: sent.error };
  if (remaining === 0) return { kind: 'timeUp' };
  return { kind: 'none' };
};

function PlayerQuestionView({
  gameId,
  player,
  session,
  question,
}: {
  gameId: string;
  player: StoredPlayer;
  session: PlayerSession;
  question: PlayerQuestion;
}) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const { state } = session;
  const { questionIndex } = question;
  const [submitAnswer] = useSubmitAnswerMutation();
  const sent = useAppSelector((root) => selectSentAnswer(root, gameId, questionIndex));
  const recorded = state.participantAnswers.find((a) => a.questionIndex === questionIndex);
  const seconds = useRemainingSeconds(state.timer, session.timerSyncedAt);
  const revealed = state.revealedAnswer !== null;
  const remaining = revealed ? 0 : seconds;
  // The host holds the clock: the options wait (the server refuses answers meanwhile).
  const paused = !revealed && Boolean(state.timer.paused);
  const chosen = recorded?.selectedOption ?? (sent?.status === 'sending' ? sent.answer : null);
  // Restoring: connected again but the server has not yet answered join_game with the exact state.
  const restoring = session.connection === 'connected' && !session.joined;
  const disabled = chosen !== null || remaining === 0 || restoring || revealed || paused;

  const onChoose = (answer: number) => {
    if (disabled) return;
    void submitAnswer({
      gameId,
      participantId: player.participantId,
      questionIndex,
      answer,
      timeSpent: Math.max(0, state.timer.duration - remaining),
      requestId: sent?.requestId ?? newRequestId(),
    });
  };

  return (
    <div className="page game-page player-page player-play">
      <div className="player-bar" role="group" aria-label={t('play.gameStatus')}>
        <h1 className="player-bar-question">
          {t('play.questionOf', { number: questionIndex + 1, total: question.totalQuestions })}
        </h1>
        <p className="player-bar-score">
          <span className="player-bar-score-label">{t('play.score')}</span>{' '}
          <strong>{count.format(state.participant?.score ?? 0)}</strong>
        </p>
        <ConnectionBadge connection={session.connection} audience="player" />
        <QuestionTimer remaining={remaining} duration={state.timer.duration} revealed={revealed} paused={paused} />
      </div>
      {session.connection === 'failed' || session.connection === 'unauthorized' ? (
        <ConnectionLost socketKey={socketKeys.player(gameId)} />
      ) : null}
      <QuestionMedia
        questionIndex={questionIndex}
        text={question.question}
        imageUrl={state.questionImageUrl ?? question.imageUrl}
        imageAltText={state.questionImageAltText ?? question.imageAltText}
      />
      <PlayerOptions
        options={question.options}
        chosen={chosen}
        correctAnswer={state.revealedAnswer?.correctAnswer ?? null}
        disabled={disabled}
        onChoose={onChoose}
      />
      <PlayerFeedback feedback={feedbackOf(session, recorded, sent, remaining)} />
    </div>
  );
}

function WaitingForQuestion({ session }: { session: PlayerSession }) {
  const { t } = useTranslation('games');
  return (
    <div className="page game-page player-page stack">
      <section className="card stack waiting-card" aria-labelledby="next-question-title">
        <div className="waiting-head">
          <ConnectionBadge connection={session.connection} audience="player" />
        </div>
        <h1 id="next-question-title">{t('play.waitingForQuestion')}</h1>
        <p className="waiting-lead">{t('play.waitingForQuestionText')}</p>
        <div className="waiting-pulse" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </section>
    </div>
  );
}

function PlayerGame({ gameId, player, session }: { gameId: string; player: StoredPlayer; session: PlayerSession }) {
  const { status } = session.state.gameState;
  if (session.removed === 'kicked') return <RemovedByHost />;
  if (session.removed === 'left') return <Navigate to="/join" replace />;
  if (status === 'ended') return <Navigate to={`/game/${gameId}/results`} replace />;
  if (status === 'waiting') return <Navigate to={`/game/${gameId}/participant`} replace />;
  const question = session.state.currentQuestion;
  if (!question) return <WaitingForQuestion session={session} />;
  return <PlayerQuestionView gameId={gameId} player={player} session={session} question={question} />;
}

function PlayerPlayLoader({ gameId, player }: { gameId: string; player: StoredPlayer }) {
  const { t } = useTranslation('games');
  const { data: session, error } = usePlayerSessionQuery({ gameId, participantId: player.participantId });
  usePageTitle(session ? t('play.playerTitle', { title: session.state.quizTitle }) : t('play.title'));
  if (session) return <PlayerGame gameId={gameId} player={player} session={session} />;
  if (error) return <PlayerLoadProblem error={error} />;
  return <PageLoading />;
}

/** The player's screen while the game runs (a phone first). Without a stored player identity: /join. */
export function PlayerPlay({ gameId }: { gameId: string }) {
  const [player] = useState(readStoredPlayer);
  if (!player) return <Navigate to="/join" replace />;
  return <PlayerPlayLoader gameId={gameId} player={player} />;
}
