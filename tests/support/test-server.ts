/**
 * The real server for integration tests: started in this process on a free port with a temporary DATA_DIR, or
 * as a child process (`spawnServer`) when a test needs to kill it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { startServer } from '../../server';

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'quizstream-test-'));

export const startTestServer = async (env: Record<string, string> = {}, dataDir = tempDataDir()) => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Tests answer as soon as a game starts; the start countdown has a test of its own.
    GAME_START_COUNTDOWN_MS: '0',
    // Every test registers its accounts from 127.0.0.1; the per-address limit has a test of its own.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const root = path.resolve(import.meta.dirname, '../..');

/** Starts `server.ts` in a child process and resolves once it answers /api/health. */
export const spawnServer = async (
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) => {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      GAME_START_COUNTDOWN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => output };
};

/** A free TCP port on the loopback interface. */
export const freePort = async () => {
  const { createServer } = await import('node:net');
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
};

/** JSON over HTTP with an optional bearer token; answers status, headers and the parsed body. */
export const http = (baseUrl: string) => {
  const call = async (method: string, url: string, body?: unknown, token?: string, raw?: string) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json };
  };
  return {
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body, token),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, body, token),
    raw: (method: string, url: string, raw: string) => call(method, url, undefined, undefined, raw),
  };
};

let counter = 0;
/** A fresh, valid registration body. */
export const newAccount = (overrides: Partial<{ username: string; email: string; password: string }> = {}) => {
  counter++;
  const tag = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `user${tag}`, email: `user${tag}@example.com`, password: 'correct horse battery', ...overrides };
};
