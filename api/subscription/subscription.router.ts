/** The signed-in user's subscription: checkout, status, usage against the plan's limits, cancel, refund, sync, history. */
import { Router } from 'express';
import { planOf } from '../../domain/plans/plans';
import { messageOf } from '../../domain/shared/messages';
import type { SubscriptionUsageView, UsageKey } from '../../domain/subscription/subscription.views';
import { checkoutBody, usageKeys } from '../../domain/subscription/subscription.views';
import { monthOf } from '../../projections/usage/usage.queries';
import type { ApiContext } from '../context';
import { currentUser, requestContext, requireAuth } from '../middleware/auth';
import { parse } from '../middleware/validate';

export const subscriptionRouter = (ctx: ApiContext) => {
  const router = Router();
  router.use(requireAuth(ctx));
  const subscriptions = ctx.commands.subscriptions;
  const status = (userId: string) => ctx.queries.subscriptions.status(userId, ctx.clock.now());

  router.post('/checkout', async (req, res) => {
    const { billingCycle } = parse(checkoutBody, req.body);
    const user = currentUser(req);
    const { start, position } = await subscriptions.startCheckout(
      { id: user._id, email: user.email },
      billingCycle,
      requestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.json({ success: true, data: start });
  });

  router.get('/status', async (req, res) => {
    res.json({ success: true, data: await status(currentUser(req)._id) });
  });

  router.get('/usage', async (req, res) => {
    const userId = currentUser(req)._id;
    const now = ctx.clock.now();
    const month = monthOf(now.toISOString());
    const plan = planOf(await ctx.queries.subscriptions.planOf(userId, now));
    const [counters, sizes] = await Promise.all([
      ctx.queries.usage.forMonth(userId, now),
      ctx.queries.planUsage.forMonth(userId, month),
    ]);
    const used: Record<UsageKey, number> = {
      quizzes: counters.quizzesThisMonth,
      aiQuestions: counters.aiQuestionsThisMonth,
      ...sizes,
    };
    const limits = ctx.plans.limits[plan];
    const data: SubscriptionUsageView = {
      plan,
      month,
      metrics: Object.fromEntries(
        usageKeys.map((k) => [k, { used: used[k], limit: limits[k] }]),
      ) as SubscriptionUsageView['metrics'],
    };
    res.json({ success: true, data });
  });

  router.post('/cancel', async (req, res) => {
    const userId = currentUser(req)._id;
    const { position, effectiveAt } = await subscriptions.cancel(userId, requestContext(req));
    await ctx.runner.waitFor(position);
    const date = effectiveAt ? effectiveAt.slice(0, 10) : '';
    res.json({
      success: true,
      message: messageOf('billing.cancelScheduled', { date }),
      params: { date },
      data: await status(userId),
    });
  });

  router.post('/refund', async (req, res) => {
    const userId = currentUser(req)._id;
    const { approved, position } = await subscriptions.refund(userId, requestContext(req));
    await ctx.runner.waitFor(position);
    res.json({
      success: true,
      message: messageOf(approved ? 'billing.refunded' : 'billing.refundRequested'),
      data: await status(userId),
    });
  });

  router.post('/sync', async (req, res) => {
    const userId = currentUser(req)._id;
    const { position } = await subscriptions.sync(userId, requestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, data: await status(userId) });
  });

  router.get('/history', async (req, res) => {
    res.json({ success: true, data: await ctx.queries.subscriptions.history(currentUser(req)._id) });
  });

  return router;
};
