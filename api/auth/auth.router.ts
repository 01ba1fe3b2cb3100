import { Router } from 'express';
import type { Language } from '../../domain/user/user.schemas';
import { languageSchema } from '../../domain/user/user.schemas';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '../../domain/user/user.schemas';
import { toPublicUser } from '../../projections/users/users.queries';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { currentSession, requestContext, requireAuth } from '../middleware/auth';
import { parse } from '../middleware/validate';

/**
 * The language a new account starts with: the interface language the web app sends in the body (validated: en,
 * tr or de), else the `X-User-Language` header of other clients, else English.
 */
const preferredLanguage = (chosen: Language | undefined, header: string | undefined): Language => {
  if (chosen) return chosen;
  const parsed = languageSchema.safeParse(header?.slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : 'en';
};

export const authRouter = (ctx: ApiContext) => {
  const router = Router();
  const { users } = ctx.commands;

  const signedIn = async (userId: string, token: string, position: number | null) => {
    await ctx.runner.waitFor(position);
    const doc = await ctx.queries.users.byId(userId);
    return { token, user: doc ? toPublicUser(doc) : null };
  };

  router.post('/register', async (req, res) => {
    const { language, ...body } = parse(registerBody, req.body);
    const { user, token, position } = await users.register(
      body,
      preferredLanguage(language, req.get('x-user-language')),
      requestContext(req),
    );
    res.status(201).json({ success: true, data: await signedIn(user.userId, token, position) });
  });

  router.post('/login', async (req, res) => {
    const body = parse(loginBody, req.body);
    const { user, token, position } = await users.login(body, requestContext(req));
    res.json({ success: true, data: await signedIn(user.userId, token, position) });
  });

  /** Ends this session on the server: its token is refused from now on (other sessions go on). */
  router.post('/logout', requireAuth(ctx), async (req, res) => {
    const { position } = await users.logout(currentSession(req), requestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('auth.signedOut') });
  });

  /** The same answer, just as fast, for every email: the mail (if any) is written after the answer. */
  router.post('/forgot-password', async (req, res) => {
    const { email } = parse(forgotPasswordBody, req.body);
    await users.requestPasswordReset(email, requestContext(req));
    res.json({ success: true, message: messageOf('auth.resetEmailSent') });
  });

  router.post('/reset-password', async (req, res) => {
    const { token, password } = parse(resetPasswordBody, req.body);
    const { position } = await users.resetPassword(token, password, requestContext(req));
    await ctx.runner.waitFor(position);
    res.json({ success: true, message: messageOf('auth.passwordReset') });
  });

  return router;
};
