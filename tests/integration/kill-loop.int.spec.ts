/**
 * The kill -9 loop: a live game of 50 players whose server is killed with SIGKILL at five random moments and
 * restarted on the same DATA_DIR and port. The moments come from a seeded PRNG (`KILL_LOOP_SEED` replays another
 * run). Host and players reconnect and retry whatever was not acknowledged, with the same request ids, as the web
 * app does. At the end every acknowledged answer is in the results and in the log, and none is there twice.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import { freePort, http, spawnServer, tempDataDir } from '../support/test-server';

const SEED = Number(process.env.KILL_LOOP_SEED ?? 20_261_122);
const PLAYERS = 50;
const QUESTIONS = 6;
const KILLS = 5;
/** No step of the game may take longer than this, restarts included. */
const STEP_DEADLINE_MS = 30_000;
const env = {
  LOG_LEVEL: 'error',
  PLAN_LIMITS: JSON.stringify({ free: { participants: 1000 } }),
  GAME_JOINS_PER_MINUTE: '10000',
  GAME_JOINS_PER_PIN_PER_MINUTE: '10000',
  GAME_SOCKETS_PER_ADDRESS: '10000',
};

/** mulberry32: a small seeded PRNG, so the kill moments and answers of a run can be replayed. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Tries until `attempt` answers something other than undefined (a failure counts as undefined). */
const untilDone = async <T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> => {
  const deadline = Date.now() + STEP_DEADLINE_MS;
  for (;;) {
    const done = await attempt().catch(() => undefined);
    if (done !== undefined) return done;
    if (Date.now() > deadline) throw new Error(`${what}: not done within ${STEP_DEADLINE_MS} ms`);
    await pause(100);
  }
};

type Ack = { success: boolean; code?: string; data?: any };

/**
 * A socket.io client that reconnects by itself and, on every (re)connection, introduces itself again with
 * `hello` (host_game or join_game); `send` acts only once the current connection has been introduced.
 */
const client = (url: string, hello: [string, object], token?: string) => {
  const socket: Socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 400,
  });
  let introduced: Promise<boolean> = Promise.resolve(false);
  const introduce = () =>
    (introduced = socket
      .timeout(3000)
      .emitWithAck(...hello)
      .then((a: Ack) => a.success)
      .catch(() => false));
  socket.on('connect', introduce);
  return {
    send: async (event: string, payload: object): Promise<Ack | undefined> => {
      if (!socket.connected) return undefined;
      if (!(await introduced) && !(await introduce())) return undefined;
      return socket.timeout(3000).emitWithAck(event, payload);
    },
    close: () => socket.close(),
  };
};

