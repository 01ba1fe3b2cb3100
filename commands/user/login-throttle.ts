/**
 * Sign-in throttling. Every attempt takes its points BEFORE the password is checked, so a burst of concurrent
 * guesses gets no more checks than the limits allow (counting only finished failures let 150 concurrent guesses
 * reach 95 checks). A successful sign-in gives its points back.
 *
 * - per account and address: `maxFailures` attempts in 15 minutes, then that pair waits 15 minutes. Someone
 *   guessing at another address does not lock the owner out: each address has its own attempts;
 * - per account, from every address together: `accountFailuresPerHour` in an hour, the slower limit on a
 *   distributed guess. Addresses the account signed in from before are exempt, so even a distributed attack
 *   cannot lock the owner out at home;
 * - per address, across accounts: four times `maxFailures` in 15 minutes.
 *
 * Addresses are counted by `addressKey` (an IPv6 address by its /64).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../domain/shared/errors';
import { addressKey } from '../network-address';

const PAIR_WINDOW_S = 15 * 60;
const ACCOUNT_WINDOW_S = 60 * 60;

export interface LoginThrottleOptions {
  /** Attempts per account and address in 15 minutes. */
  maxFailures?: number;
  /** Attempts per account from all (unknown) addresses in an hour. */
  accountFailuresPerHour?: number;
}

/** An attempt that holds its points: a failure keeps them. */
export interface LoginAttempt {
  /** The password was right: the points go back and the pair's earlier failures are forgotten. */
  succeeded: () => Promise<void>;
  /** No password was checked after all (the hasher was busy): the points go back. */
  abandoned: () => Promise<void>;
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  DomainError.rateLimited('auth.tooManyAttempts', 'Too many failed sign-in attempts. Please try again later.', {
    retryAfterSeconds: Math.max(1, retryAfterSeconds),
  });

export const createLoginThrottle = ({ maxFailures = 5, accountFailuresPerHour = 50 }: LoginThrottleOptions = {}) => {
  const perPair = new RateLimiterMemory({
    keyPrefix: 'login-pair',
    points: maxFailures,
    duration: PAIR_WINDOW_S,
    blockDuration: PAIR_WINDOW_S,
  });
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: accountFailuresPerHour,
    duration: ACCOUNT_WINDOW_S,
    blockDuration: ACCOUNT_WINDOW_S,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: maxFailures * 4,
    duration: PAIR_WINDOW_S,
    blockDuration: PAIR_WINDOW_S,
  });

  return {
    /**
     * Takes one point from every limit that applies, or none and throws `auth.tooManyAttempts` (with
     * `retryAfterSeconds`) when one of them is spent. `knownAddresses`: where the account signed in before.
     */
    begin: async (email: string, ip: string | null, knownAddresses: readonly string[] = []): Promise<LoginAttempt> => {
      const account = email.trim().toLowerCase();
      const address = addressKey(ip);
      const known = knownAddresses.some((a) => addressKey(a) === address);
      const limits: [RateLimiterMemory, string][] = [
        [perPair, `${account}|${address}`],
        ...(known ? [] : ([[perAccount, account]] as [RateLimiterMemory, string][])),
        [perAddress, address],
      ];
      const taken: [RateLimiterMemory, string][] = [];
      for (const [limiter, key] of limits) {
        try {
          await limiter.consume(key);
          taken.push([limiter, key]);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          await Promise.all(taken.map(([l, k]) => l.reward(k)));
          throw tooManyAttempts(Math.ceil(error.msBeforeNext / 1000));
        }
      }
      const giveBack = () => Promise.all(taken.map(([l, k]) => l.reward(k)));
      return {
        succeeded: async () => {
          await giveBack();
          await perPair.delete(`${account}|${address}`);
        },
        abandoned: async () => {
          await giveBack();
        },
      };
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
