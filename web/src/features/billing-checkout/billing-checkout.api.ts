import type {
  SandboxCheckoutView,
  SandboxPayBody,
  SandboxPayResult,
} from '../../../../domain/subscription/subscription.views';
import type { Envelope } from '../../app/api';
import { billingApi, subscriptionTags } from '../../shared/billing/billing.api';

export const billingCheckoutApi = billingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's sandbox checkout (404 for anyone else). */
    getSandboxCheckout: build.query<SandboxCheckoutView, string>({
      query: (checkoutId) => `/billing/sandbox/checkouts/${encodeURIComponent(checkoutId)}`,
      transformResponse: (answer: Envelope<SandboxCheckoutView>) => answer.data,
    }),
    /** Answers once the sandbox's signed webhooks were delivered to our own endpoint and processed. */
    paySandboxCheckout: build.mutation<SandboxPayResult, { checkoutId: string; card: SandboxPayBody }>({
      query: ({ checkoutId, card }) => ({
        url: `/billing/sandbox/checkouts/${encodeURIComponent(checkoutId)}/pay`,
        method: 'POST',
        body: card,
      }),
      transformResponse: (answer: Envelope<SandboxPayResult>) => answer.data,
      invalidatesTags: (_result, error) => (error ? [] : [...subscriptionTags]),
    }),
  }),
});

export const { useGetSandboxCheckoutQuery, usePaySandboxCheckoutMutation } = billingCheckoutApi;
