import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { freePort, http, spawnServer, startTestServer, tempDataDir } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Player {
  participantId: string;
  name: string;
  socket: Recorder;
}

const seatPlayers = async (url: string, pin: string, gameId: string, count: number, prefix = 'Player') => {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const joined = await joinAsPlayer(url, pin, `${prefix} ${i + 1}`);
    const socket = await connect(url);
    const ack = await socket.emit('join_game', { gameId, participantId: joined.participantId });
    expect(ack.success).toBe(true);
    players.push({ participantId: joined.participantId, name: joined.playerName, socket });
  }
  return players;
};

describe('A host and 20 players', () => {
  it('play a 3-question game to the end, and the results match the answers given', async () => {
    const { token, gameId, pin, quiz } = await hostAGame(server.url, { questions: 3 });
    const host = await connect(server.url, token);
    expect((await host.emit('host_game', { gameId })).success).toBe(true);
    const players = await seatPlayers(server.url, pin, gameId, 20);
    await host.next('participant_connected', (p) => p.participantsCount === 20);

    expect(await host.emit('start_game', { gameId })).toMatchObject({ success: true });
    const expected = new Map(players.map((p) => [p.participantId, { score: 0, correct: 0 }]));

    for (let q = 0; q < 3; q++) {
      await Promise.all(players.map((p) => p.socket.next('question_changed', (e) => e.questionIndex === q)));
      const correctAnswer = quiz.questions[q].correctAnswer;
      const acks = await Promise.all(
        players.map((p, i) =>
          p.socket.emit('submit_answer', {
            gameId,
            participantId: p.participantId,
            questionIndex: q,
            answer: (i + q) % 4,
            timeSpent: 1,
            requestId: requestId(),
          }),
        ),
      );
      expect(acks.every((a) => a.success)).toBe(true);
      await host.next('answer_submitted', (e) => e.questionIndex === q && e.answeredCount === 20);
      expect(await host.emit('reveal_answer', { gameId })).toMatchObject({ success: true });
      const results = await Promise.all(
        players.map((p) => p.socket.next('answer_result', (e) => e.questionIndex === q)),
      );
      results.forEach((r, i) => {
        const player = players[i]!;
        expect(r.isCorrect).toBe((i + q) % 4 === correctAnswer);
        expect(r.points > 0).toBe(r.isCorrect);
        const tally = expected.get(player.participantId)!;
        tally.score += r.points;
        tally.correct += r.isCorrect ? 1 : 0;
        expect(r.totalScore).toBe(tally.score);
      });
      const revealed = await players[0]!.socket.next('answer_revealed', (e) => e.questionIndex === q);
      expect(revealed).toMatchObject({ correctAnswer, answeredCount: 20 });
      expect(revealed.distribution.reduce((a: number, b: number) => a + b, 0)).toBe(20);
      if (q < 2)
        expect(await host.emit('next_question', { gameId, questionIndex: q + 1 })).toMatchObject({ success: true });
    }
    expect(await host.emit('end_game', { gameId })).toMatchObject({ success: true });
    await Promise.all(players.map((p) => p.socket.next('game_ended')));

    const results = await http(server.url).get(
      `/api/games/${gameId}/results?participantId=${players[0]!.participantId}&limit=20`,
    );
    expect(results.status).toBe(200);
    const { leaderboard, participantResult, participantWrongAnswers, questionStats } = results.body.data;
    expect(leaderboard).toHaveLength(20);
    for (const row of leaderboard) {
      const player = players.find((p) => p.name === row.name)!;
      expect(row).toMatchObject({
        score: expected.get(player.participantId)!.score,
        correctAnswers: expected.get(player.participantId)!.correct,
      });
    }
    expect(leaderboard.map((r: { score: number }) => r.score)).toEqual(
      [...leaderboard.map((r: { score: number }) => r.score)].sort((a, b) => b - a),
    );
    expect(questionStats.map((s: { answered: number }) => s.answered)).toEqual([20, 20, 20]);
    expect(participantResult).toMatchObject({
      correctAnswers: expected.get(players[0]!.participantId)!.correct,
      totalQuestions: 3,
    });
    expect(participantWrongAnswers).toHaveLength(3 - participantResult.correctAnswers);

    // Players never saw a correct answer before its reveal, nor another player's id.
    for (const p of players) {
      const others = players.filter((o) => o !== p).map((o) => o.participantId);
      for (const { event, payload } of p.socket.events) {
        const text = JSON.stringify(payload);
        for (const id of others) expect(text).not.toContain(id);
        if (
          event === 'question_changed' ||
          event === 'timer_started' ||
          event === 'timer_tick' ||
          event === 'game_started'
        ) {
          expect(payload).not.toHaveProperty('correctAnswer');
          expect(payload).not.toHaveProperty('explanation');
        }
      }
    }
    const stats = await http(server.url).get('/api/games/dashboard-stats', token);
    expect(stats.body.data).toMatchObject({ totalGames: 1, totalParticipants: 20 });
    const hosted = await http(server.url).get('/api/games/my-games', token);
    expect(hosted.body.data.games[0]).toMatchObject({ gameId, status: 'ended', participantCount: 20 });

    host.close();
    players.forEach((p) => p.socket.close());
  });
});

