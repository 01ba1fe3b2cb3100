/**
 * Work done after the answer has gone out (password-reset mail): a few tasks at a time, a bounded queue, failures
 * logged, never thrown at the caller. `idle()` resolves once nothing is queued or running (shutdown, tests).
 */
export interface BackgroundWork {
  /** Queues a task; false when the queue is full and the task was dropped (and logged). */
  run: (name: string, task: () => Promise<unknown>) => boolean;
  idle: () => Promise<void>;
}

export const createBackgroundWork = (
  log: (obj: object, msg: string) => void,
  { concurrency = 2, maxQueued = 1000 } = {},
): BackgroundWork => {
  const queue: { name: string; task: () => Promise<unknown> }[] = [];
  let running = 0;
  let waiters: (() => void)[] = [];

  const settleIfIdle = () => {
    if (running > 0 || queue.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const { name, task } = queue.shift()!;
      running++;
      void Promise.resolve()
        .then(task)
        .catch((error: unknown) => log({ err: error, task: name }, 'background task failed'))
        .finally(() => {
          running--;
          pump();
          settleIfIdle();
        });
    }
  };

  return {
    run: (name, task) => {
      if (queue.length >= maxQueued) {
        log({ task: name, queued: queue.length }, 'background queue full: task dropped');
        return false;
      }
      queue.push({ name, task });
      pump();
      return true;
    },
    idle: () =>
      running === 0 && queue.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
};
