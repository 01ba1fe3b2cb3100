/**
 * A player's live game as the RTK Query cache holds it: the server's player state, kept current by the socket's
 * pushes. `applyPlayerEvent` is the one place a push changes it (a draft, through `updateCachedData`).
 */
import type { Connection } from './game-socket';
import type {
  AnswerResult,
  LeaderboardUpdated,
  OwnAnswerSubmitted,
  ParticipantConnected,
  ParticipantLeft,
  PlayerAnswer,
  PlayerState,
  QuestionChanged,
  Reveal,
} from '../../shared/games/game.types';
import { applyTimingEvent, stopTimer } from './session-timer';

export interface PlayerSession {
  state: PlayerState;
  connection: Connection;
  /** The socket has joined the game's rooms (join_game acknowledged). */
  joined: boolean;
  /** The host removed this player, or the player left (from another tab). */
  removed: 'kicked' | 'left' | null;
  /** Local time at which `state.timer` was last heard: the countdown runs from it. */
  timerSyncedAt: number;
  /** Local time at which `game_started` arrived: the start countdown runs from it. */
  startedAt: number | null;
}

export const playerSessionOf = (state: PlayerState, now: number): PlayerSession => ({
  state,
  connection: 'connecting',
  joined: false,
  removed: removalOf(state),
  timerSyncedAt: now,
  startedAt: null,
});

const removalOf = (state: PlayerState): PlayerSession['removed'] => {
  const status = state.participant?.status;
  return status === 'kicked' || status === 'left' ? status : null;
};

/** Records (or corrects) the player's own answer to a question. */
export const upsertAnswer = (state: PlayerState, answer: PlayerAnswer) => {
  const at = state.participantAnswers.findIndex((a) => a.questionIndex === answer.questionIndex);
  if (at >= 0) state.participantAnswers[at] = { ...state.participantAnswers[at], ...answer };
  else state.participantAnswers.push(answer);
};

export const applyPlayerEvent = (session: PlayerSession, event: string, payload: unknown, now: number) => {
  if (applyTimingEvent(session, event, payload, now)) return;
  const { state } = session;
  switch (event) {
    case 'game_state':
      session.state = payload as PlayerState;
      session.removed = removalOf(session.state);
      session.timerSyncedAt = now;
      return;
    case 'participant_connected': {
      const { participantsCount } = payload as ParticipantConnected;
      if (typeof participantsCount === 'number') state.participantsCount = participantsCount;
      return;
    }
    case 'participant_left': {
      const { participantsCount, code, participantId } = payload as ParticipantLeft;
      if (code === 'game.kicked' && (!participantId || participantId === state.participant?.id)) {
        session.removed = 'kicked';
        return;
      }
      if (typeof participantsCount === 'number') state.participantsCount = participantsCount;
      return;
    }
    case 'question_changed': {
      const { startedAt, endsAt, opensInMs = 0, ...question } = payload as QuestionChanged;
      state.currentQuestion = question;
      state.gameState.currentQuestion = question.questionIndex;
      state.gameState.status = 'active';
      state.revealedAnswer = null;
      state.questionImageUrl = question.imageUrl;
      state.questionImageAltText = question.imageAltText;
      state.timer = {
        questionIndex: question.questionIndex,
        remainingTime: question.timeLimit,
        remainingMs: question.timeLimit * 1000,
        duration: question.timeLimit,
        active: true,
        paused: false,
        opensIn: Math.ceil(opensInMs / 1000),
        startsAt: startedAt,
        endsAt: endsAt ?? '',
      };
      // The countdown holds at the full time until the question opens.
      session.timerSyncedAt = now + opensInMs;
      return;
    }
    case 'answer_submitted': {
      const { questionIndex, answer } = payload as OwnAnswerSubmitted;
      if (!state.participantAnswers.some((a) => a.questionIndex === questionIndex)) {
        upsertAnswer(state, { questionIndex, selectedOption: answer, isCorrect: null, points: null, timeSpent: 0 });
      }
      return;
    }
    case 'answer_revealed': {
      const { questionIndex, correctAnswer, explanation } = payload as Reveal;
      if (questionIndex !== state.currentQuestion?.questionIndex) return;
      state.revealedAnswer = { correctAnswer, explanation };
      stopTimer(session, now);
      return;
    }
    case 'answer_result': {
      const result = payload as AnswerResult;
      if (result.answered && result.selectedOption !== null) {
        upsertAnswer(state, {
          questionIndex: result.questionIndex,
          selectedOption: result.selectedOption,
          isCorrect: result.isCorrect,
          points: result.points,
          timeSpent: result.timeSpent ?? 0,
        });
      }
      if (state.participant) {
        state.participant.score = result.totalScore;
        state.participant.rank = result.rank;
      }
      return;
    }
    case 'leaderboard_updated': {
      const { participantsCount } = payload as LeaderboardUpdated;
      state.participantsCount = participantsCount;
      return;
    }
    default:
      return;
  }
};