describe('Answers', () => {
  let game: Awaited<ReturnType<typeof hostAGame>>;
  let host: Recorder;
  let players: Player[];
  beforeAll(async () => {
    game = await hostAGame(server.url, { questions: 2, timeLimit: 60 });
    host = await connect(server.url, game.token);
    await host.emit('host_game', { gameId: game.gameId });
    players = await seatPlayers(server.url, game.pin, game.gameId, 3, 'Answerer');
    await host.emit('start_game', { gameId: game.gameId });
    await players[0]!.socket.next('question_changed');
  });
  afterAll(() => {
    host.close();
    players.forEach((p) => p.socket.close());
  });

  it('score once when the same requestId arrives twice, and refuse a second different answer', async () => {
    const [p] = players;
    const payload = {
      gameId: game.gameId,
      participantId: p!.participantId,
      questionIndex: 0,
      answer: 0,
      timeSpent: 2,
      requestId: requestId(),
    };
    const [first, second] = await Promise.all([
      p!.socket.emit('submit_answer', payload),
      p!.socket.emit('submit_answer', payload),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ success: true, data: { questionIndex: 0, answer: 0, accepted: true } });
    const viaRest = await http(server.url).post(`/api/games/${game.gameId}/answers`, payload);
    expect(viaRest.status).toBe(201);
    const other = await p!.socket.emit('submit_answer', { ...payload, answer: 1, requestId: requestId() });
    expect(other).toMatchObject({ success: false, code: 'ALREADY_ANSWERED' });
    const state = await http(server.url).get(`/api/games/${game.gameId}/state?participantId=${p!.participantId}`);
    expect(state.body.data.participantAnswers).toEqual([
      { questionIndex: 0, selectedOption: 0, isCorrect: null, points: null, timeSpent: expect.any(Number) },
    ]);
  });

  it('refuse an answer that carries another participant’s id', async () => {
    const [a, b] = players;
    const res = await a!.socket.emit('submit_answer', {
      gameId: game.gameId,
      participantId: b!.participantId,
      questionIndex: 0,
      answer: 1,
      requestId: requestId(),
    });
    expect(res).toMatchObject({ success: false, code: 'game.notYourParticipant' });
    const invalid = await a!.socket.emit('submit_answer', {
      gameId: game.gameId,
      participantId: a!.participantId,
      questionIndex: 'first',
    });
    expect(invalid).toMatchObject({ success: false, code: 'validation.failed' });
  });

  it('restore exactly the same state to a player who reconnects mid-question', async () => {
    const p = players[2]!;
    await p.socket.emit('submit_answer', {
      gameId: game.gameId,
      participantId: p.participantId,
      questionIndex: 0,
      answer: 3,
      requestId: requestId(),
    });
    const before = (await http(server.url).get(`/api/games/${game.gameId}/state?participantId=${p.participantId}`)).body
      .data;
    p.socket.close();
    await host.next('participant_disconnected', (e) => e.participantId === p.participantId);
    const again = await connect(server.url);
    const ack = await again.emit('join_game', { gameId: game.gameId, participantId: p.participantId });
    expect(ack.success).toBe(true);
    const state = ack.data;
    expect(state.gameState).toEqual({ status: 'active', currentQuestion: 0 });
    expect(state.currentQuestion).toEqual(before.currentQuestion);
    expect(state.currentQuestion).not.toHaveProperty('correctAnswer');
    expect(state.participantAnswers).toEqual(before.participantAnswers);
    expect(state.participant).toEqual(before.participant);
    expect(state.timer.remainingTime).toBeLessThanOrEqual(before.timer.remainingTime);
    expect(state.timer.remainingTime).toBeGreaterThan(50);
    expect(state.revealedAnswer).toBeNull();
    players[2] = { ...p, socket: again };
  });

  it('refuse the host’s commands from anyone else', async () => {
    const res = await players[0]!.socket.emit('next_question', { gameId: game.gameId });
    expect(res).toMatchObject({ success: false, code: 'game.authRequired' });
  });
});

