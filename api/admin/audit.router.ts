/**
 * Audit replays for staff (issue 11), admin and above: a game's timeline and results recomputed from its stream and
 * compared with the results read model, a user's billing history and the access it implied, compared with the
 * subscription read model. `verified` or the differences, never a failure for a difference (it is the answer).
 *
 * The log's integrity: `GET /chain`, the hash chain's head and latest checkpoint (admin and above), and
 * `GET /read-models`, each live read model's document count and content hash at a settled log position, which
 * `npm run audit -- verify` compares with a rebuild from the log (the CLI, which has no staff session, asks the
 * operator-only `GET /api/health/read-models` on the server's own machine instead).
 */
import { Router } from 'express';
import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { idParam } from '../middleware/validate';
import { adminGuard } from './require-admin';

const gameNotFound = () => DomainError.notFound('game.notFound', messageOf('game.notFound'));
const userNotFound = () => DomainError.notFound('user.notFound', messageOf('user.notFound'));

/** A game by its id (a uuid) or its six-digit PIN. */
const gameRef = z.union([z.uuid(), z.string().regex(/^\d{6}$/)]);

export const adminAuditRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const audit = ctx.admin.audit;

  router.get('/games/:gameId', requireAdmin({ minRole: 'admin' }), async (req, res) => {
    const ref = gameRef.safeParse(req.params.gameId);
    if (!ref.success) throw gameNotFound();
    const gameId = await audit.gameIdOf(ref.data);
    const result = gameId ? await audit.game(gameId) : null;
    if (!result) throw gameNotFound();
    res.json({ success: true, data: result });
  });

  router.get('/billing/:userId', requireAdmin({ minRole: 'admin' }), async (req, res) => {
    const result = await audit.billing(idParam(req.params.userId, userNotFound));
    if (!result) throw userNotFound();
    res.json({ success: true, data: result });
  });

  router.get('/chain', requireAdmin({ minRole: 'admin' }), async (_req, res) => {
    res.json({ success: true, data: await ctx.admin.chain.chain() });
  });

  router.get('/read-models', requireAdmin({ minRole: 'admin' }), async (_req, res) => {
    res.json({ success: true, data: await ctx.admin.chain.readModels() });
  });

  return router;
};
