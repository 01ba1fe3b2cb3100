import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api-error';

/** The signed-in user as the server describes it (register, login and profile answers). */
export interface SessionUser {
  id?: string;
  username: string;
  email: string;
  language?: string;
  createdAt?: string;
}

export interface AuthState {
  status: 'signedOut' | 'signingIn' | 'signedIn';
  token: string | null;
  user: SessionUser | null;
  error: ApiError | null;
}

const initialState: AuthState = { status: 'signedOut', token: null, user: null, error: null };

/** Session state machine (spec §4). Reducers are named as the events they record; storage is a listener's job. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored: (_state, action: PayloadAction<{ token: string; user: SessionUser }>) => ({
      status: 'signedIn',
      token: action.payload.token,
      user: action.payload.user,
      error: null,
    }),
    signInStarted: (state) => {
      state.status = 'signingIn';
      state.error = null;
    },
    signedIn: (_state, action: PayloadAction<{ token: string; user: SessionUser }>) => ({
      status: 'signedIn',
      token: action.payload.token,
      user: action.payload.user,
      error: null,
    }),
    signInFailed: (_state, action: PayloadAction<ApiError>) => ({
      status: 'signedOut',
      token: null,
      user: null,
      error: action.payload,
    }),
    profileRefreshed: (state, action: PayloadAction<SessionUser>) => {
      if (state.status === 'signedIn') state.user = { ...state.user, ...action.payload };
    },
    tokenRenewed: (state, action: PayloadAction<string>) => {
      if (state.status === 'signedIn') state.token = action.payload;
    },
    signedOut: () => initialState,
  },
  selectors: {
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectSessionUser: (state) => state.user,
    selectAuthToken: (state) => state.token,
  },
});

export const { sessionRestored, signInStarted, signedIn, signInFailed, profileRefreshed, tokenRenewed, signedOut } =
  authSlice.actions;
export const { selectIsSignedIn, selectSessionUser, selectAuthToken } = authSlice.selectors;
