/**
 * Audit replays (issue 11) against the real server and the real command line: a played game verifies; the same
 * game with one AnswerSubmitted's points changed in the SQLite file is reported with the exact difference; a
 * billing history with an out-of-order webhook and a refund replays to the right access periods.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAdmin } from '../support/admin';
import { createAdmin } from '../support/admin';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import {
  DAY,
  isoIn,
  notification,
  paddleAdjustment,
  paddleSubscription,
  paddleTransaction,
  postWebhook,
  secretOf,
  sign,
} from '../support/paddle-webhooks';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');
let server: TestServer;
let admin: TestAdmin;
let support: TestAdmin;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer({ GAME_JOINS_PER_MINUTE: '1000', GAME_JOINS_PER_PIN_PER_MINUTE: '1000' });
  api = http(server.url);
  [admin, support] = await Promise.all([
    createAdmin(server, { role: 'admin' }),
    createAdmin(server, { role: 'support' }),
  ]);
});
afterAll(() => server.stop());

/** `npm run audit -- <args>` on the server's data folder (the server keeps running: two processes, one WAL file). */
const audit = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

/** A finished 2-question game of three players; player i answers question q with option (i + q) % 4. */
const playAGame = async () => {
  const { token, gameId, pin } = await hostAGame(server.url, { questions: 2 });
  const host = await connect(server.url, token);
  await host.emit('host_game', { gameId });
  const players: { participantId: string; name: string; socket: Recorder }[] = [];
  for (const name of ['Ann', 'Bob', 'Cem']) {
    const joined = await joinAsPlayer(server.url, pin, name);
    const socket = await connect(server.url);
    expect((await socket.emit('join_game', { gameId, participantId: joined.participantId })).success).toBe(true);
    players.push({ participantId: joined.participantId, name, socket });
  }
  expect((await host.emit('start_game', { gameId })).success).toBe(true);
  for (let q = 0; q < 2; q++) {
    await Promise.all(players.map((p) => p.socket.next('question_changed', (e) => e.questionIndex === q)));
    for (const [i, p] of players.entries()) {
      const payload = { gameId, participantId: p.participantId, questionIndex: q, answer: (i + q) % 4 };
      expect((await p.socket.emit('submit_answer', { ...payload, requestId: requestId() })).success).toBe(true);
    }
    expect((await host.emit('reveal_answer', { gameId })).success).toBe(true);
    if (q === 0) expect((await host.emit('next_question', { gameId, questionIndex: 1 })).success).toBe(true);
  }
  expect((await host.emit('end_game', { gameId })).success).toBe(true);
  await Promise.all(players.map((p) => p.socket.next('game_ended')));
  [host, ...players.map((p) => p.socket)].forEach((s) => s.close());
  return { gameId, pin };
};

describe('A played game', () => {
  let game: { gameId: string; pin: string };
  beforeAll(async () => {
    game = await playAGame();
  }, 60_000);

  it('verifies through the admin API, by id and by PIN, with its timeline and a leaderboard per question', async () => {
    const res = await api.get(`/api/admin/audit/games/${game.gameId}`, admin.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ gameId: game.gameId, pin: game.pin, status: 'ended', verified: true, differences: [] });
    expect(data.timeline.filter((e: { type: string }) => e.type === 'AnswerSubmitted')).toHaveLength(6);
    expect(data.timeline[0]).toMatchObject({ type: 'GameCreated', revision: 0 });
    expect(data.leaderboards.map((l: { questionIndex: number }) => l.questionIndex)).toEqual([0, 1]);
    expect(data.standings).toHaveLength(3);
    const byPin = await api.get(`/api/admin/audit/games/${game.pin}`, admin.token);
    expect(byPin.body.data.gameId).toBe(game.gameId);
  });

  it('verifies on the command line, the read models rebuilt from the log in that process', async () => {
    const { code, stdout } = await audit('game', game.gameId);
    expect(stdout).toContain('rebuilt from the event log in this process');
    expect(stdout).toContain('leaderboard after q2');
    expect(stdout.trim().endsWith('verified')).toBe(true);
    expect(code).toBe(0);
  }, 60_000);

  it('answers 404 for an unknown or malformed id, and 403 below the admin role', async () => {
    for (const ref of ['0f0e0d0c-0b0a-4908-8706-050403020100', 'not-a-game', '999999']) {
      const res = await api.get(`/api/admin/audit/games/${ref}`, admin.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'game.notFound', error: 'Game not found' });
    }
    const denied = await api.get(`/api/admin/audit/games/${game.gameId}`, support.token);
    expect(denied.status).toBe(403);
    expect((await api.get(`/api/admin/audit/games/${game.gameId}`)).status).toBe(401);
  });

  describe('with one answer given other points in the SQLite file', () => {
    let revision: number;
    let honest: number;
    let name: string;
    beforeAll(async () => {
      const events = await server.eventStore.read(`game-${game.gameId}`);
      const names = new Map(
        events
          .filter((e) => e.type === 'ParticipantJoined')
          .map((e) => {
            const d = e.data as { participantId: string; name: string };
            return [d.participantId, d.name];
          }),
      );
      const answer = events.findLast(
        (e) => e.type === 'AnswerSubmitted' && (e.data as { correct: boolean }).correct,
      )!;
      const data = answer.data as { points: number; participantId: string };
      revision = answer.revision;
      honest = data.points;
      name = names.get(data.participantId)!;
      const db = new Database(path.join(server.dataDir, 'events.sqlite'));
      db.prepare(`UPDATE events SET data = json_set(data, '$.points', 5000) WHERE stream = ? AND revision = ?`).run(
        `game-${game.gameId}`,
        revision,
      );
      db.close();
    });

    it('is reported by the admin API with the exact difference (the live read model still holds the true points)', async () => {
      const res = await api.get(`/api/admin/audit/games/${game.gameId}`, admin.token);
      expect(res.body.data.verified).toBe(false);
      expect(res.body.data.differences).toEqual([
        { source: 'event', revision, path: `answers[${name}][q2].points`, expected: honest, actual: 5000 },
      ]);
    });

    it('is reported by the command line, which exits non-zero', async () => {
      const { code, stdout } = await audit('game', game.pin, '--json');
      expect(code).toBe(1);
      const report = JSON.parse(stdout);
      expect(report.verified).toBe(false);
      expect(report.differences).toContainEqual({
        source: 'event',
        revision,
        path: `answers[${name}][q2].points`,
        expected: honest,
        actual: 5000,
      });
      // The read model rebuilt from the changed log follows it: the player's score is named too.
      const score = report.differences.find((d: { path: string }) => d.path === `participants[${name}].score`);
      expect(score.actual - score.expected).toBe(5000 - honest);
      const human = await audit('game', game.gameId);
      expect(human.stdout).toContain(`event #${revision} answers[${name}][q2].points: expected ${honest}, found 5000`);
      expect(human.code).toBe(1);
    }, 60_000);
  });
});

