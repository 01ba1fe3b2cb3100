/**
 * Blue-green rebuilds: the read models are replayed into new collections while the live ones answer, then switched
 * to in one step; the live runner goes on from the handed-over checkpoints and the old collections are dropped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStore } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import type { RebuildProgress } from '../../projections/runtime/blue-green';
import { createProjectionRunner, FAILED_EVENTS } from '../../projections/runtime/projection-runner';
import type { Projection } from '../../projections/runtime/projection';
import { openAliasedReadStore, type AliasedReadStore } from '../../projections/runtime/read-model-aliases';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' };
const event = (type: string, counter: string) => ({ id: randomUUID(), type, data: { counter }, metadata });

/** One document per counter: `Ticked` counts, `Cleared` deletes the document. */
const counters: Projection = {
  name: 'counters',
  version: 1,
  collection: 'counters',
  handles: ['Ticked', 'Cleared'],
  documentId: (e) => (e.data as { counter: string }).counter,
  evolve: (doc, e) => (e.type === 'Cleared' ? null : { _id: 'x', count: ((doc?.count as number) ?? 0) + 1 }),
};
/** Counts every tick in one document; not rebuilt in these tests. */
const totals: Projection = {
  name: 'totals',
  version: 1,
  collection: 'totals',
  handles: ['Ticked'],
  documentId: () => 'all',
  evolve: (doc) => ({ _id: 'all', ticks: ((doc?.ticks as number) ?? 0) + 1 }),
};

let dir: string;
let eventStore: EventStore;
let store: AliasedReadStore;
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  await eventStore.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = async (base: ReadStore = createEmbeddedReadStore()) => {
  dir = mkdtempSync(path.join(tmpdir(), 'blue-green-'));
  eventStore = openSqliteEventStore(path.join(dir, 'events.sqlite'));
  store = await openAliasedReadStore(base, { refreshMs: 20 });
};

const revisions = new Map<string, number>();
const append = async (type: string, counter: string, count = 1) => {
  const stream = `c-${counter}`;
  const revision = revisions.get(stream) ?? -1;
  await eventStore.append(
    stream,
    Array.from({ length: count }, () => event(type, counter)),
    revision < 0 ? 'no_stream' : revision,
  );
  revisions.set(stream, revision + count);
};

/** 40 counters of 50 ticks; c3 cleared and c4 cleared then ticked again. */
const seed = async () => {
  revisions.clear();
  for (let c = 0; c < 40; c++) await append('Ticked', `c${c}`, 50);
  await append('Cleared', 'c3');
  await append('Cleared', 'c4');
  await append('Ticked', 'c4', 2);
};

/** The read models a runner builds from the same log on a fresh store: what a rebuild must equal. */
const cleanBuild = async () => {
  const fresh = createEmbeddedReadStore();
  const runner = createProjectionRunner({ eventStore, readStore: fresh, projections: [counters, totals] });
  await runner.start();
  await runner.catchUp();
  await runner.stop();
  const docs = async (name: string) =>
    (await fresh.collection(name).find({}, { sort: { _id: 1 } })).map(({ _position, ...doc }) => doc);
  return { counters: await docs('counters'), totals: await docs('totals') };
};

const current = async () => {
  const docs = async (name: string) =>
    (await store.collection(name).find({}, { sort: { _id: 1 } })).map(({ _position, ...doc }) => doc);
  return { counters: await docs('counters'), totals: await docs('totals') };
};

