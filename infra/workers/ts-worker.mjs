// Starts a worker thread on a TypeScript module: registers tsx's loader in this thread (a worker does not inherit
// the main thread's loader), then imports the module named by `workerData.entry`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
