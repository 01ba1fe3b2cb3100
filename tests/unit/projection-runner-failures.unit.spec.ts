/**
 * A projection that fails on one event (its evolve throws, or its document write keeps failing) is retried a few
 * times, then the event is recorded in `_failed_events` and the runner goes on: the other documents and the other
 * projections keep up with the log, and the status names the event.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStore, RecordedEvent } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { createProjectionRunner, FAILED_EVENTS } from '../../projections/runtime/projection-runner';
import type { ProjectedDoc, Projection } from '../../projections/runtime/projection';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' };
const tick = (counter: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'Ticked',
  data: { counter, ...extra },
  metadata,
});

interface CounterDoc extends ProjectedDoc {
  count: number;
  label: string;
}

/** Counts ticks per counter; a tick with `boom` throws, a tick with `label` sets a label (unique). */
const counters: Projection<CounterDoc> = {
  name: 'counters',
  version: 1,
  collection: 'counters',
  handles: ['Ticked'],
  documentId: (event) => (event.data as { counter: string }).counter,
  evolve: (doc, event: RecordedEvent) => {
    const data = event.data as { counter: string; boom?: boolean; label?: string };
    if (data.boom) throw new Error(`cannot count ${data.counter}`);
    return {
      _id: data.counter,
      count: (doc?.count ?? 0) + 1,
      label: data.label ?? doc?.label ?? data.counter,
    };
  },
  indexes: [{ keys: { label: 1 }, unique: true }],
};

/** A second projection over the same events: it must not be held back by the first one's failures. */
const ticks: Projection = {
  name: 'ticks',
  version: 1,
  collection: 'ticks',
  handles: ['Ticked'],
  documentId: () => 'all',
  evolve: (doc) => ({ _id: 'all', count: ((doc?.count as number) ?? 0) + 1 }),
};

let eventStore: EventStore;
let readStore: ReadStore;
afterEach(async () => {
  await eventStore.close();
  await readStore.close();
});

const setUp = () => {
  eventStore = openSqliteEventStore(':memory:');
  readStore = createEmbeddedReadStore();
  return createProjectionRunner({
    eventStore,
    readStore,
    projections: [counters as unknown as Projection, ticks],
    retry: { attempts: 3, delayMs: 1 },
  });
};

describe('A projection failing on one event', () => {
  it('records the event whose evolve throws, applies the others and does not stall', async () => {
    const runner = setUp();
    await runner.start();
    await eventStore.append('c-a', [tick('a'), tick('a')], 'no_stream');
    const bad = tick('a', { boom: true });
    const { position: badPosition } = await eventStore.append('c-a', [bad, tick('a')], 1);
    const { position } = await eventStore.append('c-b', [tick('b')], 'no_stream');
    await runner.waitFor(position);

    const docs = readStore.collection('counters');
    expect(await docs.findOne({ _id: 'a' })).toMatchObject({ count: 3 });
    expect(await docs.findOne({ _id: 'b' })).toMatchObject({ count: 1 });
    expect(await readStore.collection('ticks').findOne({ _id: 'all' })).toMatchObject({ count: 5 });

    const status = await runner.status();
    const failing = status.find((p) => p.name === 'counters')!;
    expect(failing).toMatchObject({ position, lag: 0, failedEvents: 1 });
    expect(failing.lastFailure).toMatchObject({
      eventId: bad.id,
      eventType: 'Ticked',
      stream: 'c-a',
      position: badPosition - 1,
      documentId: 'a',
      error: 'cannot count a',
      attempts: 3,
    });
    expect(status.find((p) => p.name === 'ticks')).toMatchObject({ failedEvents: 0, lastFailure: null });
    expect(await readStore.collection(FAILED_EVENTS).find({})).toEqual([
      expect.objectContaining({ _id: `counters:${bad.id}`, eventId: bad.id, projection: 'counters' }),
    ]);
    await runner.stop();

    // A runner started later on the same read store reports the failure it finds recorded there.
    const again = createProjectionRunner({ eventStore, readStore, projections: [counters as unknown as Projection] });
    await again.start();
    expect((await again.status())[0]).toMatchObject({ failedEvents: 1, lastFailure: { eventId: bad.id } });
    // A rebuild starts the record afresh (the event still fails, once).
    await again.rebuild(['counters']);
    expect((await again.status())[0]).toMatchObject({ failedEvents: 1 });
    expect(await readStore.collection(FAILED_EVENTS).countDocuments()).toBe(1);
    await again.stop();
  });

  it('records an event whose document write keeps failing and keeps the other documents current', async () => {
    const runner = setUp();
    await runner.start();
    await eventStore.append('c-a', [tick('a', { label: 'same' })], 'no_stream');
    // Counter b takes the label a holds: the unique index refuses the write every time.
    const clash = tick('b', { label: 'same' });
    await eventStore.append('c-b', [tick('b'), clash, tick('b')], 'no_stream');
    const { position } = await eventStore.append('c-c', [tick('c')], 'no_stream');
    await runner.waitFor(position);

    const docs = readStore.collection('counters');
    expect(await docs.find({}, { sort: { _id: 1 } })).toEqual([
      expect.objectContaining({ _id: 'a', count: 1, label: 'same' }),
      // b's first tick is written alone, the clash is given up on, the last tick applies to what was stored.
      expect.objectContaining({ _id: 'b', count: 2, label: 'b' }),
      expect.objectContaining({ _id: 'c', count: 1 }),
    ]);
    const [failing, other] = await runner.status();
    expect(failing).toMatchObject({ lag: 0, failedEvents: 1, lastFailure: { eventId: clash.id, documentId: 'b' } });
    expect(failing!.lastFailure!.error).toContain('E11000');
    expect(other).toMatchObject({ lag: 0, failedEvents: 0 });
    await runner.stop();
  });
});
