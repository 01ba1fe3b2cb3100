/**
 * A worker process of `bench/game.bench.ts`: plays many bot players over real socket.io connections and reports
 * join times, when each question arrived, and each answer's acknowledgement latency.
 */
import { randomUUID } from 'node:crypto';
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
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const bots: Bot[] = [];
const arrivals = new Map<number, number[]>();
const acks = new Map<number, number[]>();
const failures = new Map<number, string[]>();
const results = new Map<number, number>();
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
  if (command.type === 'close') {
    for (const bot of bots) bot.socket.close();
    setTimeout(() => process.exit(0), 200);
  }
});
