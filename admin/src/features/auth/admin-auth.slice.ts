import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../../../web/src/shared/api-error';

/** The signed-in staff member as `/admin/auth/login` and `/admin/auth/me` describe them. */
export interface AdminUser {
  id: string;
  email: string;
  username?: string | null;
  role: string;
  permissions: string[];
  twoFactorEnabled?: boolean;
  lastLoginAt?: string | null;
  createdAt?: string;
}

/**
 * The admin session (spec §3: token, isAuthenticated, isLoading, error): `checking` while a stored token is being
 * verified at start, `signedIn` once the server vouched for it. Reducers are named as the events they record;
 * local storage is a listener's job.
 */
export interface AdminAuthState {
  status: 'signedOut' | 'checking' | 'signedIn';
  token: string | null;
  adminUser: AdminUser | null;
  /** The last failed session check that was not a refusal (network down): the guard offers a retry. */
  error: ApiError | null;
}

const initialState: AdminAuthState = { status: 'signedOut', token: null, adminUser: null, error: null };

export const adminAuthSlice = createSlice({
  name: 'adminAuth',
  initialState,
  reducers: {
    storedTokenFound: (_state, action: PayloadAction<string>) => ({
      status: 'checking',
      token: action.payload,
      adminUser: null,
      error: null,
    }),
    signedIn: (_state, action: PayloadAction<{ token: string; adminUser: AdminUser }>) => ({
      status: 'signedIn',
      token: action.payload.token,
      adminUser: action.payload.adminUser,
      error: null,
    }),
    profileLoaded: (state, action: PayloadAction<AdminUser>) => {
      if (state.token) {
        state.status = 'signedIn';
        state.adminUser = action.payload;
        state.error = null;
      }
    },
    sessionCheckFailed: (state, action: PayloadAction<ApiError>) => {
      state.error = action.payload;
    },
    sessionCheckRetried: (state) => {
      state.error = null;
    },
    signedOut: () => initialState,
  },
  selectors: {
    selectAdminStatus: (state) => state.status,
    selectAdminUser: (state) => state.adminUser,
    selectAdminToken: (state) => state.token,
    selectSessionError: (state) => state.error,
  },
});

export const { storedTokenFound, signedIn, profileLoaded, sessionCheckFailed, sessionCheckRetried, signedOut } =
  adminAuthSlice.actions;
export const { selectAdminStatus, selectAdminUser, selectAdminToken, selectSessionError } = adminAuthSlice.selectors;
