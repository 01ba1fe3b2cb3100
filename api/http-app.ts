/**
 * The express application: security headers, structured request logs, body limits, the API routers, the built
 * web app with an SPA fallback, and the one error mapping.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { authRouter } from './auth/auth.router';
import { configRouter } from './config/config.router';
import { contentRouter } from './content/content.router';
import type { ApiContext } from './context';
import { gamesRouter } from './games/games.router';
import { healthRouter } from './health/health.router';
import { quizzesRouter } from './quizzes/quizzes.router';
import { uploadsRouter } from './uploads/uploads.router';
import { apiNotFound, problemDetails } from './middleware/problem-details';
import { planLimitDetails } from './middleware/plan-limit';
import { billingRouter } from './billing/billing.router';
import { subscriptionRouter } from './subscription/subscription.router';
import { userRouter } from './user/user.router';
import { adminRouter } from './admin/admin.router';
import { apiRateLimit, generationRateLimit } from './middleware/settings-rate-limits';
import { contactRouter } from './contact/contact.router';
import { gameHandoverRouter } from './games/game-handover.router';

export const createHttpApp = (ctx: ApiContext, logger: Logger) => {
  const app = express();
  app.disable('x-powered-by');
  // With BILLING_PROVIDER=paddle, Paddle.js loads from Paddle's CDN and opens its checkout in a frame of Paddle's.
  const paddle =
    ctx.commands.subscriptions.provider === 'paddle' ? ['https://cdn.paddle.com', 'https://*.paddle.com'] : [];
  app.set('trust proxy', ctx.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paddle],
          styleSrc: ["'self'", "'unsafe-inline'", ...paddle],
          imgSrc: ["'self'", 'data:', 'blob:', ...paddle],
          frameSrc: ["'self'", ...paddle],
          // Only the app's own origin; 'self' covers its own ws:/wss: (socket.io) in current browsers (CSP 3).
          connectSrc: ["'self'", ...paddle],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    }),
  );

  const api = express.Router();
  // A quiz of 200 questions and a pasted source are larger than any other body; every other call keeps 100 KB.
  api.use('/quizzes', express.json({ limit: '2mb' }));
  api.use('/content', express.json({ limit: '2mb' }));
  // Webhooks are verified on the exact bytes received: their body stays raw (never parsed as JSON first).
  api.use('/billing/webhook', express.raw({ type: () => true, limit: '256kb', inflate: false }));
  api.use(express.json({ limit: '100kb' }));
  // Answer times and failures for the admin dashboard (kept in memory, the last 24 hours).
  api.use(ctx.admin.metrics.middleware);
  // The rate limits of the admin settings (off unless staff turn them on).
  api.use(apiRateLimit(ctx.admin.settings.live));
  api.use(generationRateLimit(ctx));
  api.use('/health', healthRouter(ctx));
  api.use('/auth', authRouter(ctx));
  api.use('/user', userRouter(ctx));
  api.use('/config', configRouter(ctx));
  api.use('/games', gamesRouter(ctx));
  api.use('/quizzes', quizzesRouter(ctx));
  api.use('/content', contentRouter(ctx));
  api.use('/subscription', subscriptionRouter(ctx));
  api.use('/billing', billingRouter(ctx));
  api.use('/contact', contactRouter(ctx));
  api.use('/admin', adminRouter(ctx));
  api.use(apiNotFound);
  app.use('/api', api);
  // Game commands handed over by another instance of this deployment (signed; see game-handover.router.ts).
  app.use('/internal/games', gameHandoverRouter(ctx));

  app.use('/uploads', uploadsRouter(ctx));

  // The staff app (its own build with base '/admin/', so the web app's bundles never hold admin code): hashed assets
  // cached for a year, and its index.html for every other path under /admin (the admin router's SPA fallback).
  const adminIndex = path.join(ctx.adminDist, 'index.html');
  app.use(
    '/admin/assets',
    express.static(path.join(ctx.adminDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  const adminApp: express.RequestHandler = (_req, res) => {
    if (!existsSync(adminIndex))
      return void res.status(503).type('text').send('The admin app is not built yet: run `npm run build`.');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(adminIndex);
  };
  app.get('/admin', adminApp);
  app.get('/admin/{*path}', adminApp);

  const index = path.join(ctx.webDist, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(ctx.webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(ctx.webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (req.path.startsWith('/socket.io')) return next();
    if (!existsSync(index))
      return void res
        .status(503)
        .type('text')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  app.use(planLimitDetails(ctx.plans.limits));
  app.use(problemDetails);
  return app;
};
