/**
 * How fast one account or one network may use live games: game creation per host, joins per address and per
 * address and PIN, and wrong PINs per address (PIN guessing). In memory with rate-limiter-flexible: one server
 * process runs the live games. Every limit answers 429 with Retry-After.
 *
 * A wrong-PIN point is taken before the PIN is looked up and given back when the PIN exists, so a burst of
 * concurrent guesses cannot all pass the check before the first one is counted.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../domain/shared/errors';
import { addressKey } from '../network-address';

export interface GameLimits {
  /** Games a host may have open (waiting or active) at once. */
  maxOpenPerHost: number;
  /** A lobby nobody started expires after this long without any event. */
  lobbyIdleMs: number;
  /** Games one host may create per hour. */
  createsPerHour: number;
  /** Join attempts per address per minute, across every PIN. */
  joinsPerMinute: number;
  /** Join attempts per address and PIN per minute (bots filling one lobby). */
  joinsPerPinPerMinute: number;
  /** Wrong PINs per address per minute; ten times as many per hour. */
  wrongPinsPerMinute: number;
  /** Open socket connections per address. */
  socketsPerAddress: number;
}

export const defaultGameLimits: GameLimits = {
  maxOpenPerHost: 10,
  lobbyIdleMs: 2 * 3600_000,
  createsPerHour: 30,
  joinsPerMinute: 120,
  joinsPerPinPerMinute: 30,
  wrongPinsPerMinute: 10,
  socketsPerAddress: 500,
};

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Takes a point; when none is left, throws what `refuse` makes of the seconds to wait. */
const take = async (limiter: RateLimiterMemory, key: string, refuse: (seconds: number) => DomainError) => {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refuse(secondsOf(error));
    throw error;
  }
};

const joinLimited = (seconds: number) =>
  DomainError.rateLimited(
    'game.joinRateLimited',
    'Too many join attempts from your network. Please wait a moment and try again.',
    { retryAfterSeconds: seconds },
  );

const wrongPinLimited = (seconds: number) =>
  DomainError.rateLimited(
    'game.wrongPinLimited',
    'Too many wrong game PINs. Please check the PIN with your host and try again in a few minutes.',
    { retryAfterSeconds: seconds },
  );

export const createGameThrottle = (limits: GameLimits) => {
  const creates = new RateLimiterMemory({ keyPrefix: 'game-create', points: limits.createsPerHour, duration: 3600 });
  const joins = new RateLimiterMemory({ keyPrefix: 'game-join', points: limits.joinsPerMinute, duration: 60 });
  const joinsPerPin = new RateLimiterMemory({
    keyPrefix: 'game-join-pin',
    points: limits.joinsPerPinPerMinute,
    duration: 60,
  });
  const wrongPins = [
    new RateLimiterMemory({ keyPrefix: 'game-pin-m', points: limits.wrongPinsPerMinute, duration: 60 }),
    new RateLimiterMemory({ keyPrefix: 'game-pin-h', points: limits.wrongPinsPerMinute * 10, duration: 3600 }),
  ];

  return {
    /** Counts a game creation of `hostId`. */
    create: (hostId: string) =>
      take(creates, hostId, (seconds) =>
        DomainError.rateLimited(
          'game.createRateLimited',
          'You are creating games too quickly. Please wait a moment and try again.',
          { retryAfterSeconds: seconds },
        ),
      ),

    /**
     * Runs a join from `address` for `pin`: counts the attempt, finds the game with `lookup` (a wrong PIN counts
     * against the address), then counts the attempt against the address and PIN. Answers the game's id.
     */
    join: async (address: string, pin: string, lookup: () => Promise<string>) => {
      const key = addressKey(address);
      await take(joins, key, joinLimited);
      for (const limiter of wrongPins) await take(limiter, key, wrongPinLimited);
      const giveBack = async () => {
        for (const limiter of wrongPins) await limiter.reward(key);
      };
      const gameId = await lookup().catch(async (error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'game.pinNotFound')) await giveBack();
        throw error;
      });
      await giveBack();
      await take(joinsPerPin, `${key}|${pin}`, joinLimited);
      return gameId;
    },
  };
};

export type GameThrottle = ReturnType<typeof createGameThrottle>;
