/**
 * Rate limits staff set in the admin settings, applied to the next request without a restart:
 *
 * - RATE_LIMIT_ENABLED / RATE_LIMIT_WINDOW_SECONDS / RATE_LIMIT_MAX_REQUESTS: API requests per client address (IPv6
 *   by /64), off by default. Staff routes (their own sign-in throttle keeps a locked-out admin able to undo a bad
 *   setting), the health probe and the billing webhook are not counted.
 * - AI_GENERATIONS_PER_HOUR: quiz generations one account may start an hour, whatever its plan (0: no limit).
 *
 * A limiter is rebuilt when its figures change (the counts start again).
 */
import type { Request, RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey } from '../../commands/network-address';
import type { LiveSettings } from '../../commands/settings/live-settings';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';

type Settings = Pick<LiveSettings, 'value'>;

const EXEMPT = [/^\/admin(\/|$)/, /^\/health(\/|$)/, /^\/billing\/webhook$/];

/** A limiter that follows its figures: rebuilt when they change. */
const following = (figures: () => { points: number; duration: number }, keyPrefix: string) => {
  let current: { key: string; limiter: RateLimiterMemory } | null = null;
  return () => {
    const { points, duration } = figures();
    const key = `${points}/${duration}`;
    if (current?.key !== key) current = { key, limiter: new RateLimiterMemory({ keyPrefix, points, duration }) };
    return current.limiter;
  };
};

const consume = async (limiter: RateLimiterMemory, key: string, refuse: (seconds: number) => Error) => {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw refuse(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
  }
};

/** Mounted on /api: counts every request of a client address when RATE_LIMIT_ENABLED is true. */
export const apiRateLimit = (settings: Settings): RequestHandler => {
  const limiter = following(
    () => ({
      points: Number(settings.value('RATE_LIMIT_MAX_REQUESTS')),
      duration: Number(settings.value('RATE_LIMIT_WINDOW_SECONDS')),
    }),
    'api',
  );
  return async (req, _res, next) => {
    if (settings.value('RATE_LIMIT_ENABLED') !== true || EXEMPT.some((p) => p.test(req.path))) return next();
    try {
      await consume(limiter(), addressKey(req.ip ?? null), (seconds) =>
        DomainError.rateLimited('http.rateLimited', messageOf('http.rateLimited'), { retryAfterSeconds: seconds }),
      );
      next();
    } catch (error) {
      next(error);
    }
  };
};

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

const GENERATIONS = new Set([
  '/content/generate-quiz',
  '/content/generate-quiz-url',
  '/content/generate-quiz-pdf',
  '/content/combine-sources',
]);

/** Mounted on /api: counts the generations (POST on the generation routes) an account starts an hour. */
export const generationRateLimit = (ctx: ApiContext): RequestHandler => {
  const settings = ctx.admin.settings.live;
  const limiter = following(
    () => ({ points: Number(settings.value('AI_GENERATIONS_PER_HOUR')), duration: 3600 }),
    'generations',
  );
  return async (req, _res, next) => {
    if (req.method !== 'POST' || !GENERATIONS.has(req.path)) return next();
    const perHour = Number(settings.value('AI_GENERATIONS_PER_HOUR'));
    const token = bearer(req);
    const claims = perHour > 0 && token ? ctx.tokens.verify(token) : null;
    // No limit, or no session (the route itself answers 401).
    if (!claims) return next();
    try {
      await consume(limiter(), claims.userId, (seconds) =>
        DomainError.rateLimited('generation.hourlyLimit', messageOf('generation.hourlyLimit', { limit: perHour }), {
          retryAfterSeconds: seconds,
        }),
      );
      next();
    } catch (error) {
      next(error);
    }
  };
};
