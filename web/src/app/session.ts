import { profileRefreshed, sessionRestored, signedIn, signedOut, tokenRenewed } from '../shared/session/auth.slice';
import {
  clearSession,
  discardSession,
  readStoredSession,
  writeSession,
  writeToken,
  writeUser,
} from '../shared/session/auth.storage';
import { userApi } from '../shared/user/user.api';
import { api } from './api';
import { adoptProfileLanguage } from './i18n';
import { startAppListening } from './listener';
import type { AppStore } from './store';

/** Keeps local storage, the API cache and the language in step with the session events. */
const listenToSession = () => [
  startAppListening({
    actionCreator: signedIn,
    effect: ({ payload }) => {
      writeSession(payload.token, payload.user);
      adoptProfileLanguage(payload.user.language);
    },
  }),
  startAppListening({
    actionCreator: tokenRenewed,
    effect: ({ payload }) => writeToken(payload),
  }),
  startAppListening({
    actionCreator: profileRefreshed,
    effect: (_action, { getState }) => {
      const { user } = getState().auth;
      if (user) writeUser(user);
    },
  }),
  startAppListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      clearSession();
      dispatch(api.util.resetApiState());
    },
  }),
  startAppListening({
    matcher: userApi.endpoints.getProfile.matchFulfilled,
    effect: ({ payload }, { dispatch }) => {
      dispatch(profileRefreshed(payload.user));
      adoptProfileLanguage(payload.user.language);
    },
  }),
  startAppListening({
    // A refused profile check (401) means the stored token no longer works.
    matcher: userApi.endpoints.getProfile.matchRejected,
    effect: (action, { dispatch, getState }) => {
      const status = (action.payload as { status?: unknown } | undefined)?.status;
      if (status === 401 && getState().auth.status === 'signedIn') dispatch(signedOut());
    },
  }),
];

/**
 * Starts the session: restore it from local storage (a corrupt one is discarded), then check it with the server.
 * Returns a function that stops listening (for tests and hot reload).
 */
export const startSession = (store: AppStore) => {
  const unsubscribers = listenToSession();
  const stored = readStoredSession();
  if (stored.kind === 'corrupt') discardSession();
  if (stored.kind === 'session') {
    store.dispatch(sessionRestored({ token: stored.token, user: stored.user }));
    const check = store.dispatch(userApi.endpoints.getProfile.initiate());
    unsubscribers.push(() => check.unsubscribe());
  }
  return () => unsubscribers.forEach((stop) => stop());
};
