/**
 * `npm run audit -- seal [--json]`: takes the events written before the hash chain existed into it (SQLite event
 * store; one-off and idempotent). Refused, with the reasons, when the log does not verify as it stands.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { sealSqliteChain } from '../../infra/eventstore/sqlite-chain';
import { sqliteFileOf } from './chain-check';

const count = (n: number) => n.toLocaleString('en');

export const run = async (args: string[]): Promise<number> => {
  let json: boolean;
  try {
    json = parseArgs({ args, options: { json: { type: 'boolean' } } }).values.json === true;
  } catch {
    console.error('usage: npm run audit -- seal [--json]');
    return 2;
  }
  const config = loadConfig();
  if (config.eventStore.kind !== 'sqlite') {
    console.error('seal applies to the SQLite event store: an EventStoreDB log is append-only and is not rewritten');
    return 2;
  }
  const file = sqliteFileOf(config);
  if (!existsSync(file)) {
    console.error(`no event log at ${file}`);
    return 2;
  }
  const started = performance.now();
  const result = sealSqliteChain(file, config.eventStore.checkpointEvery);
  const ms = Math.round(performance.now() - started);
  if (json) console.log(JSON.stringify({ file, ms, ...result }, null, 2));
  else if (result.refused) {
    console.log(`Not sealed: the log at ${file} does not verify as it stands (seal never re-chains a changed event)`);
    for (const finding of result.refused) console.log(`  ✗ ${finding.message}`);
  } else if (result.alreadySealed)
    console.log(`Already sealed: all ${count(result.events)} events of ${file} are in the chain; nothing changed`);
  else {
    console.log(`Sealed ${file} in ${count(ms)} ms:`);
    console.log(`  ${count(result.sealed)} events from before the chain now carry their link`);
    console.log(`  ${count(result.relinked)} later events of the same streams were linked to them anew`);
    console.log(`  ${count(result.events)} events in ${count(result.streams)} streams folded from position 1;`);
    console.log(`  ${count(result.checkpoints)} checkpoints written; head ${result.head}`);
  }
  return result.refused ? 1 : 0;
};
