/**
 * The billing history a user (and an auditor replaying the stream) sees: one entry per payment, refund, failure,
 * cancellation or change of plan or status, derived from the recorded events alone.
 */
import type { SubscriptionEvent } from './subscription.decider';
import type { ProviderSubscription, ProviderTransaction } from './subscription.model';
import type { BillingHistoryEntry, HistoryType } from './subscription.views';

const entry = (
  id: string,
  type: HistoryType,
  occurredAt: string,
  description: string,
  money: { amountCents: number; currencyCode: string } | null,
  subject: ProviderSubscription | ProviderTransaction | null,
): BillingHistoryEntry => ({
  id,
  type,
  occurredAt,
  amountCents: money?.amountCents ?? null,
  currencyCode: money?.currencyCode ?? null,
  plan: subject?.plan ?? null,
  billingCycle: subject?.billingCycle ?? null,
  description,
});

const interesting = ['plan', 'billingCycle', 'priceId', 'status', 'scheduledCancelAt'];

/** The history entry of a recorded event (`id`: the recorded event's id), or null when it is not one. */
export const historyEntryOf = (id: string, event: SubscriptionEvent): BillingHistoryEntry | null => {
  switch (event.type) {
    case 'CheckoutStarted':
      return null;
    case 'SubscriptionActivated': {
      const s = event.data.subscription;
      const price = s.unitPriceCents === null ? null : { amountCents: s.unitPriceCents, currencyCode: s.currencyCode };
      return entry(id, 'change', event.data.occurredAt, 'billing.history.activated', price, s);
    }
    case 'SubscriptionUpdated': {
      const { changes, subscription: s, occurredAt } = event.data;
      if (!changes.some((c) => interesting.includes(c))) return null;
      const description =
        changes.includes('status') && s.status === 'active'
          ? 'billing.history.recovered'
          : changes.includes('scheduledCancelAt') && !s.scheduledCancelAt
            ? 'billing.history.cancellationWithdrawn'
            : changes.includes('plan') || changes.includes('billingCycle') || changes.includes('priceId')
              ? 'billing.history.planChanged'
              : 'billing.history.updated';
      return entry(id, 'change', occurredAt, description, null, s);
    }
    case 'SubscriptionCancellationScheduled':
      return entry(
        id,
        'cancellation',
        event.data.occurredAt,
        'billing.history.cancellationScheduled',
        null,
        event.data.subscription,
      );
    case 'SubscriptionPastDue':
      return entry(id, 'failure', event.data.occurredAt, 'billing.history.pastDue', null, event.data.subscription);
    case 'SubscriptionPaused':
      return entry(id, 'change', event.data.occurredAt, 'billing.history.paused', null, event.data.subscription);
    case 'SubscriptionResumed':
      return entry(id, 'change', event.data.occurredAt, 'billing.history.resumed', null, event.data.subscription);
    case 'SubscriptionCanceled':
      return entry(
        id,
        'cancellation',
        event.data.occurredAt,
        'billing.history.canceled',
        null,
        event.data.subscription,
      );
    case 'PaymentCompleted':
    case 'SubscriptionRenewed': {
      const t = event.data.transaction;
      const description = event.type === 'PaymentCompleted' ? 'billing.history.payment' : 'billing.history.renewed';
      return entry(id, 'payment', t.billedAt ?? event.data.occurredAt, description, t, t);
    }
    case 'PaymentFailed': {
      const t = event.data.transaction;
      return entry(id, 'failure', event.data.occurredAt, 'billing.history.paymentFailed', t, t);
    }
    case 'RefundRequested':
    case 'SubscriptionRefunded':
    case 'RefundRejected': {
      const a = event.data.adjustment;
      const description = {
        RefundRequested: 'billing.history.refundRequested',
        SubscriptionRefunded: 'billing.history.refunded',
        RefundRejected: 'billing.history.refundRejected',
      }[event.type];
      return entry(id, 'refund', event.data.occurredAt, description, a, null);
    }
    // Staff actions are audit facts of the stream, not billing history lines.
    case 'PlanOverridden':
    case 'PlanOverrideRemoved':
    case 'AdminCanceledSubscription':
      return null;
    case 'PriceUnknown': {
      const t = event.data.transaction;
      return entry(id, 'change', event.data.occurredAt, 'billing.history.priceUnknown', t, null);
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
};
