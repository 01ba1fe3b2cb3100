/**
 * The pushes that move a live session's clock the same way for the host and for a player: the game starting, the
 * timer's pushes (a pause of the host holds it with the time left, a resume runs it again from there), and the timer
 * stopping (a reveal, the end of the game).
 */
import type { GameStatus, Timer, TimerEvent } from '../../shared/games/game.types';

interface TimedSession {
  state: { timer: Timer; gameState: { status: GameStatus } };
  timerSyncedAt: number;
  startedAt: number | null;
}

/** The timer stops at zero and the countdown is synced to now (timer completed, answer revealed). */
export const stopTimer = (session: TimedSession, now: number) => {
  session.state.timer = { ...session.state.timer, remainingTime: 0, remainingMs: 0, active: false, paused: false };
  session.timerSyncedAt = now;
};

/** Applies a clock push to a session (a draft); false when the event is not one of them. */
export const applyTimingEvent = (session: TimedSession, event: string, payload: unknown, now: number): boolean => {
  const { state } = session;
  switch (event) {
    case 'game_started':
      state.gameState.status = 'active';
      session.startedAt = now;
      return true;
    case 'timer_started':
    case 'timer_tick':
    case 'timer_paused':
    case 'timer_resumed': {
      const { answeredCount: _answered, ...timer } = payload as TimerEvent;
      state.timer = timer;
      session.timerSyncedAt = now;
      return true;
    }
    case 'timer_completed':
      stopTimer(session, now);
      return true;
    case 'game_ended':
      state.gameState.status = 'ended';
      state.timer = { ...state.timer, remainingTime: 0, remainingMs: 0, active: false, paused: false };
      return true;
    default:
      return false;
  }
};
