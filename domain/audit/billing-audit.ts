/**
 * A user's billing audit (issue 11): the subscription stream as a timeline (checkouts, payments, renewals,
 * failures, cancellations, refunds, staff overrides with the admin who made them), the plan and access it implied at
 * every moment, the totals paid and refunded, and a field-by-field comparison with the subscription read model.
 *
 * The state is the subscription decider's fold (one `evolve`); the plan in force at a moment is the domain's rule
 * (`effectivePlanOf`, `statusAt`). A state applies from the moment the server recorded its event: access is what the
 * server granted with what it knew then. Between two events the plan can still change with time (a period end and
 * its grace, a scheduled cancellation, an override's end), so those instants are evaluated too.
 */
import type { Plan } from '../plans/plans';
import { effectivePlanOf, statusAt } from '../subscription/subscription.access';
import type { SubscriptionEvent, SubscriptionState } from '../subscription/subscription.decider';
import {
  evolveSubscription,
  initialSubscriptionState,
  subscriptionEventTypes,
} from '../subscription/subscription.decider';
import { historyEntryOf } from '../subscription/subscription.history';
import type { BillingHistoryEntry, SubscriptionStatusValue } from '../subscription/subscription.views';
import type { AuditDifference } from './compare';
import { compareFields } from './compare';
import type { AuditEvent } from './game-audit';

const DAY_MS = 86_400_000;

export type BillingEntryKind =
  | 'checkout'
  | 'activation'
  | 'change'
  | 'payment'
  | 'renewal'
  | 'failure'
  | 'cancellation'
  | 'refund'
  | 'admin'
  | 'other';

export interface BillingTimelineEntry {
  revision: number;
  type: string;
  known: boolean;
  kind: BillingEntryKind;
  /** When the fact happened (the provider's `occurred_at`, the checkout's or the admin's time). */
  occurredAt: string | null;
  /** When the server recorded it: the state below applies from then. */
  recordedAt: string | null;
  /** The provider's event id (webhooks), for matching with the provider's dashboard. */
  providerEventId: string | null;
  amountCents: number | null;
  currencyCode: string | null;
  /** The staff member who made an override or a cancellation. */
  adminId: string | null;
  /** The state after this event, at the moment it was recorded. */
  status: SubscriptionStatusValue;
  plan: Plan;
  data?: unknown;
}

/** A span of time with one plan and status (`to`: null, still so). */
export interface AccessPeriod {
  from: string;
  to: string | null;
  plan: Plan;
  status: SubscriptionStatusValue;
}

export interface BillingTotals {
  currencyCode: string;
  paidCents: number;
  refundedCents: number;
  netCents: number;
}

/** The subscription read model of one user (projections/subscriptions), as the audit compares it. */
export type SubscriptionReadModel = SubscriptionState & { history: BillingHistoryEntry[] };

export interface BillingAudit {
  userId: string;
  timeline: BillingTimelineEntry[];
  accessPeriods: AccessPeriod[];
  totals: BillingTotals[];
  /** The plan and status in force at the audit's `now`. */
  now: { at: string; plan: Plan; status: SubscriptionStatusValue };
  differences: AuditDifference[];
  verified: boolean;
}

const known = new Set<string>(subscriptionEventTypes);

const kindOf: Record<SubscriptionEvent['type'], BillingEntryKind> = {
  CheckoutStarted: 'checkout',
  SubscriptionActivated: 'activation',
  SubscriptionUpdated: 'change',
  SubscriptionCancellationScheduled: 'cancellation',
  SubscriptionPastDue: 'failure',
  SubscriptionPaused: 'change',
  SubscriptionResumed: 'change',
  SubscriptionCanceled: 'cancellation',
  PaymentCompleted: 'payment',
  SubscriptionRenewed: 'renewal',
  PaymentFailed: 'failure',
  RefundRequested: 'refund',
  SubscriptionRefunded: 'refund',
  RefundRejected: 'refund',
  PlanOverridden: 'admin',
  PlanOverrideRemoved: 'admin',
  AdminCanceledSubscription: 'admin',
  PriceUnknown: 'change',
};

const money = (event: SubscriptionEvent): { amountCents: number; currencyCode: string } | null => {
  switch (event.type) {
    case 'CheckoutStarted':
      return event.data;
    case 'PaymentCompleted':
    case 'SubscriptionRenewed':
    case 'PaymentFailed':
      return event.data.transaction;
    case 'RefundRequested':
    case 'SubscriptionRefunded':
    case 'RefundRejected':
      return event.data.adjustment;
    case 'PriceUnknown':
      return event.data.transaction;
    default:
      return null;
  }
};

const occurredAtOf = (event: SubscriptionEvent): string | null => {
  const data = event.data as { occurredAt?: string; startedAt?: string; at?: string };
  return data.occurredAt ?? data.startedAt ?? data.at ?? null;
};

/** Instants after `from` at which the plan of `state` may change with time alone. */
const boundariesOf = (state: SubscriptionState, graceDays: number): number[] => {
  const grace = graceDays * DAY_MS;
  const s = state.subscription;
  const o = state.override;
  const times = [
    s?.scheduledCancelAt,
    s?.currentPeriodEnd ? Date.parse(s.currentPeriodEnd) + grace : null,
    state.pastDueSince ? Date.parse(state.pastDueSince) + grace : null,
    o?.endsAt,
    o ? Date.parse(o.setAt) + grace : null,
  ];
  return times
    .map((t) => (typeof t === 'string' ? Date.parse(t) : t))
    .filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
};

