/**
 * The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL), one table.
 * `position` is the table's autoincrement key, so it is global, 1-based and strictly increasing.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import {
  WrongExpectedRevisionError,
  checkAppendSize,
  type ChainCheckpoint,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type Subscription,
  type SubscriptionHandler,
} from '../../commands/ports';
import { DEFAULT_CHECKPOINT_EVERY } from '../../domain/audit/hash-chain.mjs';
import type { AppendOutcome, AppendRequest, MadeCheckpoint } from './sqlite-append.mjs';
import { configure, createAppender } from './sqlite-append.mjs';

const BATCH_SIZE = 1000;
/**
 * Appends made by another process on the same file (a CLI, another app instance) are noticed by SQLite's
 * `data_version`, which changes when another connection commits: checked this often, a cheap pragma. This
 * process's appends wake a subscription at once.
 */
const FOREIGN_POLL_MS = 50;
/** A subscription reads the log at least this often whatever it heard. */
const FALLBACK_POLL_MS = 1000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  stream: row.stream,
  revision: row.revision,
  position: row.position,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as EventMetadata,
  createdAt: row.created_at,
});

/**
 * The write side. A file's appends go to a worker thread that owns the write connection, so a commit's fsync never
 * blocks the event loop and appends that queue up meanwhile share one transaction; an in-memory database (tests)
 * appends inline on its only connection.
 */
const startWriter = (file: string, checkpointEvery: number, onCheckpoints: (made: MadeCheckpoint[]) => void) => {
  const worker = new Worker(new URL('./sqlite-append-worker.mjs', import.meta.url), {
    workerData: { file, checkpointEvery },
  });
  worker.unref();
  const pending = new Map<number, (outcome: AppendOutcome) => void>();
  let nextId = 0;
  let closed: (() => void) | null = null;
  worker.on(
    'message',
    (
      message:
        | { type: 'outcomes'; outcomes: (AppendOutcome & { id: number })[]; checkpoints: MadeCheckpoint[] }
        | { type: 'closed' },
    ) => {
      if (message.type === 'closed') return closed?.();
      if (message.checkpoints.length > 0) onCheckpoints(message.checkpoints);
      for (const { id, ...outcome } of message.outcomes) {
        pending.get(id)?.(outcome as AppendOutcome);
        pending.delete(id);
      }
      if (pending.size === 0) worker.unref();
    },
  );
  worker.on('error', (error) => {
    for (const resolve of pending.values()) resolve({ error: String(error) });
    pending.clear();
  });
  return {
    append: (request: AppendRequest) =>
      new Promise<AppendOutcome>((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        worker.ref();
        worker.postMessage({ id, ...request });
      }),
    close: async () => {
      worker.ref();
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
    },
  };
};

export interface SqliteEventStoreOptions {
  /** Events per checkpoint of the hash chain. */
  checkpointEvery?: number;
  /** Told of each checkpoint this process made, once committed (the server logs it). */
  onCheckpoint?: (checkpoint: ChainCheckpoint) => void;
}

export const openSqliteEventStore = (
  file: string,
  { checkpointEvery = DEFAULT_CHECKPOINT_EVERY, onCheckpoint }: SqliteEventStoreOptions = {},
): EventStore => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  configure(db);
  const told = (made: MadeCheckpoint[]) => {
    for (const checkpoint of made) onCheckpoint?.(checkpoint);
  };
  const writer = file === ':memory:' ? null : startWriter(file, checkpointEvery, told);
  const inline = writer ? null : createAppender(db, { checkpointEvery });

  const columns = 'position, id, stream, revision, type, data, metadata, created_at';
  const ofStream = db.prepare<[string, number], EventRow>(
    `SELECT ${columns} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`,
  );
  const fromPosition = db.prepare<[number, number], EventRow>(
    `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
  );
  const head = db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events');
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  const chainState = db.prepare<[], { from_position: number; position: number; events: number; hash: string }>(
    'SELECT from_position, position, events, hash FROM chain_state WHERE id = 1',
  );
  const lastCheckpoint = db.prepare<[], { position: number; events: number; hash: string; created_at: string }>(
    'SELECT position, events, hash, created_at FROM chain_checkpoints ORDER BY position DESC LIMIT 1',
  );

  const appended = new EventEmitter().setMaxListeners(0);
  const subscriptions = new Set<Subscription>();

  const readAll = (from: number, limit = BATCH_SIZE) => fromPosition.all(from, limit).map(toRecorded);

  /**
   * Resolves on the next append in this process, once another connection committed since `seen` (a data_version),
   * after the fallback poll interval, or when `signal` aborts.
   */
  const nextAppend = (signal: AbortSignal, seen: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        clearInterval(foreign);
        appended.off('appended', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, FALLBACK_POLL_MS);
      const foreign = setInterval(() => {
        if (db.open && dataVersion() !== seen) done();
      }, FOREIGN_POLL_MS);
      appended.on('appended', done);
      signal.addEventListener('abort', done);
    });

  const subscribe = (from: number, handler: SubscriptionHandler): Subscription => {
    const stop = new AbortController();
    const { signal } = stop;
    const run = async () => {
      let position = from;
      let failures = 0;
      while (!signal.aborted) {
        try {
          const seen = dataVersion();
          const batch = readAll(position, BATCH_SIZE);
          if (batch.length === 0) {
            await nextAppend(signal, seen);
            continue;
          }
          await handler(batch);
          position = batch.at(-1)!.position;
          failures = 0;
        } catch (error) {
          const delay = Math.min(RETRY_MIN_MS * 2 ** failures++, RETRY_MAX_MS);
          console.error(`[eventstore] subscription failed after position ${position}; retry in ${delay} ms`, error);
          await sleep(delay, undefined, { signal }).catch(() => undefined);
        }
      }
    };
    // Start on a later tick: the handler never runs inside subscribe() itself.
    const running = Promise.resolve().then(run);
    const subscription: Subscription = {
      close: async () => {
        stop.abort();
        await running;
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    kind: 'sqlite',
    append: async (stream, events, expectedRevision) => {
      checkAppendSize(stream, events);
      const request = { stream, events, expected: expectedRevision };
      let outcome: AppendOutcome;
      if (writer) outcome = await writer.append(request);
      else {
        outcome = inline!.appendMany([request])[0]!;
        told(inline!.takeCheckpoints());
      }
      if ('conflict' in outcome)
        throw new WrongExpectedRevisionError(stream, expectedRevision, outcome.conflict.actual);
      if ('error' in outcome) throw new Error(`append to ${stream} failed: ${outcome.error}`);
      if (events.length > 0) appended.emit('appended');
      return outcome.result;
    },
    read: async (stream, { fromRevision = 0 } = {}) => ofStream.all(stream, fromRevision).map(toRecorded),
    readAll: async (from, limit) => readAll(from, limit),
    headPosition: async () => head.get()?.position ?? 0,
    chainStatus: async () => {
      const state = chainState.get();
      const checkpoint = lastCheckpoint.get();
      return {
        checkpointEvery,
        fromPosition: state?.from_position ?? head.get()?.position ?? 0,
        head: state && state.events > 0 ? { position: state.position, events: state.events, hash: state.hash } : null,
        lastCheckpoint: checkpoint
          ? {
              position: checkpoint.position,
              events: checkpoint.events,
              hash: checkpoint.hash,
              createdAt: checkpoint.created_at,
            }
          : null,
      };
    },
    subscribe,
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await writer?.close();
      db.close();
    },
  };
};
