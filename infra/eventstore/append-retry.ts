/**
 * Appends whose outcome is unknown. A deadline that expires, a connection or a batch-append stream that breaks
 * after the request left: the events may or may not be stored. Sending the very same request again (the same event
 * ids, the same expected revision) is safe, because the store recognises an exact retry and answers what the first
 * write answered; so such an append is resent a few times, and only then reported as a failure. A definite answer
 * (a revision conflict, a refusal) is never resent.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface ExactRetryOptions {
  /** Sends in all, the first included. */
  attempts: number;
  /** The pause before resend `n` (1-based). */
  delayMs: (resend: number) => number;
  isUnknownOutcome: (error: unknown) => boolean;
  onResend?: (error: unknown, resend: number) => void;
}

export const withExactRetry = async <T>(
  send: () => Promise<T>,
  { attempts, delayMs, isUnknownOutcome, onResend }: ExactRetryOptions,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isUnknownOutcome(error) || attempt >= attempts) throw error;
      onResend?.(error, attempt);
      await sleep(delayMs(attempt));
    }
  }
};

/**
 * EventStoreDB client errors after which an append may have been stored. Refusals (a revision conflict, the append
 * size, access, a deleted stream, a bad argument, a follower that is not the leader) are definite; so are our own
 * errors. Timeouts, cancellations, an unavailable server, unknown gRPC failures and errors that are not the
 * client's (a broken batch-append stream surfaces as a plain Error) are not.
 */
const DEFINITE = new Set([
  'wrong-expected-version',
  'maximum-append-size-exceeded',
  'access-denied',
  'stream-deleted',
  'invalid-argument',
  'not-leader',
  'missing-required-metadata-property',
  'unsupported',
]);

export const isUnknownAppendOutcome = (error: unknown): boolean => {
  if (!(error instanceof Error)) return true;
  if (error.name === 'DomainError' || error.name === 'EventTooLargeError') return false;
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' ? !DEFINITE.has(type) : true;
};
