import { describe, expect, it } from 'vitest';
import type { PlanOverrideCommand } from '../../domain/admin/plan-override.decider';
import { planOverrideDecider, planViewOf } from '../../domain/admin/plan-override.decider';
import { effectivePlanOf, statusAt, statusViewOf } from '../../domain/subscription/subscription.access';
import type { SubscriptionEvent } from '../../domain/subscription/subscription.decider';
import { evolveSubscription, initialSubscriptionState } from '../../domain/subscription/subscription.decider';
import type { ProviderSubscription } from '../../domain/subscription/subscription.model';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(planOverrideDecider);
const userId = 'u0000000-0000-4000-8000-000000000001';
const adminId = 'a0000000-0000-4000-8000-000000000001';
const now = '2026-11-21T10:00:00.000Z';
const metadata = { now, actor: adminId, correlationId: 'req-1' };

const setPlan = (
  over: Partial<Extract<PlanOverrideCommand, { type: 'SetPlan' }>['data']> = {},
): PlanOverrideCommand => ({
  type: 'SetPlan',
  data: { userId, adminId, plan: 'plus', status: 'active', endsAt: null, graceDays: 7, ...over },
  metadata,
});
const overridden = (
  over: Partial<{ plan: 'plus' | 'pro'; status: 'active' | 'canceled' | 'past_due'; endsAt: string | null }> = {},
): SubscriptionEvent => ({
  type: 'PlanOverridden',
  data: {
    userId,
    adminId,
    override: {
      plan: 'plus',
      status: 'active',
      endsAt: null,
      setAt: '2026-11-20T10:00:00.000Z',
      setBy: adminId,
      ...over,
    },
    before: { plan: 'free', status: 'free', endsAt: null },
    at: '2026-11-20T10:00:00.000Z',
  },
});
const paddleSubscription: ProviderSubscription = {
  subscriptionId: 'sub_1',
  customerId: 'ctm_1',
  status: 'active',
  priceId: 'pri_plus',
  plan: 'plus',
  billingCycle: 'monthly',
  unitPriceCents: 999,
  currencyCode: 'USD',
  collectionMode: 'automatic',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  nextBilledAt: '2026-12-01T00:00:00.000Z',
  firstBilledAt: '2026-11-01T00:00:00.000Z',
  scheduledCancelAt: null,
  pausedAt: null,
  canceledAt: null,
  updatePaymentMethodUrl: null,
  cancelUrl: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const activated: SubscriptionEvent = {
  type: 'SubscriptionActivated',
  data: {
    userId,
    eventId: 'evt_1',
    eventType: 'subscription.activated',
    occurredAt: '2026-11-01T00:00:00.000Z',
    provider: 'paddle',
    subscription: paddleSubscription,
  },
};
const stateOf = (events: SubscriptionEvent[]) => events.reduce(evolveSubscription, initialSubscriptionState());

describe('Setting a plan by hand', () => {
  it('records an override with the values before it and the admin', () =>
    given([])
      .when(setPlan({ endsAt: '2026-12-31T23:59:59.999Z' }))
      .then([
        {
          type: 'PlanOverridden',
          data: {
            userId,
            adminId,
            override: {
              plan: 'plus',
              status: 'active',
              endsAt: '2026-12-31T23:59:59.999Z',
              setAt: now,
              setBy: adminId,
            },
            before: { plan: 'free', status: 'free', endsAt: null },
            at: now,
          },
        },
      ]));

  it('records nothing when the values are what the user has', () => {
    given([overridden()]).when(setPlan()).then([]);
    // A paying user shown with their own plan, status and period end: nothing to override.
    given([activated])
      .when(setPlan({ endsAt: '2026-12-01T23:59:59.999Z' }))
      .then([]);
  });

  it('removes the override when set back to what billing gives', () =>
    given([overridden({ plan: 'pro' })])
      .when(setPlan({ plan: 'free' }))
      .then([
        {
          type: 'PlanOverrideRemoved',
          data: { userId, adminId, before: { plan: 'pro', status: 'active', endsAt: null }, at: now },
        },
      ]));

  it('overrides a paying user’s plan (staff decide; billing is in charge again once removed)', () =>
    given([activated])
      .when(setPlan({ plan: 'pro' }))
      .then([expect.objectContaining({ type: 'PlanOverridden' }) as unknown as SubscriptionEvent]));

  it('refuses an end date already past', () =>
    given([])
      .when(setPlan({ endsAt: '2026-11-20T23:59:59.999Z' }))
      .thenThrows('admin.endDateInPast'));
});

describe('The plan in force with an override', () => {
  it('gives the override’s plan until its end date, then what billing gives', () => {
    const state = stateOf([activated, overridden({ plan: 'pro', endsAt: '2026-11-25T23:59:59.999Z' })]);
    expect(effectivePlanOf(state, new Date(now), 7)).toBe('pro');
    expect(statusViewOf(state, new Date(now), { graceDays: 7, provider: 'paddle' })).toMatchObject({
      plan: 'pro',
      expires_at: '2026-11-25T23:59:59.999Z',
    });
    expect(effectivePlanOf(state, new Date('2026-11-26T00:00:00.000Z'), 7)).toBe('plus');
  });

  it('gives free for a canceled override, and the plan through the grace period for past_due', () => {
    expect(effectivePlanOf(stateOf([activated, overridden({ status: 'canceled' })]), new Date(now), 7)).toBe('free');
    expect(statusAt(stateOf([overridden({ status: 'canceled' })]), new Date(now))).toBe('canceled');
    const pastDue = stateOf([overridden({ status: 'past_due' })]);
    expect(effectivePlanOf(pastDue, new Date(now), 7)).toBe('plus');
    expect(effectivePlanOf(pastDue, new Date('2026-11-28T10:00:00.000Z'), 7)).toBe('free');
  });

  it('shows staff what the user has now', () => {
    expect(planViewOf(stateOf([activated]), new Date(now), 7)).toEqual({
      plan: 'plus',
      status: 'active',
      endsAt: '2026-12-01T00:00:00.000Z',
    });
  });
});
