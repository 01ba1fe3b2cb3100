/**
 * Rebuild rate (`npm run bench:rebuild`, BENCH_EVENTS=200000 by default): a realistic account log is written to a
 * temporary SQLite file and projected by a live runner; then every read model is rebuilt
 * - in place (the bare store: dropped and replayed, reads empty meanwhile), and
 * - blue-green (the server's aliased store: replayed into new collections while the live ones answer, then
 *   switched over),
 * while a reader asks the users read model for the last account registered every 5 ms. Printed: events per second of each, and
 * the reader's answers (how many found the account) and latency during each rebuild against before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventStore, ReadStore } from '../commands/ports';
import { openSqliteEventStore } from '../infra/eventstore/sqlite-event-store';
import { createEmbeddedReadStore } from '../infra/readstore/embedded-read-store';
import { allProjections } from '../projections/all-projections';
import type { RebuildProgress } from '../projections/runtime/blue-green';
import { createProjectionRunner } from '../projections/runtime/projection-runner';
import { openAliasedReadStore } from '../projections/runtime/read-model-aliases';
import { writeAccountLog } from './replay';

const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Reads one user every 5 ms until stopped: how many reads found it, and their latencies (ms). */
const reader = (readStore: ReadStore, userId: string) => {
  const latencies: number[] = [];
  let found = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      if (await readStore.collection('users').findOne({ _id: userId })) found++;
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { reads: latencies.length, found, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    },
  };
};

/** The account registered last: an in-place rebuild finds it again only at the end of the log. */
const lastUser = async (readStore: ReadStore, users: number) =>
  (await readStore.collection('users').findOne({ username: `user${users - 1}` }))!._id;

const rebuildWith = async (eventStore: EventStore, readStore: ReadStore, users: number, label: string) => {
  const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections() });
  await runner.start();
  await runner.catchUp(30 * 60_000);
  const userId = await lastUser(readStore, users);
  const idle = reader(readStore, userId);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = await idle.stop();
  const busy = reader(readStore, userId);
  let last = 0;
  const report = await runner.rebuild([], {
    onProgress: (p: RebuildProgress) => {
      if (p.phase === 'done' || performance.now() - last < 2000) return;
      last = performance.now();
      console.log(
        `  ${label}: ${p.percent.toFixed(1)} %, ${fixed(p.eventsPerSecond)} events/s, about ${p.secondsLeft ?? '?'} s left`,
      );
    },
  });
  const during = await busy.stop();
  await runner.stop();
  return { report, baseline, during };
};

const main = async () => {
  const target = Number(process.env.BENCH_EVENTS ?? 200_000);
  const dir = mkdtempSync(join(tmpdir(), 'quizstream-rebuild-'));
  const eventStore = openSqliteEventStore(join(dir, 'events.sqlite'));
  try {
    const log = await writeAccountLog(eventStore, target);
    console.log(`wrote ${fixed(log.events)} account events (${fixed(log.users)} users) in ${fixed(log.seconds, 1)} s`);
    const runs = [
      { label: 'in place', open: async () => createEmbeddedReadStore() },
      { label: 'blue-green', open: () => openAliasedReadStore(createEmbeddedReadStore()) },
    ];
    const rows: string[][] = [];
    for (const { label, open } of runs) {
      const readStore = await open();
      const { report, baseline, during } = await rebuildWith(eventStore, readStore, log.users, label);
      await readStore.close();
      rows.push([
        label,
        fixed(report.events),
        fixed(report.ms / 1000, 1),
        fixed(report.events / (report.ms / 1000)),
        `${fixed(during.found)} / ${fixed(during.reads)}`,
        `${fixed(baseline.p50, 2)} / ${fixed(baseline.p99, 2)}`,
        `${fixed(during.p50, 2)} / ${fixed(during.p99, 2)}`,
      ]);
    }
    const table = [['rebuild', 'events', 's', 'events/s', 'reads found', 'read p50/p99 ms before', 'during'], ...rows];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
    console.log('');
    for (const row of table)
      console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  } finally {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
