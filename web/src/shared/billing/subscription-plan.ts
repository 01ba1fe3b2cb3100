import type { BillingCycle, PlanId } from './billing-policy';

const planIds: readonly PlanId[] = ['free', 'plus', 'pro', 'enterprise'];

/** An unknown plan value is treated as free (spec §3). */
export const toPlanId = (value: unknown): PlanId => (planIds.includes(value as PlanId) ? (value as PlanId) : 'free');

/** Statuses that never carry a paid plan (spec §4: a refund ends access at once; a cancellation at period end). */
const endedStatuses = new Set(['free', 'canceled', 'refunded', 'paused', 'inactive']);

export interface SubscriptionLike {
  status?: string | null;
  plan?: string | null;
}

/**
 * The plan a person has now, as the header badge, settings and the subscription page show it: the server's
 * effective plan (it keeps a scheduled cancellation's plan to the period end and past_due's during the grace
 * period), free for an ended subscription or an unknown value.
 */
export const shownPlan = (subscription: SubscriptionLike | null | undefined): PlanId =>
  subscription?.status && !endedStatuses.has(subscription.status) ? toPlanId(subscription.plan) : 'free';

/** Paddle's `billingCycle {interval}` (an object or its JSON text) as monthly/yearly, else null. */
export const cycleOf = (value: unknown): BillingCycle | null => {
  let parsed = value;
  if (typeof value === 'string') {
    if (value === 'monthly' || value === 'yearly') return value;
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  const interval =
    typeof parsed === 'object' && parsed !== null ? (parsed as { interval?: unknown }).interval : undefined;
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'yearly';
  return null;
};

/** A date-time text as a timestamp, or null when missing or unreadable. */
export const timeOf = (value: string | null | undefined): number | null => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};
