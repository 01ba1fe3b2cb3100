/**
 * What the billing provider tells us, normalised: a subscription as the provider holds it now, a transaction
 * (a payment or a failed one) and an adjustment (a refund). Adapters map Paddle's payloads to these; `plan` is
 * resolved from the price id by the application (null: a price id we do not sell, which grants nothing).
 * Amounts are in the currency's smallest unit (cents).
 */
import type { Plan } from '../plans/plans';
import type { BillingCycle, BillingProvider } from './subscription.views';

export const providerSubscriptionStatuses = ['active', 'trialing', 'past_due', 'paused', 'canceled'] as const;
export type ProviderSubscriptionStatus = (typeof providerSubscriptionStatuses)[number];

export interface ProviderSubscription {
  subscriptionId: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string | null;
  plan: Plan | null;
  billingCycle: BillingCycle | null;
  /** What one period of the subscription costs (the price's unit price), when the provider says. */
  unitPriceCents: number | null;
  currencyCode: string;
  collectionMode: 'automatic' | 'manual';
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextBilledAt: string | null;
  firstBilledAt: string | null;
  /** A cancellation scheduled at this time (Paddle's `scheduled_change` with action `cancel`). */
  scheduledCancelAt: string | null;
  pausedAt: string | null;
  canceledAt: string | null;
  updatePaymentMethodUrl: string | null;
  cancelUrl: string | null;
  /** The provider's last change of this subscription. */
  updatedAt: string;
}

export interface ProviderTransaction {
  transactionId: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** Paddle's origin: `web` (a checkout), `subscription_recurring` (a renewal), `api`, ... */
  origin: string;
  amountCents: number;
  currencyCode: string;
  priceId: string | null;
  plan: Plan | null;
  billingCycle: BillingCycle | null;
  periodStart: string | null;
  periodEnd: string | null;
  billedAt: string | null;
}

export interface ProviderAdjustment {
  adjustmentId: string;
  transactionId: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** `refund`, `chargeback`, `credit`, ... */
  action: string;
  type: 'full' | 'partial';
  status: 'pending_approval' | 'approved' | 'rejected' | 'reversed';
  amountCents: number;
  currencyCode: string;
  reason: string | null;
}

/**
 * Where a fact came from: a webhook (Paddle's `event_id`, `event_type` and `occurred_at`) or an answer of the
 * provider's API (an id made from the entity and its `updated_at`). `occurredAt` orders states: an older state never
 * overwrites a newer one.
 */
export interface BillingSource {
  eventId: string;
  eventType: string;
  occurredAt: string;
  provider: BillingProvider;
}
