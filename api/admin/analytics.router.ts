/**
 * Analytics for staff (spec §7): the dashboard's metrics (read models, the request metrics the server keeps, the
 * projections' checkpoints and the open tickets), revenue, user growth and content usage by period, and the CSV
 * export of all three. support and above; the export needs admin.
 */
import { Router } from 'express';
import { z } from 'zod';
import { alertsOf, systemHealthOf } from '../../domain/admin/system-health';
import { messageOf } from '../../domain/shared/messages';
import { analyticsPeriods } from '../../projections/analytics/analytics.queries';
import type { ApiContext } from '../context';
import { parse } from '../middleware/validate';
import { exportFileName, sendCsv } from '../shared/csv';
import { adminGuard } from './require-admin';

/** 6 months unless another period is asked for (spec §9). */
const periodQuery = z.object({
  period: z.enum(analyticsPeriods, { error: 'admin.periodInvalid' }).default('6m'),
});

const HOUR_MS = 3_600_000;

export const adminAnalyticsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const { analytics, subscriptions } = ctx.admin.queries;

  const dashboard = async () => {
    const now = ctx.clock.now();
    const [figures, stats, openTickets, projections] = await Promise.all([
      analytics.overview(now),
      subscriptions.stats(now),
      ctx.admin.tickets.queries.openCount(),
      ctx.runner.status(),
    ]);
    const day = ctx.admin.metrics.summary();
    const hour = ctx.admin.metrics.summary(HOUR_MS);
    const health = { day, hour, projections };
    const alerts = alertsOf(health);
    const churnBase = stats.active_subscriptions + figures.cancellations30d;
    return {
      totalUsers: figures.totalUsers,
      activeUsers: figures.activeUsers,
      userGrowth: figures.userGrowth,
      revenueGrowth: figures.revenueGrowth,
      mrrCents: stats.mrrCents,
      /** Percent of the subscriptions of the last 30 days that ended in them. */
      churnRate: churnBase ? Math.round((figures.cancellations30d / churnBase) * 1000) / 10 : 0,
      systemHealth: systemHealthOf(health, alerts),
      avgResponseTime: day.avgResponseTime,
      apiErrorRate: day.errorRate,
      criticalAlerts: alerts.filter((a) => a.severity === 'critical').length,
      openTickets,
      newUsers: figures.newUsers,
      prevActiveUsers: figures.prevActiveUsers,
      mrrDollars: stats.current_mrr,
      activeSubscriptions: stats.active_subscriptions,
      avgSessionDuration: figures.avgSessionDuration,
      /** Active subscriptions divided by total users, in percent. */
      conversionRate: figures.totalUsers
        ? Math.round((stats.active_subscriptions / figures.totalUsers) * 1000) / 10
        : 0,
      alerts: alerts.map((a) => ({ ...a, message: messageOf(a.code, a.params) })),
      requests24h: day.requests,
      updatedAt: now.toISOString(),
    };
  };

  router.get('/dashboard', requireAdmin({ permission: 'analytics.read' }), async (_req, res) => {
    res.json({ success: true, data: await dashboard() });
  });

  router.get('/revenue', requireAdmin({ permission: 'analytics.read' }), async (req, res) => {
    const { period } = parse(periodQuery, req.query);
    res.json({ success: true, data: await analytics.revenue(period, ctx.clock.now()) });
  });

  router.get('/users', requireAdmin({ permission: 'analytics.read' }), async (req, res) => {
    const { period } = parse(periodQuery, req.query);
    res.json({ success: true, data: await analytics.users(period, ctx.clock.now()) });
  });

  router.get('/usage', requireAdmin({ permission: 'analytics.read' }), async (req, res) => {
    const { period } = parse(periodQuery, req.query);
    res.json({ success: true, data: await analytics.usage(period, ctx.clock.now()) });
  });

  /** One CSV of the period: a section column, a row label, a metric and its value. */
  router.get('/export', requireAdmin({ permission: 'data.export' }), async (req, res) => {
    const { period } = parse(periodQuery, req.query);
    const now = ctx.clock.now();
    const [metrics, revenue, users, usage] = await Promise.all([
      dashboard(),
      analytics.revenue(period, now),
      analytics.users(period, now),
      analytics.usage(period, now),
    ]);
    type Line = { section: string; label: string; metric: string; value: string | number };
    const lines: Line[] = [
      ...Object.entries(metrics)
        .filter(([, v]) => typeof v === 'number' || typeof v === 'string')
        .map(([metric, value]) => ({ section: 'dashboard', label: period, metric, value: value as string | number })),
      ...revenue.flatMap((r) =>
        (['revenue', 'newCustomers', 'refundCustomers'] as const).map((metric) => ({
          section: 'revenue',
          label: r.period,
          metric,
          value: r[metric],
        })),
      ),
      ...users.flatMap((r) =>
        (['newUsers', 'cumulativeUsers'] as const).map((metric) => ({
          section: 'users',
          label: r.month,
          metric,
          value: r[metric],
        })),
      ),
      ...usage.flatMap((r) =>
        (['quizCount', 'avgQuestions', 'uniqueCreators'] as const).map((metric) => ({
          section: 'usage',
          label: r.sourceType || 'manual',
          metric,
          value: r[metric],
        })),
      ),
    ];
    await sendCsv(
      res,
      exportFileName('analytics', now),
      [
        { header: 'section', value: (l: Line) => l.section },
        { header: 'label', value: (l: Line) => l.label },
        { header: 'metric', value: (l: Line) => l.metric },
        { header: 'value', value: (l: Line) => l.value },
      ],
      lines,
    );
  });

  return router;
};