describe('The start countdown', () => {
  it('opens the first question when the countdown ends, and times players from then', async () => {
    const counting = await startTestServer({ GAME_START_COUNTDOWN_MS: '1500' });
    try {
      const { token, gameId, pin } = await hostAGame(counting.url, { questions: 1, timeLimit: 20 });
      const host = await connect(counting.url, token);
      await host.emit('host_game', { gameId });
      const [player] = await seatPlayers(counting.url, pin, gameId, 1, 'Early');
      await host.emit('start_game', { gameId });
      const question = await player!.socket.next('question_changed');
      expect(question.opensInMs).toBeGreaterThan(1000);
      const early = await player!.socket.emit('submit_answer', {
        gameId,
        participantId: player!.participantId,
        questionIndex: 0,
        answer: 0,
        requestId: requestId(),
      });
      expect(early).toMatchObject({ success: false, code: 'game.questionNotOpen' });
      await new Promise((r) => setTimeout(r, question.opensInMs + 50));
      const onTime = await player!.socket.emit('submit_answer', {
        gameId,
        participantId: player!.participantId,
        questionIndex: 0,
        answer: 0,
        requestId: requestId(),
      });
      expect(onTime.success).toBe(true);
      await host.emit('reveal_answer', { gameId });
      const result = await player!.socket.next('answer_result');
      expect(result.timeSpent).toBeLessThan(1);
      host.close();
      player!.socket.close();
    } finally {
      await counting.stop();
    }
  });
});

describe('The server clock', () => {
  it('reveals a question when its time runs out, with the host disconnected', async () => {
    const { token, gameId, pin } = await hostAGame(server.url, { questions: 2, timeLimit: 5 });
    const host = await connect(server.url, token);
    await host.emit('host_game', { gameId });
    const [player] = await seatPlayers(server.url, pin, gameId, 1, 'Alone');
    await host.emit('start_game', { gameId });
    await player!.socket.next('question_changed');
    host.close();
    const completed = await player!.socket.next('timer_completed', () => true, 12_000);
    expect(completed).toEqual({ questionIndex: 0 });
    const result = await player!.socket.next('answer_result');
    expect(result).toMatchObject({ questionIndex: 0, answered: false, isCorrect: false, points: 0 });
    player!.socket.close();
  });
});

