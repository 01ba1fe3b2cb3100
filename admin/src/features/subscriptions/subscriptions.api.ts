import { api, type Envelope } from '../../app/api';
import type { Pagination } from '../users/users.api';

/** A row of `GET /admin/subscriptions` (spec §3). `monthlyValue` is in dollars. */
export interface SubscriptionRow {
  id: string;
  userId: string;
  user: { username: string; email: string } | null;
  planType: string;
  status: string;
  monthlyValue: number;
  createdAt: string;
  currentPeriodEnd: string | null;
  usage: { totalQuizzes: number; totalGames: number } | null;
  /** Set by an admin rather than bought through billing. */
  adminOverride?: boolean;
}

/** `GET /admin/subscriptions/stats/overview` (spec §3); `current_mrr` is in dollars. */
export interface SubscriptionStats {
  current_mrr: number;
  active_subscriptions: number;
  churned_30d: number;
  new_30d: number;
}

export const statusFilters = ['all', 'active', 'canceled', 'past_due', 'paused'] as const;
export const planFilters = ['all', 'free', 'plus', 'pro', 'enterprise'] as const;

export interface SubscriptionFilters {
  search: string;
  status: string;
  plan: string;
}

/** The query of the list and the export: status and plan are left out when set to all (spec §7). */
export const filterParams = ({ search, status, plan }: SubscriptionFilters) => ({
  ...(search ? { search } : {}),
  ...(status && status !== 'all' ? { status } : {}),
  ...(plan && plan !== 'all' ? { plan } : {}),
});

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSubscriptions: build.query<
      { subscriptions: SubscriptionRow[]; pagination: Pagination },
      SubscriptionFilters & { page: number }
    >({
      query: ({ page, ...filters }) => ({
        url: '/admin/subscriptions',
        params: { page, limit: SUBSCRIPTIONS_PAGE_SIZE, ...filterParams(filters) },
      }),
      transformResponse: (answer: Envelope<{ subscriptions: SubscriptionRow[]; pagination: Pagination }>) =>
        answer.data,
      providesTags: ['Subscriptions'],
    }),
    getSubscriptionStats: build.query<SubscriptionStats, void>({
      query: () => '/admin/subscriptions/stats/overview',
      transformResponse: (answer: Envelope<SubscriptionStats>) => answer.data,
      providesTags: ['SubscriptionStats'],
    }),
    cancelSubscription: build.mutation<Envelope<unknown>, string>({
      query: (id) => ({ url: `/admin/subscriptions/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['Subscriptions', 'SubscriptionStats', 'Users', 'User', 'Dashboard', 'Analytics'],
    }),
  }),
});

export const { useListSubscriptionsQuery, useGetSubscriptionStatsQuery, useCancelSubscriptionMutation } =
  subscriptionsApi;
