/**
 * `npm run projections:rebuild` beside a running server on the same DATA_DIR, as documented (README, Rebuilding
 * read models): with the embedded read store each process has read models of its own, so the CLI replays the log
 * into its own memory and there is no lease; the server keeps answering and writing meanwhile, and afterwards every
 * read model of the server equals a clean rebuild from the log. (On MongoDB the CLI is refused while a server
 * holds the projections lease: tests/unit/projection-runner-concurrency.unit.spec.ts.)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { allProjections } from '../../projections/all-projections';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import { openStores } from '../../server';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');

describe('The CLI rebuild beside a running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const register = async (language: string) => {
    const api = http(server.url);
    const account = newAccount();
    const { body } = await api.post('/api/auth/register', account);
    await api.post('/api/auth/login', { email: account.email, password: account.password });
    await api.put('/api/user/language', { language }, body.data.token);
  };

  it('leaves the server answering and every read model equal to a clean rebuild from the log', async () => {
    for (let i = 0; i < 6; i++) await register(i % 2 ? 'tr' : 'de');

    const cli = spawn(process.execPath, ['--import', 'tsx', 'scripts/projections.ts', 'rebuild'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (d) => (output += d));
    cli.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));

    // The server goes on while the CLI replays: writes and reads answer.
    let running = true;
    void exited.then(() => (running = false));
    let writes = 0;
    while (running || writes < 3) {
      await register('en');
      expect((await http(server.url).get('/api/health')).status).toBe(200);
      writes++;
      // A few writes a second are enough; the CLI shares the machine.
      if (running) await sleep(300);
    }
    expect(await exited, output).toBe(0);
    const rebuilt = Number(/users\s+(\d+) documents/.exec(output)?.[1]);
    expect(rebuilt).toBeGreaterThanOrEqual(6);
    expect(rebuilt).toBeLessThanOrEqual(6 + writes);

    // A clean rebuild: a fresh read store fed the same log from 0.
    await server.runner.catchUp();
    const clean = await openStores(loadConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }));
    const runner = createProjectionRunner({ ...clean, projections: allProjections() });
    try {
      await runner.start();
      await runner.catchUp();
      expect(await clean.eventStore.headPosition()).toBe(await server.eventStore.headPosition());
      for (const projection of allProjections()) {
        const sorted = { sort: { _id: 1 as const } };
        const live = await server.readStore.collection(projection.collection).find({}, sorted);
        expect(live, projection.name).toEqual(await clean.readStore.collection(projection.collection).find({}, sorted));
      }
      expect(await server.readStore.collection('users').countDocuments()).toBe(6 + writes);
    } finally {
      await runner.stop();
      await clean.eventStore.close();
      await clean.readStore.close();
    }
  });
});
