/**
 * The tamper-evident log (issue 11) against the real server and the real command line: events appended through the
 * server, the server stopped, then the SQLite file edited directly (better-sqlite3, the store's own library): a
 * changed event, an event removed from the middle of a stream and two events swapped are each named by stream and
 * revision by `audit -- verify`; a clean log verifies; a log written without chain metadata verifies once sealed.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { freePort, http, newAccount, spawnServer, startTestServer, tempDataDir } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');
const CHECKPOINT_EVERY = '4';
let pristine: string;
let quizStream: string;
const copies: string[] = [];

const quiz = (title: string) => ({
  title,
  description: 'Planets and moons',
  questions: [
    { text: 'Which planet is red?', options: ['Venus', 'Mars', 'Jupiter'], correctAnswer: 1, difficulty: 'easy' },
  ],
  settings: { timeLimit: 20, showCorrectAnswer: true, randomizeOrder: false },
  tags: ['science'],
});

/** Appends through the real server: a user, a quiz saved four times (revisions 0-3), another user. */
const writeThroughServer = async (dataDir: string, quizId?: string) => {
  const server = await startTestServer({ AUDIT_CHECKPOINT_EVERY: CHECKPOINT_EVERY }, dataDir);
  const api = http(server.url);
  const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
  let id = quizId;
  if (!id) {
    const created = await api.post('/api/quizzes', quiz('Solar system'), token);
    expect(created.status).toBe(201);
    id = created.body.data.quiz.id as string;
    for (const title of ['Solar system 2', 'Solar system 3', 'Solar system 4'])
      expect((await api.put(`/api/quizzes/${id}`, quiz(title), token)).status).toBe(200);
  }
  expect((await api.post('/api/auth/register', newAccount())).status).toBe(201);
  await server.stop({ keepData: true });
  return id;
};

/** A copy of the pristine data folder, to edit. */
const copy = () => {
  const dir = tempDataDir();
  cpSync(pristine, dir, { recursive: true });
  copies.push(dir);
  return dir;
};

const audit = (dataDir: string, ...args: string[]) => auditOn(dataDir, '0', ...args);

