/**
 * Checkpoints are tied to their log and written sparingly: a checkpoint of another log (store kind + first event
 * id) or above the head of this one makes the runner rebuild that read model instead of skipping new events; a
 * batch writes only the checkpoints of the read models it changed, with the log progress, in one bulk write; a
 * rebuild of one read model starts the others from their checkpoints; a changed index is built again.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStore } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { createProjectionRunner, LOG_PROGRESS } from '../../projections/runtime/projection-runner';
import type { Projection } from '../../projections/runtime/projection';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' };
const tick = (counter: string) => ({ id: randomUUID(), type: 'Ticked', data: { counter }, metadata });

const counters: Projection = {
  name: 'counters',
  version: 1,
  collection: 'counters',
  handles: ['Ticked'],
  documentId: (e) => (e.data as { counter: string }).counter,
  evolve: (doc) => ({ _id: '', count: ((doc?.count as number) ?? 0) + 1 }),
};

let dir: string;
let readStore: ReadStore;
const open: EventStore[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'checkpoints-'));
  readStore = createEmbeddedReadStore();
});
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
});

const logAt = (name: string) => {
  const store = openSqliteEventStore(path.join(dir, name));
  open.push(store);
  return store;
};
const closeLog = async (store: EventStore) => {
  open.splice(open.indexOf(store), 1);
  await store.close();
};
const ticks = async (store: EventStore, counter: string, count: number) => {
  const before = (await store.read(`c-${counter}`)).length;
  await store.append(
    `c-${counter}`,
    Array.from({ length: count }, () => tick(counter)),
    before === 0 ? 'no_stream' : before - 1,
  );
};
const project = async (eventStore: EventStore) => {
  const runner = createProjectionRunner({ eventStore, readStore, projections: [counters] });
  await runner.start();
  await runner.catchUp();
  return runner;
};
const counts = async () =>
  Object.fromEntries(
    (await readStore.collection('counters').find({}, { sort: { _id: 1 } })).map((d) => [d._id, d.count]),
  );

describe('Checkpoints tied to their log', () => {
  it('a read model projected from another log is rebuilt from this one', async () => {
    const first = logAt('first.sqlite');
    await ticks(first, 'a', 5);
    await (await project(first)).stop();
    expect(await counts()).toEqual({ a: 5 });
    expect(await readStore.collection('_checkpoints').findOne({ _id: 'counters' })).toMatchObject({
      position: 5,
      log: { kind: 'sqlite', firstEventId: expect.any(String) },
    });

    // The operator switches to another log with more events: before, the checkpoint (5) skipped its first five.
    const other = logAt('other.sqlite');
    await ticks(other, 'b', 8);
    const runner = await project(other);
    expect(await counts()).toEqual({ b: 8 });
    await ticks(other, 'b', 1);
    await runner.catchUp();
    expect(await counts()).toEqual({ b: 9 });
    await runner.stop();
  });

  it('a checkpoint above the head (a log restored from an older backup) rebuilds, and new events are projected', async () => {
    const live = logAt('events.sqlite');
    await ticks(live, 'a', 5);
    await closeLog(live);
    copyFileSync(path.join(dir, 'events.sqlite'), path.join(dir, 'backup.sqlite'));
    const reopened = logAt('events.sqlite');
    await ticks(reopened, 'a', 5);
    await (await project(reopened)).stop();
    expect(await counts()).toEqual({ a: 10 });

    // Restored: the same first event, five events fewer. Before, the checkpoint (10) skipped the next five events.
    const restored = logAt('backup.sqlite');
    const runner = await project(restored);
    expect(await counts()).toEqual({ a: 5 });
    await ticks(restored, 'a', 2);
    await runner.catchUp();
    expect(await counts()).toEqual({ a: 7 });
    await runner.stop();
  });
});

/** Counts `Other` events; its evolve calls are counted too. */
let otherEvolves = 0;
const others: Projection = {
  name: 'others',
  version: 1,
  collection: 'others',
  handles: ['Other'],
  documentId: () => 'all',
  evolve: (doc) => {
    otherEvolves++;
    return { _id: '', count: ((doc?.count as number) ?? 0) + 1 };
  },
};
const other = () => ({ id: randomUUID(), type: 'Other', data: {}, metadata });
const project2 = async (eventStore: EventStore) => {
  const runner = createProjectionRunner({ eventStore, readStore, projections: [counters, others] });
  await runner.start();
  await runner.catchUp();
  return runner;
};
const checkpoint = (id: string) => readStore.collection('_checkpoints').findOne({ _id: id });

describe('Checkpoint writes', () => {
  it('a batch writes only the checkpoints of the read models it changed, and the log progress', async () => {
    const log = logAt('events.sqlite');
    await ticks(log, 'a', 3);
    await log.append('o', [other()], 'no_stream');
    const runner = createProjectionRunner({ eventStore: log, readStore, projections: [counters, others] });
    await runner.start();
    await runner.catchUp();
    const othersBefore = await checkpoint('others');
    expect(othersBefore).toMatchObject({ position: 4 });

    await ticks(log, 'a', 5);
    await runner.catchUp();
    expect(await checkpoint('others')).toEqual(othersBefore);
    expect(await checkpoint('counters')).toMatchObject({ position: 9 });
    expect(await checkpoint(LOG_PROGRESS)).toMatchObject({ position: 9 });
    await runner.stop();

    // Started again, the read model the last batches did not change resumes from the log progress, not from 4.
    const again = createProjectionRunner({ eventStore: log, readStore, projections: [counters, others] });
    await again.start();
    expect((await again.status()).map((p) => [p.name, p.position, p.lag])).toEqual([
      ['counters', 9, 0],
      ['others', 9, 0],
    ]);
    await again.stop();
  });

  it('a rebuild of one read model (as the CLI runs it, without start) leaves the others where they stand', async () => {
    const log = logAt('events.sqlite');
    await ticks(log, 'a', 3);
    await log.append('o', [other(), other()], 'no_stream');
    await (await project2(log)).stop();
    const othersBefore = await checkpoint('others');
    otherEvolves = 0;

    const cli = createProjectionRunner({ eventStore: log, readStore, projections: [counters, others] });
    const report = await cli.rebuild(['counters']);
    expect(report.projections).toEqual([{ name: 'counters', documents: 1 }]);
    expect(await counts()).toEqual({ a: 3 });
    // Before, the others started at 0 and their checkpoints were rewritten at every batch.
    expect(otherEvolves).toBe(0);
    expect(await checkpoint('others')).toEqual(othersBefore);
    await cli.stop();
  });

  it('an index whose definition changed without a version bump is built again instead of failing the start', async () => {
    const log = logAt('events.sqlite');
    await ticks(log, 'a', 2);
    const labelled = (unique: boolean): Projection => ({ ...counters, indexes: [{ keys: { count: 1 }, unique }] });
    const first = createProjectionRunner({ eventStore: log, readStore, projections: [labelled(false)] });
    await first.start();
    await first.stop();
    expect(await readStore.collection('counters').listIndexes!()).toEqual([
      { name: 'count_1', key: { count: 1 }, unique: false },
    ]);
    const second = createProjectionRunner({ eventStore: log, readStore, projections: [labelled(true)] });
    await second.start();
    await second.catchUp();
    expect(await readStore.collection('counters').listIndexes!()).toEqual([
      { name: 'count_1', key: { count: 1 }, unique: true },
    ]);
    expect(await counts()).toEqual({ a: 2 });
    await second.stop();
  });
});
