/**
 * The event store contract: one suite that every EventStore adapter must pass.
 *
 * `open` opens a store on the suite's one shared log (the same file, the same server), so reopening sees earlier
 * data. Tests therefore write to fresh streams and measure positions from the head they find, never from 1.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_SIZE_LIMITS,
  EventTooLargeError,
  WrongExpectedRevisionError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../../commands/ports';
import { chainOf, createChainVerifier, eventHash, withoutChain } from '../../domain/audit/hash-chain.mjs';
import { readChainCheckpoints, startChainCheckpointer } from '../../infra/eventstore/chain-checkpoints';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import type { Projection } from '../../projections/runtime/projection';

export interface EventStoreContractOptions {
  /** Registers the suite as skipped (e.g. a server adapter with no container runtime). */
  skip?: boolean;
  /** Runs once before the suite (start a server) and once after it. */
  setup?: () => Promise<void>;
  teardown?: () => Promise<void>;
  /** Opens a store on a new, empty log, for adapters that can make one. */
  openEmpty?: () => Promise<EventStore>;
}

const SETUP_TIMEOUT_MS = 300_000;

export const newStream = () => `contract-${randomUUID().replaceAll('-', '')}`;

export const newEvent = (type = 'ThingHappened', data: unknown = { n: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actor: 'user-1', correlationId: randomUUID(), causationId: null, at: '2025-01-01T00:00:00.000Z' },
});

const newEvents = (count: number) => Array.from({ length: count }, (_, n) => newEvent('Counted', { n }));

/** Polls until `condition` holds; a timeout fails the test (it bounds a wait, it does not assert a speed). */
export const waitFor = async (condition: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
};

/** The whole log from `from`, paged through readAll. */
const readLog = async (store: EventStore, from = 0) => {
  const log: RecordedEvent[] = [];
  for (
    let page = await store.readAll(from, 250);
    page.length > 0;
    page = await store.readAll(page.at(-1)!.position, 250)
  )
    log.push(...page);
  return log;
};

const positions = (events: RecordedEvent[]) => events.map(({ position }) => position);
const ids = (events: { id: string }[]) => events.map(({ id }) => id);
const lastPosition = (events: RecordedEvent[]) => events.at(-1)?.position ?? 0;

const expectIncreasing = (values: number[]) =>
  values.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(values[index]!));

const conflictOf = async (attempt: Promise<unknown>) => {
  const error: unknown = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
};

