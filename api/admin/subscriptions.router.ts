/**
 * Subscriptions for staff (spec §7): the list with search, status and plan filters (pages of 20), the stats, a
 * cancellation through the billing port (active ones only), and the CSV export.
 */
import { Router } from 'express';
import { z } from 'zod';
import { pageQuery } from '../../domain/admin/admin-users.schemas';
import { plans } from '../../domain/plans/plans';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { SubscriptionRow } from '../../projections/admin/admin-subscriptions.queries';
import { adminSubscriptionStatuses } from '../../projections/admin/admin-subscriptions.queries';
import type { ApiContext } from '../context';
import { idParam, parse } from '../middleware/validate';
import type { CsvColumn } from '../shared/csv';
import { exportFileName, sendCsv } from '../shared/csv';
import { actorOf, adminGuard, adminRequestContext } from './require-admin';

/** Status and plan are omitted when set to all (an `all` sent anyway means no filter). */
const filterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z
    .enum([...adminSubscriptionStatuses, 'all'], { error: 'admin.statusInvalid' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  plan: z
    .enum([...plans, 'all'], { error: 'admin.planInvalid' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});

const listQuery = pageQuery.extend(filterQuery.shape);

const notFound = () => DomainError.notFound('admin.subscriptionNotFound', messageOf('admin.subscriptionNotFound'));

const columns: CsvColumn<SubscriptionRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'username', value: (r) => r.user.username },
  { header: 'email', value: (r) => r.user.email },
  { header: 'plan', value: (r) => r.plan },
  { header: 'billingCycle', value: (r) => r.billingCycle },
  { header: 'status', value: (r) => r.status },
  { header: 'monthlyValue', value: (r) => r.monthlyValue },
  { header: 'createdAt', value: (r) => r.createdAt },
  { header: 'currentPeriodEnd', value: (r) => r.currentPeriodEnd },
  { header: 'canceledAt', value: (r) => r.canceledAt },
  { header: 'adminOverride', value: (r) => r.adminOverride },
  { header: 'subscriptionId', value: (r) => r.subscriptionId },
  { header: 'totalQuizzes', value: (r) => r.usage.totalQuizzes },
  { header: 'totalGames', value: (r) => r.usage.totalGames },
];

export const adminSubscriptionsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const subscriptions = ctx.admin.queries.subscriptions;

  router.get('/', requireAdmin({ permission: 'subscriptions.read' }), async (req, res) => {
    const query = parse(listQuery, req.query);
    res.json({ success: true, data: await subscriptions.list(query, ctx.clock.now()) });
  });

  router.get('/stats/overview', requireAdmin({ permission: 'subscriptions.read' }), async (_req, res) => {
    const { mrrCents: _cents, ...stats } = await subscriptions.stats(ctx.clock.now());
    res.json({ success: true, data: stats });
  });

  router.get('/export', requireAdmin({ permission: 'data.export' }), async (req, res) => {
    const filter = parse(filterQuery, req.query);
    const now = ctx.clock.now();
    await sendCsv(res, exportFileName('subscriptions', now), columns, subscriptions.all(filter, now));
  });

  router.post('/:id/cancel', requireAdmin({ permission: 'subscriptions.cancel' }), async (req, res) => {
    const userId = idParam(req.params.id, notFound);
    const { position, effectiveAt } = await ctx.admin.commands.subscriptions.cancel(
      userId,
      actorOf(req),
      adminRequestContext(req),
    );
    await ctx.runner.waitFor(position);
    const date = effectiveAt ? effectiveAt.slice(0, 10) : '';
    res.json({
      success: true,
      message: messageOf('admin.subscriptionCanceled', { date }),
      params: { date },
      data: { effectiveAt },
    });
  });

  return router;
};
