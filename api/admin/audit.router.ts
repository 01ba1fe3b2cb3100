/**
 * Audit replays for staff (issue 11), admin and above: a game's timeline and results recomputed from its stream and
 * compared with the results read model, a user's billing history and the access it implied, compared with the
 * subscription read model.
 */
import { Router } from 'express';
import type { ApiContext } from '../context';

export const adminAuditRouter = (_ctx: ApiContext) => {
  const router = Router();
  return router;
};
