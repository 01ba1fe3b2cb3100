/**
 * Staff sign-in (spec §7 admin calls): `POST /login` → `{token, adminUser}`, `POST /logout` ends the session on
 * the server, `GET /me` the admin profile; two-factor enrolment from the panel: `POST /totp/enroll` → a new secret,
 * its `otpauth://` URI and a QR code (data URL), `POST /totp/verify {code}` turns it on.
 */
import { Router } from 'express';
import { adminLoginBody, totpVerifyBody } from '../../domain/admin/admin.schemas';
import type { AdminRole } from '../../domain/admin/roles';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { AdminDoc } from '../../projections/admins/admins.projection';
import { toAdminUser } from '../../projections/admins/admins.queries';
import type { ApiContext } from '../context';
import { parse } from '../middleware/validate';
import { adminGuard, adminRequestContext, currentAdmin } from './require-admin';

export const adminAuthRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const { commands, queries } = ctx.admin;

  /** The admin profile (`adminUser`): role, permissions, two-factor state, the linked user's name. */
  const profileOf = async (adminId: string) => {
    const doc = await queries.byId(adminId);
    if (!doc || doc.role === null)
      throw DomainError.unauthenticated('admin.sessionInvalid', messageOf('admin.sessionInvalid'));
    const user = doc.userId ? await ctx.queries.users.byId(doc.userId) : null;
    return toAdminUser(doc as AdminDoc & { role: AdminRole }, user?.username ?? null);
  };

  router.post('/login', async (req, res) => {
    const body = parse(adminLoginBody, req.body);
    const { adminId, token, expiresAt, position } = await commands.login(body, adminRequestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, data: { token, expiresAt, adminUser: await profileOf(adminId) } });
  });

  router.post('/logout', requireAdmin(), async (req, res) => {
    const { position } = await commands.logout(currentAdmin(req).claims, adminRequestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('auth.signedOut') });
  });

  router.get('/me', requireAdmin(), async (req, res) => {
    res.json({ success: true, data: await profileOf(currentAdmin(req).adminId) });
  });

  router.post('/totp/enroll', requireAdmin(), async (req, res) => {
    const { secret, uri, qrCode, position } = await commands.startTotpEnrollment(
      currentAdmin(req).adminId,
      adminRequestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.json({ success: true, data: { secret, otpauthUri: uri, qrCodeDataUrl: qrCode } });
  });

  router.post('/totp/verify', requireAdmin(), async (req, res) => {
    const { code } = parse(totpVerifyBody, req.body);
    const { position } = await commands.confirmTotpEnrollment(
      currentAdmin(req).adminId,
      code,
      adminRequestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.json({
      success: true,
      message: messageOf('admin.twoFactorEnabled'),
      data: await profileOf(currentAdmin(req).adminId),
    });
  });

  return router;
};
