import { useEffect, useSyncExternalStore } from 'react';
import { useHideSiteChrome } from '../../../app/layout/site-chrome';

/**
 * The host's presentation mode (a projector): the lobby and the game full screen, without the site chrome, in large
 * type. It is asked for per game and lasts from the lobby into the game (full screen survives the navigation). The
 * browser may refuse full screen (no user gesture, a policy, an iframe): the page then still fills the window, and
 * says that F11 gives the rest. Escape (or the browser leaving full screen) and the Leave button end it.
 */
interface PresentationState {
  gameId: string | null;
  /** The browser granted full screen to this mode. */
  fullscreen: boolean;
  /** The browser refused full screen (or has none): the window-filling layout stands in. */
  refused: boolean;
}

let state: PresentationState = { gameId: null, fullscreen: false, refused: false };
/**
 * The button the focus goes to once the mode changed: the one that was clicked is replaced by its counterpart (or
 * a whole other layout), and focus would otherwise fall back to the page.
 */
let pendingFocus: 'enter' | 'leave' | null = null;
export const takePendingFocus = (button: 'enter' | 'leave') => {
  if (pendingFocus !== button) return false;
  pendingFocus = null;
  return true;
};
const listeners = new Set<() => void>();
const set = (next: Partial<PresentationState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const leavePresentation = () => {
  const wasFullscreen = state.fullscreen;
  pendingFocus = 'enter';
  set({ gameId: null, fullscreen: false, refused: false });
  if (wasFullscreen && typeof document !== 'undefined' && document.fullscreenElement) {
    document.exitFullscreen().catch(() => undefined);
  }
};

export const enterPresentation = async (gameId: string) => {
  pendingFocus = 'leave';
  set({ gameId, fullscreen: false, refused: false });
  const root = document.documentElement;
  if (document.fullscreenElement) {
    set({ fullscreen: true });
    return;
  }
  if (typeof root.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
    set({ refused: true });
    return;
  }
  try {
    await root.requestFullscreen({ navigationUI: 'hide' });
    if (state.gameId === gameId) set({ fullscreen: true });
  } catch {
    if (state.gameId === gameId) set({ refused: true });
  }
};

/** Whether a modal dialog is open: Escape then belongs to it. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/** Presentation mode of `gameId`: whether it is on, whether full screen was refused, and how to enter or leave it. */
export const usePresentationMode = (gameId: string) => {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const active = current.gameId === gameId;
  useHideSiteChrome(active);

  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || dialogOpen()) return;
      leavePresentation();
    };
    // The browser's own way out of full screen (Escape, F11) ends the mode too.
    const onFullscreenChange = () => {
      if (!document.fullscreenElement && state.fullscreen) leavePresentation();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [active]);

  return {
    active,
    refused: active && current.refused,
    enter: () => void enterPresentation(gameId),
    leave: leavePresentation,
  };
};
