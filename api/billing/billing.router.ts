/**
 * Billing provider edges: the webhook (`POST /api/billing/webhook`, mounted on the raw body: its signature is
 * checked on the exact bytes received) and the sandbox's checkout page and developer actions (404 unless
 * BILLING_PROVIDER=sandbox).
 */
import { Router } from 'express';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { SandboxCheckoutView } from '../../domain/subscription/subscription.views';
import { sandboxActionParam, sandboxPayBody } from '../../domain/subscription/subscription.views';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../middleware/auth';
import { idParam, parse } from '../middleware/validate';

const checkoutNotFound = () => DomainError.notFound('billing.checkoutNotFound', messageOf('billing.checkoutNotFound'));

export const billingRouter = (ctx: ApiContext) => {
  const router = Router();
  const subscriptions = ctx.commands.subscriptions;

  router.post('/webhook', async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { recorded, position, eventType } = await subscriptions.receiveWebhook(raw, req.get('paddle-signature'), {
      actor: `billing:${subscriptions.provider}`,
      correlationId: String(req.id ?? ''),
    });
    await ctx.runner.waitFor(position);
    res.json({ success: true, data: { received: true, eventType, recorded } });
  });

  const sandboxOnly = () => {
    if (subscriptions.provider !== 'sandbox') throw DomainError.notFound('http.notFound', 'Not found');
  };

  router.get('/sandbox/checkouts/:id', requireAuth(ctx), (req, res) => {
    sandboxOnly();
    const checkoutId = idParam(req.params.id, checkoutNotFound);
    const s = subscriptions.sandboxCheckout(currentUser(req)._id, checkoutId);
    const data: SandboxCheckoutView = {
      checkoutId: s.checkoutId,
      plan: s.plan,
      billingCycle: s.billingCycle,
      amountCents: s.amountCents,
      currencyCode: s.currencyCode,
      email: s.email,
      status: s.status,
    };
    res.json({ success: true, data });
  });

  router.post('/sandbox/checkouts/:id/pay', requireAuth(ctx), async (req, res) => {
    sandboxOnly();
    const checkoutId = idParam(req.params.id, checkoutNotFound);
    const card = parse(sandboxPayBody, req.body);
    const result = await subscriptions.sandboxPay(currentUser(req)._id, checkoutId, card);
    await ctx.runner.catchUp(5000);
    res.json({ success: true, data: result });
  });

  router.post('/sandbox/subscription/:action', requireAuth(ctx), async (req, res) => {
    sandboxOnly();
    const parsed = sandboxActionParam.safeParse(req.params.action);
    if (!parsed.success) throw DomainError.notFound('http.notFound', 'Not found');
    const userId = currentUser(req)._id;
    await subscriptions.sandboxAct(userId, parsed.data);
    await ctx.runner.catchUp(5000);
    res.json({ success: true, data: await ctx.queries.subscriptions.status(userId, ctx.clock.now()) });
  });

  return router;
};
