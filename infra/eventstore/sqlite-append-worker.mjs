// The append worker thread of the SQLite event store: it owns the write connection, so a commit's fsync never
// blocks the server's event loop, and it commits every append that queued up meanwhile in one transaction.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { configure, createAppender } from './sqlite-append.mjs';

const db = new Database(workerData.file);
configure(db);
const { appendMany, takeCheckpoints } = createAppender(db, { checkpointEvery: workerData.checkpointEvery });

const close = () => {
  db.close();
  parentPort.postMessage({ type: 'closed' });
};

parentPort.on('message', (first) => {
  if (first.type === 'close') return close();
  const batch = [first];
  let closing = false;
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) {
    if (next.message.type === 'close') {
      closing = true;
      break;
    }
    batch.push(next.message);
  }
  const outcomes = appendMany(batch);
  parentPort.postMessage({
    type: 'outcomes',
    outcomes: batch.map((request, i) => ({ id: request.id, ...outcomes[i] })),
    checkpoints: takeCheckpoints(),
  });
  if (closing) close();
});
