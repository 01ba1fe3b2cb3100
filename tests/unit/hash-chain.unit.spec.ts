/**
 * The hash chain of the log (domain/audit/hash-chain.mjs): given a log as stored, when it is verified, then the
 * findings name the stream and revision of what was changed, removed or reordered. And the SQLite store chains what
 * it appends and makes the checkpoints.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainCheckpoint, EventStore, NewEvent } from '../../commands/ports';
import {
  GENESIS,
  chainEvent,
  chainForStorage,
  chainOf,
  createChainVerifier,
  eventHash,
  foldHead,
  storedHash,
  type ChainFinding,
} from '../../domain/audit/hash-chain.mjs';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';

interface StoredEvent {
  id: string;
  stream: string;
  revision: number;
  position: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

const meta = { actor: 'u', correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };

/** A log chained the way the stores chain it, with a checkpoint every `every` events. */
const chainedLog = (streams: string[], every = 2) => {
  const last = new Map<string, { revision: number; hash: string | null }>();
  const checkpoints: ChainCheckpoint[] = [];
  let head = GENESIS;
  const events = streams.map((stream, i): StoredEvent => {
    const before = last.get(stream) ?? { revision: -1, hash: null };
    const content = {
      id: `e${i}`,
      stream,
      revision: before.revision + 1,
      type: 'Happened',
      data: { n: i },
      metadata: meta,
    };
    const { hash, metadata } = chainEvent(before.hash, content);
    last.set(stream, { revision: content.revision, hash });
    head = foldHead(head, hash);
    if ((i + 1) % every === 0) checkpoints.push({ position: i + 1, events: i + 1, hash: head, createdAt: meta.at });
    return { ...content, position: i + 1, metadata };
  });
  return { events, checkpoints, head: { position: events.length, events: events.length, hash: head } };
};

const given = (log: ReturnType<typeof chainedLog>, fromPosition = 0) => ({
  when: (tamper: (events: StoredEvent[]) => StoredEvent[]) => ({
    then: (expected: Partial<ChainFinding>[]) => {
      const verifier = createChainVerifier({ fromPosition, checkpoints: log.checkpoints, head: log.head });
      for (const event of tamper(structuredClone(log.events))) verifier.add(event);
      const { findings } = verifier.finish();
      expect(findings).toEqual(expected.map((finding) => expect.objectContaining(finding)));
    },
  }),
});

const untouched = (events: StoredEvent[]) => events;
const log = () => chainedLog(['game-1', 'user-1', 'game-1', 'game-1', 'user-1', 'game-1']);

describe('An event hash', () => {
  it('is the same for the event as stored (JSON texts) and as read back (objects)', () => {
    const event = {
      id: 'e',
      stream: 's',
      revision: 0,
      type: 'T',
      data: { b: 1, a: { when: new Date('2026-01-01T00:00:00Z'), gone: undefined } },
      metadata: meta,
    };
    const stored = chainForStorage(null, event);
    expect(stored.dataJson).toBe('{"b":1,"a":{"when":"2026-01-01T00:00:00.000Z"}}');
    const read = { ...event, data: JSON.parse(stored.dataJson), metadata: JSON.parse(stored.metadataJson) };
    expect(chainOf(read.metadata)).toEqual({ prev: null, hash: stored.hash });
    expect(eventHash(null, read)).toBe(stored.hash);
    expect(storedHash({ ...event, ...stored })).toEqual({
      chain: { prev: null, hash: stored.hash },
      hash: stored.hash,
    });
    expect(chainEvent(null, event).hash).toBe(stored.hash);
    // Metadata JSON written again by another tool (the link first) is parsed and still verifies.
    const rewritten = JSON.stringify({ chain: { prev: null, hash: stored.hash }, ...meta });
    expect(storedHash({ ...event, dataJson: stored.dataJson, metadataJson: rewritten }).hash).toBe(stored.hash);
  });

  it('covers its stream, revision, type, data and metadata, and its link', () => {
    const event = { id: 'e', stream: 's', revision: 0, type: 'T', data: { n: 1 }, metadata: meta };
    const hash = eventHash(null, event);
    expect(eventHash(null, { ...event, data: { n: 2 } })).not.toBe(hash);
    expect(eventHash(null, { ...event, revision: 1 })).not.toBe(hash);
    expect(eventHash(null, { ...event, stream: 't' })).not.toBe(hash);
    expect(eventHash(null, { ...event, metadata: { ...meta, actor: 'x' } })).not.toBe(hash);
    expect(eventHash(GENESIS, event)).not.toBe(hash);
    expect(eventHash(null, { ...event, metadata: chainEvent(null, event).metadata })).toBe(hash);
  });
});

