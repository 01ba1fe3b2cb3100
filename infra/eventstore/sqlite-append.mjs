// The SQLite append transaction, shared by the event store (in-memory databases) and its append worker thread
// (files). Plain JavaScript so that a worker thread can load it without a TypeScript loader.
//
// The hash chain (domain/audit/hash-chain.mjs) is computed here, inside the append transaction: each event's
// metadata gets `chain: { prev, hash }` (linked to the stream's last stored event), the log's head hash is folded in
// position order and kept in `chain_state` (one row), and every `checkpointEvery` events the head is recorded in
// `chain_checkpoints`. Both tables live in the same file and are written in the same transaction as the events.
import { DEFAULT_CHECKPOINT_EVERY, GENESIS, chainForStorage, foldHead } from '../../domain/audit/hash-chain.mjs';

export const SCHEMA = `
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
  );
  CREATE TABLE IF NOT EXISTS chain_state (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    from_position INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    events        INTEGER NOT NULL,
    hash          TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS chain_checkpoints (
    position   INTEGER PRIMARY KEY,
    events     INTEGER NOT NULL,
    hash       TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`;

/** Opens the pragmas every connection uses: WAL, synchronous=FULL for appends, and the schema. */
export const configure = (db) => {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
};

const matches = (expected, lastRevision) =>
  expected === 'any' || (expected === 'no_stream' ? lastRevision === -1 : expected === lastRevision);

/**
 * `appendMany(requests)` runs every request in ONE transaction (one fsync), each inside its own savepoint, so one
 * request's revision conflict leaves the others standing. Each outcome is `{ result }` or `{ conflict }`.
 * `takeCheckpoints()` hands over the checkpoints committed since it was last called.
 */
export const createAppender = (db, { checkpointEvery = DEFAULT_CHECKPOINT_EVERY } = {}) => {
  const byId = db.prepare('SELECT revision, position FROM events WHERE id = ?');
  const lastOfStream = db.prepare(
    "SELECT revision, position, json_extract(metadata, '$.chain.hash') AS hash FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1",
  );
  const readState = db.prepare('SELECT from_position, position, events, hash FROM chain_state WHERE id = 1');
  // A log written before the chain existed starts its chain after its last event (`audit -- seal` takes the older
  // events in); a new log starts at 0.
  const initState = db.prepare(
    'INSERT OR IGNORE INTO chain_state (id, from_position, position, events, hash) SELECT 1, coalesce(max(position), 0), coalesce(max(position), 0), 0, ? FROM events',
  );
  const writeState = db.prepare('UPDATE chain_state SET position = ?, events = ?, hash = ? WHERE id = 1');
  const insertCheckpoint = db.prepare(
    'INSERT OR REPLACE INTO chain_checkpoints (position, events, hash, created_at) VALUES (?, ?, ?, ?)',
  );
  let committed = [];
  const insert = db.prepare(
    'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const appendOne = db.transaction((stream, events, expected, createdAt, state, made) => {
    if (events.length > 0) {
      const first = byId.get(events[0].id);
      if (first) {
        const last = byId.get(events.at(-1).id) ?? first;
        return { result: { nextRevision: last.revision, position: last.position }, state };
      }
    }
    const last = lastOfStream.get(stream);
    const lastRevision = last?.revision ?? -1;
    if (!matches(expected, lastRevision))
      throw Object.assign(new Error('conflict'), { conflict: { stream, expected, actual: lastRevision } });
    let result = { nextRevision: lastRevision, position: last?.position ?? 0 };
    let prev = last?.hash ?? null;
    const next = { ...state };
    const checkpoints = [];
    events.forEach((event, index) => {
      const revision = lastRevision + 1 + index;
      const { hash, dataJson, metadataJson } = chainForStorage(prev, {
        id: event.id,
        stream,
        revision,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
      });
      prev = hash;
      const { lastInsertRowid } = insert.run(event.id, stream, revision, event.type, dataJson, metadataJson, createdAt);
      const position = Number(lastInsertRowid);
      next.hash = foldHead(next.hash, hash);
      next.position = position;
      next.events += 1;
      if (next.events % checkpointEvery === 0) {
        insertCheckpoint.run(position, next.events, next.hash, createdAt);
        checkpoints.push({ position, events: next.events, hash: next.hash, createdAt });
      }
      result = { nextRevision: revision, position };
    });
    // Only once this request's savepoint stands do its checkpoints count.
    made.push(...checkpoints);
    return { result, state: next };
  });

  // IMMEDIATE takes the write lock up front, so two connections cannot both pass a revision check.
  const appendAll = db.transaction((requests, made) => {
    const createdAt = new Date().toISOString();
    let state = readState.get();
    if (!state) {
      initState.run(GENESIS);
      state = readState.get();
    }
    const before = state.events;
    const outcomes = requests.map(({ stream, events, expected }) => {
      try {
        const appended = appendOne(stream, events, expected, createdAt, state, made);
        state = appended.state;
        return { result: appended.result };
      } catch (error) {
        if (error.conflict) return { conflict: error.conflict };
        return { error: String(error?.message ?? error) };
      }
    });
    if (state.events !== before) writeState.run(state.position, state.events, state.hash);
    return outcomes;
  }).immediate;

  const appendMany = (requests) => {
    const made = [];
    const outcomes = appendAll(requests, made);
    committed.push(...made);
    return outcomes;
  };

  const takeCheckpoints = () => {
    const taken = committed;
    committed = [];
    return taken;
  };

  return { appendMany, takeCheckpoints };
};
