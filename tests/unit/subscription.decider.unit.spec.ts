import { describe, expect, it } from 'vitest';
import {
  effectivePlanOf,
  refundableTransactionOf,
  statusAt,
  statusViewOf,
} from '../../domain/subscription/subscription.access';
import type {
  SubscriptionCommand,
  SubscriptionEvent,
  SubscriptionState,
} from '../../domain/subscription/subscription.decider';
import { subscriptionDecider } from '../../domain/subscription/subscription.decider';
import type {
  BillingSource,
  ProviderAdjustment,
  ProviderSubscription,
  ProviderTransaction,
} from '../../domain/subscription/subscription.model';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(subscriptionDecider);
const userId = 'user-1';
const now = '2026-03-01T10:00:00.000Z';
const metadata = { now, actor: 'billing-webhook', correlationId: 'req-1' };
const day = 86_400_000;
const iso = (base: string, days: number) => new Date(Date.parse(base) + days * day).toISOString();

const source = (eventId: string, occurredAt: string, eventType = 'subscription.updated'): BillingSource => ({
  eventId,
  eventType,
  occurredAt,
  provider: 'sandbox',
});

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
  currentPeriodStart: '2026-03-01T10:00:00.000Z',
  currentPeriodEnd: '2026-04-01T10:00:00.000Z',
  nextBilledAt: '2026-04-01T10:00:00.000Z',
  firstBilledAt: '2026-03-01T10:00:00.000Z',
  scheduledCancelAt: null,
  pausedAt: null,
  canceledAt: null,
  updatePaymentMethodUrl: null,
  cancelUrl: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const txn = (overrides: Partial<ProviderTransaction> = {}): ProviderTransaction => ({
  transactionId: 'txn_1',
  subscriptionId: 'sub_1',
  customerId: 'ctm_1',
  origin: 'web',
  amountCents: 600,
  currencyCode: 'USD',
  priceId: 'pri_plus_monthly',
  plan: 'plus',
  billingCycle: 'monthly',
  periodStart: '2026-03-01T10:00:00.000Z',
  periodEnd: '2026-04-01T10:00:00.000Z',
  billedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const refund = (overrides: Partial<ProviderAdjustment> = {}): ProviderAdjustment => ({
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
  ...overrides,
});

// commands
const recordSubscription = (s: ProviderSubscription, src = source('evt_s', s.updatedAt)): SubscriptionCommand => ({
  type: 'RecordSubscription',
  data: { userId, source: src, subscription: s },
  metadata,
});
const recordTransaction = (
  t: ProviderTransaction,
  src = source('evt_t', t.billedAt ?? now, 'transaction.completed'),
  outcome: 'completed' | 'failed' = 'completed',
): SubscriptionCommand => ({
  type: 'RecordTransaction',
  data: { userId, source: src, transaction: t, outcome },
  metadata,
});
const recordAdjustment = (
  a: ProviderAdjustment,
  src = source('evt_a', now, 'adjustment.created'),
): SubscriptionCommand => ({
  type: 'RecordAdjustment',
  data: { userId, source: src, adjustment: a },
  metadata,
});
const startCheckout = (): SubscriptionCommand => ({
  type: 'StartCheckout',
  data: {
    userId,
    checkoutId: 'chk-1',
    provider: 'sandbox',
    plan: 'plus',
    billingCycle: 'monthly',
    priceId: 'pri_plus_monthly',
    amountCents: 600,
    currencyCode: 'USD',
    graceDays: 7,
  },
  metadata,
});

// events
const fact = (src: BillingSource) => ({ userId, ...src });
const activated = (s = sub(), src = source('evt_s', s.updatedAt, 'subscription.created')): SubscriptionEvent => ({
  type: 'SubscriptionActivated',
  data: { ...fact(src), subscription: s },
});
const paid = (t = txn(), src = source('evt_t', t.billedAt ?? now, 'transaction.completed')): SubscriptionEvent => ({
  type: 'PaymentCompleted',
  data: { ...fact(src), transaction: t },
});
const renewed = (t: ProviderTransaction, src: BillingSource): SubscriptionEvent => ({
  type: 'SubscriptionRenewed',
  data: { ...fact(src), transaction: t },
});

const stateOf = (events: SubscriptionEvent[]): SubscriptionState =>
  events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
const planAt = (events: SubscriptionEvent[], at: string, graceDays = 7) =>
  effectivePlanOf(stateOf(events), new Date(at), graceDays);

describe('Checkout', () => {
  it('starts for a free account', () =>
    given([])
      .when(startCheckout())
      .then([
        {
          type: 'CheckoutStarted',
          data: {
            userId,
            checkoutId: 'chk-1',
            provider: 'sandbox',
            plan: 'plus',
            billingCycle: 'monthly',
            priceId: 'pri_plus_monthly',
            amountCents: 600,
            currencyCode: 'USD',
            startedAt: now,
          },
        },
      ]));

  it('is refused while a paid plan is in force', () =>
    given([activated()]).when(startCheckout()).thenThrows('billing.alreadySubscribed'));

  it('opens again once the subscription was refunded', () =>
    given([
      activated(),
      paid(),
      { type: 'SubscriptionRefunded', data: { ...fact(source('evt_r', now)), adjustment: refund(), endsAccess: true } },
    ])
      .when(startCheckout())
      .then([expect.objectContaining({ type: 'CheckoutStarted' }) as unknown as SubscriptionEvent]));
});

describe('A subscription webhook', () => {
  it('activates a new subscription (subscription.created)', () =>
    given([])
      .when(recordSubscription(sub(), source('evt_1', '2026-03-01T10:00:00.000Z', 'subscription.created')))
      .then([activated(sub(), source('evt_1', '2026-03-01T10:00:00.000Z', 'subscription.created'))]));

  it('records nothing when the same event_id arrives again', () =>
    given([activated(sub(), source('evt_1', now, 'subscription.created'))])
      .when(recordSubscription(sub({ status: 'past_due' }), source('evt_1', iso(now, 1))))
      .then([]));

  it('records nothing when the state it reports is already known (subscription.activated after .created)', () =>
    given([activated()])
      .when(recordSubscription(sub(), source('evt_2', iso(now, 0), 'subscription.activated')))
      .then([]));

  it('never lets an older state overwrite a newer one', () => {
    const later = sub({ status: 'past_due', updatedAt: iso(now, 31) });
    const events = [
      activated(),
      {
        type: 'SubscriptionPastDue',
        data: { ...fact(source('evt_pd', iso(now, 31))), subscription: later },
      } as SubscriptionEvent,
    ];
    given(events)
      .when(recordSubscription(sub({ scheduledCancelAt: iso(now, 31) }), source('evt_old', iso(now, 2))))
      .then([]);
  });

  it('schedules a cancellation at the period end', () => {
    const s = sub({ scheduledCancelAt: '2026-04-01T10:00:00.000Z', nextBilledAt: null, updatedAt: iso(now, 3) });
    given([activated()])
      .when(recordSubscription(s, source('evt_c', iso(now, 3))))
      .then([
        {
          type: 'SubscriptionCancellationScheduled',
          data: { ...fact(source('evt_c', iso(now, 3))), subscription: s, effectiveAt: '2026-04-01T10:00:00.000Z' },
        },
      ]);
  });

  it('reports a failed renewal (past_due), a pause, a resume and a cancellation', () => {
    const pastDue = sub({ status: 'past_due' });
    const paused = sub({ status: 'paused', pausedAt: iso(now, 40) });
    const canceled = sub({ status: 'canceled', canceledAt: iso(now, 50) });
    given([activated()])
      .when(recordSubscription(pastDue, source('e1', iso(now, 31))))
      .then([{ type: 'SubscriptionPastDue', data: { ...fact(source('e1', iso(now, 31))), subscription: pastDue } }]);
    given([activated()])
      .when(recordSubscription(paused, source('e2', iso(now, 40))))
      .then([{ type: 'SubscriptionPaused', data: { ...fact(source('e2', iso(now, 40))), subscription: paused } }]);
    given([
      activated(),
      { type: 'SubscriptionPaused', data: { ...fact(source('e2', iso(now, 40))), subscription: paused } },
    ])
      .when(recordSubscription(sub(), source('e3', iso(now, 45))))
      .then([{ type: 'SubscriptionResumed', data: { ...fact(source('e3', iso(now, 45))), subscription: sub() } }]);
    given([activated()])
      .when(recordSubscription(canceled, source('e4', iso(now, 50))))
      .then([{ type: 'SubscriptionCanceled', data: { ...fact(source('e4', iso(now, 50))), subscription: canceled } }]);
  });

  it('records other changes (a new period, a recovered payment) as an update naming what changed', () => {
    const next = sub({
      currentPeriodStart: '2026-04-01T10:00:00.000Z',
      currentPeriodEnd: '2026-05-01T10:00:00.000Z',
      nextBilledAt: '2026-05-01T10:00:00.000Z',
    });
    given([activated()])
      .when(recordSubscription(next, source('e5', iso(now, 31))))
      .then([
        {
          type: 'SubscriptionUpdated',
          data: {
            ...fact(source('e5', iso(now, 31))),
            subscription: next,
            changes: ['currentPeriodStart', 'currentPeriodEnd', 'nextBilledAt'],
          },
        },
      ]);
  });

  it('records a price id we do not sell, which grants nothing', () => {
    const unknown = sub({ priceId: 'pri_other', plan: null });
    const src = source('e6', now, 'subscription.created');
    given([])
      .when(recordSubscription(unknown, src))
      .then([
        {
          type: 'PriceUnknown',
          data: { ...fact(src), priceId: 'pri_other', subscription: unknown, transaction: null },
        },
      ]);
    expect(
      planAt(
        [
          {
            type: 'PriceUnknown',
            data: { ...fact(src), priceId: 'pri_other', subscription: unknown, transaction: null },
          },
        ],
        now,
      ),
    ).toBe('free');
  });

  it('keeps a refunded subscription refunded when the provider later reports it canceled', () => {
    const refunded: SubscriptionEvent = {
      type: 'SubscriptionRefunded',
      data: { ...fact(source('evt_r', iso(now, 2))), adjustment: refund(), endsAccess: true },
    };
    const canceled = sub({ status: 'canceled', canceledAt: iso(now, 2), updatedAt: iso(now, 2) });
    given([activated(), paid(), refunded])
      .when(recordSubscription(canceled, source('evt_cx', iso(now, 2))))
      .then([
        { type: 'SubscriptionCanceled', data: { ...fact(source('evt_cx', iso(now, 2))), subscription: canceled } },
      ]);
    const state = stateOf([
      activated(),
      paid(),
      refunded,
      { type: 'SubscriptionCanceled', data: { ...fact(source('evt_cx', iso(now, 2))), subscription: canceled } },
    ]);
    expect(state.status).toBe('refunded');
    given([activated(), paid(), refunded])
      .when(recordSubscription(sub({ updatedAt: iso(now, 3) }), source('evt_up', iso(now, 3))))
      .then([]);
  });
});

describe('Portal links', () => {
  const links = { updatePaymentMethodUrl: 'https://pay.example/u', cancelUrl: 'https://pay.example/c' };
  it('count as a change when they first appear (a sync), not when only their tokens change', () => {
    const withLinks = sub({ ...links, updatedAt: iso(now, 1) });
    given([activated()])
      .when(recordSubscription(withLinks, source('api:1', iso(now, 1), 'api.subscription')))
      .then([
        {
          type: 'SubscriptionUpdated',
          data: {
            ...fact(source('api:1', iso(now, 1), 'api.subscription')),
            subscription: withLinks,
            changes: ['updatePaymentMethodUrl', 'cancelUrl'],
          },
        },
      ]);
    const updated: SubscriptionEvent = {
      type: 'SubscriptionUpdated',
      data: { ...fact(source('api:1', iso(now, 1))), subscription: withLinks, changes: [] },
    };
    given([activated(), updated])
      .when(
        recordSubscription(
          sub({ updatePaymentMethodUrl: 'https://pay.example/u2', cancelUrl: 'https://pay.example/c2' }),
          source('api:2', iso(now, 2)),
        ),
      )
      .then([]);
  });

  it('are kept when a webhook (which carries none) changes the subscription', () => {
    const updated: SubscriptionEvent = {
      type: 'SubscriptionUpdated',
      data: { ...fact(source('api:1', iso(now, 1))), subscription: sub(links), changes: [] },
    };
    const pastDue: SubscriptionEvent = {
      type: 'SubscriptionPastDue',
      data: { ...fact(source('e', iso(now, 31))), subscription: sub({ status: 'past_due' }) },
    };
    expect(stateOf([activated(), updated, pastDue]).subscription).toMatchObject(links);
  });
});

describe('A transaction webhook', () => {
  it('records the first payment, then renewals, each once', () => {
    given([activated()]).when(recordTransaction(txn())).then([paid()]);
    const renewal = txn({
      transactionId: 'txn_2',
      origin: 'subscription_recurring',
      periodStart: '2026-04-01T10:00:00.000Z',
      periodEnd: '2026-05-01T10:00:00.000Z',
      billedAt: '2026-04-01T10:00:00.000Z',
    });
    const src = source('evt_t2', '2026-04-01T10:00:00.000Z', 'transaction.completed');
    given([activated(), paid()])
      .when(recordTransaction(renewal, src))
      .then([renewed(renewal, src)]);
    given([activated(), paid(), renewed(renewal, src)])
      .when(recordTransaction(renewal, source('evt_t2_again', '2026-04-01T10:00:01.000Z', 'transaction.completed')))
      .then([]);
  });

  it('extends the paid period on a renewal, and an older payment never shortens it', () => {
    const renewal = txn({
      transactionId: 'txn_2',
      origin: 'subscription_recurring',
      periodStart: '2026-04-01T10:00:00.000Z',
      periodEnd: '2026-05-01T10:00:00.000Z',
      billedAt: '2026-04-01T10:00:00.000Z',
    });
    const state = stateOf([activated(), renewed(renewal, source('e2', renewal.billedAt!)), paid()]);
    expect(state.subscription?.currentPeriodEnd).toBe('2026-05-01T10:00:00.000Z');
    expect(state.subscription?.nextBilledAt).toBe('2026-05-01T10:00:00.000Z');
  });

  it('records a failed payment', () => {
    const failed = txn({ transactionId: 'txn_f', origin: 'subscription_recurring' });
    const src = source('evt_f', iso(now, 31), 'transaction.payment_failed');
    given([activated(), paid()])
      .when(recordTransaction(failed, src, 'failed'))
      .then([{ type: 'PaymentFailed', data: { ...fact(src), transaction: failed } }]);
    given([activated(), paid(), { type: 'PaymentFailed', data: { ...fact(src), transaction: failed } }])
      .when(recordTransaction(failed, src, 'failed'))
      .then([]);
  });

  it('records a payment for an unknown price without granting a plan', () => {
    const t = txn({ priceId: 'pri_other', plan: null });
    const src = source('evt_u', now, 'transaction.completed');
    given([])
      .when(recordTransaction(t, src))
      .then([
        { type: 'PriceUnknown', data: { ...fact(src), priceId: 'pri_other', subscription: null, transaction: t } },
      ]);
  });

  it('is safe when the payment arrives before the subscription', () => {
    const events = [paid(), activated()];
    expect(planAt(events, iso(now, 1))).toBe('plus');
    expect(refundableTransactionOf(stateOf(events), new Date(iso(now, 1)))).toBe('txn_1');
  });
});

describe('An adjustment webhook', () => {
  const srcR = source('evt_r', iso(now, 2), 'adjustment.created');
  it('ends access at once on a full refund of the current subscription', () => {
    given([activated(), paid()])
      .when(recordAdjustment(refund(), srcR))
      .then([{ type: 'SubscriptionRefunded', data: { ...fact(srcR), adjustment: refund(), endsAccess: true } }]);
    const events: SubscriptionEvent[] = [
      activated(),
      paid(),
      { type: 'SubscriptionRefunded', data: { ...fact(srcR), adjustment: refund(), endsAccess: true } },
    ];
    expect(planAt(events, iso(now, 2))).toBe('free');
    expect(statusAt(stateOf(events), new Date(iso(now, 2)))).toBe('refunded');
  });

  it('keeps access on a partial refund', () => {
    const partial = refund({ type: 'partial', amountCents: 100 });
    given([activated(), paid()])
      .when(recordAdjustment(partial, srcR))
      .then([{ type: 'SubscriptionRefunded', data: { ...fact(srcR), adjustment: partial, endsAccess: false } }]);
  });

  it('records a refund awaiting approval, then its approval once (adjustment.updated), or its rejection', () => {
    const pending = refund({ status: 'pending_approval' });
    const requested: SubscriptionEvent = { type: 'RefundRequested', data: { ...fact(srcR), adjustment: pending } };
    given([activated(), paid()]).when(recordAdjustment(pending, srcR)).then([requested]);
    const srcU = source('evt_u', iso(now, 3), 'adjustment.updated');
    given([activated(), paid(), requested])
      .when(recordAdjustment(refund(), srcU))
      .then([{ type: 'SubscriptionRefunded', data: { ...fact(srcU), adjustment: refund(), endsAccess: true } }]);
    given([activated(), paid(), requested])
      .when(recordAdjustment(refund({ status: 'rejected' }), srcU))
      .then([{ type: 'RefundRejected', data: { ...fact(srcU), adjustment: refund({ status: 'rejected' }) } }]);
    // the pending notice arriving after the approval changes nothing
    given([
      activated(),
      paid(),
      { type: 'SubscriptionRefunded', data: { ...fact(srcU), adjustment: refund(), endsAccess: true } },
    ])
      .when(recordAdjustment(pending, source('evt_late', iso(now, 2))))
      .then([]);
  });

  it('ignores credits', () =>
    given([activated(), paid()])
      .when(recordAdjustment(refund({ action: 'credit' })))
      .then([]));
});

describe('The effective plan at a time', () => {
  it('is free without a subscription', () => expect(planAt([], now)).toBe('free'));

  it('is the plan while active', () => expect(planAt([activated()], iso(now, 10))).toBe('plus'));

  it('keeps the plan through the grace period while past due, then falls back to free', () => {
    const pastDue: SubscriptionEvent = {
      type: 'SubscriptionPastDue',
      data: { ...fact(source('e', '2026-04-01T10:00:00.000Z')), subscription: sub({ status: 'past_due' }) },
    };
    expect(planAt([activated(), pastDue], '2026-04-07T10:00:00.000Z')).toBe('plus');
    expect(planAt([activated(), pastDue], '2026-04-08T10:00:00.000Z')).toBe('free');
    expect(planAt([activated(), pastDue], '2026-04-03T10:00:00.000Z', 1)).toBe('free');
  });

  it('keeps the plan until the period end after a cancellation, then is free', () => {
    const scheduled: SubscriptionEvent = {
      type: 'SubscriptionCancellationScheduled',
      data: {
        ...fact(source('e', iso(now, 3))),
        subscription: sub({ scheduledCancelAt: '2026-04-01T10:00:00.000Z', nextBilledAt: null }),
        effectiveAt: '2026-04-01T10:00:00.000Z',
      },
    };
    expect(planAt([activated(), scheduled], '2026-04-01T09:59:59.000Z')).toBe('plus');
    expect(planAt([activated(), scheduled], '2026-04-01T10:00:00.000Z')).toBe('free');
    expect(statusAt(stateOf([activated(), scheduled]), new Date('2026-04-01T10:00:00.000Z'))).toBe('canceled');
  });

  it('is free when paused or canceled', () => {
    const paused: SubscriptionEvent = {
      type: 'SubscriptionPaused',
      data: { ...fact(source('e', iso(now, 5))), subscription: sub({ status: 'paused' }) },
    };
    expect(planAt([activated(), paused], iso(now, 6))).toBe('free');
  });

  it('stops at the end of an unpaid period plus the grace when no renewal is ever reported', () => {
    expect(planAt([activated()], '2026-04-07T10:00:00.000Z')).toBe('plus');
    expect(planAt([activated()], '2026-04-08T10:00:00.000Z')).toBe('free');
  });
});

describe('The money-back guarantee', () => {
  it('covers the first purchase for 14 days', () => {
    const state = stateOf([activated(), paid()]);
    expect(refundableTransactionOf(state, new Date(iso(now, 13)))).toBe('txn_1');
    expect(refundableTransactionOf(state, new Date(iso(now, 14)))).toBeNull();
  });

  it('does not cover a renewal', () => {
    const renewal = txn({ transactionId: 'txn_2', origin: 'subscription_recurring', billedAt: iso(now, 31) });
    const state = stateOf([activated(), renewed(renewal, source('e2', iso(now, 31)))]);
    expect(refundableTransactionOf(state, new Date(iso(now, 32)))).toBeNull();
  });

  it('shows in the status view', () => {
    const view = statusViewOf(stateOf([activated(), paid()]), new Date(iso(now, 1)), {
      graceDays: 7,
      provider: 'sandbox',
    });
    expect(view).toMatchObject({
      status: 'active',
      plan: 'plus',
      billingCycle: 'monthly',
      refundable: true,
      cancelAtPeriodEnd: false,
      expires_at: '2026-04-01T10:00:00.000Z',
      details: { billingCycle: { interval: 'month', frequency: 1 }, currencyCode: 'USD' },
    });
  });
});

describe('Replay', () => {
  it('gives the same state whatever the order two independent facts were recorded in', () => {
    const a = stateOf([activated(), paid()]);
    const b = stateOf([paid(), activated()]);
    expect(effectivePlanOf(a, new Date(iso(now, 1)), 7)).toBe(effectivePlanOf(b, new Date(iso(now, 1)), 7));
    expect(a.payments).toEqual(b.payments);
  });
});
