/**
 * The admin panel's user list and detail (spec §3 admin user list item and user detail), read from the users,
 * admins, subscriptions, dashboard-stats, games, quizzes and usage read models. The plan and status are evaluated
 * at `now` (the admin override while it lasts, else what billing gives).
 */
import type { ReadStore } from '../../commands/ports';
import { planViewOf } from '../../domain/admin/plan-override.decider';
import type { AdminRole } from '../../domain/admin/roles';
import { overrideInForce } from '../../domain/subscription/subscription.access';
import type { SubscriptionState } from '../../domain/subscription/subscription.decider';
import { initialSubscriptionState } from '../../domain/subscription/subscription.decider';
import type { AdminDoc } from '../admins/admins.projection';
import type { DashboardStatsDoc } from '../dashboard/dashboard-stats.projection';
import type { GameDoc } from '../games/games.projection';
import type { QuizDoc } from '../quizzes/quizzes.projection';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.projection';
import type { UsageDoc } from '../usage/usage.queries';
import type { UserDoc } from '../users/users.projection';

export interface AdminUserListItem {
  id: string;
  username: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  adminRole: AdminRole | null;
  subscription: { status: string; plan: string };
  totalQuizzes: number;
  totalGames: number;
}

export interface AdminUserDetail extends Omit<AdminUserListItem, 'subscription'> {
  lastActivity: string | null;
  lastSignInAt: string | null;
  totalAiQuestions: number;
  subscription: {
    plan: string;
    status: string;
    /** The billing cycle (monthly, yearly); null for an admin override or no subscription. */
    planType: string | null;
    currentPeriodEnd: string | null;
    canceledAt: string | null;
    /** The end date staff see and set (the override's, else the paid period's end). */
    endDate: string | null;
    adminOverride: boolean;
    subscriptionId: string | null;
  };
}

/** A search text as a case-insensitive literal pattern. */
export const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const userSearchFilter = (search: string | undefined) => {
  const text = search?.trim().toLowerCase();
  if (!text) return {};
  const pattern = literalPattern(text);
  return { $or: [{ usernameLower: { $regex: pattern } }, { email: { $regex: pattern, $options: 'i' } }] };
};

export const adminUserQueries = (readStore: ReadStore, { graceDays }: { graceDays: number }) => {
  const users = readStore.collection<UserDoc>('users');
  const admins = readStore.collection<AdminDoc>('admins');
  const subscriptions = readStore.collection<SubscriptionDoc>('subscriptions');
  const stats = readStore.collection<DashboardStatsDoc>('dashboard_stats');
  const games = readStore.collection<GameDoc>('games');
  const quizzes = readStore.collection<QuizDoc>('quizzes');
  const usage = readStore.collection<UsageDoc>('usage');

  const byId = <T extends { _id: string }>(docs: T[]) => new Map(docs.map((d) => [d._id, d]));

  /** The list fields of a page of users, with a handful of queries for the whole page. */
  const listItems = async (docs: UserDoc[], now: Date): Promise<AdminUserListItem[]> => {
    const ids = docs.map((d) => d._id);
    const [adminDocs, subscriptionDocs, statDocs, gameCounts] = await Promise.all([
      admins.find({ _id: { $in: ids } }),
      subscriptions.find({ _id: { $in: ids } }),
      stats.find({ _id: { $in: ids } }),
      games.aggregate<{ _id: string; count: number }>([
        { $match: { hostId: { $in: ids } } },
        { $group: { _id: '$hostId', count: { $sum: 1 } } },
      ]),
    ]);
    const adminOf = byId(adminDocs);
    const subscriptionOf = byId(subscriptionDocs);
    const statsOf = byId(statDocs);
    const gamesOf = new Map(gameCounts.map((g) => [g._id, g.count]));
    return docs.map((doc) => {
      const role = adminOf.get(doc._id)?.role ?? null;
      const view = planViewOf(subscriptionOf.get(doc._id) ?? initialSubscriptionState(), now, graceDays);
      return {
        id: doc._id,
        username: doc.username,
        email: doc.email,
        createdAt: doc.createdAt,
        isAdmin: role !== null,
        adminRole: role,
        subscription: { status: view.status, plan: view.plan },
        totalQuizzes: statsOf.get(doc._id)?.totalQuizzes ?? 0,
        totalGames: gamesOf.get(doc._id) ?? 0,
      };
    });
  };

  return {
    list: async ({ page, limit, search }: { page: number; limit: number; search?: string }, now: Date) => {
      const filter = userSearchFilter(search);
      const total = await users.countDocuments(filter);
      const docs = await users.find(filter, { sort: { createdAt: -1, _id: 1 }, skip: (page - 1) * limit, limit });
      return {
        users: await listItems(docs, now),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    /** Every user in pages (oldest first), for the CSV export: never the whole list in memory. */
    async *all(now: Date, pageSize = 500): AsyncGenerator<AdminUserListItem & { lastSignInAt: string | null }> {
      for (let skip = 0; ; skip += pageSize) {
        const docs = await users.find({}, { sort: { createdAt: 1, _id: 1 }, skip, limit: pageSize });
        const items = await listItems(docs, now);
        for (const [i, item] of items.entries()) yield { ...item, lastSignInAt: docs[i]!.lastSignInAt };
        if (docs.length < pageSize) return;
      }
    },

    detail: async (userId: string, now: Date): Promise<AdminUserDetail | null> => {
      const doc = await users.findOne({ _id: userId });
      if (!doc) return null;
      const [[item], subscription, ai, lastQuiz, lastGame] = await Promise.all([
        listItems([doc], now),
        subscriptions.findOne({ _id: userId }),
        usage.aggregate<{ total: number }>([
          { $match: { userId } },
          { $group: { _id: null, total: { $sum: '$aiQuestionsGenerated' } } },
        ]),
        quizzes.find({ ownerId: userId }, { sort: { updatedAt: -1 }, limit: 1, projection: { updatedAt: 1 } }),
        games.find({ hostId: userId }, { sort: { lastActivityAt: -1 }, limit: 1, projection: { lastActivityAt: 1 } }),
      ]);
      const state: SubscriptionState = subscription ?? initialSubscriptionState();
      const view = planViewOf(state, now, graceDays);
      const override = overrideInForce(state, now);
      const s = state.subscription;
      const activity = [doc.lastSignInAt, lastQuiz[0]?.updatedAt, lastGame[0]?.lastActivityAt, doc.createdAt]
        .filter((t): t is string => !!t)
        .sort()
        .at(-1);
      return {
        ...item!,
        lastActivity: activity ?? null,
        lastSignInAt: doc.lastSignInAt,
        totalAiQuestions: ai[0]?.total ?? 0,
        subscription: {
          plan: view.plan,
          status: view.status,
          planType: override ? null : (s?.billingCycle ?? null),
          currentPeriodEnd: override ? override.endsAt : (s?.currentPeriodEnd ?? null),
          canceledAt: override ? null : (s?.canceledAt ?? null),
          endDate: view.endsAt,
          adminOverride: override !== null,
          subscriptionId: override ? null : (s?.subscriptionId ?? null),
        },
      };
    },
  };
};

export type AdminUserQueries = ReturnType<typeof adminUserQueries>;
