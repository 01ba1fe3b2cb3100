/**
 * Rebuilding read models without downtime (blue-green). The chosen projections are replayed from position 0 by a
 * second runner into new collections (`<collection>__g<n>`, with runtime collections of their own), while the live
 * collections keep answering and the live runner keeps them current. Once the new ones have caught up, the live
 * runner pauses, the new one reaches the same head, its checkpoints, failed events and tombstones are handed over,
 * the read side switches to the new collections in one write (the alias map of read-model-aliases.ts), the live
 * runner resumes from the handed-over checkpoints and the old collections are dropped.
 *
 * On a shared (durable) store other processes use the old collections until they re-read the alias map: the new
 * runner replays the log's tail once more after that delay, and only then are the old collections dropped.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { EventStore, ReadStore, SubscriptionHandler } from '../../commands/ports';
import { renamedReadStore, type AliasedReadStore } from './read-model-aliases';
import type { Projection } from './projection';

/** Where a rebuild stands: printed by the CLI and shown on the admin Projections page. */
export interface RebuildProgress {
  projections: string[];
  phase: 'replaying' | 'switching' | 'done';
  generation: number;
  /** The new generation's checkpoint (the lowest of the chosen projections). */
  position: number;
  /** The log's last position. */
  head: number;
  /** Events read from the log and applied to the new collections so far. */
  events: number;
  eventsPerSecond: number;
  /** 0–100: position against head. */
  percent: number;
  /** Estimated from the rate so far; null until there is a rate. */
  secondsLeft: number | null;
  elapsedMs: number;
  startedAt: string;
}

export interface RebuildReport {
  projections: { name: string; documents: number }[];
  events: number;
  ms: number;
}

/** The part of a projection runner a rebuild drives. */
export interface RebuildRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(position: number | null, timeoutMs?: number): Promise<void>;
  status(): Promise<{ name: string; position: number }[]>;
}

/** The runtime collections a runner keeps beside its read models (see projection-runner.ts). */
const CHECKPOINTS = '_checkpoints';
const FAILED_EVENTS = '_failed_events';
const TOMBSTONES = '_tombstones';
/** The runner's overall progress, kept in `_checkpoints` beside the projections' own. */
const LOG_PROGRESS = '_log';
/** The new runner is close enough to pause the live one when it is fewer events than this behind. */
const SWITCH_LAG = 500;
const MAX_ROUNDS = 20;

export const generationName = (name: string, generation: number) => `${name}__g${generation}`;

/** Counts the events the wrapped store's subscriptions have delivered (and the handler has applied). */
const countingEventStore = (eventStore: EventStore, count: (n: number) => void): EventStore =>
  new Proxy(eventStore, {
    get: (target, key, receiver) =>
      key === 'subscribe'
        ? (from: number, handler: SubscriptionHandler) =>
            target.subscribe(from, async (batch) => {
              await handler(batch);
              count(batch.length);
              // A replay from 0 runs batch after batch: requests, sockets and the live runner get a turn between.
              await yieldToLoop();
            })
        : Reflect.get(target, key, receiver),
  });

