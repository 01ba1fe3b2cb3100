/**
 * Appends with an unknown outcome on EventStoreDB: the same request is sent again (the same ids, the same expected
 * revision) and only a definite answer, or the last of a few sends, is reported. The "server" here keeps a stream
 * the way EventStoreDB does: an exact retry of stored events succeeds without storing them twice.
 */
import { randomUUID } from 'node:crypto';
import {
  DeadlineExceededError,
  MaxAppendSizeExceededError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { EventTooLargeError } from '../../commands/ports';
import { isUnknownAppendOutcome, withExactRetry } from '../../infra/eventstore/append-retry';

/** One stream; `append` stores, and answers an exact retry of stored events with the first result. */
const fakeStream = () => {
  const ids: string[] = [];
  const sends: { ids: string[]; expected: number }[] = [];
  return {
    ids,
    sends,
    append: (events: string[], expected: number) => {
      sends.push({ ids: [...events], expected });
      const at = expected + 1;
      if (ids.slice(at, at + events.length).join() === events.join()) return { nextRevision: at + events.length - 1 };
      if (ids.length - 1 !== expected) throw new Error('conflict');
      ids.push(...events);
      return { nextRevision: ids.length - 1 };
    },
  };
};

const options = { attempts: 4, delayMs: () => 1, isUnknownOutcome: isUnknownAppendOutcome };

describe('withExactRetry', () => {
  it('resends the same events with the same revision when the first send timed out after storing them', async () => {
    const stream = fakeStream();
    const events = [randomUUID(), randomUUID()];
    let first = true;
    const result = await withExactRetry(async () => {
      const outcome = stream.append(events, -1);
      if (first) {
        first = false;
        throw new DeadlineExceededError();
      }
      return outcome;
    }, options);
    expect(result).toEqual({ nextRevision: 1 });
    expect(stream.ids).toEqual(events);
    expect(stream.sends).toEqual([
      { ids: events, expected: -1 },
      { ids: events, expected: -1 },
    ]);
  });

  it('resends when the connection broke before the server stored anything', async () => {
    const stream = fakeStream();
    let failures = 2;
    const result = await withExactRetry(async () => {
      if (failures-- > 0) throw new UnavailableError();
      return stream.append(['a'], -1);
    }, options);
    expect(result).toEqual({ nextRevision: 0 });
    expect(stream.ids).toEqual(['a']);
  });

  it('reports the failure after the last send', async () => {
    let sends = 0;
    const broken = new Error('batch append stream ended');
    await expect(
      withExactRetry(async () => {
        sends++;
        throw broken;
      }, options),
    ).rejects.toBe(broken);
    expect(sends).toBe(4);
  });

  it('never resends after a definite answer', async () => {
    let sends = 0;
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 0n,
      actual: 3n,
    } as unknown as ConstructorParameters<typeof WrongExpectedVersionError>[1]);
    await expect(
      withExactRetry(async () => {
        sends++;
        throw conflict;
      }, options),
    ).rejects.toBe(conflict);
    expect(sends).toBe(1);
  });
});

describe('isUnknownAppendOutcome', () => {
  it('tells a maybe-stored append from a refusal', () => {
    expect(isUnknownAppendOutcome(new DeadlineExceededError())).toBe(true);
    expect(isUnknownAppendOutcome(new UnavailableError())).toBe(true);
    expect(isUnknownAppendOutcome(new Error('stream reset'))).toBe(true);
    expect(isUnknownAppendOutcome(new MaxAppendSizeExceededError(undefined, 1024))).toBe(false);
    expect(isUnknownAppendOutcome(new EventTooLargeError('s', 2, 1))).toBe(false);
  });
});
