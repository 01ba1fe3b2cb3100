import { Router } from 'express';
import { planOf } from '../../domain/plans/plans';
import { messageOf } from '../../domain/shared/messages';
import { changeLanguageBody, changePasswordBody } from '../../domain/user/user.schemas';
import { toPublicUser } from '../../projections/users/users.queries';
import type { ApiContext } from '../context';
import { currentUser, requestContext, requireAuth } from '../middleware/auth';
import { parse } from '../middleware/validate';

export const userRouter = (ctx: ApiContext) => {
  const router = Router();
  router.use(requireAuth(ctx));

  router.get('/profile', async (req, res) => {
    const user = currentUser(req);
    const subscription = await ctx.queries.subscriptions.profile(user._id, ctx.clock.now());
    res.json({ success: true, data: { user: toPublicUser(user), subscription } });
  });

  router.put('/password', async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordBody, req.body);
    const user = currentUser(req);
    const { token, position } = await ctx.commands.users.changePassword(
      user._id,
      currentPassword,
      newPassword,
      requestContext(req),
    );
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('user.passwordUpdated'), data: { token } });
  });

  router.put('/language', async (req, res) => {
    const { language } = parse(changeLanguageBody, req.body);
    const { position } = await ctx.commands.users.changeLanguage(currentUser(req)._id, language, requestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('user.languageUpdated'), data: { language } });
  });

  router.get('/usage', async (req, res) => {
    const plan = planOf(await ctx.queries.subscriptions.planOf(currentUser(req)._id, ctx.clock.now()));
    const usage = await ctx.queries.usage.forMonth(currentUser(req)._id, ctx.clock.now());
    res.json({ success: true, data: { plan, usage, limits: ctx.plans.limits[plan] } });
  });

  router.get('/sign-ins', async (req, res) => {
    res.json({ success: true, data: { signIns: await ctx.queries.signIns.recent(currentUser(req)._id) } });
  });

  return router;
};
