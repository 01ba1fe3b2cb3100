/**
 * `npm run bench:audit`: `audit -- verify` over a log of BENCH_EVENTS (default 1,000,000) events, through the same
 * code the command runs (scripts/audit/chain-check.ts and read-models-check.ts) on a temp DATA_DIR with no server:
 * the hash chain checked from the file, then every read model rebuilt from the log into a scratch store and digested.
 * Also `audit -- seal` of the same log with its chain stripped. Prints numbers, asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../config';
import { openSqliteEventStore } from '../infra/eventstore/sqlite-event-store';
import { sealSqliteChain } from '../infra/eventstore/sqlite-chain';
import { checkChain } from '../scripts/audit/chain-check';
import { checkReadModels } from '../scripts/audit/read-models-check';
import { writeAccountLog } from './replay';

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quizstream-bench-audit-'));
  try {
    const target = Number(process.env.BENCH_EVENTS ?? 1_000_000);
    const file = join(dir, 'events.sqlite');
    const store = openSqliteEventStore(file);
    const log = await writeAccountLog(store, target);
    await store.close();
    console.log(
      `log: wrote ${fixed(log.events)} chained account events (${fixed(log.users)} streams) in ${fixed(log.seconds, 1)} s`,
    );

    const config = loadConfig({ DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' });
    // As the command runs them: the chain in a worker thread beside the read-model rebuild.
    const started = performance.now();
    const [chain, readModels] = await Promise.all([checkChain(config), checkReadModels(config)]);
    const totalSeconds = (performance.now() - started) / 1000;
    console.log(
      `verify chain: ${fixed(chain.events)} events, ${fixed(chain.checkpoints)} checkpoints, ${chain.findings.length} findings in ${fixed(chain.ms / 1000, 1)} s (${fixed(chain.events / (chain.ms / 1000))} events/s, worker thread)`,
    );
    console.log(
      `verify read models: ${readModels.models.length} rebuilt to position ${fixed(readModels.position)} and digested in ${fixed(readModels.rebuildMs / 1000, 1)} s (${fixed(chain.events / (readModels.rebuildMs / 1000))} events/s)`,
    );
    console.log(`audit -- verify in all: ${fixed(totalSeconds, 1)} s for ${fixed(chain.events)} events`);

    // The same log as if written before the chain existed, then sealed.
    const db = new Database(file);
    db.prepare("UPDATE events SET metadata = json_remove(metadata, '$.chain')").run();
    db.prepare('DROP TABLE chain_state').run();
    db.prepare('DROP TABLE chain_checkpoints').run();
    db.close();
    const sealStarted = performance.now();
    const sealed = sealSqliteChain(file, config.eventStore.checkpointEvery);
    const sealSeconds = (performance.now() - sealStarted) / 1000;
    console.log(
      `seal: ${fixed(sealed.sealed)} events taken into the chain in ${fixed(sealSeconds, 1)} s (${fixed(sealed.sealed / sealSeconds)} events/s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
