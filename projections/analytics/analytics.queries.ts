/**
 * Admin analytics (spec §3 dashboard metrics, revenue, user growth and usage rows) from the read models: the
 * analytics days, users and their sign-ins, games and subscriptions. Periods: 30d (five 6-day windows), 6m and 1y
 * (calendar months, UTC); rows newest first. Money in dollars where the spec names a plain figure, cents where the
 * field says so (`mrrCents`).
 */
import type { ReadStore } from '../../commands/ports';
import type { GameDoc } from '../games/games.projection';
import type { SignInDoc } from '../sign-ins/sign-ins.projection';
import type { UserDoc } from '../users/users.projection';
import type { AnalyticsDayDoc } from './analytics.projection';

export const analyticsPeriods = ['30d', '6m', '1y'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const round1 = (n: number) => Math.round(n * 10) / 10;
const dollars = (cents: number) => Math.round(cents) / 100;

/** Percent change from `previous` to `current` (100 when something appears from nothing). */
export const growth = (current: number, previous: number) =>
  previous === 0 ? (current > 0 ? 100 : 0) : round1(((current - previous) / previous) * 100);

export interface Window {
  label: string;
  from: string;
  /** Inclusive. */
  to: string;
}

/** The windows of a period, newest first. */
export const windowsOf = (period: AnalyticsPeriod, now: Date): Window[] => {
  if (period === '30d')
    return Array.from({ length: 5 }, (_, i) => {
      const to = now.getTime() - i * 6 * DAY_MS;
      const from = to - 5 * DAY_MS;
      return { label: dayOf(from), from: dayOf(from), to: dayOf(to) };
    });
  const months = period === '6m' ? 6 : 12;
  return Array.from({ length: months }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 0));
    return { label: start.toISOString().slice(0, 7), from: dayOf(start.getTime()), to: dayOf(end.getTime()) };
  });
};

const sum = (days: AnalyticsDayDoc[], from: string, to: string, pick: (d: AnalyticsDayDoc) => number) =>
  days.filter((d) => d.day >= from && d.day <= to).reduce((total, d) => total + pick(d), 0);

export const analyticsQueries = (readStore: ReadStore) => {
  const days = readStore.collection<AnalyticsDayDoc>('analytics_days');
  const users = readStore.collection<UserDoc>('users');
  const signIns = readStore.collection<SignInDoc>('sign_ins');
  const games = readStore.collection<GameDoc>('games');

  const daysBetween = (from: string, to: string) => days.find({ day: { $gte: from, $lte: to } }, { sort: { day: 1 } });

  const distinctSignIns = async (from: number, to: number) =>
    (
      await signIns.aggregate<{ _id: string }>([
        { $match: { at: { $gte: new Date(from).toISOString(), $lt: new Date(to).toISOString() } } },
        { $group: { _id: '$userId' } },
      ])
    ).length;

  return {
    /** The read-model figures of the dashboard (system health and tickets are added by the caller). */
    overview: async (now: Date) => {
      const t = now.getTime();
      const since30 = dayOf(t - 29 * DAY_MS);
      const since60 = dayOf(t - 59 * DAY_MS);
      const last60 = await daysBetween(since60, dayOf(t));
      const recent = (pick: (d: AnalyticsDayDoc) => number) => sum(last60, since30, dayOf(t), pick);
      const before = (pick: (d: AnalyticsDayDoc) => number) => sum(last60, since60, dayOf(t - 30 * DAY_MS), pick);
      const [totalUsers, activeUsers, prevActiveUsers, ended] = await Promise.all([
        users.countDocuments({}),
        users.countDocuments({ lastSignInAt: { $gte: new Date(t - 30 * DAY_MS).toISOString() } }),
        distinctSignIns(t - 60 * DAY_MS, t - 30 * DAY_MS),
        games.find(
          { status: 'ended', startedAt: { $ne: null }, endedAt: { $gte: new Date(t - 30 * DAY_MS).toISOString() } },
          { projection: { startedAt: 1, endedAt: 1 } },
        ),
      ]);
      const durations = ended
        .map((g) => Date.parse(g.endedAt!) - Date.parse(g.startedAt!))
        .filter((ms) => Number.isFinite(ms) && ms >= 0);
      const net = (d: AnalyticsDayDoc) => d.revenueCents - d.refundCents;
      return {
        totalUsers,
        activeUsers,
        prevActiveUsers,
        newUsers: recent((d) => d.newUsers),
        userGrowth: growth(
          recent((d) => d.newUsers),
          before((d) => d.newUsers),
        ),
        revenue30dCents: recent(net),
        revenueGrowth: growth(recent(net), before(net)),
        cancellations30d: recent((d) => d.cancellations),
        avgSessionDuration: durations.length
          ? round1(durations.reduce((a, b) => a + b, 0) / durations.length / 60_000)
          : 0,
      };
    },

    /** Revenue rows: `{period, revenue, newCustomers, refundCustomers}` (revenue net of refunds, in dollars). */
    revenue: async (period: AnalyticsPeriod, now: Date) => {
      const windows = windowsOf(period, now);
      const all = await daysBetween(windows.at(-1)!.from, windows[0]!.to);
      return windows.map((w) => ({
        period: w.label,
        revenue: dollars(sum(all, w.from, w.to, (d) => d.revenueCents - d.refundCents)),
        newCustomers: sum(all, w.from, w.to, (d) => d.newCustomers),
        refundCustomers: sum(all, w.from, w.to, (d) => d.refundCustomers),
      }));
    },

    /** User growth by month: `{month, newUsers, cumulativeUsers}`. */
    users: async (period: AnalyticsPeriod, now: Date) => {
      const months =
        period === '30d'
          ? [...new Set([dayOf(now.getTime()).slice(0, 7), dayOf(now.getTime() - 29 * DAY_MS).slice(0, 7)])]
          : windowsOf(period, now).map((w) => w.label);
      const all = await days.find({ newUsers: { $gt: 0 } }, { projection: { day: 1, newUsers: 1 } });
      return months.map((month) => ({
        month,
        newUsers: all.filter((d) => d.day.startsWith(month)).reduce((n, d) => n + d.newUsers, 0),
        cumulativeUsers: all.filter((d) => d.day.slice(0, 7) <= month).reduce((n, d) => n + d.newUsers, 0),
      }));
    },

    /** Content usage by source type: `{sourceType, quizCount, avgQuestions, uniqueCreators}` ('' = by hand). */
    usage: async (period: AnalyticsPeriod, now: Date) => {
      const windows = windowsOf(period, now);
      const all = await daysBetween(windows.at(-1)!.from, windows[0]!.to);
      const bySource = new Map<string, { quizzes: number; questions: number; creators: Set<string> }>();
      for (const d of all)
        for (const [source, u] of Object.entries(d.usage)) {
          const entry = bySource.get(source) ?? { quizzes: 0, questions: 0, creators: new Set<string>() };
          entry.quizzes += u.quizzes;
          entry.questions += u.questions;
          u.creators.forEach((c) => entry.creators.add(c));
          bySource.set(source, entry);
        }
      return [...bySource.entries()]
        .map(([sourceType, u]) => ({
          sourceType,
          quizCount: u.quizzes,
          avgQuestions: u.quizzes ? round1(u.questions / u.quizzes) : 0,
          uniqueCreators: u.creators.size,
        }))
        .sort((a, b) => b.quizCount - a.quizCount || a.sourceType.localeCompare(b.sourceType));
    },
  };
};

export type AnalyticsQueries = ReturnType<typeof analyticsQueries>;
