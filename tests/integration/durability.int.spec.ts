import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { freePort, http, newAccount, spawnServer, startTestServer, tempDataDir } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');

describe('A server killed with SIGKILL', () => {
  it('keeps every registration: the user signs in after a restart on the same DATA_DIR', async () => {
    const dataDir = tempDataDir();
    try {
      const port = await freePort();
      const first = await spawnServer(dataDir, port);
      const account = newAccount();
      const registered = await http(first.url).post('/api/auth/register', account);
      expect(registered.status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await spawnServer(dataDir, port);
      const login = await http(second.url).post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      expect(login.body.data.user.username).toBe(account.username);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Configuration', () => {
  it('refuses an invalid value with a clear message and exit code 1', () => {
    const dataDir = tempDataDir();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty', EVENT_STORE: 'postgres' },
      encoding: 'utf8',
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('EVENT_STORE');
  });
});

describe('Rebuilding the read models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const snapshot = async () => {
    const names = ['users', 'sign_ins', 'dashboard_stats'];
    return Object.fromEntries(
      await Promise.all(
        names.map(async (n) => [n, await server.readStore.collection(n).find({}, { sort: { _id: 1 } })]),
      ),
    );
  };

  it('leaves every read model equal to what it was', async () => {
    const api = http(server.url);
    for (let i = 0; i < 5; i++) {
      const account = newAccount();
      const { body } = await api.post('/api/auth/register', account);
      await api.post('/api/auth/login', { email: account.email, password: account.password });
      await api.put('/api/user/language', { language: i % 2 ? 'tr' : 'de' }, body.data.token);
    }
    const before = await snapshot();
    expect(before.users).toHaveLength(5);
    const report = await server.runner.rebuild();
    expect(report.events).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('the CLI rebuilds from the same log and prints counts and time', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/projections.ts', 'rebuild'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/users\s+5 documents/);
    expect(result.stdout).toMatch(/replayed \d+ events in \d+ ms/);
  });
});

describe('The socket gateway', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const connect = (auth: Record<string, unknown>) =>
    new Promise<string>((resolve) => {
      const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
    });

  it('accepts a player without a token and a user with a valid one, and refuses a bad token', async () => {
    const { body } = await http(server.url).post('/api/auth/register', newAccount());
    expect(await connect({})).toBe('connected');
    expect(await connect({ token: body.data.token })).toBe('connected');
    expect(await connect({ token: 'forged.token.value' })).toBe('Authentication error');
  });
});
