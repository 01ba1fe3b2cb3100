/**
 * A user's subscription (`subscription-{userId}`): every fact the billing provider reported (activation, renewals,
 * failed payments, cancellations, refunds, ...) as an event with the provider's ids, amounts in cents, currency
 * and `occurredAt`, so the billing history can be replayed and checked.
 *
 * - Idempotent: a fact whose `eventId` (Paddle's `event_id`) is already recorded records nothing; a payment or an
 *   adjustment already known by its id records nothing either.
 * - Out-of-order safe: a subscription state older than the newest one applied (`occurredAt`) never overwrites it;
 *   payments only ever extend the paid period.
 * - The plan a user has at a time is a pure function of the state and `now` (subscription.access.ts).
 */
import type { Plan } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import { effectivePlanOf } from './subscription.access';
import type {
  BillingSource,
  ProviderAdjustment,
  ProviderSubscription,
  ProviderTransaction,
} from './subscription.model';
import type { BillingCycle, BillingProvider, SubscriptionStatusValue } from './subscription.views';

export const subscriptionStream = (userId: string) => `subscription-${userId}`;

// ---------------------------------------------------------------- events

type Fact = BillingSource & { userId: string };

export type SubscriptionEvent =
  | {
      type: 'CheckoutStarted';
      data: {
        userId: string;
        checkoutId: string;
        provider: BillingProvider;
        plan: Plan;
        billingCycle: BillingCycle;
        priceId: string | null;
        amountCents: number;
        currencyCode: string;
        startedAt: string;
      };
    }
  | { type: 'SubscriptionActivated'; data: Fact & { subscription: ProviderSubscription } }
  | { type: 'SubscriptionUpdated'; data: Fact & { subscription: ProviderSubscription; changes: string[] } }
  | {
      type: 'SubscriptionCancellationScheduled';
      data: Fact & { subscription: ProviderSubscription; effectiveAt: string };
    }
  | { type: 'SubscriptionPastDue'; data: Fact & { subscription: ProviderSubscription } }
  | { type: 'SubscriptionPaused'; data: Fact & { subscription: ProviderSubscription } }
  | { type: 'SubscriptionResumed'; data: Fact & { subscription: ProviderSubscription } }
  | { type: 'SubscriptionCanceled'; data: Fact & { subscription: ProviderSubscription } }
  | { type: 'PaymentCompleted'; data: Fact & { transaction: ProviderTransaction } }
  | { type: 'SubscriptionRenewed'; data: Fact & { transaction: ProviderTransaction } }
  | { type: 'PaymentFailed'; data: Fact & { transaction: ProviderTransaction } }
  | { type: 'RefundRequested'; data: Fact & { adjustment: ProviderAdjustment } }
  | { type: 'SubscriptionRefunded'; data: Fact & { adjustment: ProviderAdjustment; endsAccess: boolean } }
  | { type: 'RefundRejected'; data: Fact & { adjustment: ProviderAdjustment } }
  /** Staff set the plan, status and end date by hand (admin override): in force until removed or its end date. */
  | {
      type: 'PlanOverridden';
      data: { userId: string; adminId: string; override: PlanOverride; before: PlanView; at: string };
    }
  | { type: 'PlanOverrideRemoved'; data: { userId: string; adminId: string; before: PlanView; at: string } }
  /** Staff canceled the subscription through the billing provider (at the period end); the provider's state follows. */
  | {
      type: 'AdminCanceledSubscription';
      data: {
        userId: string;
        adminId: string;
        subscriptionId: string | null;
        before: PlanView;
        after: PlanView;
        effectiveAt: string | null;
        at: string;
      };
    }
  /** A price id we do not sell: recorded for the audit, grants nothing. */
  | {
      type: 'PriceUnknown';
      data: Fact & {
        priceId: string | null;
        subscription: ProviderSubscription | null;
        transaction: ProviderTransaction | null;
      };
    };

/** What staff see and set: the plan, the status and the end date (null: none). */
export interface PlanView {
  plan: Plan;
  status: SubscriptionStatusValue;
  endsAt: string | null;
}

/** An admin override: `status` active gives the plan, past_due gives it for the grace period, canceled gives free. */
export interface PlanOverride {
  plan: Plan;
  status: 'active' | 'canceled' | 'past_due';
  endsAt: string | null;
  setAt: string;
  setBy: string;
}

export type SubscriptionEventType = SubscriptionEvent['type'];

