/**
 * POST /internal/games/{id}/commands: a game command another instance hands to this one, which holds the game's
 * lease (see commands/game/game-forward.ts). Signed with the secret the instances share; anything else is answered
 * as an unknown route. A refused command comes back with its error's kind, so the sender throws the same error.
 */
import express, { Router } from 'express';
import { z } from 'zod';
import { SIGNATURE_HEADER, WriterMovedError } from '../../commands/game/game-forward';
import { DomainError } from '../../domain/shared/errors';
import type { ApiContext } from '../context';

const gameId = z.uuid();

export const gameHandoverRouter = (ctx: ApiContext) => {
  const router = Router();
  router.post('/:id/commands', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    const id = gameId.safeParse(req.params.id);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      if (!id.success) throw DomainError.notFound('http.notFound', 'Not found');
      const data = await ctx.commands.games.runHandedOver(id.data, body, req.headers[SIGNATURE_HEADER]);
      res.json({ success: true, data });
    } catch (error) {
      if (error instanceof WriterMovedError) return void res.status(421).json({ success: false, code: 'moved' });
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'http.notFound')
        return void res.status(404).json({ success: false, error: error.message, code: error.code });
      const { kind, code, message, details, params } = error;
      res.status(422).json({ success: false, error: message, code, kind, details, params });
    }
  });
  return router;
};
