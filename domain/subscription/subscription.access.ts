/**
 * What a subscription gives at a time `now`, as pure functions of its state (the decider's state, which the read
 * model keeps as it is). Evaluated when read, so a period end takes effect without a new event.
 *
 * - active (or trialing) → the plan, until a scheduled cancellation takes effect (access to the period end);
 * - past_due → the plan during the grace period (default 7 days from the first failed renewal);
 * - a refund ends access at once; paused, canceled, an unknown price or nothing → free.
 */
import type { Plan } from '../plans/plans';
import type { PaymentRecord, SubscriptionState } from './subscription.decider';
import type {
  BillingProvider,
  ProfileSubscription,
  SubscriptionDetails,
  SubscriptionStatusValue,
  SubscriptionStatusView,
} from './subscription.views';

const DAY_MS = 86_400_000;

/** Money back on the first purchase within this many days; renewals within 7 days through support (legal pages). */
export const REFUND_WINDOW_DAYS = 14;
export const RENEWAL_REFUND_WINDOW_DAYS = 7;
export const DEFAULT_PAST_DUE_GRACE_DAYS = 7;

export type AccessState = Pick<SubscriptionState, 'status' | 'plan' | 'subscription' | 'pastDueSince' | 'override'>;

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** The scheduled cancellation has taken effect. */
const cancellationPassed = (state: AccessState, now: Date) =>
  !!state.subscription?.scheduledCancelAt && now.getTime() >= at(state.subscription.scheduledCancelAt);

/** Staff's override while it lasts (until removed or its end date); null when none is in force. */
export const overrideInForce = (state: Pick<AccessState, 'override'>, now: Date) => {
  const o = state.override;
  return o && (!o.endsAt || now.getTime() < at(o.endsAt)) ? o : null;
};

export const effectivePlanOf = (state: AccessState, now: Date, graceDays: number): Plan => {
  const override = overrideInForce(state, now);
  if (override) {
    if (override.status === 'active') return override.plan;
    if (override.status === 'past_due' && now.getTime() < at(override.setAt) + graceDays * DAY_MS) return override.plan;
    return 'free';
  }
  if (!state.plan || cancellationPassed(state, now)) return 'free';
  const t = now.getTime();
  switch (state.status) {
    case 'active':
    case 'trialing': {
      // A renewal the provider never reported: the plan lasts through the grace period after the paid period.
      const end = at(state.subscription?.currentPeriodEnd);
      return Number.isNaN(end) || t < end + graceDays * DAY_MS ? state.plan : 'free';
    }
    case 'past_due':
      return t < at(state.pastDueSince) + graceDays * DAY_MS ? state.plan : 'free';
    default:
      return 'free';
  }
};

/** The status as the user sees it now: a cancellation that has taken effect reads as canceled. */
export const statusAt = (state: AccessState, now: Date): SubscriptionStatusValue => {
  const override = overrideInForce(state, now);
  if (override) return override.status;
  return (state.status === 'active' || state.status === 'trialing') && cancellationPassed(state, now)
    ? 'canceled'
    : state.status;
};

/** The first payment of the current subscription (the purchase the money-back guarantee covers). */
export const firstPaymentOf = (
  state: Pick<SubscriptionState, 'subscription' | 'payments'>,
): (PaymentRecord & { transactionId: string }) | null => {
  const id = state.subscription?.subscriptionId;
  if (!id) return null;
  const first = Object.entries(state.payments)
    .filter(([, p]) => p.granted && p.subscriptionId === id && !p.renewal)
    .sort(([, a], [, b]) => at(a.billedAt) - at(b.billedAt))[0];
  return first ? { transactionId: first[0], ...first[1] } : null;
};

/** The transaction a refund from the subscription page would return: the first purchase, within 14 days. */
export const refundableTransactionOf = (
  state: Pick<SubscriptionState, 'status' | 'plan' | 'subscription' | 'payments' | 'adjustments'>,
  now: Date,
): string | null => {
  if (state.status === 'refunded' || state.status === 'canceled' || !state.plan) return null;
  const first = firstPaymentOf(state);
  if (!first || first.refunded) return null;
  if (now.getTime() >= at(first.billedAt) + REFUND_WINDOW_DAYS * DAY_MS) return null;
  return first.transactionId;
};

/** When paid access ends (or ended): a scheduled cancellation, else the end of the paid period. */
export const expiresAtOf = (state: AccessState): string | null =>
  !state.plan ? null : (state.subscription?.scheduledCancelAt ?? state.subscription?.currentPeriodEnd ?? null);

export const detailsOf = (state: Pick<SubscriptionState, 'subscription'>): SubscriptionDetails | null => {
  const s = state.subscription;
  if (!s) return null;
  return {
    subscriptionId: s.subscriptionId,
    customerId: s.customerId,
    nextBilledAt: s.nextBilledAt,
    currentPeriodEnd: s.currentPeriodEnd,
    billingCycle: s.billingCycle ? { interval: s.billingCycle === 'yearly' ? 'year' : 'month', frequency: 1 } : null,
    updatePaymentMethodUrl: s.updatePaymentMethodUrl,
    cancelUrl: s.cancelUrl,
    currencyCode: s.currencyCode,
    collectionMode: s.collectionMode,
    firstBilledAt: s.firstBilledAt,
    canceledAt: s.canceledAt,
  };
};

export interface StatusOptions {
  graceDays: number;
  provider: BillingProvider;
}

/** `GET /api/subscription/status` */
export const statusViewOf = (state: SubscriptionState, now: Date, options: StatusOptions): SubscriptionStatusView => {
  const plan = effectivePlanOf(state, now, options.graceDays);
  const status = statusAt(state, now);
  const override = overrideInForce(state, now);
  const s = state.subscription;
  const ended = status === 'canceled' || status === 'refunded' || status === 'paused';
  return {
    status,
    plan,
    billingCycle: s?.billingCycle ?? null,
    currentPeriodEnd: s?.currentPeriodEnd ?? null,
    nextBilledAt: ended || s?.scheduledCancelAt ? null : (s?.nextBilledAt ?? null),
    cancelAtPeriodEnd: !!s?.scheduledCancelAt && !ended,
    expires_at: plan === 'free' ? null : override ? override.endsAt : expiresAtOf(state),
    refundable: refundableTransactionOf(state, now) !== null,
    provider: state.provider ?? options.provider,
    details: detailsOf(state),
  };
};

/** The profile's `subscription` object. */
export const profileSubscriptionOf = (
  state: SubscriptionState,
  now: Date,
  options: StatusOptions,
): ProfileSubscription => {
  const view = statusViewOf(state, now, options);
  return { status: view.status, plan: view.plan, expires_at: view.expires_at, details: view.details };
};
