/**
 * Users for staff (spec §7): the list with search and pages of 20, the CSV export, a user's detail and the edit.
 * support reads; manager edits account, plan, status and end date; super_admin changes admin roles; admin exports.
 */
import { Router } from 'express';
import { adminUserEditBody, pageQuery } from '../../domain/admin/admin-users.schemas';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { idParam, parse } from '../middleware/validate';
import { exportFileName, sendCsv } from '../shared/csv';
import { actorOf, adminGuard, adminRequestContext } from './require-admin';

const notFound = () => DomainError.notFound('user.notFound', messageOf('user.notFound'));

export const adminUsersRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const users = ctx.admin.queries.users;

  router.get('/', requireAdmin({ permission: 'users.read' }), async (req, res) => {
    const { page, limit, search } = parse(pageQuery, req.query);
    res.json({ success: true, data: await users.list({ page, limit, search }, ctx.clock.now()) });
  });

  router.get('/export', requireAdmin({ permission: 'data.export' }), async (_req, res) => {
    const now = ctx.clock.now();
    await sendCsv(
      res,
      exportFileName('users', now),
      [
        { header: 'id', value: (u) => u.id },
        { header: 'username', value: (u) => u.username },
        { header: 'email', value: (u) => u.email },
        { header: 'createdAt', value: (u) => u.createdAt },
        { header: 'lastSignInAt', value: (u) => u.lastSignInAt },
        { header: 'isAdmin', value: (u) => u.isAdmin },
        { header: 'adminRole', value: (u) => u.adminRole },
        { header: 'plan', value: (u) => u.subscription.plan },
        { header: 'subscriptionStatus', value: (u) => u.subscription.status },
        { header: 'totalQuizzes', value: (u) => u.totalQuizzes },
        { header: 'totalGames', value: (u) => u.totalGames },
      ],
      users.all(now),
    );
  });

  router.get('/:id', requireAdmin({ permission: 'users.read' }), async (req, res) => {
    const detail = await users.detail(idParam(req.params.id, notFound), ctx.clock.now());
    if (!detail) throw notFound();
    res.json({ success: true, data: detail });
  });

  router.put('/:id', requireAdmin({ permission: 'users.write' }), async (req, res) => {
    const userId = idParam(req.params.id, notFound);
    const edit = parse(adminUserEditBody, req.body);
    const { position, changes } = await ctx.admin.commands.users.update(
      userId,
      edit,
      actorOf(req),
      adminRequestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.json({
      success: true,
      message: messageOf('admin.userUpdated'),
      data: { ...(await users.detail(userId, ctx.clock.now())), changes },
    });
  });

  return router;
};
