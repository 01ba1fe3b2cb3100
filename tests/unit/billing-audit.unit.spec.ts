/**
 * The billing audit: given a subscription stream (made by the real decider from the provider's facts, some out of
 * order), when it is audited against the read model (made by the real projection), then the timeline, the access
 * periods and the totals follow, and a changed read model is named field by field.
 */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import { auditBilling } from '../../domain/audit/billing-audit';
import type { SubscriptionCommand, SubscriptionEvent } from '../../domain/subscription/subscription.decider';
import { subscriptionDecider } from '../../domain/subscription/subscription.decider';
import type {
  ProviderAdjustment,
  ProviderSubscription,
  ProviderTransaction,
} from '../../domain/subscription/subscription.model';
import { subscriptionReadModelOf } from '../../projections/subscriptions/subscription-audit.queries';
import type { SubscriptionDoc } from '../../projections/subscriptions/subscriptions.projection';
import { subscriptionsProjection } from '../../projections/subscriptions/subscriptions.projection';

const userId = 'user-1';
const graceDays = 7;
const day = 86_400_000;
const T = '2026-03-01T10:00:00.000Z';
const plus = (minutes: number) => new Date(Date.parse(T) + minutes * 60_000).toISOString();
const days = (n: number) => new Date(Date.parse(T) + n * day).toISOString();

const sub = (overrides: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  subscriptionId: 'sub_1',
  customerId: 'ctm_1',
  status: 'active',
  priceId: 'pri_plus_monthly',
  plan: 'plus',
  billingCycle: 'monthly',
  unitPriceCents: 600,
  currencyCode: 'USD',
  collectionMode: 'automatic',
  currentPeriodStart: T,
  currentPeriodEnd: days(31),
  nextBilledAt: days(31),
  firstBilledAt: T,
  scheduledCancelAt: null,
  pausedAt: null,
  canceledAt: null,
  updatePaymentMethodUrl: null,
  cancelUrl: null,
  updatedAt: T,
  ...overrides,
});
const txn: ProviderTransaction = {
  transactionId: 'txn_1',
  subscriptionId: 'sub_1',
  customerId: 'ctm_1',
  origin: 'web',
  amountCents: 600,
  currencyCode: 'USD',
  priceId: 'pri_plus_monthly',
  plan: 'plus',
  billingCycle: 'monthly',
  periodStart: T,
  periodEnd: days(31),
  billedAt: T,
};
const refund: ProviderAdjustment = {
  adjustmentId: 'adj_1',
  transactionId: 'txn_1',
  subscriptionId: 'sub_1',
  customerId: 'ctm_1',
  action: 'refund',
  type: 'full',
  status: 'approved',
  amountCents: 600,
  currencyCode: 'USD',
  reason: 'money-back guarantee',
};
const src = (eventId: string, occurredAt: string, eventType: string) => ({
  eventId,
  eventType,
  occurredAt,
  provider: 'sandbox' as const,
});

const staffEvents = ['PlanOverridden', 'PlanOverrideRemoved', 'AdminCanceledSubscription'];

type Step = [recordedAt: string, command: Omit<SubscriptionCommand, 'metadata'> | SubscriptionEvent];

/** Commands through the real decider (and staff events as they are), recorded as the store would. */
const record = (steps: Step[]): RecordedEvent[] => {
  let state = subscriptionDecider.initialState();
  const out: RecordedEvent[] = [];
  for (const [at, step] of steps) {
    const events: SubscriptionEvent[] = staffEvents.includes(step.type)
      ? [step as SubscriptionEvent]
      : subscriptionDecider.decide(
          { ...step, metadata: { now: at, actor: null, correlationId: 'c' } } as SubscriptionCommand,
          state,
        );
    for (const event of events) {
      state = subscriptionDecider.evolve(state, event);
      const revision = out.length;
      out.push({
        id: `e${revision}`,
        stream: `subscription-${userId}`,
        revision,
        position: revision + 1,
        type: event.type,
        data: event.data,
        metadata: { actor: null, correlationId: 'c', causationId: null, at },
        createdAt: at,
      });
    }
  }
  return out;
};

const checkout: Step = [
  T,
  {
    type: 'StartCheckout',
    data: {
      userId,
      checkoutId: 'chk_1',
      provider: 'sandbox',
      plan: 'plus',
      billingCycle: 'monthly',
      priceId: 'pri_plus_monthly',
      amountCents: 600,
      currencyCode: 'USD',
      graceDays,
    },
  },
];
// The payment's webhook arrives first, the subscription's after it, then an older state of the subscription late.
const paid: Step = [
  plus(1),
  {
    type: 'RecordTransaction',
    data: { userId, source: src('evt_t', T, 'transaction.completed'), transaction: txn, outcome: 'completed' },
  },
];
const activated: Step = [
  plus(2),
  {
    type: 'RecordSubscription',
    data: { userId, source: src('evt_s2', plus(1), 'subscription.activated'), subscription: sub() },
  },
];
const stale: Step = [
  plus(3),
  {
    type: 'RecordSubscription',
    data: { userId, source: src('evt_s1', T, 'subscription.created'), subscription: sub({ status: 'trialing' }) },
  },
];
const refunded: Step = [
  days(4),
  {
    type: 'RecordAdjustment',
    data: { userId, source: src('evt_a', days(4), 'adjustment.updated'), adjustment: refund },
  },
];