/** The CLI with the PORT of a server running on the same data folder (it asks that server for its read models). */
const auditOn = (dataDir: string, port: string, ...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PORT: port,
        AUDIT_CHECKPOINT_EVERY: CHECKPOINT_EVERY,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

const edit = (dataDir: string, change: (db: Database.Database) => void) => {
  const db = new Database(path.join(dataDir, 'events.sqlite'));
  try {
    change(db);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  pristine = tempDataDir();
  const quizId = await writeThroughServer(pristine);
  quizStream = `quiz-${quizId}`;
}, 60_000);
afterAll(() => {
  for (const dir of [pristine, ...copies]) rmSync(dir, { recursive: true, force: true });
});

describe('audit -- verify on the hash chain', () => {
  it('verifies a log as the server appended it, with its checkpoints', async () => {
    const { code, stdout } = await audit(copy(), 'verify', '--json');
    const report = JSON.parse(stdout);
    expect(report.verified).toBe(true);
    expect(report.chain).toMatchObject({ unsealed: 0, findings: [] });
    expect(report.chain.events).toBeGreaterThanOrEqual(8);
    expect(report.chain.chained).toBe(report.chain.events);
    expect(report.chain.checkpoints).toBe(Math.floor(report.chain.events / Number(CHECKPOINT_EVERY)));
    expect(code).toBe(0);
  }, 60_000);

  it('names the stream and revision of an event whose data was changed', async () => {
    const dir = copy();
    edit(dir, (db) =>
      db
        .prepare("UPDATE events SET data = json_set(data, '$.title', 'Forged') WHERE stream = ? AND revision = 2")
        .run(quizStream),
    );
    const { code, stdout } = await audit(dir, 'verify');
    expect(stdout).toContain(
      `✗ ${quizStream} revision 2 (QuizUpdated) does not match its hash: its content was changed`,
    );
    expect(stdout).not.toContain('revision 1 ');
    expect(stdout.trim().endsWith('1 differences')).toBe(true);
    expect(code).toBe(1);
  }, 60_000);

  it('names the revision removed from the middle of a stream', async () => {
    const dir = copy();
    edit(dir, (db) => db.prepare('DELETE FROM events WHERE stream = ? AND revision = 1').run(quizStream));
    const { code, stdout } = await audit(dir, 'verify');
    expect(stdout).toContain(`✗ ${quizStream} revision 1 is missing (removed from the middle of the stream)`);
    expect(code).toBe(1);
  }, 60_000);

  it('names both revisions of two events swapped in the stream', async () => {
    const dir = copy();
    edit(dir, (db) => {
      const rows = db
        .prepare(
          'SELECT position, type, data, metadata FROM events WHERE stream = ? AND revision IN (1, 2) ORDER BY revision',
        )
        .all(quizStream) as { position: number; type: string; data: string; metadata: string }[];
      const swap = db.prepare('UPDATE events SET type = ?, data = ?, metadata = ? WHERE position = ?');
      swap.run(rows[1]!.type, rows[1]!.data, rows[1]!.metadata, rows[0]!.position);
      swap.run(rows[0]!.type, rows[0]!.data, rows[0]!.metadata, rows[1]!.position);
    });
    const { code, stdout } = await audit(dir, 'verify');
    expect(stdout).toContain(`✗ ${quizStream} revision 1 is not chained to revision 0`);
    expect(stdout).toContain(`✗ ${quizStream} revision 2 is not chained to revision 1`);
    expect(code).toBe(1);
  }, 60_000);
});

describe('Checkpoints', () => {
  it('are printed in the server log as they are made, with the hash the log keeps', async () => {
    const dir = tempDataDir();
    copies.push(dir);
    const server = await spawnServer(dir, await freePort(), { LOG_LEVEL: 'info', AUDIT_CHECKPOINT_EVERY: '2' });
    try {
      const api = http(server.url);
      expect((await api.post('/api/auth/register', newAccount())).status).toBe(201);
      expect((await api.post('/api/auth/register', newAccount())).status).toBe(201);
      await expect.poll(() => server.output().includes('event log checkpoint'), { timeout: 10_000 }).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('event log checkpoint'))
      .map((line) => JSON.parse(line).chainCheckpoint as { position: number; hash: string });
    const db = new Database(path.join(dir, 'events.sqlite'), { readonly: true });
    const stored = db.prepare('SELECT position, hash FROM chain_checkpoints ORDER BY position').all();
    db.close();
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.map(({ position, hash }) => ({ position, hash }))).toEqual(stored);
  }, 60_000);
});

