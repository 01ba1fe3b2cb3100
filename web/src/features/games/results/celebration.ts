import { useCallback, useSyncExternalStore } from 'react';

/** The host's choice, kept on this device: the podium's celebration on (the default) or off. */
const celebrationKey = 'quizstream.celebration';
const reducedMotion = '(prefers-reduced-motion: reduce)';
const listeners = new Set<() => void>();

const readChoice = () => {
  try {
    return localStorage.getItem(celebrationKey) !== 'off';
  } catch {
    return true;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotion) : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
};

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotion).matches;

/**
 * Whether the podium celebrates: the host's choice (`enabled`, `setEnabled`) and `plays`, false under
 * prefers-reduced-motion whatever the choice.
 */
export const useCelebration = () => {
  const enabled = useSyncExternalStore(subscribe, readChoice, () => true);
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
  const setEnabled = useCallback((on: boolean) => {
    try {
      localStorage.setItem(celebrationKey, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { enabled, reduced, plays: enabled && !reduced, setEnabled };
};