describe('A billing history with an out-of-order webhook and a refund', () => {
  let userId: string;
  let email: string;
  beforeAll(async () => {
    const account = newAccount();
    email = account.email;
    const token = (await api.post('/api/auth/register', account)).body.data.token as string;
    userId = (await api.get('/api/user/profile', token)).body.data.user.id;
    const secret = secretOf(server.dataDir);
    const signed = (body: string) => postWebhook(server.url, body, sign(body, [secret]));
    const ids = { id: `sub_audit${Date.now()}`, customerId: `ctm_audit${Date.now()}` };
    const start = isoIn(-2 * DAY);
    // The payment's notice arrives before the subscription's.
    const txn = paddleTransaction({ id: `txn_audit${Date.now()}`, subscriptionId: ids.id, customerId: ids.customerId, userId, billedAt: start });
    expect((await signed(notification('transaction.completed', txn, start))).status).toBe(200);
    const sub = paddleSubscription({ ...ids, userId, periodStart: start, updatedAt: isoIn(-DAY) });
    expect((await signed(notification('subscription.activated', sub, isoIn(-DAY)))).status).toBe(200);
    // An older state of the subscription, delivered late: recorded nothing.
    const stale = paddleSubscription({ ...ids, userId, status: 'trialing', periodStart: start, updatedAt: start });
    const late = await signed(notification('subscription.created', stale, start));
    expect(late.body.data.recorded).toBe(0);
    const refund = paddleAdjustment({ id: `adj_audit${Date.now()}`, transactionId: txn.id, subscriptionId: ids.id, customerId: ids.customerId });
    expect((await signed(notification('adjustment.created', refund))).status).toBe(200);
  });

  it('replays through the admin API to plus from the activation until the refund, then free', async () => {
    const res = await api.get(`/api/admin/audit/billing/${userId}`, admin.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const recorded = (await server.eventStore.read(`subscription-${userId}`)).map((e) => ({
      type: e.type,
      at: e.metadata.at,
    }));
    expect(recorded.map((e) => e.type)).toEqual(['PaymentCompleted', 'SubscriptionActivated', 'SubscriptionRefunded']);
    expect(data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'activation', 'refund']);
    expect(data.accessPeriods).toEqual([
      { from: recorded[0]!.at, to: recorded[1]!.at, plan: 'free', status: 'free' },
      { from: recorded[1]!.at, to: recorded[2]!.at, plan: 'plus', status: 'active' },
      { from: recorded[2]!.at, to: null, plan: 'free', status: 'refunded' },
    ]);
    expect(data.totals).toEqual([{ currencyCode: 'USD', paidCents: 600, refundedCents: 600, netCents: 0 }]);
    expect(data).toMatchObject({ verified: true, differences: [], now: { plan: 'free', status: 'refunded' } });
  });

  it('replays on the command line by email and verifies', async () => {
    const { code, stdout } = await audit('billing', email);
    expect(stdout).toContain('plus (active)');
    expect(stdout).toContain('paid 6.00 USD, refunded 6.00 USD, net 0.00 USD');
    expect(stdout.trim().endsWith('verified')).toBe(true);
    expect(code).toBe(0);
  }, 60_000);

  it('answers 404 for an unknown user', async () => {
    const res = await api.get('/api/admin/audit/billing/0f0e0d0c-0b0a-4908-8706-050403020100', admin.token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('user.notFound');
  });
});
