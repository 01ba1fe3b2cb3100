/**
 * Sign-in burst: `npm run bench:login`. Starts the real server on a temporary DATA_DIR, then sends bursts of
 * concurrent sign-ins and prints answers per second, latency percentiles, how many were turned away with 429, and
 * the event loop's delay meanwhile (argon2 runs on the thread pool, so the loop should stay responsive).
 * Prints figures; asserts nothing.
 */
import { rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { tempDataDir } from '../tests/support/test-server';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const main = async () => {
  const dataDir = tempDataDir();
  const startedAt = performance.now();
  const server = await startServer(
    // Sign-in points are taken before the password check: lift the throttle, so the burst measures the hashing.
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      LOGIN_MAX_FAILURES: '1000000',
      LOGIN_ACCOUNT_FAILURES_PER_HOUR: '1000000',
    }),
  );
  console.log(`server start-up (empty log): ${Math.round(performance.now() - startedAt)} ms`);
  const account = { username: 'bench', email: 'bench@example.com', password: 'correct horse battery' };
  await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });

  console.log('burst   answered/s   p50 ms   p99 ms   ok   429   loop delay p99 ms   loop delay max ms');
  for (const burst of [50, 200, 400]) {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: burst }, async () => {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const ok = results.filter((r) => r.status === 200).length;
    const busy = results.filter((r) => r.status === 429).length;
    console.log(
      [
        String(burst).padStart(5),
        Math.round(burst / seconds)
          .toString()
          .padStart(12),
        percentile(latencies, 0.5).toFixed(0).padStart(8),
        percentile(latencies, 0.99).toFixed(0).padStart(8),
        String(ok).padStart(4),
        String(busy).padStart(5),
        (loop.percentile(99) / 1e6).toFixed(1).padStart(19),
        (loop.max / 1e6).toFixed(1).padStart(19),
      ].join(''),
    );
  }
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
