/**
 * Store benchmarks: `npx tsx bench/store.bench.ts` (or `npm run bench:store`). Prints numbers, asserts nothing.
 * Appends: one event per append (latency percentiles), then batches of 100 and 1,000 events per append.
 * Replay: the projection runtime folds a log of BENCH_EVENTS (default 1,000,000) events into fresh read models.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventStore, NewEvent } from '../commands/ports';
import { openSqliteEventStore } from '../infra/eventstore/sqlite-event-store';
import { benchReplay, writeAccountLog } from './replay';

export interface BenchRow {
  name: string;
  appends: number;
  events: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

export interface AppendBenchOptions {
  /** Appends of one event each. */
  singles?: number;
  /** Events per append for the batch runs, and how many events each batch run writes in all. */
  batchSizes?: number[];
  eventsPerBatchRun?: number;
}

const answer = (questionIndex: number): NewEvent => ({
  id: randomUUID(),
  type: 'AnswerSubmitted',
  data: { participantId: randomUUID(), questionIndex, answer: 2, timeSpentMs: 4210, correct: true, points: 789 },
  metadata: { actor: 'player', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Appends `appends` batches of `size` events to one stream, with the expected revision, timing each append. */
const run = async (store: EventStore, name: string, appends: number, size: number): Promise<BenchRow> => {
  const stream = `bench-${randomUUID().replaceAll('-', '')}`;
  const batches = Array.from({ length: appends }, (_, n) => Array.from({ length: size }, () => answer(n)));
  const latencies: number[] = [];
  let revision = -1;
  const started = process.hrtime.bigint();
  for (const batch of batches) {
    const before = process.hrtime.bigint();
    revision = (await store.append(stream, batch, revision < 0 ? 'no_stream' : revision)).nextRevision;
    latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    name,
    appends,
    events: appends * size,
    seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
};

export const benchAppends = async (
  store: EventStore,
  { singles = 3000, batchSizes = [100, 1000], eventsPerBatchRun = 20_000 }: AppendBenchOptions = {},
): Promise<BenchRow[]> => {
  await run(store, 'warm-up', 50, 10);
  const rows = [await run(store, 'append 1 event', singles, 1)];
  for (const size of batchSizes)
    rows.push(await run(store, `append ${size} events`, Math.max(1, Math.round(eventsPerBatchRun / size)), size));
  return rows;
};

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const printRows = (title: string, rows: BenchRow[]) => {
  const table = [
    ['measure', 'appends', 'events', 'appends/s', 'events/s', 'p50 ms', 'p99 ms'],
    ...rows.map(({ name, appends, events, seconds, p50Ms, p99Ms }) => [
      name,
      fixed(appends),
      fixed(events),
      fixed(appends / seconds),
      fixed(events / seconds),
      fixed(p50Ms, 2),
      fixed(p99Ms, 2),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log(`\n${title}`);
  for (const row of table)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
};

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quizstream-bench-'));
  const store = openSqliteEventStore(join(dir, 'events.db'));
  try {
    printRows('event store: sqlite (WAL, synchronous=FULL), temp file', await benchAppends(store));

    const target = Number(process.env.BENCH_EVENTS ?? 1_000_000);
    const replayStore = openSqliteEventStore(join(dir, 'replay.db'));
    const log = await writeAccountLog(replayStore, target);
    console.log(
      `\nreplay: wrote ${fixed(log.events)} account events (${fixed(log.users)} users) in ${fixed(log.seconds, 1)} s`,
    );
    const replay = await benchReplay(replayStore);
    console.log(
      `replay: projected ${fixed(replay.events)} events into ${replay.projections.map((p) => `${p.name} (${fixed(p.documents)})`).join(', ')}`,
    );
    console.log(
      `replay: ${fixed(replay.ms / 1000, 1)} s, ${fixed(replay.eventsPerSecond)} events/s, read-model heap +${fixed(replay.heapMiB)} MiB`,
    );
    await replayStore.close();
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
