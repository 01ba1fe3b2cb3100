/** The live session's clock on the client: a pause of the host holds it with the time left, a resume runs it on. */
import { describe, expect, it } from 'vitest';
import type { Timer } from '../../web/src/shared/games/game.types';
import { applyTimingEvent } from '../../web/src/features/games/session-timer';

const running: Timer = {
  questionIndex: 0,
  remainingTime: 20,
  remainingMs: 20_000,
  duration: 20,
  active: true,
  paused: false,
  opensIn: 0,
};
const session = () => ({
  state: { timer: running, gameState: { status: 'active' as const } },
  timerSyncedAt: 0,
  startedAt: null,
});

describe('The session clock', () => {
  it('holds at the time left when the host pauses, and runs on from it when the host resumes', () => {
    const s = session();
    const paused = { ...running, remainingTime: 14, remainingMs: 13_400, active: false, paused: true };
    expect(applyTimingEvent(s, 'timer_paused', paused, 6_600)).toBe(true);
    expect(s.state.timer).toMatchObject({ paused: true, active: false, remainingMs: 13_400 });
    expect(s.timerSyncedAt).toBe(6_600);
    const resumed = { ...paused, active: true, paused: false };
    expect(applyTimingEvent(s, 'timer_resumed', resumed, 60_000)).toBe(true);
    expect(s.state.timer).toMatchObject({ paused: false, active: true, remainingMs: 13_400 });
    expect(s.timerSyncedAt).toBe(60_000);
  });

  it('is no longer paused once the answer is out', () => {
    const s = session();
    applyTimingEvent(s, 'timer_paused', { ...running, active: false, paused: true }, 1000);
    applyTimingEvent(s, 'game_ended', {}, 2000);
    expect(s.state.timer).toMatchObject({ paused: false, active: false, remainingTime: 0 });
  });
});
