/**
 * Two runners on one read store (the CLI beside the server, two app replicas, a rolling deploy).
 *
 * Before: the CLI rebuild beside a live server dropped the counter, replayed its first batch (1,000), then the server
 * applied a new event to that half-rebuilt document and the rebuild skipped the rest: the counter ended at 1,001
 * instead of 3,001 for good. Now one runner per deployment holds a lease in the read store (durable stores): the
 * CLI refuses while the server holds it, a second server follows the holder's checkpoints and takes over when it
 * stops. And every document write is conditional on `_position`, deletes leave a tombstone, unchanged documents
 * are not written.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStore, ReadStore } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { createProjectionLease, LEASES } from '../../projections/runtime/projection-lease';
import { createProjectionRunner, TOMBSTONES } from '../../projections/runtime/projection-runner';
import type { Projection } from '../../projections/runtime/projection';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' };
const event = (type: string, data: Record<string, unknown>) => ({ id: randomUUID(), type, data, metadata });
const tick = (counter: string, extra: Record<string, unknown> = {}) => event('Ticked', { counter, ...extra });

/** Counts ticks; `Removed` deletes the counter; a tick with `same` changes nothing. */
const counters: Projection = {
  name: 'counters',
  version: 1,
  collection: 'counters',
  handles: ['Ticked', 'Removed'],
  documentId: (e) => (e.data as { counter: string }).counter,
  evolve: (doc, e) => {
    if (e.type === 'Removed') return null;
    if ((e.data as { same?: boolean }).same) return doc;
    return { _id: 'x', count: ((doc?.count as number) ?? 0) + 1 };
  },
};

let eventStore: EventStore;
let readStore: ReadStore;
const runners: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  await eventStore.close();
  await readStore.close();
});

const open = () => {
  eventStore = openSqliteEventStore(':memory:');
  readStore = createEmbeddedReadStore();
};
/** A runner as a process on a durable read store would make it: exclusive, through the lease. */
const runnerOf = (role: string, ttlMs = 300) => {
  const runner = createProjectionRunner({
    eventStore,
    readStore,
    projections: [counters],
    exclusive: true,
    lease: createProjectionLease({ readStore, role, ttlMs }),
    followEveryMs: 10,
  });
  runners.push(runner);
  return runner;
};
const counter = () => readStore.collection('counters').findOne({ _id: 'x' });
let revision = -1;
const append = async (...events: ReturnType<typeof event>[]) => {
  const result = await eventStore.append('c-x', events, revision < 0 ? 'no_stream' : revision);
  revision += events.length;
  return result.position;
};
const seed = async (count: number) => {
  revision = -1;
  for (let done = 0; done < count; done += 100) await append(...Array.from({ length: 100 }, () => tick('x')));
};

describe('Two projection runners on one read store', () => {
  it('a CLI rebuild beside the server is refused while the server holds the lease: no update is lost', async () => {
    open();
    await seed(3000);
    const server = runnerOf('server', 30_000);
    await server.start();
    await server.catchUp();
    expect(server.role()).toBe('active');

    const cli = runnerOf('cli', 30_000);
    await expect(cli.claim()).rejects.toThrow(/^server@.* \(server\) holds the projections lease, renewed \d+ s ago/);
    const position = await append(tick('x'));
    await server.waitFor(position);
    expect(await counter()).toMatchObject({ count: 3001, _position: 3001 });

    // Once the server is gone the CLI takes the lease and rebuilds to the same count.
    await server.stop();
    await cli.claim();
    await cli.rebuild();
    expect(await counter()).toMatchObject({ count: 3001, _position: 3001 });
    expect(await readStore.collection(LEASES).findOne({})).toMatchObject({ role: 'cli' });
  });

  it('a second server follows the holder (read-your-writes through its checkpoints) and takes over when it stops', async () => {
    open();
    await seed(100);
    const first = runnerOf('server');
    await first.start();
    await first.catchUp();
    const second = runnerOf('server');
    await second.start();
    expect(second.role()).toBe('standby');
    await second.catchUp(2000);
    expect((await second.status())[0]).toMatchObject({ position: 100, lag: 0 });

    const position = await append(tick('x'));
    await second.waitFor(position, 2000);
    expect((await second.status())[0]).toMatchObject({ position: 101, lag: 0 });
    expect(await counter()).toMatchObject({ count: 101 });

    await first.stop();
    const next = await append(tick('x'));
    await second.waitFor(next, 2000);
    expect(second.role()).toBe('active');
    expect(await counter()).toMatchObject({ count: 102, _position: 102 });
  });

  it('a holder that did not renew in time loses the lease to another process, and then only follows', async () => {
    open();
    await seed(100);
    const first = runnerOf('server');
    await first.start();
    expect(first.role()).toBe('active');
    // The second process's clock is past the first's expiry: as if the first had hung for longer than the lease.
    const late = createProjectionRunner({
      eventStore,
      readStore,
      projections: [counters],
      lease: createProjectionLease({ readStore, role: 'server', ttlMs: 300, now: () => Date.now() + 31_000 }),
      followEveryMs: 10,
    });
    runners.push(late);
    await late.start();
    expect(late.role()).toBe('active');
    // The first finds the lease taken at its next renewal (every 100 ms here) and stops projecting.
    await vi.waitFor(() => expect(first.role()).toBe('standby'), { timeout: 2000, interval: 20 });
    const position = await append(tick('x'));
    await first.waitFor(position, 2000);
    expect(await counter()).toMatchObject({ count: 101, _position: 101 });
    expect(late.role()).toBe('active');
  });
});

