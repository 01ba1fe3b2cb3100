import { api, type Envelope } from '../../app/api';

export type Plan = 'free' | 'plus' | 'pro' | 'enterprise';
export const plans: readonly Plan[] = ['free', 'plus', 'pro', 'enterprise'];

/** The statuses an admin may set (spec §4); `paused` appears only in filters and badges. */
export const settableStatuses = ['active', 'canceled', 'past_due'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

export interface Pagination {
  page: number;
  totalPages: number;
  total: number;
  limit?: number;
}

/** A row of `GET /admin/users` (spec §3). */
export interface AdminUserListItem {
  id: string;
  username: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  adminRole: string | null;
  subscription: { status: string | null; plan?: string | null } | null;
  totalQuizzes: number;
  totalGames: number;
}

/** `GET /admin/users/{id}`: the list fields plus activity and the subscription's details. */
export interface AdminUserDetail extends Omit<AdminUserListItem, 'subscription'> {
  lastActivity: string | null;
  totalAiQuestions: number;
  subscription: {
    plan: string | null;
    status: string | null;
    planType: string | null;
    currentPeriodEnd: string | null;
    canceledAt: string | null;
    /** The end date staff see and set (an override's, else the paid period's end). */
    endDate?: string | null;
    /** Whether an admin's plan override is in force. */
    adminOverride?: boolean;
  } | null;
}

/** `PUT /admin/users/{id}` (spec §7). */
export interface UserUpdate {
  username: string;
  email: string;
  subscriptionStatus: SettableStatus;
  subscriptionPlan: Plan;
  subscriptionEndDate: string | null;
  isAdmin: boolean;
  adminRole: string | null;
}

export interface UserListQuery {
  page: number;
  search: string;
}

export const USERS_PAGE_SIZE = 20;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<{ users: AdminUserListItem[]; pagination: Pagination }, UserListQuery>({
      query: ({ page, search }) => ({
        url: '/admin/users',
        params: { page, limit: USERS_PAGE_SIZE, ...(search ? { search } : {}) },
      }),
      transformResponse: (answer: Envelope<{ users: AdminUserListItem[]; pagination: Pagination }>) => answer.data,
      providesTags: ['Users'],
    }),
    getUser: build.query<AdminUserDetail, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<AdminUserDetail | { user: AdminUserDetail }>) =>
        'user' in answer.data ? answer.data.user : answer.data,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<Envelope<unknown>, { id: string; body: Partial<UserUpdate> }>({
      query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'User', id }, 'Users', 'Subscriptions', 'SubscriptionStats', 'Dashboard', 'Analytics'],
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useUpdateUserMutation } = usersApi;
