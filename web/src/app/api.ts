import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { signedOut, type AuthState } from '../shared/session/auth.slice';
import { toApiError, type ApiError } from '../shared/api-error';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const sessionEndingCodes = new Set(['auth.sessionExpired', 'auth.notAuthenticated']);

/** Normalises failures to ApiError and ends the session when an authenticated call is refused for it. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const sentToken = (api.getState() as { auth: AuthState }).auth.token;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = toApiError(result.error, result.meta?.response);
  // Only when the refused token is still the current one: a call that raced a token renewal ends nothing.
  const currentToken = (api.getState() as { auth: AuthState }).auth.token;
  if (
    error.status === 401 &&
    sentToken &&
    sentToken === currentToken &&
    error.code &&
    sessionEndingCodes.has(error.code)
  ) {
    api.dispatch(signedOut());
  }
  return { error, meta: result.meta };
};

/** The one API of the web app; each feature injects its endpoints in `features/<slice>/<slice>.api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Usage', 'SignIns', 'DashboardStats', 'Quiz', 'Game', 'Library', 'LibraryStats'],
  endpoints: () => ({}),
});

/** The success envelope of every answer. */
export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
}
