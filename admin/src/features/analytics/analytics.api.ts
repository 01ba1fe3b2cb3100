import { api, type Envelope } from '../../app/api';

/** Spec §9: 30 days, 6 months (the default), 1 year. */
export const periods = ['30d', '6m', '1y'] as const;
export type Period = (typeof periods)[number];
export const DEFAULT_PERIOD: Period = '6m';

export const isPeriod = (value: unknown): value is Period => periods.includes(value as Period);

/** Spec §3 rows. Revenue is in dollars. */
export interface RevenueRow {
  period: string;
  revenue: number;
  newCustomers: number;
  refundCustomers: number;
}

export interface GrowthRow {
  month: string;
  newUsers: number;
  cumulativeUsers: number;
}

/** `sourceType` empty (or null) means quizzes made by hand. */
export interface UsageRow {
  sourceType: string | null;
  quizCount: number;
  avgQuestions: number;
  uniqueCreators: number;
}

const listOf = <T>(answer: Envelope<T[] | Record<string, T[]>>): T[] => {
  if (Array.isArray(answer.data)) return answer.data;
  const first = Object.values(answer.data).find(Array.isArray);
  return first ?? [];
};

/** Oldest first (the server answers newest first): charts read left to right, lists take the latest rows. */
const chronological =
  <T>(key: (row: T) => string) =>
  (rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevenue: build.query<RevenueRow[], Period>({
      query: (period) => ({ url: '/admin/analytics/revenue', params: { period } }),
      transformResponse: (answer: Envelope<RevenueRow[]>) =>
        chronological<RevenueRow>((row) => row.period)(listOf(answer)),
      providesTags: ['Analytics'],
    }),
    getUserGrowth: build.query<GrowthRow[], Period>({
      query: (period) => ({ url: '/admin/analytics/users', params: { period } }),
      transformResponse: (answer: Envelope<GrowthRow[]>) =>
        chronological<GrowthRow>((row) => row.month)(listOf(answer)),
      providesTags: ['Analytics'],
    }),
    getUsage: build.query<UsageRow[], Period>({
      query: (period) => ({ url: '/admin/analytics/usage', params: { period } }),
      transformResponse: (answer: Envelope<UsageRow[]>) => listOf<UsageRow>(answer),
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetRevenueQuery, useGetUserGrowthQuery, useGetUsageQuery } = analyticsApi;
