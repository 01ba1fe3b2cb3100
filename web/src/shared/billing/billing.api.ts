import type {
  BillingCycle,
  CheckoutStart,
  SubscriptionStatusView,
} from '../../../../domain/subscription/subscription.views';
import { api, type Envelope } from '../../app/api';

// The subscription calls more than one page makes (pricing, subscription, dashboard, the checkout page): the
// status, opening a checkout and the reconciliation with the provider. The subscription page injects the rest.
// The answers' shapes are the server's (domain/subscription/subscription.views.ts).

/** What a change of plan makes stale: the profile (header badge, settings), usage, the status and the history. */
export const subscriptionTags = ['Profile', 'Usage', 'Subscription', 'BillingHistory'] as const;

export const billingApi = api.enhanceEndpoints({ addTagTypes: ['Subscription', 'BillingHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatusView, void>({
      query: () => '/subscription/status',
      transformResponse: (answer: Envelope<SubscriptionStatusView>) => answer.data,
      providesTags: ['Subscription'],
    }),
    startCheckout: build.mutation<CheckoutStart, { billingCycle: BillingCycle }>({
      query: (body) => ({ url: '/subscription/checkout', method: 'POST', body }),
      transformResponse: (answer: Envelope<CheckoutStart>) => answer.data,
    }),
    /** Reconciles with the provider; the caller ignores a failure (spec §4). */
    syncSubscription: build.mutation<SubscriptionStatusView, void>({
      query: () => ({ url: '/subscription/sync', method: 'POST' }),
      transformResponse: (answer: Envelope<SubscriptionStatusView>) => answer.data,
      invalidatesTags: (_result, error) => (error ? [] : [...subscriptionTags]),
    }),
  }),
});

export const { useGetSubscriptionStatusQuery, useStartCheckoutMutation, useSyncSubscriptionMutation } = billingApi;
