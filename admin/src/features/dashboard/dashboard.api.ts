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
  /** Active subscriptions divided by total users, in percent. */
  conversionRate?: number;
  /** What counts as an alert now (stalled or failing projections, refused webhooks, error spikes). */
  alerts?: DashboardAlert[];
}

export interface DashboardAlert {
  severity: 'critical' | 'warning';
  /** A message code (`alert.*`) of the errors catalogue, with its params; `message` is the English text. */
  code: string;
  params?: Record<string, string | number>;
  message?: string;
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
