/**
 * Staff decisions on a user's subscription stream (`subscription-{userId}`): the admin override of the plan,
 * status and end date, and the record of a cancellation staff made through the billing provider. The state is the
 * subscription decider's (the same stream, the same evolve); the plan projection honours the override
 * (subscription.access.ts) until it is removed or its end date passes.
 *
 * An edit records only a difference from what the user has now. Setting the values back to what billing alone
 * gives removes the override (billing is in charge again); anything else sets one.
 */
import type { Plan } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import { effectivePlanOf, expiresAtOf, overrideInForce, statusAt } from '../subscription/subscription.access';
import type {
  PlanOverride,
  PlanView,
  SubscriptionEvent,
  SubscriptionState,
} from '../subscription/subscription.decider';
import { evolveSubscription, initialSubscriptionState } from '../subscription/subscription.decider';

export const settableStatuses = ['active', 'canceled', 'past_due'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

/** What the user has now: the override while it lasts, else what billing gives. */
export const planViewOf = (state: SubscriptionState, now: Date, graceDays: number): PlanView => {
  const override = overrideInForce(state, now);
  return {
    plan: override ? override.plan : effectivePlanOf(state, now, graceDays),
    status: statusAt(state, now),
    endsAt: override ? override.endsAt : expiresAtOf(state),
  };
};

/** What billing alone gives now (as if there were no override). */
export const billingViewOf = (state: SubscriptionState, now: Date, graceDays: number): PlanView =>
  planViewOf({ ...state, override: null }, now, graceDays);

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** Equal as staff see them: the same plan, status and end date (by day). */
export const sameView = (a: PlanView, b: PlanView) =>
  a.plan === b.plan && a.status === b.status && day(a.endsAt) === day(b.endsAt);

/** Equal as far as access goes: free is free whatever the status says. */
const grantsTheSame = (wanted: PlanView, billing: PlanView) =>
  wanted.plan === billing.plan && (wanted.plan === 'free' || sameView(wanted, billing));

type Meta = { metadata: CommandMetadata };

export type PlanOverrideCommand =
  | ({
      type: 'SetPlan';
      data: {
        userId: string;
        adminId: string;
        plan: Plan;
        status: SettableStatus;
        endsAt: string | null;
        graceDays: number;
      };
    } & Meta)
  | ({
      type: 'RecordAdminCancel';
      data: {
        userId: string;
        adminId: string;
        subscriptionId: string | null;
        before: PlanView;
        effectiveAt: string | null;
        graceDays: number;
      };
    } & Meta);

export const decidePlanOverride = (command: PlanOverrideCommand, state: SubscriptionState): SubscriptionEvent[] => {
  const { now } = command.metadata;
  const at = new Date(now);
  switch (command.type) {
    case 'SetPlan': {
      const { userId, adminId, plan, status, endsAt, graceDays } = command.data;
      if (endsAt && Date.parse(endsAt) <= at.getTime())
        throw DomainError.validation('admin.endDateInPast', messageOf('admin.endDateInPast'));
      const before = planViewOf(state, at, graceDays);
      const wanted: PlanView = { plan, status, endsAt };
      if (sameView(before, wanted)) return [];
      if (grantsTheSame(wanted, billingViewOf(state, at, graceDays))) {
        if (!overrideInForce(state, at)) return [];
        return [{ type: 'PlanOverrideRemoved', data: { userId, adminId, before, at: now } }];
      }
      const override: PlanOverride = { plan, status, endsAt, setAt: now, setBy: adminId };
      return [{ type: 'PlanOverridden', data: { userId, adminId, override, before, at: now } }];
    }
    case 'RecordAdminCancel': {
      const { graceDays, ...data } = command.data;
      return [
        { type: 'AdminCanceledSubscription', data: { ...data, after: planViewOf(state, at, graceDays), at: now } },
      ];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const planOverrideDecider: Decider<PlanOverrideCommand, SubscriptionEvent, SubscriptionState> = {
  decide: decidePlanOverride,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};
