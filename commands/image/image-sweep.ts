/**
 * The periodic clean-up of question images no quiz uses: runs `sweep` every `intervalMs` (never two at once) and
 * logs what it removed. `stop` waits for a sweep under way, so the stores can close after it.
 */
export const startImageSweep = ({
  sweep,
  intervalMs,
  graceMs,
  log,
}: {
  sweep: (graceMs: number) => Promise<{ removed: number }>;
  intervalMs: number;
  graceMs: number;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) => {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sweep(graceMs)
      .then(
        ({ removed }) => {
          if (removed > 0) log.info({ removed }, 'removed question images no quiz uses');
        },
        (err: unknown) => log.error({ err }, 'image clean-up failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
