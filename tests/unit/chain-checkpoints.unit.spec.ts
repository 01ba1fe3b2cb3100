/**
 * Chain checkpoints kept by a follower of the log (EventStoreDB has no transaction over `$all` to record them in its
 * appends). Run here over the SQLite store through the same EventStore port: the follower's checkpoints are the ones
 * `audit -- verify` recomputes, it resumes after a restart, and two instances never record one checkpoint twice.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../../commands/ports';
import { createChainVerifier } from '../../domain/audit/hash-chain.mjs';
import {
  CHECKPOINT_STREAM,
  readChainCheckpoints,
  startChainCheckpointer,
  type ChainCheckpointer,
} from '../../infra/eventstore/chain-checkpoints';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';

const metadata = { actor: null, correlationId: 'c', causationId: null, at: '2026-11-23T10:00:00.000Z' };
const events = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: randomUUID(), type: 'Ticked', data: { n }, metadata }));

let store: EventStore;
const revisions = new Map<string, number>();
const followers: ChainCheckpointer[] = [];
afterEach(async () => {
  for (const follower of followers.splice(0)) await follower.stop();
  await store.close();
  revisions.clear();
});

const append = async (stream: string, count: number) => {
  const revision = revisions.get(stream) ?? -1;
  await store.append(stream, events(count), revision < 0 ? 'no_stream' : revision);
  revisions.set(stream, revision + count);
};

const follow = async (every = 5) => {
  const follower = await startChainCheckpointer({ eventStore: store, every });
  followers.push(follower);
  return follower;
};

/** Until every follower has folded the whole log (its own checkpoint events included). */
const settled = async (...of: ChainCheckpointer[]) => {
  for (let tries = 0; tries < 400; tries++) {
    const head = await store.headPosition();
    if (of.every((f) => f.status().head?.position === head)) {
      await sleep(20);
      if ((await store.headPosition()) === head) return;
    }
    await sleep(10);
  }
  throw new Error('the followers did not reach the head of the log');
};

const wholeLog = async () => {
  const log: RecordedEvent[] = [];
  for (let page = await store.readAll(0, 500); page.length > 0; page = await store.readAll(page.at(-1)!.position, 500))
    log.push(...page);
  return log;
};

const verify = async (checkpoints?: { position: number; hash: string }[]) => {
  const recorded = await readChainCheckpoints(store);
  const verifier = createChainVerifier({ fromPosition: recorded[0]?.from ?? 0, checkpoints: checkpoints ?? recorded });
  for (const event of await wholeLog()) verifier.add(event);
  return verifier.finish();
};

describe('Chain checkpoints recorded by a follower of the log', () => {
  it('given a log of three streams, when followed, then a checkpoint every 5 chained events that verify recomputes', async () => {
    store = openSqliteEventStore(':memory:');
    await append('a', 7);
    await append('b', 9);
    await append('c', 7);
    const follower = await follow(5);
    await settled(follower);

    const recorded = await readChainCheckpoints(store);
    const chained = (await store.headPosition()) - recorded[0]!.from;
    expect(recorded.map((c) => c.events)).toEqual(
      Array.from({ length: Math.floor(chained / 5) }, (_, n) => (n + 1) * 5),
    );
    expect(follower.status().lastCheckpoint).toEqual(recorded.at(-1));
    expect((await verify()).findings).toEqual([]);

    // A checkpoint hash published before a rewrite no longer matches: verify names the stretch.
    const forged = recorded.map((c, n) => (n === 1 ? { ...c, hash: 'f'.repeat(64) } : c));
    const { findings } = await verify(forged);
    expect(findings[0]).toMatchObject({ kind: 'checkpoint', position: recorded[1]!.position });
    expect(findings.every((f) => f.kind === 'checkpoint')).toBe(true);
  });

  it('given a restart, when more events come, then it resumes from its last checkpoint and the chain still verifies', async () => {
    store = openSqliteEventStore(':memory:');
    await append('a', 12);
    const first = await follow(4);
    await settled(first);
    await first.stop();
    followers.splice(followers.indexOf(first), 1);
    const before = await readChainCheckpoints(store);

    await append('b', 10);
    const second = await follow(4);
    await settled(second);
    const after = await readChainCheckpoints(store);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    expect(new Set(after.map((c) => c.position)).size).toBe(after.length);
    expect((await verify()).findings).toEqual([]);
  });

  it('given two instances following one log, then each checkpoint is recorded once and verifies', async () => {
    store = openSqliteEventStore(':memory:');
    const one = await follow(3);
    const two = await follow(3);
    for (let n = 0; n < 6; n++) await append(`s${n % 2}`, 4);
    await settled(one, two);
    const recorded = await readChainCheckpoints(store);
    expect(recorded.length).toBeGreaterThan(3);
    expect(new Set(recorded.map((c) => c.events)).size).toBe(recorded.length);
    expect((await store.read(CHECKPOINT_STREAM)).length).toBe(recorded.length);
    expect(one.status().head).toEqual(two.status().head);
    expect((await verify()).findings).toEqual([]);
  });
});