const iso = (t: number) => new Date(t).toISOString();

/** The plan and status at every moment: one period per change, from the first recorded event on. */
const accessPeriodsOf = (steps: { from: number; state: SubscriptionState }[], graceDays: number) => {
  const periods: AccessPeriod[] = [];
  steps.forEach(({ from, state }, i) => {
    const until = steps[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    const instants = [from, ...boundariesOf(state, graceDays).filter((t) => t > from && t < until)].sort(
      (a, b) => a - b,
    );
    for (const t of instants) {
      const plan = effectivePlanOf(state, new Date(t), graceDays);
      const status = statusAt(state, new Date(t));
      const last = periods.at(-1);
      if (last && last.plan === plan && last.status === status) continue;
      if (last) last.to = iso(t);
      periods.push({ from: iso(t), to: null, plan, status });
    }
  });
  return periods;
};

const totalsOf = (events: SubscriptionEvent[]): BillingTotals[] => {
  const byCurrency = new Map<string, BillingTotals>();
  const add = (currencyCode: string, paid: number, refunded: number) => {
    const t = byCurrency.get(currencyCode) ?? { currencyCode, paidCents: 0, refundedCents: 0, netCents: 0 };
    t.paidCents += paid;
    t.refundedCents += refunded;
    t.netCents = t.paidCents - t.refundedCents;
    byCurrency.set(currencyCode, t);
  };
  for (const event of events) {
    if (event.type === 'PaymentCompleted' || event.type === 'SubscriptionRenewed')
      add(event.data.transaction.currencyCode, event.data.transaction.amountCents, 0);
    if (event.type === 'PriceUnknown' && event.data.transaction)
      add(event.data.transaction.currencyCode, event.data.transaction.amountCents, 0);
    if (event.type === 'SubscriptionRefunded')
      add(event.data.adjustment.currencyCode, 0, event.data.adjustment.amountCents);
  }
  return [...byCurrency.values()];
};

/** The fields of the read model the replay must equal (the projection keeps the decider's state as it is). */
const stateFields = (s: SubscriptionState) => ({
  userId: s.userId,
  provider: s.provider,
  status: s.status,
  plan: s.plan,
  subscription: s.subscription,
  stateAt: s.stateAt,
  pastDueSince: s.pastDueSince,
  refundedAt: s.refundedAt,
  payments: s.payments,
  adjustments: s.adjustments,
  processed: s.processed,
  override: s.override ?? null,
});

/**
 * The audit of a subscription stream at `now`, compared with `readModel` (null: the read model holds no document
 * for this user, a difference when the stream has events that make one).
 */
export const auditBilling = (
  userId: string,
  events: AuditEvent[],
  readModel: SubscriptionReadModel | null,
  { now, graceDays }: { now: Date; graceDays: number },
): BillingAudit => {
  let state = initialSubscriptionState();
  const timeline: BillingTimelineEntry[] = [];
  const steps: { from: number; state: SubscriptionState }[] = [];
  const history: BillingHistoryEntry[] = [];
  const applied: SubscriptionEvent[] = [];

  for (const recorded of events) {
    const isKnown = known.has(recorded.type);
    const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
    if (isKnown) {
      state = evolveSubscription(state, event);
      applied.push(event);
      const entry = historyEntryOf(recorded.id ?? String(recorded.revision), event);
      if (entry) history.push(entry);
    }
    const from = Date.parse(recorded.recordedAt ?? occurredAtOf(event) ?? '');
    if (Number.isFinite(from)) steps.push({ from, state });
    const at = new Date(Number.isFinite(from) ? from : now.getTime());
    const m = isKnown ? money(event) : null;
    const data = recorded.data as { eventId?: string; adminId?: string };
    timeline.push({
      revision: recorded.revision,
      type: recorded.type,
      known: isKnown,
      kind: isKnown ? kindOf[event.type] : 'other',
      occurredAt: occurredAtOf(event),
      recordedAt: recorded.recordedAt,
      providerEventId: data.eventId ?? null,
      amountCents: m?.amountCents ?? null,
      currencyCode: m?.currencyCode ?? null,
      adminId: data.adminId ?? null,
      status: statusAt(state, at),
      plan: effectivePlanOf(state, at, graceDays),
      ...(isKnown ? {} : { data: recorded.data }),
    });
  }

  const differences: AuditDifference[] = [];
  if (readModel) {
    differences.push(...compareFields('subscription', stateFields(state), stateFields(readModel)));
    differences.push(...compareFields('history', history, readModel.history));
  } else if (applied.length > 0) {
    differences.push({ source: 'readModel', path: 'subscription', expected: 'the subscription document', actual: null });
  }

  return {
    userId,
    timeline,
    accessPeriods: accessPeriodsOf(steps, graceDays),
    totals: totalsOf(applied),
    now: { at: now.toISOString(), plan: effectivePlanOf(state, now, graceDays), status: statusAt(state, now) },
    differences,
    verified: differences.length === 0,
  };
};
