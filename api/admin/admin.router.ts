/** Everything under /api/admin: staff sign-in, then the areas, each route guarded by role or permission. */
import { Router } from 'express';
import type { ApiContext } from '../context';
import { adminsRouter } from './admins.router';
import { adminAuthRouter } from './auth.router';
import { adminGuard } from './require-admin';
import { adminUsersRouter } from './users.router';
import { adminSubscriptionsRouter } from './subscriptions.router';
import { adminSettingsRouter } from './settings.router';
import { adminAnalyticsRouter } from './analytics.router';
import { adminTicketsRouter } from './tickets.router';
import { adminProjectionsRouter } from './projections.router';
import { adminAuditRouter } from './audit.router';

export const adminRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  router.use('/auth', adminAuthRouter(ctx));
  // Nothing below answers without a staff session (not even "not found"); each route adds its own role check.
  router.use(requireAdmin());
  router.use('/admins', adminsRouter(ctx));
  router.use('/users', adminUsersRouter(ctx));
  router.use('/subscriptions', adminSubscriptionsRouter(ctx));
  router.use('/settings', adminSettingsRouter(ctx));
  router.use('/analytics', adminAnalyticsRouter(ctx));
  router.use('/tickets', adminTicketsRouter(ctx));
  router.use('/projections', adminProjectionsRouter(ctx));
  router.use('/audit', adminAuditRouter(ctx));
  return router;
};
