import { api, type Envelope } from '../../app/api';
import type { AdminUser } from './admin-auth.slice';

export interface LoginRequest {
  email: string;
  password: string;
  /** Sent only once the two-factor field is shown and filled (spec §5). */
  twoFactorCode?: string;
}

interface LoginAnswer {
  token: string;
  adminUser: AdminUser;
}

export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
      transformResponse: (answer: Envelope<LoginAnswer>) => answer.data,
    }),
    adminMe: build.query<AdminUser, void>({
      query: () => '/admin/auth/me',
      transformResponse: (answer: Envelope<AdminUser | { adminUser: AdminUser }>) =>
        'adminUser' in answer.data ? answer.data.adminUser : answer.data,
      providesTags: ['Me'],
    }),
    /** Starts (or restarts, for a new device) two-factor enrolment: a new secret, its URI and a QR code. */
    startTotpEnrollment: build.mutation<TotpEnrollment, void>({
      query: () => ({ url: '/admin/auth/totp/enroll', method: 'POST' }),
      transformResponse: (answer: Envelope<TotpEnrollment>) => answer.data,
    }),
    /** Turns two-factor sign-in on with a code from the new secret; answers the updated profile. */
    confirmTotpEnrollment: build.mutation<Envelope<AdminUser>, { code: string }>({
      query: (body) => ({ url: '/admin/auth/totp/verify', method: 'POST', body }),
    }),
  }),
});

export interface TotpEnrollment {
  secret: string;
  otpauthUri: string;
  /** A PNG data URL of the QR code (200 px). */
  qrCodeDataUrl: string;
}

export const {
  useAdminLoginMutation,
  useAdminMeQuery,
  useStartTotpEnrollmentMutation,
  useConfirmTotpEnrollmentMutation,
} = adminAuthApi;
