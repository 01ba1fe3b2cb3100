import { useEffect, useState } from 'react';
import type { Timer } from '../../../shared/games/game.types';

/**
 * The seconds left on the server's clock, for display: the last time left heard (`remainingMs`, re-synced by every
 * tick) less the time since, never below 0; while the host holds the clock paused, the time left as it stands.
 * Nothing else is decided by it; the server closes the question.
 */
export const useRemainingSeconds = (timer: Timer, syncedAt: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer.active) return;
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [timer.active, syncedAt]);
  if (!timer.active) return Math.max(0, timer.remainingTime);
  const left = (timer.remainingMs ?? timer.remainingTime * 1000) - Math.max(0, now - syncedAt);
  return Math.max(0, Math.ceil(left / 1000));
};

/** Counts down whole seconds from `seconds`, starting at local time `from`; 0 when done. */
export const useCountdown = (from: number | null, seconds: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    const interval = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(interval);
  }, [from]);
  if (from === null) return null;
  return Math.max(0, Math.ceil(seconds - Math.max(0, now - from) / 1000));
};
