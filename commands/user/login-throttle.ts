/**
 * Failed sign-ins are throttled per account and per address: after `maxFailures` failures for one email within
 * 15 minutes that account is locked for 15 minutes; an address gets four times as many tries across accounts.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../domain/shared/errors';

const WINDOW_S = 15 * 60;

export const createLoginThrottle = ({ maxFailures = 5 } = {}) => {
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'acct',
    points: maxFailures,
    duration: WINDOW_S,
    blockDuration: WINDOW_S,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'ip',
    points: maxFailures * 4,
    duration: WINDOW_S,
    blockDuration: WINDOW_S,
  });

  const blockedFor = async (limiter: RateLimiterMemory, key: string, points: number) => {
    const res = await limiter.get(key);
    return res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : 0;
  };

  return {
    /** Throws `auth.tooManyAttempts` (with `retryAfterSeconds`) while the account or address is locked. */
    check: async (email: string, ip: string) => {
      const seconds = Math.max(
        await blockedFor(perAccount, email, maxFailures),
        await blockedFor(perAddress, ip, maxFailures * 4),
      );
      if (seconds > 0)
        throw DomainError.rateLimited(
          'auth.tooManyAttempts',
          'Too many failed sign-in attempts. Please try again later.',
          { retryAfterSeconds: seconds },
        );
    },
    failed: async (email: string, ip: string) => {
      for (const [limiter, key] of [
        [perAccount, email],
        [perAddress, ip],
      ] as const)
        await limiter.consume(key).catch((e: unknown) => {
          if (!(e instanceof RateLimiterRes)) throw e;
        });
    },
    succeeded: async (email: string) => {
      await perAccount.delete(email);
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
