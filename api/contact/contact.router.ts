/**
 * `POST /api/contact`: the public contact form (linked from the staff sign-in and the legal pages) records a
 * support ticket; staff list and close tickets in the admin panel. A few tickets an hour per client address.
 */
import { Router } from 'express';
import { contactBody } from '../../domain/tickets/ticket.decider';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { optionalAuth, requestContext } from '../middleware/auth';
import { parse } from '../middleware/validate';

export const contactRouter = (ctx: ApiContext) => {
  const router = Router();
  router.post('/', optionalAuth(ctx), async (req, res) => {
    const body = parse(contactBody, req.body);
    const { ticketId, position } = await ctx.admin.tickets.commands.open(
      body,
      req.user?._id ?? null,
      requestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.status(201).json({ success: true, message: messageOf('contact.received'), data: { ticketId } });
  });
  return router;
};