export const rebuildBlueGreen = async ({
  eventStore,
  store,
  projections,
  createRunner,
  pauseLive = async () => async () => {},
  onProgress = () => {},
  progressEveryMs = 1000,
  settleMs = store.refreshMs * 3,
  timeoutMs = 30 * 60_000,
}: {
  eventStore: EventStore;
  store: AliasedReadStore;
  /** The projections to rebuild. */
  projections: Projection[];
  /** A runner of `projections` over the given stores (the live runner's kind, with its logger and retries). */
  createRunner: (eventStore: EventStore, readStore: ReadStore) => RebuildRunner;
  /** Pauses this process's live runner; the function it returns resumes it from the stored checkpoints. */
  pauseLive?: () => Promise<() => Promise<void>>;
  onProgress?: (progress: RebuildProgress) => void;
  progressEveryMs?: number;
  /** On a durable store: how long other processes may use the old collections (a few alias refreshes). */
  settleMs?: number;
  timeoutMs?: number;
}): Promise<RebuildReport> => {
  const startedAt = new Date();
  const started = performance.now();
  const deadline = started + timeoutMs;
  const generation = await store.nextGeneration();
  const oldNames = new Map(projections.map((p) => [p.collection, store.physicalName(p.collection)]));
  const newNames = Object.fromEntries(projections.map((p) => [p.collection, generationName(p.collection, generation)]));
  const runtime = [CHECKPOINTS, FAILED_EVENTS, TOMBSTONES];
  // The new generation's view: its read models and its own runtime collections under new names.
  const view = renamedReadStore(
    store.base,
    (name) => newNames[name] ?? (name.startsWith('_') ? generationName(name, generation) : store.physicalName(name)),
  );
  let events = 0;
  // The first applied batch is reported at once (a short rebuild would otherwise finish before the first tick),
  // then every `progressEveryMs`, and again when the switch begins.
  const counted = countingEventStore(eventStore, (n) => {
    if (events === 0) void report();
    events += n;
  });
  let phase: RebuildProgress['phase'] = 'replaying';

  const progress = async (): Promise<RebuildProgress> => {
    const [head, status] = await Promise.all([eventStore.headPosition(), runner.status()]);
    const position = Math.min(...status.map((s) => s.position));
    const elapsedMs = performance.now() - started;
    const rate = position / Math.max(elapsedMs, 1);
    return {
      projections: projections.map((p) => p.name),
      phase: phase as RebuildProgress['phase'],
      generation,
      position,
      head,
      events,
      eventsPerSecond: Math.round((events / Math.max(elapsedMs, 1)) * 1000),
      // Done: switched at the head of that moment (the live runner has gone on since).
      percent: phase === 'done' || head === 0 ? 100 : Math.min(100, Math.floor((position / head) * 1000) / 10),
      secondsLeft: phase === 'done' ? 0 : position > 0 ? Math.ceil((head - position) / rate / 1000) : null,
      elapsedMs: Math.round(elapsedMs),
      startedAt: startedAt.toISOString(),
    };
  };
  let reporting = false;
  /** One report at a time, in order; the final one (phase `done`) only once. */
  const report = async (final = false) => {
    if (reporting && !final) return;
    reporting = true;
    try {
      const now = await progress();
      if (final || now.phase !== 'done') onProgress(now);
    } catch {
      // A progress line is skipped, the rebuild goes on.
    } finally {
      reporting = false;
    }
  };

  /** Waits until the runner has applied the log up to the head as it is now; throws past the overall deadline. */
  const catchUp = async (runner: RebuildRunner) => {
    const head = await eventStore.headPosition();
    await runner.waitFor(head, Math.max(0, deadline - performance.now()));
    const status = await runner.status();
    if (status.some((s) => s.position < head)) throw new Error('the rebuild timed out before it caught up');
    return head;
  };

  const runner = createRunner(counted, view);
  let tail: RebuildRunner | null = null;
  const ticker = setInterval(() => void report(), progressEveryMs);
  ticker.unref();
  try {
    await runner.start();
    // Catch up while the live runner goes on; pause it only when the rest is short.
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const head = await catchUp(runner);
      if ((await eventStore.headPosition()) - head < SWITCH_LAG) break;
    }
    phase = 'switching';
    await report();
    const resume = await pauseLive();
    try {
      await catchUp(runner);
      const reached = new Map((await runner.status()).map((s) => [s.name, s.position]));
      await runner.stop();
      await handOver(store.base, view, projections, reached);
      await store.switchTo(newNames);
    } finally {
      await resume();
    }
    if (store.durable) {
      // On a shared store the other processes use the old collections until they re-read the alias map: a runner
      // of another process (the lease holder, when this one follows it) may apply events to them meanwhile. The
      // new runner replays that tail into the new collections (writes are conditional on `_position`).
      tail = createRunner(counted, view);
      await tail.start();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      await catchUp(tail);
      await tail.stop();
    }
    for (const [logical, old] of oldNames) if (old !== newNames[logical]) await store.base.drop(old);
    for (const name of runtime) await view.drop(name);
    phase = 'done';
    await report(true);
  } catch (error) {
    await runner.stop();
    await tail?.stop();
    // The live collections were not switched (or are, and stay): only the unused new generation goes.
    if (projections.some((p) => store.physicalName(p.collection) !== newNames[p.collection]))
      for (const name of Object.values(newNames)) await store.base.drop(name);
    for (const name of runtime) await view.drop(name);
    throw error;
  } finally {
    clearInterval(ticker);
  }
  return {
    projections: await Promise.all(
      projections.map(async (p) => ({
        name: p.name,
        documents: await store.collection(p.collection).countDocuments(),
      })),
    ),
    events,
    ms: Math.round(performance.now() - started),
  };
};

/**
 * Replaces the live runtime records of the rebuilt projections (checkpoints, failed events, tombstones) by the
 * new generation's, so the live runner resumes where the new collections stand (`reached`: the new runner's
 * positions, which may be ahead of the checkpoints it stored).
 */
const handOver = async (live: ReadStore, fresh: ReadStore, projections: Projection[], reached: Map<string, number>) => {
  const checkpoints = fresh.collection(CHECKPOINTS);
  for (const p of projections) {
    // A runner may store a projection's own checkpoint only when its read model changed, and its overall progress
    // in one more document: the handed-over checkpoint is the stored one (or that) at the position reached.
    const stored = (await checkpoints.findOne({ _id: p.name })) ?? (await checkpoints.findOne({ _id: LOG_PROGRESS }));
    if (stored) {
      const position = Math.max(Number(stored.position ?? 0), reached.get(p.name) ?? 0);
      const checkpoint = { ...stored, _id: p.name, version: p.version, position };
      await live.collection(CHECKPOINTS).replaceOne({ _id: p.name }, checkpoint, { upsert: true });
    }
    await live.collection(FAILED_EVENTS).deleteMany({ projection: p.name });
    for (const doc of await fresh.collection(FAILED_EVENTS).find({ projection: p.name }))
      await live.collection(FAILED_EVENTS).replaceOne({ _id: doc._id }, doc, { upsert: true });
    await live.collection(TOMBSTONES).deleteMany({ collection: p.collection });
    for (const doc of await fresh.collection(TOMBSTONES).find({ collection: p.collection }))
      await live.collection(TOMBSTONES).replaceOne({ _id: doc._id }, doc, { upsert: true });
  }
};
