import type { SubscriptionStatusView } from '../../../../domain/subscription/subscription.views';
import type { BillingCycle, PlanId } from '../../shared/billing/billing-policy';
import { cycleOf, shownPlan } from '../../shared/billing/subscription-plan';

/** What the current-subscription card says about the state (its badge text and tone). */
export type StatusView =
  'free' | 'active' | 'cancelScheduled' | 'trialing' | 'pastDue' | 'paused' | 'canceled' | 'refunded';

export const statusTone: Record<StatusView, string> = {
  free: 'badge-secondary',
  active: 'badge-success',
  cancelScheduled: 'badge-warning',
  trialing: 'badge-success',
  pastDue: 'badge-destructive',
  paused: 'badge-warning',
  canceled: 'badge-secondary',
  refunded: 'badge-secondary',
};

/** The subscription as the page shows it: plan, state, cycle and the two dates. */
export interface SubscriptionView {
  plan: PlanId;
  paid: boolean;
  state: StatusView;
  cycle: BillingCycle | null;
  /** The next payment, while the subscription renews. */
  nextBilledAt: string | null;
  /** The end of the paid period: when a scheduled cancellation takes effect. */
  periodEnd: string | null;
  updatePaymentMethodUrl: string | null;
}

const stateOf = (status: SubscriptionStatusView, paid: boolean): StatusView => {
  switch (status.status) {
    case 'active':
      return !paid ? 'free' : status.cancelAtPeriodEnd ? 'cancelScheduled' : 'active';
    case 'trialing':
      return status.cancelAtPeriodEnd ? 'cancelScheduled' : 'trialing';
    case 'past_due':
      return paid ? 'pastDue' : 'free';
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    case 'refunded':
      return 'refunded';
    case 'free':
      return 'free';
    default: {
      // A status this page does not know yet shows as free, like an unknown plan.
      const unexpected: never = status.status;
      void unexpected;
      return 'free';
    }
  }
};

export const viewOf = (status: SubscriptionStatusView): SubscriptionView => {
  const plan = shownPlan(status);
  const paid = plan !== 'free';
  const details = status.details;
  const state = stateOf(status, paid);
  return {
    plan,
    paid,
    state,
    cycle: status.billingCycle ?? cycleOf(details?.billingCycle),
    nextBilledAt: state === 'active' ? (status.nextBilledAt ?? details?.nextBilledAt ?? null) : null,
    periodEnd: status.currentPeriodEnd ?? details?.currentPeriodEnd ?? status.expires_at,
    updatePaymentMethodUrl: details?.updatePaymentMethodUrl ?? null,
  };
};
