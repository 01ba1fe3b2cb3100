/**
 * Password hashing with argon2id (OWASP's parameters: 19 MiB, t=2, p=1). Hashing runs on libuv's thread pool;
 * at most `concurrency` hashes run at once and at most `maxQueued` wait, so a burst of sign-ins cannot starve the
 * event loop or the memory. Past that, `HasherBusyError` lets the edge answer 429 at once.
 */
import argon2 from 'argon2';
import type { PasswordHasher } from '../../commands/ports';
import { HasherBusyError } from '../../commands/ports';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const createArgon2Hasher = ({ concurrency = 4, maxQueued = 200 } = {}): PasswordHasher => {
  let running = 0;
  const queue: (() => void)[] = [];

  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) {
      if (queue.length >= maxQueued) throw new HasherBusyError();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      queue.shift()?.();
    }
  };

  return {
    hash: (password) => limited(() => argon2.hash(password, options)),
    verify: (hash, password) => limited(() => argon2.verify(hash, password).catch(() => false)),
  };
};
