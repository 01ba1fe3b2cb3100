import { api, type Envelope } from '../../app/api';
import type { Language } from '../../shared/i18n/languages';
import type { ApiError } from '../../shared/api-error';
import { signInFailed, signInStarted, signedIn, type SessionUser } from '../../shared/session/auth.slice';

interface SessionAnswer {
  token: string;
  user: SessionUser;
}

interface MessageAnswer {
  success: true;
  message: string;
  code?: string;
}

/** Runs the session events around a sign-in or a registration. */
const trackSignIn = async (
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: SessionAnswer }>,
) => {
  dispatch(signInStarted());
  try {
    const { data } = await queryFulfilled;
    dispatch(signedIn({ token: data.token, user: data.user }));
  } catch (failure) {
    dispatch(signInFailed((failure as { error: ApiError }).error));
  }
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (answer: Envelope<SessionAnswer>) => answer.data,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => trackSignIn(dispatch, queryFulfilled),
    }),
    /** `language`: the interface language in use, which the new account keeps. */
    register: build.mutation<SessionAnswer, { username: string; email: string; password: string; language: Language }>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: (answer: Envelope<SessionAnswer>) => answer.data,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => trackSignIn(dispatch, queryFulfilled),
    }),
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageAnswer, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** Ends the session on the server. The token is given explicitly: the local session may already be gone. */
    logout: build.mutation<MessageAnswer, { token: string }>({
      query: ({ token }) => ({ url: '/auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
} = authApi;
