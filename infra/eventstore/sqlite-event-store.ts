/**
 * The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL), one table.
 * `position` is the table's autoincrement key, so it is global, 1-based and strictly increasing.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  type SubscriptionHandler,
} from '../../commands/ports';

const BATCH_SIZE = 1000;
/** Catches appends made by another process on the same file (a CLI); this process's appends wake at once. */
const FALLBACK_POLL_MS = 1000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position   INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    stream     TEXT NOT NULL,
    revision   INTEGER NOT NULL,
    type       TEXT NOT NULL,
    data       TEXT NOT NULL,
    metadata   TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (stream, revision)
  )`;

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

const matches = (expected: ExpectedRevision, lastRevision: number) =>
  expected === 'any' || (expected === 'no_stream' ? lastRevision === -1 : expected === lastRevision);

export const openSqliteEventStore = (file: string): EventStore => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const columns = 'position, id, stream, revision, type, data, metadata, created_at';
  const byId = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE id = ?',
  );
  const lastOfStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
  );
  const insert = db.prepare<[string, string, number, string, string, string, string], void>(
    'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const ofStream = db.prepare<[string, number], EventRow>(
    `SELECT ${columns} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`,
  );
  const fromPosition = db.prepare<[number, number], EventRow>(
    `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
  );
  const head = db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events');

  /** Idempotent retry: the result the first append returned, found through its first and last event ids. */
  const storedResult = (events: NewEvent[]): AppendResult | undefined => {
    const first = byId.get(events[0]!.id);
    if (!first) return undefined;
    const last = byId.get(events.at(-1)!.id) ?? first;
    return { nextRevision: last.revision, position: last.position };
  };

  // IMMEDIATE takes the write lock up front, so two processes on one file cannot both pass the revision check.
  const appendInTransaction = db.transaction(
    (stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
      const stored = events.length > 0 ? storedResult(events) : undefined;
      if (stored) return stored;
      const last = lastOfStream.get(stream);
      const lastRevision = last?.revision ?? -1;
      if (!matches(expected, lastRevision)) throw new WrongExpectedRevisionError(stream, expected, lastRevision);
      const createdAt = new Date().toISOString();
      let result: AppendResult = { nextRevision: lastRevision, position: last?.position ?? 0 };
      for (const [index, event] of events.entries()) {
        const revision = lastRevision + 1 + index;
        const data = JSON.stringify(event.data ?? null);
        const metadata = JSON.stringify(event.metadata);
        const { lastInsertRowid } = insert.run(event.id, stream, revision, event.type, data, metadata, createdAt);
        result = { nextRevision: revision, position: Number(lastInsertRowid) };
      }
      return result;
    },
  ).immediate;

  const appended = new EventEmitter().setMaxListeners(0);
  const subscriptions = new Set<Subscription>();

  const readAll = (from: number, limit = BATCH_SIZE) => fromPosition.all(from, limit).map(toRecorded);

  /** Resolves on the next append in this process, after the fallback poll interval, or when `signal` aborts. */
  const nextAppend = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        appended.off('appended', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, FALLBACK_POLL_MS);
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
          const batch = readAll(position, BATCH_SIZE);
          if (batch.length === 0) {
            await nextAppend(signal);
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
      const result = appendInTransaction(stream, events, expectedRevision);
      if (events.length > 0) appended.emit('appended');
      return result;
    },
    read: async (stream, { fromRevision = 0 } = {}) => ofStream.all(stream, fromRevision).map(toRecorded),
    readAll: async (from, limit) => readAll(from, limit),
    headPosition: async () => head.get()?.position ?? 0,
    subscribe,
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      db.close();
    },
  };
};
