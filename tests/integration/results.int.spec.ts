import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { http, startTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GAME_JOINS_PER_MINUTE: '10000', GAME_JOINS_PER_PIN_PER_MINUTE: '10000' });
});
afterAll(() => server.stop());

interface Player {
  participantId: string;
  name: string;
  socket: Recorder;
}

/** Asks for results, again while the read model has not seen the end yet (as the web app does). */
const resultsOf = async (gameId: string, query = '', token?: string) => {
  for (let attempt = 0; ; attempt++) {
    const res = await http(server.url).get(`/api/games/${gameId}/results${query}`, token);
    if (res.body.code !== 'game.notFinished' || attempt > 50) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * A finished 2-question game of `count` players: player i answers question q with option (i + q) % 4, so scores
 * differ; `beforeResults` runs after `game_ended` and before anyone asks for results.
 */
const playAGame = async (
  count: number,
  beforeResults: (players: Player[], gameId: string) => Promise<void> = async () => {},
) => {
  const { token, gameId, pin } = await hostAGame(server.url, { questions: 2 });
  const host = await connect(server.url, token);
  await host.emit('host_game', { gameId });
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const joined = await joinAsPlayer(server.url, pin, `Player ${String(i + 1).padStart(2, '0')}`);
    const socket = await connect(server.url);
    expect((await socket.emit('join_game', { gameId, participantId: joined.participantId })).success).toBe(true);
    players.push({ participantId: joined.participantId, name: joined.playerName, socket });
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
  await beforeResults(players, gameId);
  const close = () => [host, ...players.map((p) => p.socket)].forEach((s) => s.close());
  return { gameId, token, players, close };
};

describe('Results of a game with more players than the top 10', () => {
  let game: Awaited<ReturnType<typeof playAGame>>;
  let board: { rank: number; name: string; score: number; correctAnswers: number }[];
  beforeAll(async () => {
    game = await playAGame(14);
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await resultsOf(game.gameId, `?page=${page}&limit=5`, game.token)).body.data),
    );
    board = pages.flatMap((p) => p.leaderboard);
  });
  afterAll(() => game.close());

  it('gives a player the top 10, their own entry and rank, and their review, not the whole board', async () => {
    const last = board.at(-1)!;
    const me = game.players.find((p) => p.name === last.name)!;
    const res = await resultsOf(game.gameId, `?participantId=${me.participantId}`);
    expect(res.status).toBe(200);
    const { leaderboard, leaderboardPagination, participantResult, participantWrongAnswers } = res.body.data;
    expect(leaderboard).toEqual(board.slice(0, 10));
    expect(leaderboard.map((e: { name: string }) => e.name)).not.toContain(me.name);
    expect(leaderboardPagination).toEqual({ page: 1, limit: 10, total: 14, totalPages: 2 });
    expect(participantResult).toEqual({
      rank: 14,
      name: me.name,
      score: last.score,
      correctAnswers: last.correctAnswers,
      totalQuestions: 2,
      accuracy: Math.round((last.correctAnswers / 2) * 100),
    });
    expect(participantWrongAnswers).toHaveLength(2 - last.correctAnswers);
    expect(res.body.data.game).toMatchObject({ gameId: game.gameId, participantCount: 14, questionsCount: 2 });
    expect(res.body.data.questionStats.map((s: { answered: number }) => s.answered)).toEqual([14, 14]);
  });

  it('pages the full leaderboard for the host: every player once, in rank order', async () => {
    expect(board.map((e) => e.rank)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(new Set(board.map((e) => e.name)).size).toBe(14);
    const scores = board.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const whole = await resultsOf(game.gameId, '?limit=100', game.token);
    expect(whole.body.data.leaderboard).toEqual(board);
    const beyond = await resultsOf(game.gameId, '?page=4&limit=5', game.token);
    expect(beyond.body.data.leaderboard).toEqual([]);
    expect(beyond.body.data.leaderboardPagination).toEqual({ page: 4, limit: 5, total: 14, totalPages: 3 });
  });

  it('refuses a page or limit that is not a whole number in range', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=abc', '?limit=1.5', '?page=2&page=3']) {
      const res = await http(server.url).get(`/api/games/${game.gameId}/results${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation.failed');
    }
  });
});

describe('The shared part of a game’s results', () => {
  it('is computed once per game, however many ask at the same moment', async () => {
    const game = await playAGame(12);
    const queries = server.ctx.queries.games;
    const before = queries.resultsComputations();
    const answers = await Promise.all([
      ...game.players.map((p) => resultsOf(game.gameId, `?participantId=${p.participantId}`)),
      ...[1, 2].map((page) => resultsOf(game.gameId, `?page=${page}&limit=6`, game.token)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (let i = 0; i < 5; i++) await resultsOf(game.gameId, `?participantId=${game.players[i]!.participantId}`);
    expect(queries.resultsComputations()).toBe(before + 1);
    const [a, b] = [await queries.results(game.gameId), await queries.results(game.gameId)];
    expect(a.questionStats).toBe(b.questionStats);
    expect(a.game).toBe(b.game);
    game.close();
  });

  it('keeps a player who leaves after the end in the final standings', async () => {
    const game = await playAGame(3, async (players, gameId) => {
      const leaver = players[1]!;
      const left = await leaver.socket.emit('leave_game', { gameId, participantId: leaver.participantId });
      expect(left.success).toBe(true);
      await server.runner.catchUp(); // the read model has seen the leave before anyone asks
    });
    const res = await resultsOf(game.gameId, `?participantId=${game.players[1]!.participantId}`);
    expect(res.body.data.leaderboardPagination.total).toBe(3);
    expect(res.body.data.leaderboard.map((e: { name: string }) => e.name)).toContain(game.players[1]!.name);
    expect(res.body.data.participantResult).toMatchObject({ name: game.players[1]!.name });
    expect(res.body.data.game.participantCount).toBe(3);
    game.close();
  });
});
