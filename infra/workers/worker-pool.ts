/**
 * A small pool of worker threads for CPU work that grows with its input, with a bounded queue: at most `size`
 * tasks run at once (one per thread), at most `maxQueue` wait, and past that `run` refuses at once with the
 * `busy` error instead of queueing without bound. Threads start on demand, are released to the process while idle
 * (they never keep it alive) and end after `idleMs` without work. A thread that crashes fails its task only.
 *
 * Protocol: the pool posts `{ id, op, payload }`; the thread answers `{ id, type: 'event', event }` any number of
 * times, then `{ id, type: 'done', result }` or `{ id, type: 'error', error }`; `{ id, type: 'abort' }` asks it to
 * stop a task. A task given `timeoutMs` that runs longer ends its thread (a new one starts for the next task).
 */
import { Worker } from 'node:worker_threads';

export type WorkerReply =
  | { id: number; type: 'event'; event: unknown }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'error'; error: SerialisedError };

export interface SerialisedError {
  name: string;
  message: string;
  kind?: string;
  code?: string;
  details?: unknown;
  params?: Record<string, string | number>;
}

export interface WorkerPoolOptions {
  /** The worker's TypeScript module (started through ts-worker.mjs). */
  entry: URL;
  size: number;
  maxQueue: number;
  /** The error `run` throws when the queue is full. */
  busy: () => Error;
  /** Rebuilds an error a thread reported. */
  revive: (error: SerialisedError) => Error;
  idleMs?: number;
}

interface Task {
  id: number;
  op: string;
  payload: unknown;
  onEvent?: (event: unknown) => void;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  transfer?: ArrayBuffer[];
  timeout?: { ms: number; error: () => Error };
}

interface Thread {
  worker: Worker;
  /** Its module is loaded: it may take tasks. */
  ready: boolean;
  task: Task | null;
  idleTimer: NodeJS.Timeout | null;
  taskTimer: NodeJS.Timeout | null;
}

const BOOTSTRAP = new URL('./ts-worker.mjs', import.meta.url);

export const createWorkerPool = ({ entry, size, maxQueue, busy, revive, idleMs = 60_000 }: WorkerPoolOptions) => {
  const threads = new Set<Thread>();
  const queue: Task[] = [];
  let nextId = 0;
  let closed = false;

  const stop = (thread: Thread) => {
    threads.delete(thread);
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    void thread.worker.terminate();
  };

  const settle = (thread: Thread, finish: (task: Task) => void) => {
    const { task } = thread;
    if (!task) return;
    thread.task = null;
    if (thread.taskTimer) clearTimeout(thread.taskTimer);
    thread.taskTimer = null;
    finish(task);
    schedule();
  };

  const spawn = (): Thread => {
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: entry.href } });
    const thread: Thread = { worker, ready: false, task: null, idleTimer: null, taskTimer: null };
    worker.on('message', (reply: WorkerReply | { type: 'ready' }) => {
      if (reply.type === 'ready') {
        thread.ready = true;
        return schedule();
      }
      if (!thread.task || reply.id !== thread.task.id) return;
      if (reply.type === 'event') return thread.task.onEvent?.(reply.event);
      if (reply.type === 'done') settle(thread, (task) => task.resolve(reply.result));
      else settle(thread, (task) => task.reject(revive(reply.error)));
    });
    const fail = (error: Error) => {
      threads.delete(thread);
      // A thread that cannot even start fails what waits for it, rather than being started again and again.
      if (!thread.ready) for (const task of queue.splice(0)) task.reject(error);
      settle(thread, (task) => task.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited with code ${code}`)));
    threads.add(thread);
    return thread;
  };

  const idle = (thread: Thread) => {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => stop(thread), idleMs);
    thread.idleTimer.unref();
  };

  const start = (thread: Thread, task: Task) => {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.task = task;
    thread.worker.ref();
    thread.worker.postMessage({ id: task.id, op: task.op, payload: task.payload }, task.transfer ?? []);
    const { timeout } = task;
    if (timeout)
      thread.taskTimer = setTimeout(() => {
        threads.delete(thread);
        settle(thread, (t) => t.reject(timeout.error()));
        void thread.worker.terminate();
      }, timeout.ms);
  };

  function schedule() {
    for (;;) {
      const task = queue[0];
      if (!task) break;
      const free = [...threads].find((t) => t.ready && t.task === null);
      if (!free) {
        const starting = [...threads].filter((t) => !t.ready).length;
        for (let more = Math.min(size - threads.size, queue.length - starting); more > 0; more--) spawn();
        break;
      }
      queue.shift();
      start(free, task);
    }
    for (const thread of threads) if (thread.ready && thread.task === null && thread.idleTimer === null) idle(thread);
  }

  return {
    /** Runs `op` on a thread; `onEvent` hears what the thread reports meanwhile. */
    run: <Result>(
      op: string,
      payload: unknown,
      options: {
        onEvent?: (event: unknown) => void;
        signal?: AbortSignal;
        /** Buffers moved to the thread instead of copied. */
        transfer?: ArrayBuffer[];
        /** Past `ms` the thread is ended and the task fails with `error()`. */
        timeout?: { ms: number; error: () => Error };
      } = {},
    ): Promise<Result> => {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      const running = [...threads].filter((t) => t.task !== null).length;
      if (running + queue.length >= size + maxQueue) return Promise.reject(busy());
      return new Promise<Result>((resolve, reject) => {
        const task: Task = {
          id: nextId++,
          op,
          payload,
          onEvent: options.onEvent,
          resolve: resolve as (result: unknown) => void,
          reject,
          signal: options.signal,
          transfer: options.transfer,
          timeout: options.timeout,
        };
        options.signal?.addEventListener(
          'abort',
          () => {
            const index = queue.indexOf(task);
            if (index >= 0) queue.splice(index, 1);
            for (const thread of threads)
              if (thread.task === task) thread.worker.postMessage({ id: task.id, type: 'abort' });
            reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error('aborted'));
          },
          { once: true },
        );
        queue.push(task);
        schedule();
      });
    },
    /** Tasks running and waiting now. */
    load: () => ({ running: [...threads].filter((t) => t.task !== null).length, queued: queue.length }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the worker pool is closed'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
      threads.clear();
    },
  };
};

export type WorkerPool = ReturnType<typeof createWorkerPool>;

/** What a thread sends back for an error: enough to rebuild a domain error with its code and params. */
export const serialiseError = (error: unknown): SerialisedError => {
  const e = error as Partial<SerialisedError> & { name?: string; message?: string };
  return {
    name: String(e?.name ?? 'Error'),
    message: String(e?.message ?? error),
    ...(typeof e?.kind === 'string' ? { kind: e.kind } : {}),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(e?.details !== undefined ? { details: e.details } : {}),
    ...(e?.params ? { params: e.params } : {}),
  };
};
