import { api, type Envelope } from '../../app/api';

export type SystemHealth = 'healthy' | 'warning' | 'critical';

/** `GET /admin/analytics/dashboard` (spec §3): churn and error rates are percents here. */
export interface DashboardMetrics {
  totalUsers: number;
  activeUsers: number;
  userGrowth: number;
  revenueGrowth: number;
  mrrCents: number;
  churnRate: number;
  systemHealth: SystemHealth;
  avgResponseTime: number;
  apiErrorRate: number;
  criticalAlerts: number;
  openTickets: number;
  /** Read by the analytics page (spec §3). */
  newUsers?: number;
  prevActiveUsers?: number;
  mrrDollars?: number;
  activeSubscriptions?: number;
  /** Minutes. */
  avgSessionDuration?: number;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardMetrics, void>({
      query: () => '/admin/analytics/dashboard',
      transformResponse: (answer: Envelope<DashboardMetrics | { metrics: DashboardMetrics }>) =>
        'metrics' in answer.data ? answer.data.metrics : answer.data,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