export const subscriptionEventTypes: readonly SubscriptionEventType[] = [
  'CheckoutStarted',
  'SubscriptionActivated',
  'SubscriptionUpdated',
  'SubscriptionCancellationScheduled',
  'SubscriptionPastDue',
  'SubscriptionPaused',
  'SubscriptionResumed',
  'SubscriptionCanceled',
  'PaymentCompleted',
  'SubscriptionRenewed',
  'PaymentFailed',
  'RefundRequested',
  'SubscriptionRefunded',
  'RefundRejected',
  'PriceUnknown',
  'PlanOverridden',
  'PlanOverrideRemoved',
  'AdminCanceledSubscription',
];

// ---------------------------------------------------------------- state (plain JSON: the read model keeps it too)

export interface PaymentRecord {
  subscriptionId: string | null;
  amountCents: number;
  currencyCode: string;
  billedAt: string;
  renewal: boolean;
  /** False for a payment of a price we do not sell. */
  granted: boolean;
  refunded: boolean;
}

export interface SubscriptionState {
  userId: string | null;
  provider: BillingProvider | null;
  status: SubscriptionStatusValue;
  /** The plan the current subscription grants while it lasts (null: none, or a price we do not sell). */
  plan: Plan | null;
  /** The provider's latest state of the current subscription. */
  subscription: ProviderSubscription | null;
  /** `occurredAt` of the newest subscription state applied. */
  stateAt: string | null;
  pastDueSince: string | null;
  refundedAt: string | null;
  payments: Record<string, PaymentRecord>;
  adjustments: Record<string, ProviderAdjustment['status']>;
  /** Every `eventId` recorded. */
  processed: Record<string, true>;
  /** Staff's override of the plan (admin issue); absent in documents written before it existed. */
  override?: PlanOverride | null;
}

export const initialSubscriptionState = (): SubscriptionState => ({
  userId: null,
  provider: null,
  status: 'free',
  plan: null,
  subscription: null,
  stateAt: null,
  pastDueSince: null,
  refundedAt: null,
  payments: {},
  adjustments: {},
  processed: {},
  override: null,
});

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : time(a) >= time(b) ? a : b);

const withSource = (state: SubscriptionState, data: Partial<Fact>): SubscriptionState => ({
  ...state,
  userId: data.userId ?? state.userId,
  provider: data.provider ?? state.provider,
  processed: data.eventId ? { ...state.processed, [data.eventId]: true } : state.processed,
});

/** The state a subscription snapshot sets (a refund keeps its status: it is final for that subscription). */
const applySnapshot = (state: SubscriptionState, s: ProviderSubscription, occurredAt: string): SubscriptionState => {
  const same = state.subscription?.subscriptionId === s.subscriptionId;
  const refunded = same && state.status === 'refunded';
  // Webhooks carry no portal links: the last ones the API gave are kept.
  const kept = same
    ? {
        ...s,
        updatePaymentMethodUrl: s.updatePaymentMethodUrl ?? state.subscription?.updatePaymentMethodUrl ?? null,
        cancelUrl: s.cancelUrl ?? state.subscription?.cancelUrl ?? null,
      }
    : s;
  return {
    ...state,
    status: refunded ? 'refunded' : s.status,
    plan: s.plan,
    subscription: kept,
    stateAt: later(state.stateAt, occurredAt),
    pastDueSince: s.status === 'past_due' ? (same ? (state.pastDueSince ?? occurredAt) : occurredAt) : null,
    refundedAt: same ? state.refundedAt : null,
  };
};

const recordPayment = (state: SubscriptionState, t: ProviderTransaction, renewal: boolean, granted: boolean) => {
  const payments = {
    ...state.payments,
    [t.transactionId]: {
      subscriptionId: t.subscriptionId,
      amountCents: t.amountCents,
      currencyCode: t.currencyCode,
      billedAt: t.billedAt ?? '',
      renewal,
      granted,
      refunded: false,
    },
  };
  const s = state.subscription;
  // A payment of the current subscription only ever extends its paid period (never shortens it).
  if (!granted || !s || s.subscriptionId !== t.subscriptionId || !t.periodEnd) return { ...state, payments };
  if (s.currentPeriodEnd && time(t.periodEnd) <= time(s.currentPeriodEnd)) return { ...state, payments };
  const nextBilledAt = s.nextBilledAt && time(s.nextBilledAt) < time(t.periodEnd) ? t.periodEnd : s.nextBilledAt;
  return {
    ...state,
    payments,
    subscription: { ...s, currentPeriodStart: t.periodStart, currentPeriodEnd: t.periodEnd, nextBilledAt },
  };
};

