/**
 * `GET /api/health`: public, for load balancers and uptime checks: `{status, uptimeSeconds}` and nothing about
 * the stores or the log (positions tell an outsider how busy the product is).
 *
 * `GET /api/health/details`: the stores and each projection's checkpoint, lag and failed events (the last one
 * named; `status` is `degraded` while any is recorded), for the operator (`npm run projections:status`). Until staff sign-in reaches the API it answers only a direct call on the
 * server's own machine (a loopback peer and no forwarding header, so nothing that came through a proxy); to
 * everyone else it does not exist (404). The admin check replaces `operatorOnly` later.
 *
 * `GET /api/health/read-models`: the same operator-only answer for `npm run audit -- verify`: each live read model's
 * document count and content hash (projections/audit/chain-audit.ts).
 */
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { DomainError } from '../../domain/shared/errors';
import type { ApiContext } from '../context';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const isDirectLocalCall = (req: Request) =>
  LOOPBACK.test(req.socket.remoteAddress ?? '') &&
  req.get('x-forwarded-for') === undefined &&
  req.get('forwarded') === undefined &&
  req.get('x-real-ip') === undefined;

const operatorOnly: RequestHandler = (req, _res, next) =>
  next(isDirectLocalCall(req) ? undefined : DomainError.notFound('http.notFound', 'Not found'));

export const healthRouter = (ctx: ApiContext) => {
  const router = Router();
  const startedAt = performance.now();

  router.get('/', (_req, res) => {
    res.json({
      success: true,
      data: { status: 'ok', uptimeSeconds: Math.floor((performance.now() - startedAt) / 1000) },
    });
  });

  router.get('/details', operatorOnly, async (_req, res) => {
    const items = await ctx.runner.status();
    const failedEvents = items.reduce((sum, p) => sum + p.failedEvents, 0);
    res.json({
      success: true,
      data: {
        // A projection that gave up on an event serves a read model that misses it: degraded until rebuilt.
        status: failedEvents > 0 ? 'degraded' : 'ok',
        eventStore: ctx.stores.eventStore,
        readStore: ctx.stores.readStore,
        projections: {
          // `active`: this process runs them (lease held); `standby`: another does; `local`: its own read models.
          runner: ctx.runner.role(),
          lag: Math.max(0, ...items.map((p) => p.lag)),
          failedEvents,
          items: items.map(({ name, position, lag, failedEvents, lastFailure }) => ({
            name,
            position,
            lag,
            failedEvents,
            lastFailure,
          })),
        },
      },
    });
  });
  // The live read models' digests for `npm run audit -- verify` on this machine (issue 11; admins: /api/admin/audit).
  router.get('/read-models', operatorOnly, async (_req, res) => {
    res.json({ success: true, data: await ctx.admin.chain.readModels() });
  });
  return router;
};
