import type { PlanLimits } from '../../../../domain/plans/plans';
import type {
  BillingHistoryEntry,
  SandboxAction,
  SubscriptionStatusView,
  SubscriptionUsageView,
} from '../../../../domain/subscription/subscription.views';
import type { Envelope } from '../../app/api';
import { billingApi, subscriptionTags } from '../../shared/billing/billing.api';
import type { PlanId } from '../../shared/billing/billing-policy';

export interface PublicConfig {
  limits: Partial<Record<PlanId, PlanLimits>>;
}

/** Cancel and refund answer with the server's message and the status after the change. */
interface ChangeAnswer {
  success: boolean;
  message?: string;
  data?: SubscriptionStatusView;
}

const changesPlan = (_result: unknown, error: unknown) => (error ? [] : [...subscriptionTags]);

export const subscriptionApi = billingApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionUsage: build.query<SubscriptionUsageView, void>({
      query: () => '/subscription/usage',
      transformResponse: (answer: Envelope<SubscriptionUsageView>) => answer.data,
      providesTags: ['Usage'],
    }),
    /** Newest first, as the server sends it. */
    getBillingHistory: build.query<BillingHistoryEntry[], void>({
      query: () => '/subscription/history',
      transformResponse: (answer: Envelope<BillingHistoryEntry[]>) => answer.data,
      providesTags: ['BillingHistory'],
    }),
    /** The plans' limits from the server's configuration. */
    getPlanLimits: build.query<PublicConfig, void>({
      query: () => '/config/public',
      transformResponse: (answer: Envelope<PublicConfig>) => answer.data,
    }),
    /** Cancels at the end of the billing period. */
    cancelSubscription: build.mutation<ChangeAnswer, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      invalidatesTags: changesPlan,
    }),
    /** Refunds the first purchase within the money-back days; ends the plan at once. */
    refundSubscription: build.mutation<ChangeAnswer, void>({
      query: () => ({ url: '/subscription/refund', method: 'POST' }),
      invalidatesTags: changesPlan,
    }),
    /** The sandbox's lifecycle tools (only with BILLING_PROVIDER=sandbox). */
    runSandboxAction: build.mutation<SubscriptionStatusView, SandboxAction>({
      query: (action) => ({ url: `/billing/sandbox/subscription/${action}`, method: 'POST' }),
      transformResponse: (answer: Envelope<SubscriptionStatusView>) => answer.data,
      invalidatesTags: changesPlan,
    }),
  }),
});

export const {
  useGetSubscriptionUsageQuery,
  useGetBillingHistoryQuery,
  useGetPlanLimitsQuery,
  useCancelSubscriptionMutation,
  useRefundSubscriptionMutation,
  useRunSandboxActionMutation,
} = subscriptionApi;
