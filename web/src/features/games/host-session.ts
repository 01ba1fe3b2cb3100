/**
 * The host's live game as the RTK Query cache holds it: the server's host state, kept current by the socket's
 * pushes. `applyHostEvent` is the one place a push changes it (a draft, through `updateCachedData`).
 */
import type { Connection } from './game-socket';
import type {
  AnswersBatch,
  HostQuestionChanged,
  HostState,
  LeaderboardUpdated,
  ParticipantConnected,
  ParticipantLeft,
  Reveal,
} from '../../shared/games/game.types';
import { applyTimingEvent, stopTimer } from './session-timer';

export interface HostSession {
  state: HostState;
  connection: Connection;
  /** Players whose every socket is gone (the lobby shows them as offline instead of ready). */
  offline: string[];
  /** Local time at which `state.timer` was last heard: the countdown runs from it. */
  timerSyncedAt: number;
  /** Local time at which `game_started` arrived: the start countdown runs from it. */
  startedAt: number | null;
  /** The question whose reveal `state.leaderboard` reflects (null: none yet, or not known). */
  leaderboardFor: number | null;
}

export const hostSessionOf = (state: HostState, now: number): HostSession => ({
  state,
  connection: 'connecting',
  offline: [],
  timerSyncedAt: now,
  startedAt: null,
  leaderboardFor: state.revealedAnswer ? state.revealedAnswer.questionIndex : null,
});

const withoutId = (ids: string[], id: string) => ids.filter((other) => other !== id);

export const applyHostEvent = (session: HostSession, event: string, payload: unknown, now: number) => {
  if (applyTimingEvent(session, event, payload, now)) return;
  const { state } = session;
  switch (event) {
    case 'game_state':
      session.state = payload as HostState;
      session.timerSyncedAt = now;
      session.leaderboardFor = session.state.revealedAnswer ? session.state.revealedAnswer.questionIndex : null;
      return;
    case 'participant_connected': {
      const { participantId, name, joinedAt, participantsCount } = payload as ParticipantConnected;
      if (participantId) session.offline = withoutId(session.offline, participantId);
      if (participantId && name && joinedAt && !state.participants.some((p) => p.id === participantId)) {
        state.participants.push({ id: participantId, name, joinedAt, score: 0 });
      }
      if (typeof participantsCount === 'number') state.participantsCount = participantsCount;
      return;
    }
    case 'participant_disconnected': {
      const { participantId } = payload as { participantId: string };
      if (!session.offline.includes(participantId)) session.offline.push(participantId);
      return;
    }
    case 'participant_left': {
      const { participantId, participantsCount } = payload as ParticipantLeft;
      if (participantId) {
        state.participants = state.participants.filter((p) => p.id !== participantId);
        session.offline = withoutId(session.offline, participantId);
      }
      if (typeof participantsCount === 'number') state.participantsCount = participantsCount;
      return;
    }
    case 'question_changed': {
      const { startedAt: _startedAt, endsAt: _endsAt, ...question } = payload as HostQuestionChanged;
      state.currentQuestion = question;
      state.gameState.currentQuestion = question.questionIndex;
      state.answers = [];
      state.revealedAnswer = null;
      return;
    }
    case 'answer_submitted': {
      const batch = payload as AnswersBatch;
      if (batch.questionIndex !== state.currentQuestion?.questionIndex) return;
      const known = new Set(state.answers.map((a) => a.participantId));
      state.answers.push(...batch.answers.filter((a) => !known.has(a.participantId)));
      return;
    }
    case 'answer_revealed': {
      const reveal = payload as Reveal;
      if (reveal.questionIndex !== state.currentQuestion?.questionIndex) return;
      state.revealedAnswer = reveal;
      stopTimer(session, now);
      return;
    }
    case 'leaderboard_updated': {
      const { leaderboard, participantsCount, questionIndex } = payload as LeaderboardUpdated;
      state.leaderboard = leaderboard;
      session.leaderboardFor = typeof questionIndex === 'number' ? questionIndex : null;
      state.participantsCount = participantsCount;
      for (const entry of leaderboard) {
        const player = state.participants.find((p) => p.id === entry.participantId);
        if (player) player.score = entry.score;
      }
      return;
    }
    default:
      return;
  }
};
