/**
 * Preloaded into a benchmarked server process (`node --import ./bench/event-loop-probe.mjs server.ts`): measures the
 * event loop's delay and, on SIGUSR2, prints one line `event-loop-delay {"p50":…,"p99":…,"max":…,"samples":…}` (ms)
 * on stderr for the time since the previous signal (or start), then starts a new window. Bench-only: the product
 * never loads it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

process.on('SIGUSR2', () => {
  const window = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    samples: histogram.count,
  };
  histogram.reset();
  process.stderr.write(`event-loop-delay ${JSON.stringify(window)}\n`);
});