describe('Conditional document writes', () => {
  it('never replace a newer document, skip unchanged ones, and a deleted document is not re-created by an older write', async () => {
    open();
    const runner = createProjectionRunner({ eventStore, readStore, projections: [counters] });
    runners.push(runner);
    await runner.start();
    revision = -1;
    await append(tick('x'), tick('x'));
    const unchanged = await append(tick('x', { same: true }));
    await runner.waitFor(unchanged);
    // An event that changes nothing writes nothing: the document keeps the position of its last change.
    expect(await counter()).toEqual({ _id: 'x', count: 2, _position: 2 });

    // Ticks of 1,000 other counters fill the batch a runner behind reads first; x is removed after them.
    await eventStore.append(
      'c-y',
      Array.from({ length: 1000 }, (_, i) => tick(`y${i}`)),
      'no_stream',
    );
    const removed = await append(event('Removed', { counter: 'x' }));
    await runner.waitFor(removed);
    expect(await counter()).toBeNull();
    expect(await readStore.collection(TOMBSTONES).findOne({})).toMatchObject({
      collection: 'counters',
      position: removed,
    });

    // A runner behind this one (its checkpoint rewound) replays x's ticks in its first batch: the tombstone keeps
    // the document deleted meanwhile (without it x reappeared with a count of 2 until the removal was replayed).
    await runner.stop();
    await readStore.collection('_checkpoints').updateMany({}, { $set: { position: 0 } });
    const behind = createProjectionRunner({ eventStore, readStore, projections: [counters] });
    runners.push(behind);
    let seen = false;
    const watching = setInterval(() => void counter().then((doc) => (seen ||= doc !== null)), 0);
    await behind.start();
    await behind.catchUp();
    clearInterval(watching);
    expect(seen).toBe(false);
    expect(await counter()).toBeNull();

    // Re-created later in the log, it is written.
    const again = await append(tick('x'));
    await behind.waitFor(again);
    expect(await counter()).toEqual({ _id: 'x', count: 1, _position: again });

    // An older write (a stale runner's) over a newer stored document is refused by the store, not applied.
    const docs = readStore.collection('counters');
    await expect(
      docs.replaceOne(
        { _id: 'x', _position: { $not: { $gte: 3 } } },
        { _id: 'x', count: 99, _position: 3 },
        {
          upsert: true,
        },
      ),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await counter()).toEqual({ _id: 'x', count: 1, _position: again });
  });

  it.each([
    { guarded: false, tombstones: 0 },
    { guarded: true, tombstones: 1 },
  ])(
    'guarded $guarded: a removal leaves $tombstones tombstone(s) (unguarded: the server on its in-process store, the only writer), the same read model',
    async ({ guarded, tombstones }) => {
      open();
      const runner = createProjectionRunner({ eventStore, readStore, projections: [counters], guarded });
      runners.push(runner);
      await runner.start();
      await seed(100);
      await runner.catchUp();
      await runner.waitFor(await append(event('Removed', { counter: 'x' })));
      expect(await counter()).toBeNull();
      const last = await append(tick('x'), tick('x'));
      await runner.waitFor(last);
      expect(await counter()).toEqual({ _id: 'x', count: 2, _position: last });
      expect(await readStore.collection(TOMBSTONES).countDocuments()).toBe(tombstones);
    },
  );
});