export const eventStoreContract = (
  name: string,
  open: () => Promise<EventStore>,
  { skip = false, setup, teardown, openEmpty }: EventStoreContractOptions = {},
) =>
  describe.skipIf(skip)(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    if (setup) beforeAll(setup, SETUP_TIMEOUT_MS);
    if (teardown) afterAll(teardown, SETUP_TIMEOUT_MS);
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await store.close();
    });

    describe('append', () => {
      it('appends to a new stream with no_stream', async () => {
        const stream = newStream();
        const events = [newEvent('First'), newEvent('Second')];
        const result = await store.append(stream, events, 'no_stream');
        const stored = await store.read(stream);
        expect(ids(stored)).toEqual(ids(events));
        expect(stored.map(({ type, stream: of }) => [type, of])).toEqual([
          ['First', stream],
          ['Second', stream],
        ]);
        expect(result).toEqual({ nextRevision: 1, position: stored[1]!.position });
      });

      it('rejects no_stream on a stream that exists', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], 'no_stream');
        const error = await conflictOf(store.append(stream, [newEvent()], 'no_stream'));
        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0, code: 'WRONG_EXPECTED_REVISION' });
        expect(await store.read(stream)).toHaveLength(1);
      });

      it('appends with the expected revision', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], 'no_stream');
        const result = await store.append(stream, [newEvent(), newEvent()], 0);
        expect(result.nextRevision).toBe(2);
        expect((await store.read(stream)).map(({ revision }) => revision)).toEqual([0, 1, 2]);
      });

      it('rejects a wrong revision and reports the actual one', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        expect(await conflictOf(store.append(stream, [newEvent()], 0))).toMatchObject({ expected: 0, actual: 1 });
        expect(await conflictOf(store.append(stream, [newEvent()], 5))).toMatchObject({ expected: 5, actual: 1 });
        expect(await conflictOf(store.append(newStream(), [newEvent()], 0))).toMatchObject({ actual: -1 });
        expect(await store.read(stream)).toHaveLength(2);
      });

      it('appends with any whatever the stream holds', async () => {
        const stream = newStream();
        expect((await store.append(stream, [newEvent()], 'any')).nextRevision).toBe(0);
        expect((await store.append(stream, [newEvent(), newEvent()], 'any')).nextRevision).toBe(2);
      });

      it('treats an append whose first event id is stored as an idempotent retry', async () => {
        const stream = newStream();
        const batch = [newEvent(), newEvent()];
        const first = await store.append(stream, batch, 'no_stream');
        expect(await store.append(stream, batch, 'no_stream')).toEqual(first);
        const later = newEvent();
        await store.append(stream, [later], 1);
        expect(await store.append(stream, batch, 'no_stream')).toEqual(first);
        expect(ids(await store.read(stream))).toEqual([...ids(batch), later.id]);
      });

      it('appends nothing for an empty list, after checking the revision', async () => {
        const stream = newStream();
        const head = await store.headPosition();
        expect(await store.append(stream, [], 'no_stream')).toMatchObject({ nextRevision: -1 });
        expect(await store.read(stream)).toEqual([]);
        const written = await store.append(stream, [newEvent()], 'no_stream');
        expect(await store.append(stream, [], 0)).toEqual(written);
        await conflictOf(store.append(stream, [], 3));
        expect(await store.headPosition()).toBe(written.position);
        expect(head).toBeLessThan(written.position);
      });

      it('numbers revisions from 0 without gaps', async () => {
        const stream = newStream();
        await store.append(stream, newEvents(3), 'no_stream');
        await store.append(stream, newEvents(1), 2);
        await store.append(stream, newEvents(4), 'any');
        expect((await store.read(stream)).map(({ revision }) => revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      });

      it('gives global positions that strictly increase across streams', async () => {
        const [a, b] = [newStream(), newStream()];
        const results = [
          await store.append(a, [newEvent()], 'no_stream'),
          await store.append(b, newEvents(2), 'no_stream'),
          await store.append(a, newEvents(3), 0),
          await store.append(b, [newEvent()], 1),
        ];
        expectIncreasing(positions(await store.read(a)));
        expectIncreasing(results.map(({ position }) => position));
        const ours = [...(await store.read(a)), ...(await store.read(b))].sort((x, y) => x.position - y.position);
        expect(ours.at(-1)!.position).toBe(results[3]!.position);
        expectIncreasing(positions(ours));
      });

      it('lets exactly one of two racing appends with the same expected revision win', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], 'no_stream');
        const race = await Promise.allSettled([
          store.append(stream, [newEvent()], 0),
          store.append(stream, [newEvent()], 0),
        ]);
        expect(race.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
        const [lost] = race.filter((outcome) => outcome.status === 'rejected');
        expect(lost?.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(lost?.reason).toMatchObject({ actual: 1 });
        expect(await store.read(stream)).toHaveLength(2);

        const fresh = newStream();
        const created = await Promise.allSettled([
          store.append(fresh, [newEvent()], 'no_stream'),
          store.append(fresh, [newEvent()], 'no_stream'),
        ]);
        expect(created.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
        expect(await store.read(fresh)).toHaveLength(1);
      });

      it('round-trips data and metadata', async () => {
        const stream = newStream();
        const data = { title: 'Çalışma — Übung ✓', count: 3, ratio: 0.25, ok: false, none: null, tags: ['a', 'b'] };
        const event: NewEvent = {
          id: randomUUID(),
          type: 'QuizCreated',
          data: { ...data, nested: { deep: [1, { x: 'y' }] } },
          metadata: {
            actor: null,
            correlationId: randomUUID(),
            causationId: randomUUID(),
            at: '2025-06-01T12:00:00.000Z',
            requestId: 'r-1',
          },
        };
        const before = await store.headPosition();
        await store.append(stream, [event], 'no_stream');
        const [stored] = await store.read(stream);
        expect(stored).toMatchObject({ id: event.id, stream, revision: 0, type: event.type, data: event.data });
        expect(withoutChain(stored!.metadata)).toEqual(event.metadata);
        expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
        expect(await store.readAll(before)).toEqual([stored]);
      });

      it('chains each event to the one before it in its stream, over what it stores', async () => {
        const stream = newStream();
        await store.append(
          stream,
          [newEvent('First', { when: new Date('2025-01-01T00:00:00Z'), gone: undefined })],
          'no_stream',
        );
        await store.append(stream, newEvents(2), 0);
        const stored = await store.read(stream);
        const links = stored.map((event) => chainOf(event.metadata));
        expect(links.map((link) => link?.prev)).toEqual([null, links[0]!.hash, links[1]!.hash]);
        stored.forEach((event, i) => expect(eventHash(links[i]!.prev, event)).toBe(links[i]!.hash));
        const verifier = createChainVerifier({ fromPosition: Number.MAX_SAFE_INTEGER });
        stored.forEach((event) => verifier.add(event));
        expect(verifier.finish().findings).toEqual([]);
      });

      it('drops undefined values the way JSON does, in data and metadata', async () => {
        const stream = newStream();
        const event: NewEvent = {
          ...newEvent('Sparse', { kept: 1, gone: undefined, nested: { also: undefined, list: [1, 'x'] } }),
        };
        event.metadata = { ...event.metadata, extra: undefined };
        await store.append(stream, [event, { ...newEvent(), data: undefined }], 'no_stream');
        const [sparse, empty] = await store.read(stream);
        expect(sparse!.data).toStrictEqual({ kept: 1, nested: { list: [1, 'x'] } });
        expect(Object.keys(sparse!.metadata)).not.toContain('extra');
        expect(empty!.data).toBeNull();
      });

      it('answers an exact retry (same ids, same revision) with the first result, even after later appends', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], 'no_stream');
        const batch = newEvents(2);
        const first = await store.append(stream, batch, 0);
        expect(await store.append(stream, batch, 0)).toEqual(first);
        await store.append(stream, newEvents(3), 2);
        expect(await store.append(stream, batch, 0)).toEqual(first);
        const stored = await store.read(stream);
        expect(stored).toHaveLength(6);
        expect(ids(stored).filter((id) => ids(batch).includes(id))).toEqual(ids(batch));
      });

      it('refuses an event or an append over the size limits (under 1 MiB) before writing anything', async () => {
        expect(EVENT_SIZE_LIMITS.appendBytes).toBeLessThan(1024 * 1024);
        const stream = newStream();
        const head = await store.headPosition();
        const text = (bytes: number) => 'x'.repeat(bytes);
        const refused = async (events: NewEvent[]) => {
          const error: unknown = await store.append(stream, events, 'no_stream').then(
            () => undefined,
            (reason: unknown) => reason,
          );
          expect(error).toBeInstanceOf(EventTooLargeError);
          expect(error).toMatchObject({ kind: 'tooLarge', code: 'validation.recordTooLarge' });
        };
        // One event over the event limit; two under it that together pass the append limit; over 1 MiB.
        await refused([newEvent('Big', { text: text(EVENT_SIZE_LIMITS.eventBytes) })]);
        await refused([
          newEvent('Half', { text: text(EVENT_SIZE_LIMITS.eventBytes - 1000) }),
          newEvent('Half', { text: text(EVENT_SIZE_LIMITS.eventBytes - 1000) }),
        ]);
        await refused(Array.from({ length: 11 }, () => newEvent('Tenth', { text: text(100 * 1024) })));
        // Multi-byte characters count as their UTF-8 bytes.
        await refused([newEvent('Wide', { text: 'ü'.repeat(EVENT_SIZE_LIMITS.eventBytes / 2 + 1) })]);
        expect(await store.read(stream)).toEqual([]);
        expect(await store.headPosition()).toBe(head);
        const fits = await store.append(
          stream,
          [newEvent('Fits', { text: text(EVENT_SIZE_LIMITS.eventBytes - 1000) })],
          'no_stream',
        );
        expect(fits.nextRevision).toBe(0);
      });
    });

    describe('read', () => {
      it('gives [] for a stream that does not exist', async () => {
        expect(await store.read(newStream())).toEqual([]);
      });

      it('reads a stream from a revision', async () => {
        const stream = newStream();
        await store.append(stream, newEvents(5), 'no_stream');
        expect((await store.read(stream, { fromRevision: 2 })).map(({ revision }) => revision)).toEqual([2, 3, 4]);
        expect(await store.read(stream, { fromRevision: 5 })).toEqual([]);
      });

      it('reads the whole log from 0 in position order, with a limit', async () => {
        const stream = newStream();
        const written = newEvents(3);
        await store.append(stream, written, 'no_stream');
        const log = await readLog(store);
        expectIncreasing(positions(log));
        expect(new Set(ids(log)).size).toBe(log.length);
        expect(ids(log.filter((event) => event.stream === stream))).toEqual(ids(written));
        expect(await store.readAll(0, 3)).toEqual(log.slice(0, 3));
        expect(await store.readAll(0, 1)).toEqual(log.slice(0, 1));
      });

      it('reads the log after a position in the middle, with a limit', async () => {
        const stream = newStream();
        await store.append(stream, newEvents(5), 'no_stream');
        const events = await store.read(stream);
        const middle = events[1]!.position;
        expect(await store.readAll(middle)).toEqual(events.slice(2));
        expect(await store.readAll(middle, 2)).toEqual(events.slice(2, 4));
        expect(await store.readAll(events[4]!.position)).toEqual([]);
      });

      it('reports the head position: the position of the last event', async () => {
        const result = await store.append(newStream(), newEvents(2), 'no_stream');
        expect(await store.headPosition()).toBe(result.position);
        expect(lastPosition(await readLog(store))).toBe(result.position);
      });

      it.runIf(openEmpty)('starts empty: head 0, nothing to read', async () => {
        const empty = await openEmpty!();
        try {
          expect(await empty.headPosition()).toBe(0);
          expect(await empty.readAll(0)).toEqual([]);
          const result = await empty.append(newStream(), [newEvent()], 'no_stream');
          expect(result.position).toBeGreaterThan(0);
          expect(await empty.headPosition()).toBe(result.position);
        } finally {
          await empty.close();
        }
      });

      it('keeps what was written when the store is closed and opened again', async () => {
        const stream = newStream();
        const first = await open();
        await first.append(stream, [newEvent('Kept', { kept: true })], 'no_stream');
        const written = await first.read(stream);
        await first.close();
        const second = await open();
        try {
          expect(await second.read(stream)).toEqual(written);
          expect(await second.headPosition()).toBeGreaterThanOrEqual(written[0]!.position);
        } finally {
          await second.close();
        }
      });
    });

    describe('subscribe', () => {
      it('from 0 delivers the whole log, then live events, in order, without gaps or duplicates', async () => {
        const stream = newStream();
        const caughtUp = await store.append(stream, newEvents(1500), 'no_stream');
        const received: RecordedEvent[] = [];
        const subscription = store.subscribe(0, (batch) => {
          received.push(...batch);
        });
        await waitFor(() => lastPosition(received) >= caughtUp.position);
        await store.append(stream, [newEvent('Live')], 1499);
        const live = await store.append(newStream(), newEvents(3), 'no_stream');
        await waitFor(() => lastPosition(received) >= live.position);
        await subscription.close();
        expect(positions(received)).toEqual(positions(await readLog(store)));
        expect(received.filter(({ type }) => type === 'Live')).toHaveLength(1);
      });

      it('from a position in the middle delivers what follows it', async () => {
        const stream = newStream();
        await store.append(stream, newEvents(5), 'no_stream');
        const events = await store.read(stream);
        const received: RecordedEvent[] = [];
        const subscription = store.subscribe(events[1]!.position, (batch) => {
          received.push(...batch);
        });
        await waitFor(() => received.length >= 3);
        const live = await store.append(stream, [newEvent('Live')], 4);
        await waitFor(() => lastPosition(received) >= live.position);
        await subscription.close();
        expect(ids(received)).toEqual([...ids(events.slice(2)), ...ids(await store.read(stream, { fromRevision: 5 }))]);
      });

      it('delivers one batch at a time and waits for the handler', async () => {
        const from = await store.headPosition();
        const stream = newStream();
        const received: RecordedEvent[] = [];
        let running = 0;
        let overlapped = false;
        const subscription = store.subscribe(from, async (batch) => {
          overlapped ||= running > 0;
          running++;
          await sleep(20);
          received.push(...batch);
          running--;
        });
        let last = await store.append(stream, [newEvent()], 'no_stream');
        for (let revision = 0; revision < 5; revision++) last = await store.append(stream, [newEvent()], revision);
        await waitFor(() => lastPosition(received) >= last.position);
        await subscription.close();
        expect(overlapped).toBe(false);
        expect(ids(received)).toEqual(ids(await store.read(stream)));
      });

      it('retries a batch whose handler throws, and carries on', async () => {
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const from = await store.headPosition();
        const stream = newStream();
        const handled: RecordedEvent[] = [];
        let failures = 0;
        const subscription = store.subscribe(from, (batch) => {
          if (failures++ === 0) throw new Error('projection failed');
          handled.push(...batch);
        });
        const written = await store.append(stream, newEvents(3), 'no_stream');
        await waitFor(() => lastPosition(handled) >= written.position);
        await subscription.close();
        expect(ids(handled)).toEqual(ids(await store.read(stream)));
        expect(logged).toHaveBeenCalled();
      });

      it('closes only once the running handler has finished', async () => {
        const from = await store.headPosition();
        let release: () => void = () => undefined;
        let finished = false;
        const started = new Promise<void>((resolve) => {
          store.subscribe(from, async () => {
            resolve();
            await new Promise<void>((done) => (release = done));
            finished = true;
          });
        });
        await store.append(newStream(), [newEvent()], 'no_stream');
        await started;
        const closing = store.close();
        await sleep(20);
        expect(finished).toBe(false);
        release();
        await closing;
        expect(finished).toBe(true);
        store = await open();
      });

      it('a chain checkpointer following the log records checkpoints that the verifier recomputes', async () => {
        const one = await startChainCheckpointer({ eventStore: store, every: 50 });
        const two = await startChainCheckpointer({ eventStore: store, every: 50 });
        try {
          const appended = await store.append(newStream(), newEvents(120), 'no_stream');
          await waitFor(() => [one, two].every((f) => (f.status().head?.position ?? 0) >= appended.position));
          const recorded = await readChainCheckpoints(store);
          expect(recorded.length).toBeGreaterThanOrEqual(2);
          expect(recorded.map((c) => c.events)).toEqual(recorded.map((_, n) => (n + 1) * 50));
          const verifier = createChainVerifier({ fromPosition: recorded[0]!.from, checkpoints: recorded });
          for (const event of await readLog(store)) verifier.add(event);
          expect(verifier.finish().findings.filter((f) => f.kind === 'checkpoint')).toEqual([]);
        } finally {
          await one.stop();
          await two.stop();
        }
      });

      it("a projection checkpoint above this log's head (a restored or switched store) makes the runner rebuild, not skip", async () => {
        const stream = newStream();
        const readStore = createEmbeddedReadStore();
        const mine: Projection = {
          name: 'contract-counts',
          version: 1,
          collection: 'contract-counts',
          handles: ['Counted'],
          documentId: (e) => (e.stream === stream ? stream : null),
          evolve: (doc) => ({ _id: stream, count: ((doc?.count as number) ?? 0) + 1 }),
        };
        await store.append(stream, newEvents(2), 'no_stream');
        const head = await store.headPosition();
        const firstEventId = (await store.readAll(0, 1))[0]!.id;
        // A checkpoint of this very log (same kind, same first event) but far beyond its end.
        await readStore.collection('_checkpoints').insertOne({
          _id: mine.name,
          version: 1,
          position: head * 2 + 1_000_000,
          updatedAt: new Date().toISOString(),
          log: { kind: store.kind, firstEventId },
        });
        const runner = createProjectionRunner({ eventStore: store, readStore, projections: [mine], guarded: false });
        try {
          await runner.start();
          const appended = await store.append(stream, newEvents(3), 1);
          await runner.waitFor(appended.position, 15_000);
          expect(await readStore.collection('contract-counts').findOne({ _id: stream })).toMatchObject({ count: 5 });
        } finally {
          await runner.stop();
          await readStore.close();
        }
      });
    });
  });
