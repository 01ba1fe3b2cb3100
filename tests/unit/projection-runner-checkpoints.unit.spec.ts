/**
 * Checkpoints are tied to their log and written sparingly: a checkpoint of another log (store kind + first event
 * id) or above the head of this one makes the runner rebuild that read model instead of skipping new events.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStore } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
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
