/**
 * Staff accounts (super_admin): the list, a role change or revocation, and a two-factor reset for someone who lost
 * their device. Users become admins from the user edit (`PUT /api/admin/users/{id}` with `isAdmin`/`adminRole`).
 */
import { Router } from 'express';
import { z } from 'zod';
import { adminRoles } from '../../domain/admin/roles';
import type { AdminRole } from '../../domain/admin/roles';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { AdminDoc } from '../../projections/admins/admins.projection';
import { toAdminUser } from '../../projections/admins/admins.queries';
import type { ApiContext } from '../context';
import { idParam, parse } from '../middleware/validate';
import { actorOf, adminGuard, adminRequestContext } from './require-admin';

const roleBody = z.strictObject({
  role: z.enum(adminRoles, { error: 'admin.roleInvalid' }).nullable(),
});

const notFound = () => DomainError.notFound('admin.notFound', messageOf('admin.notFound'));

export const adminsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const { commands, queries } = ctx.admin;
  router.use(requireAdmin({ permission: 'admins.manage' }));

  const view = async (doc: AdminDoc) => {
    const user = doc.userId ? await ctx.queries.users.byId(doc.userId) : null;
    return toAdminUser(doc as AdminDoc & { role: AdminRole }, user?.username ?? null);
  };

  router.get('/', async (_req, res) => {
    const docs = await queries.list();
    res.json({ success: true, data: { admins: await Promise.all(docs.map(view)) } });
  });

  router.put('/:id', async (req, res) => {
    const adminId = idParam(req.params.id, notFound);
    const { role } = parse(roleBody, req.body);
    if (!(await queries.byId(adminId))) throw notFound();
    const { position } = await commands.changeRole(adminId, role, actorOf(req), adminRequestContext(req));
    await ctx.runner.waitFor(position);
    const doc = await queries.byId(adminId);
    res.json({ success: true, data: doc?.role ? await view(doc) : { id: adminId, role: null } });
  });

  router.post('/:id/totp/reset', async (req, res) => {
    const adminId = idParam(req.params.id, notFound);
    if (!(await queries.byId(adminId))) throw notFound();
    const { position } = await commands.resetTotp(adminId, actorOf(req), adminRequestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('admin.twoFactorReset') });
  });

  return router;
};
