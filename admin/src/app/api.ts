import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from '../../../web/src/shared/api-error';
import { signedOut, type AdminAuthState } from '../features/auth/admin-auth.slice';

const tokenOf = (state: unknown) => (state as { adminAuth: AdminAuthState }).adminAuth.token;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The 401 codes that mean the session is gone (a wrong two-factor code is a 401 too, and ends nothing). */
const sessionEndingCodes = new Set(['admin.sessionInvalid', 'admin.notAuthenticated']);

/**
 * Normalises failures to ApiError. A session-ending 401 for the token still in use ends the admin session
 * (expired, ended by a logout elsewhere, or refused); the guard then sends the admin to /admin/login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState());
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = toApiError(result.error, result.meta?.response);
  if (
    error.status === 401 &&
    (!error.code || sessionEndingCodes.has(error.code)) &&
    sentToken &&
    sentToken === tokenOf(api.getState())
  )
    api.dispatch(signedOut());
  return { error, meta: result.meta };
};

/** The one API of the admin app; each feature injects its endpoints in `features/<slice>/<slice>.api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Admins',
    'Me',
    'Dashboard',
    'User',
    'Users',
    'Subscriptions',
    'SubscriptionStats',
    'Analytics',
    'Settings',
    'Projections',
    'Tickets',
  ],
  endpoints: () => ({}),
});

/** The success envelope of every answer. */
export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
  code?: string;
}