describe('A server killed with SIGKILL mid-question', () => {
  it('resumes the timer, keeps every acknowledged answer, and the game finishes', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    try {
      let proc = await spawnServer(dataDir, port);
      const { token, gameId, pin, quiz } = await hostAGame(proc.url, { questions: 2, timeLimit: 12 });
      let host = await connect(proc.url, token);
      await host.emit('host_game', { gameId });
      const players = await seatPlayers(proc.url, pin, gameId, 4, 'Survivor');
      await host.emit('start_game', { gameId });
      const question = await players[0]!.socket.next('question_changed');
      const answered = players.slice(0, 3);
      for (const [i, p] of answered.entries()) {
        const ack = await p.socket.emit('submit_answer', {
          gameId,
          participantId: p.participantId,
          questionIndex: 0,
          answer: i % 2,
          requestId: requestId(),
        });
        expect(ack.success).toBe(true);
      }
      proc.child.kill('SIGKILL');
      await proc.exited;
      players.forEach((p) => p.socket.close());
      host.close();

      proc = await spawnServer(dataDir, port);
      const back = await connect(proc.url);
      const rejoin = await back.emit('join_game', { gameId, participantId: players[0]!.participantId });
      expect(rejoin.data.gameState).toEqual({ status: 'active', currentQuestion: 0 });
      expect(rejoin.data.participantAnswers).toHaveLength(1);
      const endsAt = Date.parse(question.endsAt);
      expect(rejoin.data.timer.remainingTime).toBeLessThanOrEqual(Math.ceil((endsAt - Date.now()) / 1000) + 1);

      const revealed = await back.next('answer_revealed', () => true, 20_000);
      expect(revealed.answeredCount).toBe(3);
      expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 50);

      host = await connect(proc.url, token);
      expect((await host.emit('host_game', { gameId })).success).toBe(true);
      expect(await host.emit('next_question', { gameId, questionIndex: 1 })).toMatchObject({ success: true });
      expect(await host.emit('end_game', { gameId })).toMatchObject({ success: true });
      await back.next('game_ended');

      const results = (await http(proc.url).get(`/api/games/${gameId}/results`)).body.data;
      expect(results.questionStats[0].answered).toBe(3);
      expect(results.leaderboard).toHaveLength(4);
      const correct = quiz.questions[0].correctAnswer;
      const expectedCorrect = answered.filter((_, i) => i % 2 === correct).length;
      expect(results.questionStats[0].correct).toBe(expectedCorrect);
      back.close();
      host.close();
      proc.child.kill('SIGTERM');
      await proc.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('Joining and hosting over REST', () => {
  it('joins by PIN, refuses a taken name, a wrong PIN and a removed player', async () => {
    const { token, gameId, pin } = await hostAGame(server.url);
    const api = http(server.url);
    const ada = await api.post('/api/games/join', { pin, playerName: ' Ada ' });
    expect(ada.status).toBe(201);
    expect(ada.body.data).toMatchObject({ gameId, playerName: 'Ada' });
    expect((await api.post('/api/games/join', { pin, playerName: 'ada' })).body).toMatchObject({
      code: 'game.nameTaken',
    });
    expect((await api.post('/api/games/join', { pin: '12345', playerName: 'Bob' })).body).toMatchObject({
      code: 'game.pinInvalid',
    });
    const unknownPin = pin === '000000' ? '000001' : '000000';
    expect((await api.post('/api/games/join', { pin: unknownPin, playerName: 'Bob' })).status).toBe(404);

    const host = await connect(server.url, token);
    await host.emit('host_game', { gameId });
    const adaSocket = await connect(server.url);
    await adaSocket.emit('join_game', { gameId, participantId: ada.body.data.participantId });
    expect(await host.emit('kick_participant', { gameId, participantId: ada.body.data.participantId })).toMatchObject({
      success: true,
    });
    expect(await adaSocket.next('participant_left')).toMatchObject({ reason: 'kicked', code: 'game.kicked' });
    expect((await api.post('/api/games/join', { pin, playerName: 'Ada' })).body.code).toBe('game.nameTaken');
    expect((await adaSocket.emit('join_game', { gameId, participantId: ada.body.data.participantId })).code).toBe(
      'game.kicked',
    );

    const lookup = await api.get(`/api/games/${gameId}`, token);
    expect(lookup.body.data).toMatchObject({ isHost: true, game: { pin, status: 'waiting', quizTitle: 'Live quiz' } });
    const asGuest = await api.get(`/api/games/${gameId}`);
    expect(asGuest.body.data.isHost).toBe(false);
    expect(JSON.stringify(asGuest.body.data)).not.toContain('correctAnswer');
    expect((await api.get(`/api/games/${gameId}/results`)).body).toMatchObject({
      code: 'game.notFinished',
      error: 'Game is not finished yet',
    });
    expect((await api.get('/api/games/not-a-game')).status).toBe(404);
    host.close();
    adaSocket.close();
  });

  it('gives a signed-in player their username and refuses them twice', async () => {
    const { pin } = await hostAGame(server.url);
    const api = http(server.url);
    const player = await api.post('/api/auth/register', {
      username: `learner${Date.now()}`,
      email: `l${Date.now()}@example.com`,
      password: 'long enough pass',
    });
    const first = await api.post('/api/games/join', { pin }, player.body.data.token);
    expect(first.body.data.playerName).toBe(player.body.data.user.username);
    const again = await api.post('/api/games/join', { pin }, player.body.data.token);
    expect(again.body).toMatchObject({
      code: 'game.alreadyParticipating',
      error: 'You are already participating in this game',
    });
  });
});
