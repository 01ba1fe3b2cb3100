/**
 * The admin panel's subscriptions (spec §3 subscription row and stats): one row per user who has or had a
 * subscription or an admin override, read from the subscriptions read model with the user's name and usage. The
 * status and plan are evaluated at `now` (periods end and overrides lapse without a new event), so the filters
 * narrow the documents in the store first and are applied exactly on the evaluated rows.
 */
import type { Filter, ReadStore } from '../../commands/ports';
import { planViewOf } from '../../domain/admin/plan-override.decider';
import type { Plan } from '../../domain/plans/plans';
import { effectivePlanOf, overrideInForce } from '../../domain/subscription/subscription.access';
import type { DashboardStatsDoc } from '../dashboard/dashboard-stats.projection';
import type { GameDoc } from '../games/games.projection';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.projection';
import type { UserDoc } from '../users/users.projection';
import { userSearchFilter } from './admin-users.queries';

export const adminSubscriptionStatuses = ['active', 'canceled', 'past_due', 'paused'] as const;
export type AdminSubscriptionStatus = (typeof adminSubscriptionStatuses)[number];

export interface SubscriptionRow {
  /** The user's id (one subscription record per user): what `POST /subscriptions/{id}/cancel` takes. */
  id: string;
  userId: string;
  user: { username: string; email: string };
  /** The plan (free, plus, pro, enterprise): the row's plan badge. */
  planType: Plan;
  plan: Plan;
  billingCycle: string | null;
  status: string;
  /** What the subscription brings a month, in dollars (a yearly price divided by 12; 0 for an admin override). */
  monthlyValue: number;
  createdAt: string | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  adminOverride: boolean;
  subscriptionId: string | null;
  usage: { totalQuizzes: number; totalGames: number };
}

export interface SubscriptionFilter {
  search?: string;
  status?: AdminSubscriptionStatus;
  plan?: Plan;
}

const DAY_MS = 86_400_000;
/** Fields a row needs (never the payments, processed ids or history). */
const rowFields = { history: 0, processed: 0, payments: 0, adjustments: 0 } as const;

/** Cents a month of a provider subscription that bills (0 when it does not). */
export const monthlyCentsOf = (doc: Pick<SubscriptionDoc, 'subscription'>) => {
  const s = doc.subscription;
  if (!s?.unitPriceCents) return 0;
  return s.billingCycle === 'yearly' ? s.unitPriceCents / 12 : s.unitPriceCents;
};

const dollars = (cents: number) => Math.round(cents) / 100;

