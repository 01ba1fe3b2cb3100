import { adminAuthApi } from '../features/auth/admin-auth.api';
import {
  profileLoaded,
  sessionCheckFailed,
  sessionCheckRetried,
  signedIn,
  signedOut,
  storedTokenFound,
} from '../features/auth/admin-auth.slice';
import { clearAdminToken, readAdminToken, writeAdminToken } from '../features/auth/admin-auth.storage';
import type { ApiError } from '../../../web/src/shared/api-error';
import { api } from './api';
import { startAppListening } from './listener';
import type { AppDispatch, AppStore } from './store';

/** Asks the server who the stored token belongs to (`GET /admin/auth/me`; never called without a token). */
export const checkSession = (dispatch: AppDispatch) => {
  const check = dispatch(adminAuthApi.endpoints.adminMe.initiate(undefined, { forceRefetch: true }));
  return check;
};

/** Keeps local storage and the API cache in step with the session events. */
const listenToSession = () => [
  startAppListening({
    actionCreator: signedIn,
    effect: ({ payload }, { dispatch }) => {
      writeAdminToken(payload.token);
      // The profile cache belongs to the new admin.
      dispatch(adminAuthApi.util.upsertQueryData('adminMe', undefined, payload.adminUser));
    },
  }),
  startAppListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      clearAdminToken();
      dispatch(api.util.resetApiState());
    },
  }),
  startAppListening({
    actionCreator: sessionCheckRetried,
    effect: (_action, { dispatch }) => void checkSession(dispatch),
  }),
  startAppListening({
    matcher: adminAuthApi.endpoints.adminMe.matchFulfilled,
    effect: ({ payload }, { dispatch }) => void dispatch(profileLoaded(payload)),
  }),
  startAppListening({
    matcher: adminAuthApi.endpoints.adminMe.matchRejected,
    effect: (action, { dispatch, getState }) => {
      const error = action.payload as ApiError | undefined;
      if (!error || !getState().adminAuth.token) return;
      // A refused token (401 ends the session in the base query; 403 means it is not an admin token).
      if (error.status === 401 || error.status === 403) dispatch(signedOut());
      else if (getState().adminAuth.status === 'checking') dispatch(sessionCheckFailed(error));
    },
  }),
];

/**
 * The initial session check (spec §2): a stored token is verified with the server before any admin page shows.
 * Returns a function that stops listening (for tests and hot reload).
 */
export const startSession = (store: AppStore) => {
  const unsubscribers = listenToSession();
  const token = readAdminToken();
  if (token) {
    store.dispatch(storedTokenFound(token));
    const check = checkSession(store.dispatch);
    unsubscribers.push(() => check.unsubscribe());
  }
  return () => unsubscribers.forEach((stop) => stop());
};