export const evolveSubscription = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  switch (event.type) {
    case 'CheckoutStarted':
      return { ...state, userId: event.data.userId, provider: event.data.provider };
    case 'SubscriptionActivated':
    case 'SubscriptionUpdated':
    case 'SubscriptionCancellationScheduled':
    case 'SubscriptionPastDue':
    case 'SubscriptionPaused':
    case 'SubscriptionResumed':
    case 'SubscriptionCanceled':
      return applySnapshot(withSource(state, event.data), event.data.subscription, event.data.occurredAt);
    case 'PaymentCompleted':
      return recordPayment(withSource(state, event.data), event.data.transaction, false, true);
    case 'SubscriptionRenewed':
      return recordPayment(withSource(state, event.data), event.data.transaction, true, true);
    case 'PaymentFailed':
      return withSource(state, event.data);
    case 'RefundRequested':
    case 'RefundRejected': {
      const next = withSource(state, event.data);
      const { adjustmentId, status } = event.data.adjustment;
      return { ...next, adjustments: { ...next.adjustments, [adjustmentId]: status } };
    }
    case 'SubscriptionRefunded': {
      const next = withSource(state, event.data);
      const { adjustmentId, transactionId } = event.data.adjustment;
      const payment = next.payments[transactionId];
      const payments = payment ? { ...next.payments, [transactionId]: { ...payment, refunded: true } } : next.payments;
      const adjustments = { ...next.adjustments, [adjustmentId]: 'approved' as const };
      if (!event.data.endsAccess) return { ...next, payments, adjustments };
      return {
        ...next,
        payments,
        adjustments,
        status: 'refunded',
        refundedAt: event.data.occurredAt,
        pastDueSince: null,
        stateAt: later(next.stateAt, event.data.occurredAt),
      };
    }
    case 'PlanOverridden':
      return { ...state, userId: event.data.userId, override: event.data.override };
    case 'PlanOverrideRemoved':
      return { ...state, userId: event.data.userId, override: null };
    case 'AdminCanceledSubscription':
      return { ...state, userId: event.data.userId };
    case 'PriceUnknown': {
      const next = withSource(state, event.data);
      const { subscription, transaction } = event.data;
      if (subscription) return applySnapshot(next, subscription, event.data.occurredAt);
      if (transaction) return recordPayment(next, transaction, false, false);
      return next;
    }
    default: {
      return state;
    }
  }
};

// ---------------------------------------------------------------- commands

type Meta = { metadata: CommandMetadata };

export type SubscriptionCommand =
  | ({
      type: 'StartCheckout';
      data: {
        userId: string;
        checkoutId: string;
        provider: BillingProvider;
        plan: Plan;
        billingCycle: BillingCycle;
        priceId: string | null;
        amountCents: number;
        currencyCode: string;
        graceDays: number;
      };
    } & Meta)
  | ({
      type: 'RecordSubscription';
      data: { userId: string; source: BillingSource; subscription: ProviderSubscription };
    } & Meta)
  | ({
      type: 'RecordTransaction';
      data: {
        userId: string;
        source: BillingSource;
        transaction: ProviderTransaction;
        outcome: 'completed' | 'failed';
      };
    } & Meta)
  | ({
      type: 'RecordAdjustment';
      data: { userId: string; source: BillingSource; adjustment: ProviderAdjustment };
    } & Meta);

/** The fields whose change the history and the read model care about (not `updatedAt`). */
const watched = [
  'status',
  'priceId',
  'plan',
  'billingCycle',
  'unitPriceCents',
  'currencyCode',
  'collectionMode',
  'currentPeriodStart',
  'currentPeriodEnd',
  'nextBilledAt',
  'firstBilledAt',
  'scheduledCancelAt',
  'pausedAt',
  'canceledAt',
  'updatePaymentMethodUrl',
  'cancelUrl',
  'customerId',
] as const satisfies readonly (keyof ProviderSubscription)[];

const sameInstant = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && time(a) === time(b));

/** Portal links may differ on every answer of the provider: only their first appearance counts as a change. */
const links = new Set<string>(['updatePaymentMethodUrl', 'cancelUrl']);

export const changedFields = (before: ProviderSubscription, after: ProviderSubscription) =>
  watched.filter((key) =>
    links.has(key) ? before[key] === null && after[key] !== null : !sameInstant(before[key], after[key]),
  );

const live = (status: SubscriptionStatusValue) => status === 'active' || status === 'trialing' || status === 'past_due';

