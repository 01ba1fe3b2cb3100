/**
 * `npm run projections:rebuild [name...]`: drop read models and replay the event log into them, printing counts
 * and time. `npm run projections:status`: each projection's checkpoint and lag.
 *
 * With the embedded read store the read models live inside the server process and are rebuilt from the log at
 * every start; `rebuild` then replays the log into a fresh in-process store, which proves the log rebuilds them
 * and measures how long a start-up replay takes (the admin Projections page rebuilds a running server's). With
 * MongoDB it rebuilds the shared collections blue-green: into new collections while the old ones keep answering,
 * then switched over (projections/runtime/blue-green.ts). A progress line is printed every second.
 */
import { ConfigError, loadConfig } from '../config';
import { allProjections } from '../projections/all-projections';
import { createProjectionLease } from '../projections/runtime/projection-lease';
import { createProjectionRunner, LeaseHeldError } from '../projections/runtime/projection-runner';
import type { RebuildProgress } from '../projections/runtime/blue-green';
import { openStores } from '../server';

const [command = 'status', ...names] = process.argv.slice(2);

const count = (n: number) => n.toLocaleString('en');

/** One line a second while a rebuild replays: how far, how fast, how long still. */
const progressLine = (p: RebuildProgress) =>
  p.phase === 'done'
    ? `  switched to the new read models (generation ${p.generation}) after ${count(p.events)} events`
    : `  ${p.percent.toFixed(1).padStart(5)} %  ${count(p.position)} / ${count(p.head)}  ${count(p.events)} events` +
      `  ${count(p.eventsPerSecond)} events/s` +
      (p.phase === 'switching' ? '  switching over' : p.secondsLeft === null ? '' : `  about ${p.secondsLeft} s left`);

const rebuild = async () => {
  const config = loadConfig();
  const { eventStore, readStore } = await openStores(config);
  // On a durable read store one process runs the projections (a lease): refused while a server holds it.
  const lease = readStore.durable ? createProjectionLease({ readStore, role: 'cli' }) : null;
  const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections(), lease });
  await runner.claim().catch(async (error: unknown) => {
    await eventStore.close();
    await readStore.close();
    throw error;
  });
  console.log(`Rebuilding read models from the event log (${eventStore.kind} -> ${readStore.kind})`);
  const report = await runner.rebuild(names, { onProgress: (p) => console.log(progressLine(p)) });
  for (const p of report.projections)
    console.log(`  ${p.name.padEnd(20)} ${String(p.documents).padStart(8)} documents`);
  console.log(`replayed ${report.events} events in ${report.ms} ms`);
  await runner.stop();
  await eventStore.close();
  await readStore.close();
};

const status = async () => {
  const config = loadConfig();
  // The details answer only a direct call on the server's own machine (until staff sign-in reaches the API).
  const url = `http://127.0.0.1:${config.port}/api/health/details`;
  const live = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) =>
      res.ok
        ? (res.json() as Promise<{
            data: { projections: { items: { name: string; position: number; lag: number }[] } };
          }>)
        : null,
    () => null,
  );
  if (live) {
    console.log(`Projections of the server at ${url}:`);
    for (const p of live.data.projections.items)
      console.log(`  ${p.name.padEnd(20)} checkpoint ${String(p.position).padStart(10)}   lag ${p.lag}`);
    return;
  }
  const { eventStore, readStore } = await openStores(config);
  const head = await eventStore.headPosition();
  if (!readStore.durable) {
    console.log(`No server answers at ${url}. The embedded read models live in the server process and are rebuilt`);
    console.log(`from the event log at start-up; the log holds ${head} events.`);
  } else {
    const checkpoints = readStore.collection<{ _id: string; position: number }>('_checkpoints');
    for (const p of allProjections()) {
      // A checkpoint is written only when its read model changed; `_log` is how far every projection is.
      const own = (await checkpoints.findOne({ _id: p.name }))?.position;
      const position = own === undefined ? 0 : Math.max(own, (await checkpoints.findOne({ _id: '_log' }))?.position ?? 0);
      console.log(`  ${p.name.padEnd(20)} checkpoint ${String(position).padStart(10)}   lag ${head - position}`);
    }
  }
  await eventStore.close();
  await readStore.close();
};

const commands: Record<string, () => Promise<void>> = { rebuild, status };
const run = commands[command];
if (!run) {
  console.error(
    `usage: projections (rebuild [name...] | status); projections: ${allProjections()
      .map((p) => p.name)
      .join(', ')}`,
  );
  process.exit(2);
}
run().catch((error: unknown) => {
  if (error instanceof LeaseHeldError)
    console.error(
      `Refused: ${error.message}. A server runs the projections on this read store; rebuild from the admin ` +
        'Projections page instead, or stop every server first.',
    );
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
