/**
 * End-to-end tests in Debian's Chromium against the real server (`server.ts`) on a fixed port with a fresh data
 * folder. The web and admin apps are built first, into the run's own folders that the server serves (WEB_DIST,
 * ADMIN_DIST). Playwright starts the web server before any global setup would run, so the builds happen here, once,
 * in the runner process (the workers inherit the marker variables and skip them).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3311);
const baseURL = `http://127.0.0.1:${port}`;

if (!process.env.QUIZSTREAM_E2E_DATA_DIR) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'quizstream-e2e-'));
  process.env.QUIZSTREAM_E2E_DATA_DIR = path.join(runDir, 'data');
  // A fresh build of the current sources, in this run's own folder: a stale web/dist would test yesterday's
  // interface, and a rebuild of web/dist by someone else mid-run would delete the chunks the browser loads.
  process.env.QUIZSTREAM_E2E_WEB_DIST = path.join(runDir, 'web-dist');
  process.env.QUIZSTREAM_E2E_ADMIN_DIST = path.join(runDir, 'admin-dist');
  execSync(`npx vite build --config web/vite.config.ts --outDir "${process.env.QUIZSTREAM_E2E_WEB_DIST}"`, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  execSync(`npx vite build --config admin/vite.config.ts --outDir "${process.env.QUIZSTREAM_E2E_ADMIN_DIST}"`, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
const dataDir = process.env.QUIZSTREAM_E2E_DATA_DIR;
const webDist = process.env.QUIZSTREAM_E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');
const adminDist = process.env.QUIZSTREAM_E2E_ADMIN_DIST ?? path.join(repoRoot, 'admin/dist');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One output folder per port, so two runs on one machine never clear each other's traces.
  outputDir: `test-results/e2e-${port}`,
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx server.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_DIST: adminDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey registers its accounts from 127.0.0.1; the per-address limit has an integration test.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
  },
});
