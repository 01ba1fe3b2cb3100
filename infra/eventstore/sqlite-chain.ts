/**
 * The hash chain of the SQLite event log, read and sealed straight from the file (issue 11): `audit -- verify` walks
 * every row in position order as stored (its data JSON is hashed as text, never parsed) and checks the checkpoints
 * and the head kept beside them; `audit -- seal` takes the events written before the chain existed into it.
 */
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { ChainStatus } from '../../commands/ports';
import {
  GENESIS,
  createChainVerifier,
  foldHead,
  rechainStored,
  storedHash,
  type ChainCheckpoint,
  type ChainReport,
} from '../../domain/audit/hash-chain.mjs';
import { configure } from './sqlite-append.mjs';
import type { SqliteChainReport } from './sqlite-chain-verify.mjs';

export type { SqliteChainReport };

const PAGE = 10_000;

interface Row {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}
interface StateRow {
  from_position: number;
  position: number;
  events: number;
  hash: string;
}

const columns = 'position, id, stream, revision, type, data, metadata';

/** Every stored row in position order, a page at a time (a read transaction per page keeps memory flat). */
function* rowsOf(db: Database.Database, from = 0): Generator<Row> {
  const page = db.prepare<[number, number], Row>(
    `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
  );
  for (let after = from; ;) {
    const rows = page.all(after, PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.position;
  }
}

const readChainState = (db: Database.Database) => ({
  state: db.prepare<[], StateRow>('SELECT from_position, position, events, hash FROM chain_state WHERE id = 1').get(),
  checkpoints: db.prepare<[], ChainCheckpoint>('SELECT position, hash FROM chain_checkpoints ORDER BY position').all(),
});

const openFile = (file: string) => {
  const db = new Database(file, { fileMustExist: true });
  configure(db);
  return db;
};

/** Verifies the chain of the whole file (sqlite-chain-verify.mjs) in a worker thread. */
export const verifySqliteChain = (file: string) =>
  new Promise<SqliteChainReport>((resolve, reject) => {
    const worker = new Worker(new URL('./sqlite-chain-verify-worker.mjs', import.meta.url), { workerData: { file } });
    worker.once('message', (message: { report: SqliteChainReport } | { error: string }) => {
      if ('report' in message) resolve(message.report);
      else reject(new Error(message.error));
      void worker.terminate();
    });
    worker.once('error', reject);
  });

export interface SealResult {
  /** Nothing to do: every event was chained and the head folds from the first. */
  alreadySealed: boolean;
  /** Events that had no chain and now have one. */
  sealed: number;
  /** Chained events whose link was renewed because an older event before them was sealed. */
  relinked: number;
  streams: number;
  events: number;
  checkpoints: number;
  head: string;
  /** Why nothing was sealed: the log does not verify as it stands (seal never re-chains a changed event). */
  refused: ChainReport['findings'] | null;
}

/**
 * Takes the events written before the chain existed into it, in ONE write transaction (appends wait meanwhile; run
 * it once, best with the server stopped): each unchained event gets its link, every later event of such a stream
 * its renewed link (its content is unchanged and still verified), and the head and checkpoints are folded again from
 * position 1. Refused when the log does not verify as it stands, so a changed event is never sealed over.
 * Idempotent: a sealed log is left as it is.
 */
export const sealSqliteChain = (file: string, checkpointEvery: number): SealResult => {
  const db = openFile(file);
  try {
    return db
      .transaction((): SealResult => {
        const { state, checkpoints } = readChainState(db);
        const fromPosition =
          state?.from_position ??
          db.prepare<[], { p: number | null }>('SELECT max(position) AS p FROM events').get()?.p ??
          0;
        const verifier = createChainVerifier({
          fromPosition,
          checkpoints,
          head: state && state.events > 0 ? { position: state.position, hash: state.hash } : null,
        });
        for (const row of rowsOf(db)) verifier.add({ ...row, dataJson: row.data, metadataJson: row.metadata });
        const before = verifier.finish();
        const base = { streams: before.streams, events: before.events, checkpoints: checkpoints.length };
        if (before.findings.length > 0)
          return { ...base, alreadySealed: false, sealed: 0, relinked: 0, head: before.head, refused: before.findings };
        if (before.unsealed === 0 && fromPosition === 0)
          return { ...base, alreadySealed: true, sealed: 0, relinked: 0, head: before.head, refused: null };

        const update = db.prepare<[string, number]>('UPDATE events SET metadata = ? WHERE position = ?');
        const insertCheckpoint = db.prepare(
          'INSERT INTO chain_checkpoints (position, events, hash, created_at) VALUES (?, ?, ?, ?)',
        );
        const last = new Map<string, string>();
        const now = new Date().toISOString();
        let head = GENESIS;
        let events = 0;
        let sealed = 0;
        let relinked = 0;
        let made = 0;
        let position = 0;
        db.prepare('DELETE FROM chain_checkpoints').run();
        // Pages are read before they are updated (a statement cannot update while another iterates).
        for (let after = 0; ;) {
          const rows = db
            .prepare<[number, number], Row>(
              `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
            )
            .all(after, PAGE);
          for (const row of rows) {
            const prev = last.get(row.stream) ?? null;
            const { chain } = storedHash({ ...row, dataJson: row.data, metadataJson: row.metadata });
            let hash = chain?.hash;
            if (!chain || chain.prev !== prev) {
              const renewed = rechainStored(prev, { ...row, dataJson: row.data, metadataJson: row.metadata });
              update.run(renewed.metadataJson, row.position);
              hash = renewed.hash;
              if (chain) relinked++;
              else sealed++;
            }
            last.set(row.stream, hash!);
            head = foldHead(head, hash!);
            position = row.position;
            if (++events % checkpointEvery === 0) {
              insertCheckpoint.run(position, events, head, now);
              made++;
            }
          }
          if (rows.length < PAGE) break;
          after = rows.at(-1)!.position;
        }
        db.prepare(
          'INSERT OR REPLACE INTO chain_state (id, from_position, position, events, hash) VALUES (1, 0, ?, ?, ?)',
        ).run(position, events, head);
        return {
          alreadySealed: false,
          sealed,
          relinked,
          streams: before.streams,
          events,
          checkpoints: made,
          head,
          refused: null,
        };
      })
      .immediate();
  } finally {
    db.close();
  }
};

/** The chain's status read from the file (for a CLI with no server): as the store's chainStatus answers it. */
export const sqliteChainStatus = (file: string, checkpointEvery: number): ChainStatus => {
  const db = openFile(file);
  try {
    const { state } = readChainState(db);
    const last = db
      .prepare<[], ChainCheckpoint & { events: number; created_at: string }>(
        'SELECT position, events, hash, created_at FROM chain_checkpoints ORDER BY position DESC LIMIT 1',
      )
      .get();
    return {
      checkpointEvery,
      fromPosition: state?.from_position ?? 0,
      head: state && state.events > 0 ? { position: state.position, events: state.events, hash: state.hash } : null,
      lastCheckpoint: last
        ? { position: last.position, events: last.events, hash: last.hash, createdAt: last.created_at }
        : null,
    };
  } finally {
    db.close();
  }
};
