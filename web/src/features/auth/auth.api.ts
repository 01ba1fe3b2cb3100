import { api, type Envelope } from '../../app/api';
import type { ApiError } from '../../shared/api-error';
import { signInFailed, signInStarted, signedIn, type SessionUser } from './auth.slice';

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
    register: build.mutation<SessionAnswer, { username: string; email: string; password: string }>({
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
  }),
});

export const { useLoginMutation, useRegisterMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
