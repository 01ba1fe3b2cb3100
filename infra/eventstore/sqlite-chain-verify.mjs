// `audit -- verify` on the SQLite log's hash chain, read straight from the file (issue 11). Plain JavaScript so that
// it runs in a worker thread (sqlite-chain-verify-worker.mjs) beside the read-model rebuild of the same command.
import Database from 'better-sqlite3';
import { createChainVerifier } from '../../domain/audit/hash-chain.mjs';
import { configure } from './sqlite-append.mjs';

const PAGE = 10_000;
/** A blob reference, as text-blobs.ts writes it into an event's data. */
const BLOB_REF = /\{"\$blob":\{"sha256":"([0-9a-f]{64})","bytes":(\d+)\}\}/g;

/**
 * Verifies the chain of the whole file as one consistent snapshot (one read transaction: the rows, the checkpoints
 * and the head all of one moment, whatever a server appends meanwhile). Rows are read a page at a time and each
 * event's data is hashed as its stored text, never parsed.
 */
export const verifyChainFile = (file) => {
  const db = new Database(file, { fileMustExist: true });
  configure(db);
  try {
    return db
      .transaction(() => {
        const state = db.prepare('SELECT from_position, position, events, hash FROM chain_state WHERE id = 1').get();
        const checkpoints = db.prepare('SELECT position, hash FROM chain_checkpoints ORDER BY position').all();
        const fromPosition = state?.from_position ?? db.prepare('SELECT max(position) AS p FROM events').get()?.p ?? 0;
        const verifier = createChainVerifier({
          fromPosition,
          checkpoints,
          head: state && state.events > 0 ? { position: state.position, hash: state.hash } : null,
        });
        const blobs = new Map();
        const page = db.prepare(
          'SELECT position, id, stream, revision, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?',
        );
        for (let after = 0; ;) {
          const rows = page.all(after, PAGE);
          for (const row of rows) {
            verifier.add({ ...row, dataJson: row.data, metadataJson: row.metadata });
            if (row.data.includes('"$blob"'))
              for (const [, sha256, bytes] of row.data.matchAll(BLOB_REF)) blobs.set(sha256, Number(bytes));
          }
          if (rows.length < PAGE) break;
          after = rows.at(-1).position;
        }
        return {
          ...verifier.finish(),
          fromPosition,
          checkpoints: checkpoints.length,
          lastCheckpoint: checkpoints.at(-1) ?? null,
          blobs: [...blobs].map(([sha256, bytes]) => ({ sha256, bytes })),
        };
      })
      .deferred();
  } finally {
    db.close();
  }
};
