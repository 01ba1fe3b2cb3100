import { Router } from 'express';
import type { ApiContext } from '../context';

export const healthRouter = (ctx: ApiContext) => {
  const router = Router();
  router.get('/', async (_req, res) => {
    const items = await ctx.runner.status();
    res.json({
      success: true,
      data: {
        status: 'ok',
        eventStore: ctx.stores.eventStore,
        readStore: ctx.stores.readStore,
        projections: {
          lag: Math.max(0, ...items.map((p) => p.lag)),
          items: items.map(({ name, position, lag }) => ({ name, position, lag })),
        },
      },
    });
  });
  return router;
};
