import { Router } from 'express';
import type { ApiContext } from '../context';

export const configRouter = (ctx: ApiContext) => {
  const router = Router();
  router.get('/public', (_req, res) => {
    res.json({ success: true, data: { limits: ctx.plans.limits, features: ctx.plans.features } });
  });
  router.get('/limits', (_req, res) => {
    res.json({ success: true, data: { limits: ctx.plans.limits } });
  });
  return router;
};
