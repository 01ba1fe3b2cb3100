// The SQLite append transaction, shared by the event store (in-memory databases) and its append worker thread
// (files). Plain JavaScript so that a worker thread can load it without a TypeScript loader.

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
 */
export const createAppender = (db) => {
  const byId = db.prepare('SELECT revision, position FROM events WHERE id = ?');
  const lastOfStream = db.prepare(
    'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
  );
  const insert = db.prepare(
    'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const appendOne = db.transaction((stream, events, expected, createdAt) => {
    if (events.length > 0) {
      const first = byId.get(events[0].id);
      if (first) {
        const last = byId.get(events.at(-1).id) ?? first;
        return { nextRevision: last.revision, position: last.position };
      }
    }
    const last = lastOfStream.get(stream);
    const lastRevision = last?.revision ?? -1;
    if (!matches(expected, lastRevision))
      throw Object.assign(new Error('conflict'), { conflict: { stream, expected, actual: lastRevision } });
    let result = { nextRevision: lastRevision, position: last?.position ?? 0 };
    events.forEach((event, index) => {
      const revision = lastRevision + 1 + index;
      const { lastInsertRowid } = insert.run(
        event.id,
        stream,
        revision,
        event.type,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata),
        createdAt,
      );
      result = { nextRevision: revision, position: Number(lastInsertRowid) };
    });
    return result;
  });

  // IMMEDIATE takes the write lock up front, so two connections cannot both pass a revision check.
  const appendMany = db.transaction((requests) => {
    const createdAt = new Date().toISOString();
    return requests.map(({ stream, events, expected }) => {
      try {
        return { result: appendOne(stream, events, expected, createdAt) };
      } catch (error) {
        if (error.conflict) return { conflict: error.conflict };
        return { error: String(error?.message ?? error) };
      }
    });
  }).immediate;

  return { appendMany };
};