describe('A blue-green rebuild', () => {
  it('keeps the live read model answering, switches to the new one and goes on from there', async () => {
    await open();
    await seed();
    const live = createProjectionRunner({ eventStore, readStore: store, projections: [counters, totals] });
    await live.start();
    await live.catchUp();
    const handle = store.collection('counters');
    const before = await handle.countDocuments();
    expect(before).toBe(39);

    // Traffic while the rebuild runs: ticks appended and reads through a handle taken before the rebuild.
    const seen: number[] = [];
    let rebuilding = true;
    const reads = (async () => {
      while (rebuilding) {
        seen.push(await handle.countDocuments());
        await yieldToLoop();
      }
    })();
    const writes = (async () => {
      for (let i = 0; rebuilding && i < 200; i++) {
        await append('Ticked', `n${i % 7}`);
        await yieldToLoop();
      }
    })();
    const progress: RebuildProgress[] = [];
    const report = await live.rebuild(['counters'], { onProgress: (p) => progress.push(p) });
    rebuilding = false;
    await Promise.all([reads, writes]);

    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n >= before)).toBe(true);
    expect(store.physicalName('counters')).toBe('counters__g1');
    expect(store.physicalName('totals')).toBe('totals');
    expect(report.projections).toEqual([{ name: 'counters', documents: expect.any(Number) }]);
    expect(report.projections[0]!.documents).toBeGreaterThanOrEqual(before);
    expect(report.events).toBeGreaterThanOrEqual(2003);
    // The old collection and the new generation's own runtime records are gone.
    expect(await store.base.collection('counters').countDocuments()).toBe(0);
    expect(await store.base.collection('_checkpoints__g1').countDocuments()).toBe(0);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', percent: 100, projections: ['counters'] });

    // The live runner goes on in the new collection.
    await append('Ticked', 'after', 3);
    await live.catchUp();
    expect(await handle.findOne({ _id: 'after' })).toMatchObject({ count: 3 });
    expect(await current()).toEqual(await cleanBuild());
    await live.stop();
  });

  it('reports progress while it replays: positions climb towards the head', async () => {
    await open();
    await seed();
    for (let c = 0; c < 40; c++) await append('Ticked', `m${c}`, 200);
    const runner = createProjectionRunner({ eventStore, readStore: store, projections: [counters, totals] });
    const progress: RebuildProgress[] = [];
    const ticks: RebuildProgress[] = [];
    const { rebuildBlueGreen } = await import('../../projections/runtime/blue-green');
    await rebuildBlueGreen({
      eventStore,
      store,
      projections: [counters, totals],
      progressEveryMs: 5,
      createRunner: (source, view) =>
        createProjectionRunner({ eventStore: source, readStore: view, projections: [counters, totals] }),
      onProgress: (p) => (p.phase === 'done' ? progress.push(p) : ticks.push(p)),
    });
    expect(ticks.length).toBeGreaterThan(1);
    const positions = ticks.map((t) => t.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)).toBeGreaterThan(positions[0]!);
    expect(ticks.some((t) => t.percent > 0 && t.percent < 100 && t.secondsLeft !== null)).toBe(true);
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ phase: 'done', percent: 100, head: await eventStore.headPosition() });
    expect(progress[0]!.events).toBe(await eventStore.headPosition());
    expect(await current()).toEqual(await cleanBuild());
    await runner.stop();
  });

  it('a second rebuild moves to the next generation and drops the first', async () => {
    await open();
    await seed();
    const live = createProjectionRunner({ eventStore, readStore: store, projections: [counters, totals] });
    await live.start();
    await live.catchUp();
    await live.rebuild();
    expect(store.physicalName('totals')).toBe('totals__g1');
    await live.rebuild(['counters', 'totals']);
    expect(store.physicalName('counters')).toBe('counters__g2');
    expect(await store.base.collection('counters__g1').countDocuments()).toBe(0);
    expect(await store.base.collection('totals__g1').countDocuments()).toBe(0);
    expect(await store.collection(FAILED_EVENTS).countDocuments()).toBe(0);
    expect(await current()).toEqual(await cleanBuild());
    await live.stop();
  });

  it('that fails before the switch leaves the live read model as it was and drops only the new collections', async () => {
    await open();
    await seed();
    const live = createProjectionRunner({ eventStore, readStore: store, projections: [counters, totals] });
    await live.start();
    await live.catchUp();
    const before = await current();
    await expect(live.rebuild(['counters'], { timeoutMs: 1 })).rejects.toThrow('timed out');
    expect(store.physicalName('counters')).toBe('counters');
    expect(await current()).toEqual(before);
    expect(await store.base.collection('counters__g1').countDocuments()).toBe(0);
    expect(await store.base.collection('_checkpoints__g1').countDocuments()).toBe(0);
    // The live runner was not left paused.
    await append('Ticked', 'after');
    await live.catchUp();
    expect(await store.collection('counters').findOne({ _id: 'after' })).toMatchObject({ count: 1 });
    await live.stop();
  });

  it('on a shared store, another process keeps projecting and then reads the new collections', async () => {
    const shared = { ...createEmbeddedReadStore(), durable: true };
    await open(shared);
    const other = await openAliasedReadStore(shared, { refreshMs: 20 });
    closing.push(async () => {
      await other.close();
    });
    await seed();
    // The server: another process whose runner projects on the shared store while it is being rebuilt.
    const server = createProjectionRunner({ eventStore, readStore: other, projections: [counters], exclusive: false });
    await server.start();
    await server.catchUp();
    closing.push(() => server.stop());
    let rebuilding = true;
    const writes = (async () => {
      for (let i = 0; rebuilding; i++) {
        await append('Ticked', `s${i % 5}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const cli = createProjectionRunner({ eventStore, readStore: store, projections: [counters], exclusive: false });
    await cli.rebuild([], { timeoutMs: 60_000 });
    rebuilding = false;
    await writes;
    await cli.stop();
    // The other process switched (old collection dropped only after that) and lost none of its updates.
    expect(other.physicalName('counters')).toBe('counters__g1');
    expect(await shared.collection('counters').countDocuments()).toBe(0);
    await server.catchUp();
    expect((await current()).counters).toEqual((await cleanBuild()).counters);
  });
});
