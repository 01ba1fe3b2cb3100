/**
 * A worker process of `bench/game.bench.ts`: plays many bot players over real socket.io connections and reports
 * join times, when each question arrived, each answer's acknowledgement latency and, once the game has ended, when
 * each player had its results (`GET /api/games/{id}/results?participantId=…`, asked as soon as `game_ended` arrives).
 */
import { randomUUID } from 'node:crypto';
import { Agent, get } from 'node:http';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';

interface Bot {
  participantId: string;
  socket: Socket;
}

type Command =
  | {
      type: 'join';
      url: string;
      pin: string;
      gameId: string;
      names: string[];
      answerSpreadMs: number;
      duplicateRate: number;
    }
  | { type: 'report'; questionIndex: number }
  | { type: 'results' }
  | { type: 'close' };

/** One player's results: when `game_ended` reached it, when its results arrived, how many asks, how big. */
interface Fetched {
  endedAt: number;
  doneAt: number;
  attempts: number;
  bytes: number;
  /** The answer held the player's own result (rank, score, accuracy). */
  own: boolean;
  /** Leaderboard rows in the answer. */
  rows: number;
  error?: string;
}

const now = () => performance.timeOrigin + performance.now();
const bots: Bot[] = [];
const arrivals = new Map<number, number[]>();
const acks = new Map<number, number[]>();
const failures = new Map<number, string[]>();
const results = new Map<number, number>();
const fetched: Fetched[] = [];
/**
 * One worker stands in for thousands of phones: its results requests share `RESULTS_POOL` keep-alive connections
 * (default 256, so 768 requests at a time from three workers: a closed loop that keeps the server saturated until
 * every player is served). `RESULTS_POOL=0` opens a fresh connection per player instead, as phones whose keep-alive
 * connection has timed out do.
 */
const pool = Number(process.env.RESULTS_POOL ?? 256);
const agent = pool > 0 ? new Agent({ keepAlive: true, maxSockets: pool }) : false;
/** As the web app does: ask again while the results are not ready yet (409 `game.notFinished`). */
const RETRY_MS = 800;
const GIVE_UP_MS = 300_000;
const push = <T>(map: Map<number, T[]>, key: number, value: T) =>
  (map.get(key) ?? map.set(key, []).get(key)!).push(value);
const send = (message: unknown) => process.send?.(message);

const limit = async <T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

const getJson = (url: string) =>
  new Promise<{ status: number; bytes: number; body: any }>((resolve, reject) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.byteLength(text), body: JSON.parse(text) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });

const fetchResults = async (url: string, gameId: string, participantId: string) => {
  const endedAt = now();
  for (let attempts = 1; ; attempts++) {
    let failure: string | null = null;
    try {
      const res = await getJson(`${url}/api/games/${gameId}/results?participantId=${participantId}`);
      if (res.status === 200) {
        const { leaderboard, participantResult } = res.body.data;
        const rows = leaderboard.length;
        fetched.push({ endedAt, doneAt: now(), attempts, bytes: res.bytes, own: participantResult !== null, rows });
        return;
      }
      if (res.status !== 409) failure = `${res.status} ${res.body?.code}`;
    } catch (error) {
      failure = String(error);
    }
    if (failure !== null || now() - endedAt > GIVE_UP_MS) {
      fetched.push({ endedAt, doneAt: now(), attempts, bytes: 0, own: false, rows: 0, error: failure ?? 'gave up' });
      return;
    }
    await new Promise((r) => setTimeout(r, RETRY_MS));
  }
};

const join = async ({ url, pin, gameId, names, answerSpreadMs, duplicateRate }: Extract<Command, { type: 'join' }>) => {
  const times: number[] = [];
  await limit(names, 40, async (name) => {
    const started = now();
    const res = await fetch(`${url}/api/games/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin, playerName: name }),
    });
    const body = (await res.json()) as { data?: { participantId: string }; error?: string };
    if (!body.data) throw new Error(`join failed: ${body.error}`);
    const { participantId } = body.data;
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = await socket.timeout(30_000).emitWithAck('join_game', { gameId, participantId });
    if (!ack.success) throw new Error(`join_game failed: ${ack.error}`);
    times.push(now() - started);
    socket.on('question_changed', (q: { questionIndex: number }) => {
      push(arrivals, q.questionIndex, now());
      setTimeout(async () => {
        const payload = {
          gameId,
          participantId,
          questionIndex: q.questionIndex,
          answer: Math.floor(Math.random() * 4),
          timeSpent: 1,
          requestId: randomUUID(),
        };
        const sent = now();
        const answer = await socket
          .timeout(30_000)
          .emitWithAck('submit_answer', payload)
          .catch((e: Error) => ({ success: false, error: e.message }));
        if (answer.success) push(acks, q.questionIndex, now() - sent);
        else push(failures, q.questionIndex, String(answer.error));
        if (Math.random() < duplicateRate)
          await socket
            .timeout(30_000)
            .emitWithAck('submit_answer', payload)
            .catch(() => null);
      }, Math.random() * answerSpreadMs);
    });
    socket.once('game_ended', () => void fetchResults(url, gameId, participantId));
    socket.on('answer_result', (r: { questionIndex: number }) =>
      results.set(r.questionIndex, (results.get(r.questionIndex) ?? 0) + 1),
    );
    bots.push({ participantId, socket });
  });
  send({ type: 'joined', times });
};

process.on('message', (command: Command) => {
  if (command.type === 'join') join(command).catch((error: unknown) => send({ type: 'failed', error: String(error) }));
  if (command.type === 'report') {
    const q = command.questionIndex;
    send({
      type: 'report',
      arrivals: arrivals.get(q) ?? [],
      acks: acks.get(q) ?? [],
      failures: failures.get(q) ?? [],
      results: results.get(q) ?? 0,
    });
  }
  if (command.type === 'results') send({ type: 'results', fetched });
  if (command.type === 'close') {
    for (const bot of bots) bot.socket.close();
    setTimeout(() => process.exit(0), 200);
  }
});
