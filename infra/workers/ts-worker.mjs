// Starts a worker thread on a TypeScript module: registers tsx's loader in this thread (a worker does not inherit
// the main thread's loader), imports the module named by `workerData.entry`, then tells the pool it is ready (so
// the time it takes to start never counts against a task).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
parentPort?.postMessage({ type: 'ready' });