const readModelOf = (events: RecordedEvent[]) =>
  subscriptionReadModelOf(
    events.reduce<SubscriptionDoc | null>((doc, e) => subscriptionsProjection.evolve(doc, e), null),
  );

const audit = (events: RecordedEvent[], now = days(60), model = readModelOf(events)) =>
  auditBilling(
    userId,
    events.map((e) => ({ id: e.id, revision: e.revision, type: e.type, data: e.data, recordedAt: e.metadata.at })),
    model,
    { now: new Date(now), graceDays },
  );

describe('Given a purchase whose webhooks arrived out of order, then a refund', () => {
  const events = record([checkout, paid, activated, stale, refunded]);

  it('lists the checkout, the payment, the activation and the refund (the stale state recorded nothing)', () => {
    const result = audit(events);
    expect(result.timeline.map((e) => [e.kind, e.type, e.amountCents])).toEqual([
      ['checkout', 'CheckoutStarted', 600],
      ['payment', 'PaymentCompleted', 600],
      ['activation', 'SubscriptionActivated', null],
      ['refund', 'SubscriptionRefunded', 600],
    ]);
    expect(result.timeline.map((e) => [e.plan, e.status])).toEqual([
      ['free', 'free'],
      ['free', 'free'],
      ['plus', 'active'],
      ['free', 'refunded'],
    ]);
  });

  it('replays to plus from the activation until the refund, free before and after', () => {
    expect(audit(events).accessPeriods).toEqual([
      { from: T, to: plus(2), plan: 'free', status: 'free' },
      { from: plus(2), to: days(4), plan: 'plus', status: 'active' },
      { from: days(4), to: null, plan: 'free', status: 'refunded' },
    ]);
  });

  it('totals what was paid and refunded, and verifies against the read model', () => {
    const result = audit(events);
    expect(result.totals).toEqual([{ currencyCode: 'USD', paidCents: 600, refundedCents: 600, netCents: 0 }]);
    expect(result.now).toEqual({ at: days(60), plan: 'free', status: 'refunded' });
    expect(result.differences).toEqual([]);
    expect(result.verified).toBe(true);
  });
});

describe('Given a subscription never renewed', () => {
  it('keeps plus through the period and its grace days, then free', () => {
    const result = audit(record([checkout, paid, activated]));
    expect(result.accessPeriods.slice(1)).toEqual([
      { from: plus(2), to: days(31 + graceDays), plan: 'plus', status: 'active' },
      { from: days(31 + graceDays), to: null, plan: 'free', status: 'active' },
    ]);
  });
});

describe('Given a staff override', () => {
  const override: Step = [
    days(1),
    {
      type: 'PlanOverridden',
      data: {
        userId,
        adminId: 'admin-7',
        override: { plan: 'pro', status: 'active', endsAt: days(10), setAt: days(1), setBy: 'admin-7' },
        before: { plan: 'free', status: 'free', endsAt: null },
        at: days(1),
      },
    },
  ];

  it('names the admin and gives the plan until the override ends', () => {
    const result = audit(record([override]));
    expect(result.timeline).toMatchObject([{ kind: 'admin', adminId: 'admin-7', plan: 'pro', occurredAt: days(1) }]);
    expect(result.accessPeriods).toEqual([
      { from: days(1), to: days(10), plan: 'pro', status: 'active' },
      { from: days(10), to: null, plan: 'free', status: 'free' },
    ]);
  });
});

describe('Given a read model that differs from the log', () => {
  it('names each differing field', () => {
    const events = record([checkout, paid, activated, stale, refunded]);
    const model = readModelOf(events)!;
    const result = audit(events, days(60), {
      ...model,
      status: 'active',
      payments: { txn_1: { ...model.payments.txn_1!, refunded: false } },
    });
    expect(result.verified).toBe(false);
    expect(result.differences).toEqual([
      { source: 'readModel', path: 'subscription.payments.txn_1.refunded', expected: true, actual: false },
      { source: 'readModel', path: 'subscription.status', expected: 'refunded', actual: 'active' },
    ]);
  });

  it('names a missing document', () => {
    const events = record([checkout]);
    expect(audit(events, days(1), null).differences).toEqual([
      { source: 'readModel', path: 'subscription', expected: 'the subscription document', actual: null },
    ]);
  });
});
