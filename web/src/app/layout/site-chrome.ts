import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the site's header and footer give way to a game screen. A player's game (the waiting room, the question
 * screen) never shows them: its routes are known here, so nothing flashes while the page's code loads. Another
 * screen (a host's presentation mode) asks with `useHideSiteChrome` while it is shown.
 */
export const isPlayerGameRoute = (pathname: string, search: string): boolean => {
  if (/^\/game\/[^/]+\/(participant|waiting)\/?$/.test(pathname)) return true;
  return /^\/game\/[^/]+\/play\/?$/.test(pathname) && new URLSearchParams(search).get('role') === 'participant';
};

let requests = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

/** Hides the site chrome while the calling component is shown (and `hide` holds); before the first paint. */
export const useHideSiteChrome = (hide = true) => {
  useLayoutEffect(() => {
    if (!hide) return undefined;
    requests += 1;
    emit();
    return () => {
      requests -= 1;
      emit();
    };
  }, [hide]);
};

/** Whether some screen asked to hide the site chrome. */
export const useSiteChromeRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => requests > 0,
    () => false,
  );