const decideSnapshot = (state: SubscriptionState, fact: Fact, s: ProviderSubscription): SubscriptionEvent[] => {
  if (state.stateAt && time(fact.occurredAt) < time(state.stateAt)) return [];
  const current = state.subscription;
  const same = current?.subscriptionId === s.subscriptionId;
  const changes = same ? changedFields(current, s) : [...watched];
  if (s.plan === null)
    return same && current.plan === null && changes.length === 0
      ? []
      : [{ type: 'PriceUnknown', data: { ...fact, priceId: s.priceId, subscription: s, transaction: null } }];
  const data = { ...fact, subscription: s };
  if (!same) {
    if (live(s.status)) return [{ type: 'SubscriptionActivated', data }];
    // The end of a subscription we never saw live: recorded, unless another one is live now.
    if (live(state.status)) return [];
    return [{ type: s.status === 'paused' ? 'SubscriptionPaused' : 'SubscriptionCanceled', data }];
  }
  if (state.status === 'refunded')
    return s.status === 'canceled' && current.status !== 'canceled' ? [{ type: 'SubscriptionCanceled', data }] : [];
  if (changes.length === 0) return [];
  const events: SubscriptionEvent[] = [];
  if (s.status !== current.status) {
    if (s.status === 'canceled') events.push({ type: 'SubscriptionCanceled', data });
    else if (s.status === 'paused') events.push({ type: 'SubscriptionPaused', data });
    else if (s.status === 'past_due') events.push({ type: 'SubscriptionPastDue', data });
    else if (current.status === 'paused') events.push({ type: 'SubscriptionResumed', data });
    else if (current.status === 'canceled') events.push({ type: 'SubscriptionActivated', data });
  }
  if (s.scheduledCancelAt && s.status !== 'canceled' && !sameInstant(s.scheduledCancelAt, current.scheduledCancelAt))
    events.push({ type: 'SubscriptionCancellationScheduled', data: { ...data, effectiveAt: s.scheduledCancelAt } });
  if (events.length === 0) events.push({ type: 'SubscriptionUpdated', data: { ...data, changes } });
  return events;
};

const decideTransaction = (
  state: SubscriptionState,
  fact: Fact,
  t: ProviderTransaction,
  outcome: 'completed' | 'failed',
): SubscriptionEvent[] => {
  if (outcome === 'failed') return [{ type: 'PaymentFailed', data: { ...fact, transaction: t } }];
  if (state.payments[t.transactionId]) return [];
  if (t.plan === null)
    return [{ type: 'PriceUnknown', data: { ...fact, priceId: t.priceId, subscription: null, transaction: t } }];
  const renewal =
    t.origin === 'subscription_recurring' ||
    (t.subscriptionId !== null &&
      Object.values(state.payments).some((p) => p.granted && p.subscriptionId === t.subscriptionId));
  return [{ type: renewal ? 'SubscriptionRenewed' : 'PaymentCompleted', data: { ...fact, transaction: t } }];
};

const decideAdjustment = (state: SubscriptionState, fact: Fact, a: ProviderAdjustment): SubscriptionEvent[] => {
  if (a.action !== 'refund' && a.action !== 'chargeback') return [];
  const before = state.adjustments[a.adjustmentId];
  if (before === a.status || (before && before !== 'pending_approval')) return [];
  const data = { ...fact, adjustment: a };
  switch (a.status) {
    case 'pending_approval':
      return [{ type: 'RefundRequested', data }];
    case 'rejected':
      return [{ type: 'RefundRejected', data }];
    case 'approved': {
      const current = state.subscription?.subscriptionId ?? null;
      const ofCurrent =
        current !== null &&
        (a.subscriptionId === current || state.payments[a.transactionId]?.subscriptionId === current);
      return [{ type: 'SubscriptionRefunded', data: { ...data, endsAccess: a.type === 'full' && ofCurrent } }];
    }
    default:
      return [];
  }
};

export const decideSubscription = (command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'StartCheckout': {
      const { graceDays, ...data } = command.data;
      if (effectivePlanOf(state, new Date(now), graceDays) !== 'free')
        throw DomainError.conflict('billing.alreadySubscribed', messageOf('billing.alreadySubscribed'));
      return [{ type: 'CheckoutStarted', data: { ...data, startedAt: now } }];
    }
    case 'RecordSubscription': {
      const { userId, source, subscription } = command.data;
      if (state.processed[source.eventId]) return [];
      return decideSnapshot(state, { userId, ...source }, subscription);
    }
    case 'RecordTransaction': {
      const { userId, source, transaction, outcome } = command.data;
      if (state.processed[source.eventId]) return [];
      return decideTransaction(state, { userId, ...source }, transaction, outcome);
    }
    case 'RecordAdjustment': {
      const { userId, source, adjustment } = command.data;
      if (state.processed[source.eventId]) return [];
      return decideAdjustment(state, { userId, ...source }, adjustment);
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};