describe('audit -- verify on the read models', () => {
  it('compares every live read model of a running server with its rebuild from the log, and names the one that differs', async () => {
    const dir = copy();
    const server = await startTestServer({ AUDIT_CHECKPOINT_EVERY: CHECKPOINT_EVERY }, dir);
    try {
      const port = new URL(server.url).port;
      const clean = await auditOn(dir, port, 'verify', '--json');
      const report = JSON.parse(clean.stdout);
      expect(report.readModels.compared).toBe(true);
      expect(report.readModels.live).toContain(`http://127.0.0.1:${port}/api/health/read-models`);
      const quizzes = report.readModels.models.find((m: { name: string }) => m.name === 'quizzes');
      expect(quizzes).toMatchObject({ equal: true, live: { documents: 1 }, rebuilt: { documents: 1 } });
      expect(report.readModels.models.every((m: { equal: boolean }) => m.equal)).toBe(true);
      expect(report).toMatchObject({ verified: true, problems: [] });
      expect(clean.code).toBe(0);

      // The log changed under the running server: its read model still says what the log said.
      edit(dir, (db) =>
        db
          .prepare("UPDATE events SET data = json_set(data, '$.title', 'Forged') WHERE stream = ? AND revision = 3")
          .run(quizStream),
      );
      const forged = await auditOn(dir, port, 'verify');
      expect(forged.stdout).toMatch(/quizzes .* ✗ DIFFERENT/);
      expect(forged.stdout).toContain(
        '✗ read model quizzes: live 1 documents, rebuilt from the log 1 (same count, different content)',
      );
      expect(forged.stdout).toContain(`✗ ${quizStream} revision 3 (QuizUpdated) does not match its hash`);
      expect(forged.stdout).not.toMatch(/users .* ✗ DIFFERENT/);
      expect(forged.code).toBe(1);
    } finally {
      await server.stop({ keepData: true });
    }
  }, 120_000);

  it('answers the digests to a direct call on its machine only, and to admins', async () => {
    const dir = copy();
    const server = await startTestServer({}, dir);
    try {
      const proxied = await fetch(`${server.url}/api/health/read-models`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.status).toBe(404);
      const local = await fetch(`${server.url}/api/health/read-models`);
      expect(((await local.json()) as any).data).toMatchObject({ stable: true, firstEventId: expect.any(String) });
      expect((await fetch(`${server.url}/api/admin/audit/read-models`)).status).toBe(401);
      expect((await fetch(`${server.url}/api/admin/audit/chain`)).status).toBe(401);

      const [admin, support] = await Promise.all([
        createAdmin(server, { role: 'admin' }),
        createAdmin(server, { role: 'support' }),
      ]);
      const api = http(server.url);
      const chain = await api.get('/api/admin/audit/chain', admin.token);
      expect(chain.status).toBe(200);
      const { head, lastCheckpoint } = chain.body.data;
      expect(chain.body.data).toMatchObject({
        store: 'sqlite',
        available: true,
        checkpointEvery: 1000,
        fromPosition: 0,
      });
      expect(head).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(head.position).toBe(head.events);
      // The log was written with a checkpoint every 4 events; this server makes one every 1,000.
      expect(lastCheckpoint).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(lastCheckpoint.events % Number(CHECKPOINT_EVERY)).toBe(0);
      expect((await api.get('/api/admin/audit/read-models', admin.token)).body.data.models.length).toBeGreaterThan(5);
      expect((await api.get('/api/admin/audit/chain', support.token)).status).toBe(403);
    } finally {
      await server.stop({ keepData: true });
    }
  }, 60_000);
});

describe('audit -- seal', () => {
  it('takes a log written without chain metadata into the chain, once, and it then verifies', async () => {
    const dir = copy();
    // The log as it was before the chain existed.
    edit(dir, (db) => {
      db.prepare("UPDATE events SET metadata = json_remove(metadata, '$.chain')").run();
      db.prepare('DROP TABLE chain_state').run();
      db.prepare('DROP TABLE chain_checkpoints').run();
    });
    // The upgraded server appends chained events after the old ones, one of them to a stream begun before.
    await writeThroughServer(dir, quizStream.slice('quiz-'.length));
    const store = openSqliteEventStore(path.join(dir, 'events.sqlite'));
    const note = { id: randomUUID(), type: 'AuditNote', data: { note: 'after the upgrade' } };
    await store.append(
      quizStream,
      [{ ...note, metadata: { actor: null, correlationId: note.id, causationId: null, at: new Date().toISOString() } }],
      3,
    );
    await store.close();

    const before = await audit(dir, 'verify');
    expect(before.stdout).toMatch(/✗ [\d,]+ events predate the chain: run npm run audit -- seal/);
    expect(before.code).toBe(1);

    const sealed = await audit(dir, 'seal', '--json');
    const result = JSON.parse(sealed.stdout);
    expect(result).toMatchObject({ alreadySealed: false, refused: null, relinked: 1 });
    expect(result.sealed).toBeGreaterThanOrEqual(8);
    expect(sealed.code).toBe(0);

    const after = await audit(dir, 'verify', '--json');
    expect(JSON.parse(after.stdout)).toMatchObject({ verified: true, chain: { unsealed: 0, findings: [] } });
    expect(after.code).toBe(0);

    const again = await audit(dir, 'seal');
    expect(again.stdout).toContain('Already sealed');
    expect(again.code).toBe(0);
  }, 120_000);

  it('refuses to seal over a changed event', async () => {
    const dir = copy();
    edit(dir, (db) =>
      db
        .prepare("UPDATE events SET data = json_set(data, '$.title', 'Forged') WHERE stream = ? AND revision = 3")
        .run(quizStream),
    );
    const { code, stdout } = await audit(dir, 'seal');
    expect(stdout).toContain('Not sealed');
    expect(stdout).toContain(`${quizStream} revision 3 (QuizUpdated) does not match its hash`);
    expect(code).toBe(1);
  }, 60_000);
});