export const adminSubscriptionQueries = (readStore: ReadStore, { graceDays }: { graceDays: number }) => {
  const subscriptions = readStore.collection<SubscriptionDoc>('subscriptions');
  const users = readStore.collection<UserDoc>('users');
  const stats = readStore.collection<DashboardStatsDoc>('dashboard_stats');
  const games = readStore.collection<GameDoc>('games');

  const rowOf = (doc: SubscriptionDoc, now: Date) => {
    const override = overrideInForce(doc, now);
    const view = planViewOf(doc, now, graceDays);
    const s = doc.subscription;
    const plan: Plan = override ? override.plan : (doc.plan ?? view.plan);
    return {
      id: doc._id,
      userId: doc._id,
      planType: plan,
      plan,
      billingCycle: override ? null : (s?.billingCycle ?? null),
      status: view.status,
      monthlyValue: override
        ? 0
        : dollars(effectivePlanOf({ ...doc, override: null }, now, graceDays) === 'free' ? 0 : monthlyCentsOf(doc)),
      createdAt: override ? override.setAt : (s?.firstBilledAt ?? null),
      currentPeriodEnd: override ? override.endsAt : (s?.currentPeriodEnd ?? null),
      canceledAt: override ? null : (s?.canceledAt ?? null),
      adminOverride: override !== null,
      subscriptionId: override ? null : (s?.subscriptionId ?? null),
    };
  };

  /** The documents that may match (a superset: status and plan are exact only once evaluated). */
  const candidates = async ({ search, status, plan }: SubscriptionFilter, now: Date) => {
    const clauses: Filter[] = [{ $or: [{ subscription: { $ne: null } }, { override: { $ne: null } }] }];
    if (search?.trim()) {
      const matching = await users.find(userSearchFilter(search), { projection: { _id: 1 } });
      clauses.push({ _id: { $in: matching.map((u) => u._id) } });
    }
    if (status)
      clauses.push({
        $or: [
          { 'override.status': status },
          { status },
          ...(status === 'canceled'
            ? [{ 'subscription.scheduledCancelAt': { $ne: null, $lte: now.toISOString() } }]
            : []),
        ],
      });
    if (plan) clauses.push({ $or: [{ 'override.plan': plan }, { plan }] });
    const docs = await subscriptions.find({ $and: clauses }, { projection: rowFields });
    return docs
      .map((doc) => rowOf(doc, now))
      .filter((row) => (!status || row.status === status) && (!plan || row.plan === plan))
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id));
  };

  /** Names and usage of a page of rows. */
  const complete = async (rows: ReturnType<typeof rowOf>[]): Promise<SubscriptionRow[]> => {
    const ids = rows.map((r) => r.userId);
    const [userDocs, statDocs, gameCounts] = await Promise.all([
      users.find({ _id: { $in: ids } }, { projection: { username: 1, email: 1 } }),
      stats.find({ _id: { $in: ids } }),
      games.aggregate<{ _id: string; count: number }>([
        { $match: { hostId: { $in: ids } } },
        { $group: { _id: '$hostId', count: { $sum: 1 } } },
      ]),
    ]);
    const userOf = new Map(userDocs.map((u) => [u._id, u]));
    const statsOf = new Map(statDocs.map((s) => [s._id, s]));
    const gamesOf = new Map(gameCounts.map((g) => [g._id, g.count]));
    return rows.map((row) => ({
      ...row,
      user: { username: userOf.get(row.userId)?.username ?? '', email: userOf.get(row.userId)?.email ?? '' },
      usage: { totalQuizzes: statsOf.get(row.userId)?.totalQuizzes ?? 0, totalGames: gamesOf.get(row.userId) ?? 0 },
    }));
  };

  return {
    list: async (filter: SubscriptionFilter & { page: number; limit: number }, now: Date) => {
      const rows = await candidates(filter, now);
      const { page, limit } = filter;
      return {
        subscriptions: await complete(rows.slice((page - 1) * limit, page * limit)),
        pagination: { page, limit, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / limit)) },
      };
    },

    /** Every matching row in pages, for the CSV export. */
    async *all(filter: SubscriptionFilter, now: Date, pageSize = 500): AsyncGenerator<SubscriptionRow> {
      const rows = await candidates(filter, now);
      for (let i = 0; i < rows.length; i += pageSize) yield* await complete(rows.slice(i, i + pageSize));
    },

    /**
     * `current_mrr` (dollars a month from subscriptions that bill and give a plan now), `active_subscriptions`
     * (active now, billing or override), `churned_30d` (ended in the last 30 days: canceled or refunded),
     * `new_30d` (first paid in the last 30 days).
     */
    stats: async (now: Date) => {
      const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      const live = await subscriptions.find(
        { $or: [{ status: { $in: ['active', 'trialing', 'past_due'] } }, { override: { $ne: null } }] },
        { projection: rowFields },
      );
      let mrrCents = 0;
      let active = 0;
      for (const doc of live) {
        if (effectivePlanOf({ ...doc, override: null }, now, graceDays) !== 'free') mrrCents += monthlyCentsOf(doc);
        if (rowOf(doc, now).status === 'active') active += 1;
      }
      const [churned, fresh] = await Promise.all([
        subscriptions.countDocuments({
          $or: [{ 'subscription.canceledAt': { $gte: since } }, { refundedAt: { $gte: since } }],
        }),
        subscriptions.countDocuments({ 'subscription.firstBilledAt': { $gte: since } }),
      ]);
      return {
        current_mrr: dollars(mrrCents),
        active_subscriptions: active,
        churned_30d: churned,
        new_30d: fresh,
        mrrCents: Math.round(mrrCents),
      };
    },
  };
};

export type AdminSubscriptionQueries = ReturnType<typeof adminSubscriptionQueries>;
