// Runs verifyChainFile in a worker thread: the chain is checked on one core while the read models are rebuilt on
// the other.
import { parentPort, workerData } from 'node:worker_threads';
import { verifyChainFile } from './sqlite-chain-verify.mjs';

try {
  parentPort.postMessage({ report: verifyChainFile(workerData.file) });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
}
