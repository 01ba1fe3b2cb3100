import { api, type Envelope } from '../../app/api';
import { tokenRenewed, type SessionUser } from '../session/auth.slice';

export type Plan = 'free' | 'plus' | 'pro' | 'enterprise';
export const plans: readonly Plan[] = ['free', 'plus', 'pro', 'enterprise'];

/** An unknown plan value is treated as free (spec §3). */
export const toPlan = (value: unknown): Plan => (plans.includes(value as Plan) ? (value as Plan) : 'free');

export interface Subscription {
  status: string;
  plan: string;
  expires_at: string | null;
  details: Record<string, unknown> | null;
}

export interface Profile {
  user: Required<Pick<SessionUser, 'username' | 'email'>> & SessionUser;
  subscription: Subscription;
}

export type Limit = number | 'unlimited';

export interface Usage {
  plan: string;
  usage: { quizzesThisMonth: number; aiQuestionsThisMonth: number };
  limits: { quizzes: Limit; aiQuestions: Limit; participants: Limit; questionsPerQuiz: Limit };
}

export interface SignIn {
  at: string;
  ip: string | null;
  userAgent: string | null;
}

interface MessageAnswer {
  success: true;
  message: string;
}

interface PasswordChanged {
  message: string;
  token: string | null;
}

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/user/profile',
      transformResponse: (answer: Envelope<Profile>) => answer.data,
      providesTags: ['Profile'],
    }),
    getUsage: build.query<Usage, void>({
      query: () => '/user/usage',
      transformResponse: (answer: Envelope<Usage>) => answer.data,
      providesTags: ['Usage'],
    }),
    getSignIns: build.query<SignIn[], void>({
      query: () => '/user/sign-ins',
      transformResponse: (answer: Envelope<{ signIns: SignIn[] }>) => answer.data.signIns,
      providesTags: ['SignIns'],
    }),
    changePassword: build.mutation<PasswordChanged, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
      transformResponse: (answer: MessageAnswer & { data?: { token?: string } }) => ({
        message: answer.message,
        token: answer.data?.token ?? null,
      }),
      // The server ends the older sessions: the answer's token replaces the stored one, and only then are the
      // sign-ins fetched again (with the new token).
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const outcome = await queryFulfilled.catch(() => null);
        if (!outcome) return;
        if (outcome.data.token) dispatch(tokenRenewed(outcome.data.token));
        dispatch(api.util.invalidateTags(['SignIns']));
      },
    }),
    updateLanguage: build.mutation<MessageAnswer, { language: string }>({
      query: (body) => ({ url: '/user/language', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetUsageQuery,
  useGetSignInsQuery,
  useChangePasswordMutation,
  useUpdateLanguageMutation,
} = userApi;
