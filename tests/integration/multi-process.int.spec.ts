/**
 * Two server processes on one DATA_DIR (one SQLite log, each its own read store rebuilt from it) serve one game
 * with players on both. The process that created the game holds its lease and writes it; the other hands its
 * players' commands over and hears the game from the log. Every player gets every question and reveal, answers are
 * counted once (a repeated request too), and when the writer dies the other process takes the lease over from the
 * stream and the question's timer still reveals it.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import { freePort, spawnServer, startTestServer, tempDataDir } from '../support/test-server';

type Spawned = Awaited<ReturnType<typeof spawnServer>>;

const dataDir = tempDataDir();
// A short lease, so that a dead writer's lease is looked at every second.
const env = { GAME_LEASE_MS: '3000', LOG_LEVEL: 'error' };
let a: Spawned;
let b: Spawned;
const sockets: Recorder[] = [];

/** An instance that shares the log with others: INSTANCE_URL is where they reach it. */
const instance = async () => {
  const port = await freePort();
  return spawnServer(dataDir, port, { ...env, INSTANCE_URL: `http://127.0.0.1:${port}` });
};

beforeAll(async () => {
  a = await instance();
  // The second starts once the first has written the shared secrets into DATA_DIR.
  b = await instance();
}, 90_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const server of [a, b]) {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

interface Player {
  participantId: string;
  on: 'a' | 'b';
  socket: Recorder;
}

const QUESTIONS = 3;

describe('Two server processes on one log', () => {
  it('play one game with players on both: every question and reveal reaches everyone, answers count once, and the other process takes over when the writer dies', async () => {
    const { token, gameId, pin, quiz } = await hostAGame(a.url, { questions: QUESTIONS, timeLimit: 10 });
    const host = await connect(a.url, token);
    sockets.push(host);
    expect((await host.emit('host_game', { gameId })).success).toBe(true);

    const players: Player[] = [];
    for (const [i, on] of (['a', 'b', 'a', 'b', 'b', 'a'] as const).entries()) {
      const url = on === 'a' ? a.url : b.url;
      // A join through B is handed over to A, the game's writer.
      const joined = await joinAsPlayer(url, pin, `Player ${i + 1}`);
      const socket = await connect(url);
      sockets.push(socket);
      expect(await socket.emit('join_game', { gameId, participantId: joined.participantId })).toMatchObject({
        success: true,
      });
      players.push({ participantId: joined.participantId, on, socket });
    }
    await host.next('participant_connected', (p) => p.participantsCount === players.length);
    expect(await host.emit('start_game', { gameId })).toMatchObject({ success: true });

    const answerOf = (i: number, q: number) => (i + q) % 4;
    for (let q = 0; q < QUESTIONS; q++) {
      // Players on B hear the question from B, which read it from the log.
      const shown = await Promise.all(
        players.map((p) => p.socket.next('question_changed', (e) => e.questionIndex === q)),
      );
      expect(shown.every((s) => s.questionIndex === q && s.correctAnswer === undefined)).toBe(true);
      const requests = players.map(() => requestId());
      const acks = await Promise.all(
        players.map((p, i) =>
          p.socket.emit('submit_answer', {
            gameId,
            participantId: p.participantId,
            questionIndex: q,
            answer: answerOf(i, q),
            requestId: requests[i],
          }),
        ),
      );
      expect(acks.map((ack) => ack.success)).toEqual(players.map(() => true));
      // The same request again (a client retry) through B, and a second answer: neither counts twice.
      const onB = players.findIndex((p) => p.on === 'b');
      const retry = await players[onB]!.socket.emit('submit_answer', {
        gameId,
        participantId: players[onB]!.participantId,
        questionIndex: q,
        answer: answerOf(onB, q),
        requestId: requests[onB],
      });
      expect(retry).toMatchObject({ success: true, data: { answer: answerOf(onB, q) } });
      const second = await players[onB]!.socket.emit('submit_answer', {
        gameId,
        participantId: players[onB]!.participantId,
        questionIndex: q,
        answer: (answerOf(onB, q) + 1) % 4,
        requestId: requestId(),
      });
      expect(second).toMatchObject({ success: false, code: 'ALREADY_ANSWERED' });
      await host.next('answer_submitted', (e) => e.questionIndex === q && e.answeredCount === players.length);

      if (q < QUESTIONS - 1) {
        expect(await host.emit('reveal_answer', { gameId })).toMatchObject({ success: true });
      } else {
        // The writer dies with the last question open: B takes the lease over and its timer reveals the question.
        a.child.kill('SIGKILL');
        await a.exited;
      }
      const alive = q < QUESTIONS - 1 ? players : players.filter((p) => p.on === 'b');
      const revealed = await Promise.all(
        alive.map((p) => p.socket.next('answer_revealed', (e) => e.questionIndex === q, 30_000)),
      );
      for (const r of revealed)
        expect(r).toMatchObject({ correctAnswer: quiz.questions[q].correctAnswer, answeredCount: players.length });
      const results = await Promise.all(
        alive.map((p) => p.socket.next('answer_result', (e) => e.questionIndex === q, 30_000)),
      );
      results.forEach((r, i) => {
        const index = players.indexOf(alive[i]!);
        expect(r).toMatchObject({ answered: true, selectedOption: answerOf(index, q) });
      });
      if (q < QUESTIONS - 1)
        expect(await host.emit('next_question', { gameId, questionIndex: q + 1 })).toMatchObject({ success: true });
    }

    // The log: one answer per player and question, one writer until A died, then B by a takeover.
    const store = openSqliteEventStore(path.join(dataDir, 'events.sqlite'));
    try {
      const game = await store.read(`game-${gameId}`);
      const answers = game.filter((e) => e.type === 'AnswerSubmitted') as RecordedEvent<{
        participantId: string;
        questionIndex: number;
      }>[];
      expect(answers).toHaveLength(players.length * QUESTIONS);
      expect(new Set(answers.map((e) => `${e.data.participantId}/${e.data.questionIndex}`)).size).toBe(
        players.length * QUESTIONS,
      );
      expect(game.filter((e) => e.type === 'AnswerRevealed').map((e) => (e.data as { by: string }).by)).toEqual([
        'host',
        'host',
        'timer',
      ]);
      const lease = (await store.read(`gamelease-${gameId}`)).filter((e) => e.type === 'GameLeaseTaken');
      const owners = [...new Set(lease.map((e) => (e.data as { owner: string }).owner))];
      expect(owners).toHaveLength(2);
      expect(lease.map((e) => e.data)).toContainEqual(expect.objectContaining({ owner: owners[1], from: owners[0] }));
    } finally {
      await store.close();
    }
  }, 180_000);
});

describe('One server and another writer on its log', () => {
  it('tells the players what another process appended to their game (the CLI, an admin tool)', async () => {
    const server = await startTestServer();
    try {
      const { token, gameId, pin } = await hostAGame(server.url, { questions: 1 });
      const host = await connect(server.url, token);
      sockets.push(host);
      await host.emit('host_game', { gameId });
      const joined = await joinAsPlayer(server.url, pin, 'Solo');
      const player = await connect(server.url);
      sockets.push(player);
      await player.emit('join_game', { gameId, participantId: joined.participantId });

      // Another connection to the same file: the server never saw this append happen.
      const other = openSqliteEventStore(path.join(server.dataDir, 'events.sqlite'));
      try {
        const stream = await other.read(`game-${gameId}`);
        const endedAt = new Date().toISOString();
        await other.append(
          `game-${gameId}`,
          [
            {
              id: randomUUID(),
              type: 'GameEnded',
              data: { endedAt, by: 'system' },
              metadata: { actor: 'cli', correlationId: randomUUID(), causationId: null, at: endedAt },
            },
          ],
          stream.at(-1)!.revision,
        );
      } finally {
        await other.close();
      }
      expect(await player.next('game_ended', (e) => e.gameId === gameId)).toMatchObject({ gameId });
      expect(await host.next('game_ended', (e) => e.gameId === gameId)).toMatchObject({ gameId });
      expect(await host.emit('start_game', { gameId })).toMatchObject({ success: false });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
