import { Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../middleware/auth';

export const gamesRouter = (ctx: ApiContext) => {
  const router = Router();
  router.get('/dashboard-stats', requireAuth(ctx), async (req, res) => {
    res.json({ success: true, data: await ctx.queries.dashboardStats.forUser(currentUser(req)._id) });
  });
  return router;
};
