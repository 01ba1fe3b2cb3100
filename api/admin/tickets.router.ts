/** Support tickets for staff: the list (open, closed or all; newest first) and closing one (support and above). */
import { Router } from 'express';
import { z } from 'zod';
import { pageQuery } from '../../domain/admin/admin-users.schemas';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { idParam, parse } from '../middleware/validate';
import { adminGuard, adminRequestContext, currentAdmin } from './require-admin';

const listQuery = pageQuery.extend({
  status: z
    .enum(['open', 'closed', 'all'], { error: 'validation.failed' })
    .default('open')
    .transform((v) => (v === 'all' ? undefined : v)),
});

const notFound = () => DomainError.notFound('contact.ticketNotFound', messageOf('contact.ticketNotFound'));

export const adminTicketsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const { queries, commands } = ctx.admin.tickets;

  router.get('/', requireAdmin({ permission: 'tickets.read' }), async (req, res) => {
    const { status, page, limit } = parse(listQuery, req.query);
    res.json({ success: true, data: await queries.list({ status, page, limit }) });
  });

  router.post('/:id/close', requireAdmin({ permission: 'tickets.manage' }), async (req, res) => {
    const ticketId = idParam(req.params.id, notFound);
    const { position } = await commands.close(ticketId, currentAdmin(req).adminId, adminRequestContext(req));
    await ctx.runner.waitFor(position);
    const doc = await queries.byId(ticketId);
    res.json({ success: true, message: messageOf('contact.closed'), data: { id: ticketId, status: doc?.status } });
  });

  return router;
};