describe('A live game whose server is killed with SIGKILL five times', () => {
  const dataDir = tempDataDir();
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  const closers: (() => void)[] = [];
  afterAll(async () => {
    closers.forEach((close) => close());
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer exactly once', async () => {
    const killMoment = prng(SEED);
    const random = prng(SEED + 1);
    const port = await freePort();
    server = await spawnServer(dataDir, port, env);
    const { token, gameId, pin, quiz } = await hostAGame(server.url, { questions: QUESTIONS, timeLimit: 300 });
    const joined = [];
    for (let i = 0; i < PLAYERS; i++) joined.push(await joinAsPlayer(server.url, pin, `Bot ${i + 1}`));
    const host = client(server.url, ['host_game', { gameId }], token);
    const players = joined.map((j) => ({
      ...j,
      socket: client(server!.url, ['join_game', { gameId, participantId: j.participantId }]),
    }));
    closers.push(host.close, ...players.map((p) => p.socket.close));

    // The killer: five SIGKILLs at random moments while the game goes on, each followed by a restart.
    const kills: number[] = [];
    const killing = (async () => {
      for (let k = 0; k < KILLS; k++) {
        const wait = 300 + Math.round(killMoment() * 1500);
        await pause(wait);
        server!.child.kill('SIGKILL');
        await server!.exited;
        kills.push(wait);
        server = await spawnServer(dataDir, port, env);
      }
    })();
    killing.catch(() => {}); // awaited below; a failure there fails the test

    const hostDoes = (event: string, payload: object, done = (a: Ack) => a.success) =>
      untilDone(event, async () => {
        const ack = await host.send(event, payload);
        return ack && done(ack) ? ack : undefined;
      });

    // Each player answers each question at a random moment and retries with the same request id until acknowledged.
    const acknowledged = new Map<string, number>();
    let resent = 0;
    const plan = players.map(() => Array.from({ length: QUESTIONS }, () => [Math.floor(random() * 4), random()]));
    for (let q = 0; q < QUESTIONS; q++) {
      if (q === 0) await hostDoes('start_game', { gameId }, (a) => a.success || a.code === 'game.alreadyStarted');
      else await hostDoes('next_question', { gameId, questionIndex: q });
      await Promise.all(
        players.map(async (p, i) => {
          const [answer, delay] = plan[i]![q]!;
          await pause(delay! * 1200);
          const payload = { gameId, participantId: p.participantId, questionIndex: q, answer, requestId: requestId() };
          let sent = 0;
          await untilDone(`answer ${q} of ${p.playerName}`, async () => {
            sent++;
            return (await p.socket.send('submit_answer', payload))?.success ? true : undefined;
          });
          if (sent > 1) resent++;
          acknowledged.set(`${p.participantId}:${q}`, answer!);
        }),
      );
      await hostDoes('reveal_answer', { gameId });
    }
    await killing;
    await hostDoes('end_game', { gameId });
    expect(kills).toHaveLength(KILLS);
    // The kills hit answers on their way: some had to be sent again (a kill that hit nothing would prove nothing).
    expect(resent).toBeGreaterThan(0);

    // The results: every player, each question answered by everyone, each option as often as acknowledged.
    const api = http(server.url);
    const resultsOf = (query: string) =>
      untilDone('results', async () => {
        const res = await api.get(`/api/games/${gameId}/results${query}`, token);
        return res.status === 200 ? res.body.data : undefined;
      });
    const board = await resultsOf('?limit=100');
    expect(board.leaderboardPagination.total).toBe(PLAYERS);
    expect(acknowledged.size).toBe(PLAYERS * QUESTIONS);
    for (let q = 0; q < QUESTIONS; q++) {
      const chosen = [0, 1, 2, 3].map((o) => players.filter((p) => acknowledged.get(`${p.participantId}:${q}`) === o));
      expect(board.questionStats[q].answered).toBe(PLAYERS);
      expect(board.questionStats[q].distribution).toEqual(chosen.map((c) => c.length));
    }
    // Each player's own results hold exactly their acknowledged answers.
    for (const p of players) {
      const mine = await resultsOf(`?participantId=${p.participantId}`);
      const stored = quiz.questions.map((question: { correctAnswer: number }, q: number) => {
        const wrong = mine.participantWrongAnswers.find((w: { questionIndex: number }) => w.questionIndex === q);
        return wrong ? (wrong.wasAnswered ? wrong.selectedOption : null) : question.correctAnswer;
      });
      expect(stored).toEqual(
        quiz.questions.map((_: unknown, q: number) => acknowledged.get(`${p.participantId}:${q}`)),
      );
    }

    host.close();
    players.forEach((p) => p.socket.close());
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The log: one AnswerSubmitted per player and question, never two.
    const store = openSqliteEventStore(path.join(dataDir, 'events.sqlite'));
    const answers = (await store.read(`game-${gameId}`)).filter((e) => e.type === 'AnswerSubmitted');
    await store.close();
    const keys = answers.map((e) => {
      const { participantId, questionIndex } = e.data as { participantId: string; questionIndex: number };
      return `${participantId}:${questionIndex}`;
    });
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(acknowledged.keys()));
  }, 115_000);
});