describe('Verifying the chain', () => {
  it('finds nothing in a log as it was appended', () => given(log()).when(untouched).then([]));

  it('names the stream and revision of an event whose data was changed', () =>
    given(log())
      .when((events) => {
        events[3]!.data = { n: 99 };
        return events;
      })
      .then([{ kind: 'changed', stream: 'game-1', revision: 2 }]));

  it('names the revision removed from the middle of a stream, and the stretch of the log it was in', () =>
    given(log())
      .when((events) => events.filter((_, i) => i !== 2))
      .then([
        { kind: 'checkpoint', position: 4 },
        { kind: 'missing', stream: 'game-1', revision: 1 },
      ]));

  it('names both revisions of two events of a stream swapped in place', () =>
    given(log())
      .when((events) => {
        const [a, b] = [events[2]!, events[3]!];
        [a.data, b.data, a.metadata, b.metadata, a.id, b.id] = [b.data, a.data, b.metadata, a.metadata, b.id, a.id];
        return events;
      })
      .then([
        { kind: 'changed', stream: 'game-1', revision: 1 },
        { kind: 'broken', stream: 'game-1', revision: 1 },
        { kind: 'changed', stream: 'game-1', revision: 2 },
        { kind: 'broken', stream: 'game-1', revision: 2 },
        { kind: 'checkpoint', position: 4 },
        { kind: 'broken', stream: 'game-1', revision: 3 },
      ]));

  it('names a revision that comes after a later one in the log', () =>
    given(log())
      .when((events) => {
        [events[2]!.position, events[3]!.position] = [events[3]!.position, events[2]!.position];
        return [events[0]!, events[1]!, events[3]!, events[2]!, events[4]!, events[5]!];
      })
      .then([
        { kind: 'reordered', stream: 'game-1', revision: 1 },
        { kind: 'checkpoint', position: 4 },
      ]));

  it('sees events of different streams moved in the global order through the checkpoints', () =>
    given(log())
      .when((events) => {
        [events[0]!.position, events[1]!.position] = [events[1]!.position, events[0]!.position];
        return [events[1]!, events[0]!, ...events.slice(2)];
      })
      .then([{ kind: 'checkpoint', position: 2 }]));

  it('counts events from before the chain as unsealed, and finds a chain stripped from a later event', () => {
    const verifier = createChainVerifier({ fromPosition: 1 });
    const old = { id: 'o', stream: 's', revision: 0, position: 1, type: 'T', data: null, metadata: meta };
    verifier.add(old);
    const chained = { id: 'n', stream: 's', revision: 1, position: 2, type: 'T', data: null, metadata: meta };
    verifier.add({ ...chained, metadata: chainEvent(null, chained).metadata });
    verifier.add({ id: 'x', stream: 's', revision: 2, position: 3, type: 'T', data: null, metadata: meta });
    const report = verifier.finish();
    expect(report.unsealed).toBe(1);
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'unchained', stream: 's', revision: 2 })]);
  });
});

describe('The SQLite store chains what it appends', () => {
  let store: EventStore | undefined;
  afterEach(async () => store?.close());

  const event = (n: number): NewEvent => ({ id: randomUUID(), type: 'Counted', data: { n }, metadata: meta });

  it('links each event to its stream, folds the head and makes a checkpoint every N events', async () => {
    const made: ChainCheckpoint[] = [];
    store = openSqliteEventStore(':memory:', { checkpointEvery: 3, onCheckpoint: (c) => made.push(c) });
    await store.append('a', [event(0), event(1)], 'no_stream');
    await store.append('b', [event(2)], 'no_stream');
    await store.append('a', [event(3), event(4), event(5), event(6)], 1);
    const log = await store.readAll(0);
    expect(made.map((c) => c.position)).toEqual([3, 6]);
    const verifier = createChainVerifier({ checkpoints: made, head: (await store.chainStatus!()).head });
    log.forEach((e) => verifier.add(e));
    const report = verifier.finish();
    expect(report).toMatchObject({ events: 7, chained: 7, unsealed: 0, findings: [] });
    expect(chainOf(log[2]!.metadata)?.prev).toBeNull();
    expect(chainOf(log[3]!.metadata)?.prev).toBe(chainOf(log[1]!.metadata)?.hash);
    const status = await store.chainStatus!();
    expect(status).toMatchObject({ checkpointEvery: 3, fromPosition: 0, lastCheckpoint: { position: 6 } });
    expect(status.head).toEqual({ position: 7, events: 7, hash: report.head });
  });

  it('a file store commits in its worker thread and reports the checkpoints it made', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quizstream-chain-'));
    try {
      const made: ChainCheckpoint[] = [];
      store = openSqliteEventStore(path.join(dir, 'events.sqlite'), {
        checkpointEvery: 2,
        onCheckpoint: (c) => made.push(c),
      });
      await store.append('a', [event(0), event(1), event(2)], 'no_stream');
      await store.append('b', [event(3)], 'no_stream');
      expect(made.map((c) => [c.position, c.events])).toEqual([
        [2, 2],
        [4, 4],
      ]);
      expect((await store.chainStatus!()).lastCheckpoint).toEqual(made[1]);
      await store.close();
    } finally {
      store = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a conflicting append leaves the chain as it was', async () => {
    store = openSqliteEventStore(':memory:', { checkpointEvery: 2 });
    await store.append('a', [event(0)], 'no_stream');
    await expect(store.append('a', [event(1)], 'no_stream')).rejects.toThrow();
    await store.append('a', [event(2)], 0);
    const status = await store.chainStatus!();
    expect(status.head).toMatchObject({ position: 2, events: 2 });
    expect(status.lastCheckpoint).toMatchObject({ position: 2, hash: status.head!.hash });
  });
});
