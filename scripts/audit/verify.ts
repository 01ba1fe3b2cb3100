/**
 * `npm run audit -- verify [--json]`: the log's hash chain (every stream's links, the checkpoints and the head, the
 * text blobs) and then every read model rebuilt from the log into a scratch store and compared with the live one.
 * Exits 1 on any difference. See chain-check.ts and read-models-check.ts.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { chainProblems, checkChain, printChain } from './chain-check';
import { checkReadModels, printReadModels, readModelProblems } from './read-models-check';

export const run = async (args: string[]): Promise<number> => {
  let json: boolean;
  try {
    json = parseArgs({ args, options: { json: { type: 'boolean' } } }).values.json === true;
  } catch {
    console.error('usage: npm run audit -- verify [--json]');
    return 2;
  }
  const config = loadConfig();
  // The chain is checked in a worker thread (SQLite) while the read models are rebuilt here.
  const [chain, readModels] = await Promise.all([checkChain(config), checkReadModels(config)]);
  if (!json) printChain(chain);
  const problems = [...chainProblems(chain), ...readModelProblems(readModels)];
  const verified = problems.length === 0;
  if (json) console.log(JSON.stringify({ verified, problems, chain, readModels }, null, 2));
  else {
    printReadModels(readModels);
    for (const problem of readModelProblems(readModels)) console.log(`  ✗ ${problem}`);
    console.log(verified ? 'verified' : `${problems.length} differences`);
  }
  return verified ? 0 : 1;
};
