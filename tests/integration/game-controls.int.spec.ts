/**
 * The host's clock controls over socket.io (issue 12): pause and resume the open question (`timer_paused` /
 * `timer_resumed` to everyone, answers refused meanwhile, the timed reveal held back by the pause, the time spent
 * without it, also across a server restart), and skip a question (it does not count: results, the class report,
 * exports and the audit agree).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsFor } from '../../domain/game/scoring';
import type { TestAdmin } from '../support/admin';
import { createAdmin } from '../support/admin';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { http, startTestServer, tempDataDir } from '../support/test-server';

const ENV = { GAME_JOINS_PER_MINUTE: '10000', GAME_JOINS_PER_PIN_PER_MINUTE: '10000' };
let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer(ENV);
  admin = await createAdmin(server);
});
afterAll(() => server.stop());

interface Player {
  participantId: string;
  socket: Recorder;
}

/** A started game of `questions` questions (question i's correct option is i % 4) with a host and two players. */
const startAGame = async (url: string, { questions = 2, timeLimit = 5 } = {}) => {
  const game = await hostAGame(url, { questions, timeLimit });
  const host = await connect(url, game.token);
  expect((await host.emit('host_game', { gameId: game.gameId })).success).toBe(true);
  const players: Player[] = [];
  for (const name of ['Ada', 'Bo']) {
    const joined = await joinAsPlayer(url, game.pin, name);
    const socket = await connect(url);
    expect((await socket.emit('join_game', { gameId: game.gameId, participantId: joined.participantId })).success).toBe(
      true,
    );
    players.push({ participantId: joined.participantId, socket });
  }
  expect((await host.emit('start_game', { gameId: game.gameId })).success).toBe(true);
  await Promise.all(players.map((p) => p.socket.next('question_changed', (e) => e.questionIndex === 0)));
  const answer = (p: Player, questionIndex: number, option: number) =>
    p.socket.emit('submit_answer', {
      gameId: game.gameId,
      participantId: p.participantId,
      questionIndex,
      answer: option,
      requestId: requestId(),
    });
  const close = () => [host, ...players.map((p) => p.socket)].forEach((s) => s.close());
  return { ...game, host, players, answer, close };
};

/** The game's stream as stored. */
const streamOf = async (s: TestServer, gameId: string) =>
  (await s.eventStore.read(`game-${gameId}`)).map((e) => ({ type: e.type, data: e.data as any }));

const auditOf = async (s: TestServer, gameId: string) =>
  (await http(s.url).get(`/api/admin/audit/games/${gameId}`, admin.token)).body.data;

describe('Pausing and resuming the clock', () => {
  let game: Awaited<ReturnType<typeof startAGame>>;
  let pausedAt: any;
  beforeAll(async () => {
    game = await startAGame(server.url);
  });
  afterAll(() => game.close());

  it('is for the host only', async () => {
    const refused = await game.players[0]!.socket.emit('pause_timer', { gameId: game.gameId });
    expect(refused).toMatchObject({ success: false });
  });

  it('tells everyone the clock stopped, with the time left', async () => {
    expect(await game.host.emit('pause_timer', { gameId: game.gameId, questionIndex: 0 })).toMatchObject({
      success: true,
    });
    const heard = await Promise.all([game.host, ...game.players.map((p) => p.socket)].map((s) => s.next('timer_paused')));
    pausedAt = heard[0];
    for (const payload of heard)
      expect(payload).toMatchObject({ questionIndex: 0, paused: true, active: false, remainingMs: pausedAt.remainingMs });
    expect(pausedAt.remainingMs).toBeGreaterThan(0);
    expect(pausedAt.remainingMs).toBeLessThanOrEqual(5000);
    expect(pausedAt.remainingTime).toBe(Math.ceil(pausedAt.remainingMs / 1000));
  });

  it('refuses an answer while paused, with a clear code', async () => {
    const refused = await game.answer(game.players[0]!, 0, 0);
    expect(refused).toMatchObject({ success: false, code: 'game.paused' });
  });

  it('gives a (re)joining player and the host the paused clock', async () => {
    const again = await game.players[1]!.socket.emit('join_game', {
      gameId: game.gameId,
      participantId: game.players[1]!.participantId,
    });
    expect(again.data.timer).toMatchObject({ paused: true, active: false, remainingMs: pausedAt.remainingMs });
    const hostState = await game.host.emit('host_game', { gameId: game.gameId });
    expect(hostState.data.timer).toMatchObject({ paused: true, remainingMs: pausedAt.remainingMs });
  });

  it('holds the timed reveal back while paused', async () => {
    // Longer than the time that was left: without the pause the question would reveal itself meanwhile.
    await sleep(pausedAt.remainingMs + 800);
    for (const s of [game.host, ...game.players.map((p) => p.socket)]) {
      expect(s.events.some((e) => e.event === 'answer_revealed' || e.event === 'timer_completed')).toBe(false);
    }
  });

  it('resumes with the same time left, accepts answers, and reveals when that time has run', async () => {
    expect(await game.host.emit('resume_timer', { gameId: game.gameId, questionIndex: 0 })).toMatchObject({
      success: true,
    });
    const heard = await Promise.all([game.host, ...game.players.map((p) => p.socket)].map((s) => s.next('timer_resumed')));
    for (const payload of heard)
      expect(payload).toMatchObject({ questionIndex: 0, paused: false, active: true, remainingMs: pausedAt.remainingMs });
    expect(await game.answer(game.players[0]!, 0, 0)).toMatchObject({ success: true });
    await game.players[0]!.socket.next('timer_completed', (e) => e.questionIndex === 0, 10_000);
    await game.players[0]!.socket.next('answer_revealed', (e) => e.questionIndex === 0);

    const events = await streamOf(server, game.gameId);
    const started = events.find((e) => e.type === 'QuestionStarted')!.data;
    const paused = events.find((e) => e.type === 'QuestionPaused')!.data;
    const resumed = events.find((e) => e.type === 'QuestionResumed')!.data;
    const revealed = events.find((e) => e.type === 'AnswerRevealed')!.data;
    expect(revealed.by).toBe('timer');
    expect(resumed.remainingMs).toBe(paused.remainingMs);
    // The reveal came the time left after the resume (the server's recorded times), not at the original end.
    expect(Date.parse(revealed.revealedAt) - Date.parse(resumed.resumedAt)).toBeGreaterThanOrEqual(
      paused.remainingMs - 5,
    );
    expect(Date.parse(revealed.revealedAt)).toBeGreaterThan(Date.parse(started.startedAt) + started.durationMs);
    // The time spent leaves the pause out: less than the running time of the clock, so less than the pause.
    const pauseMs = Date.parse(resumed.resumedAt) - Date.parse(paused.pausedAt);
    const answer = events.find((e) => e.type === 'AnswerSubmitted')!.data;
    const running =
      Date.parse(paused.pausedAt) - Date.parse(started.startedAt) + Date.parse(answer.submittedAt) - Date.parse(resumed.resumedAt);
    expect(answer.timeSpentMs).toBeLessThanOrEqual(running);
    expect(answer.timeSpentMs).toBeLessThan(pauseMs);
    expect(answer.points).toBe(pointsFor(true, answer.timeSpentMs, 5000));
  });

  it('refuses a pause once the answer is out', async () => {
    const refused = await game.host.emit('pause_timer', { gameId: game.gameId });
    expect(refused).toMatchObject({ success: false, code: 'game.questionRevealed' });
  });

  it('leaves an audit that shows the pause and verifies', async () => {
    expect(await game.host.emit('end_game', { gameId: game.gameId })).toMatchObject({ success: true });
    await game.players[0]!.socket.next('game_ended');
    await server.runner.waitFor(await server.eventStore.headPosition());
    const audit = await auditOf(server, game.gameId);
    expect(audit).toMatchObject({ verified: true, differences: [] });
    expect(audit.timeline.map((e: any) => e.type)).toEqual(expect.arrayContaining(['QuestionPaused', 'QuestionResumed']));
  });
});

describe('Skipping a question', () => {
  let game: Awaited<ReturnType<typeof startAGame>>;
  beforeAll(async () => {
    game = await startAGame(server.url, { questions: 3, timeLimit: 30 });
  });
  afterAll(() => game.close());

  it('moves everyone to the next question, and the answers given so far count for nothing', async () => {
    const [ada, bo] = game.players as [Player, Player];
    expect(await game.answer(ada, 0, 0)).toMatchObject({ success: true }); // right
    expect(await game.host.emit('skip_question', { gameId: game.gameId, questionIndex: 0 })).toMatchObject({
      success: true,
    });
    await Promise.all([game.host, ada.socket, bo.socket].map((s) => s.next('question_changed', (e) => e.questionIndex === 1)));
    // Nobody heard a reveal of the skipped question.
    expect(ada.socket.events.some((e) => e.event === 'answer_revealed')).toBe(false);
    // A late answer to the skipped question is refused.
    expect(await game.answer(bo, 0, 0)).toMatchObject({ success: false, code: 'game.questionNotOpen' });
    const state = await ada.socket.emit('join_game', { gameId: game.gameId, participantId: ada.participantId });
    expect(state.data.participant.score).toBe(0);
    expect(state.data.participantAnswers).toEqual([]);
  });

  it('counts only the questions played: results, class report and exports agree', async () => {
    const [ada, bo] = game.players as [Player, Player];
    // Question 2 (correct option 1): Ada right, Bo wrong. Question 3 (correct option 2) is skipped: the game ends.
    expect(await game.answer(ada, 1, 1)).toMatchObject({ success: true });
    expect(await game.answer(bo, 1, 0)).toMatchObject({ success: true });
    expect(await game.host.emit('reveal_answer', { gameId: game.gameId })).toMatchObject({ success: true });
    expect(await game.host.emit('next_question', { gameId: game.gameId, questionIndex: 2 })).toMatchObject({
      success: true,
    });
    await ada.socket.next('question_changed', (e) => e.questionIndex === 2);
    expect(await game.answer(bo, 2, 2)).toMatchObject({ success: true });
    expect(await game.host.emit('skip_question', { gameId: game.gameId, questionIndex: 2 })).toMatchObject({
      success: true,
    });
    await Promise.all([ada.socket, bo.socket].map((s) => s.next('game_ended')));
    await server.runner.waitFor(await server.eventStore.headPosition());

    const api = http(server.url);
    const results = (await api.get(`/api/games/${game.gameId}/results?participantId=${bo.participantId}`)).body.data;
    expect(results.questionStats.map((s: any) => s.questionIndex)).toEqual([1]);
    expect(results.participantResult).toMatchObject({ totalQuestions: 1, correctAnswers: 0, score: 0, accuracy: 0 });
    expect(results.participantWrongAnswers.map((w: any) => w.questionIndex)).toEqual([1]);
    const adaScore = results.leaderboard.find((e: any) => e.name === 'Ada').score;

    const report = (await api.get(`/api/games/${game.gameId}/report`, game.token)).body.data;
    expect(report.game).toMatchObject({ questionsCount: 3, questionsAsked: 3, questionsCounted: 1, skippedQuestions: [0, 2] });
    expect(report.summary.questions.map((q: any) => [q.questionIndex, q.answered, q.correct, q.accuracy])).toEqual([
      [1, 2, 1, 50],
    ]);
    expect(report.summary.averageAccuracy).toBe(50);
    const adaReport = report.students.find((s: any) => s.name === 'Ada');
    expect(adaReport).toMatchObject({ score: adaScore, correctAnswers: 1, accuracy: 100 });
    expect(adaReport.answers.map((a: any) => a.questionIndex)).toEqual([1]);
    expect(adaReport.score).toBe(adaReport.answers[0].points);

    const csv = await fetch(`${server.url}/api/games/${game.gameId}/export?format=csv`, {
      headers: { authorization: `Bearer ${game.token}` },
    });
    const header = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    // Question 2 only, numbered as in the quiz.
    expect(header).toContain('Q2');
    expect(header).not.toMatch(/Q1\b|Q3\b/);
  });

  it('leaves an audit that shows the skips and verifies', async () => {
    const audit = await auditOf(server, game.gameId);
    expect(audit).toMatchObject({ verified: true, differences: [] });
    expect(audit.questions.map((q: any) => q.skipped)).toEqual([true, false, true]);
    expect(audit.timeline.filter((e: any) => e.type === 'AnswerVoided')).toHaveLength(2);
    expect(audit.leaderboards.map((l: any) => l.questionIndex)).toEqual([1]);
  });
});

describe('A pause across a server restart', () => {
  it('stays paused with the same time left, and the clock runs again from it on resume', async () => {
    const dataDir = tempDataDir();
    let running = await startTestServer(ENV, dataDir);
    const game = await startAGame(running.url, { questions: 1, timeLimit: 5 });
    expect(await game.host.emit('pause_timer', { gameId: game.gameId })).toMatchObject({ success: true });
    const paused = await game.host.next('timer_paused');
    game.close();
    await running.stop({ keepData: true });

    running = await startTestServer(ENV, dataDir);
    try {
      const host = await connect(running.url, game.token);
      const state = await host.emit('host_game', { gameId: game.gameId });
      expect(state.data.timer).toMatchObject({ paused: true, active: false, remainingMs: paused.remainingMs });
      // Longer than the time left: a timer rearmed at start-up as if nothing were paused would reveal meanwhile.
      await sleep(paused.remainingMs + 800);
      expect(host.events.some((e) => e.event === 'answer_revealed')).toBe(false);
      expect(await host.emit('resume_timer', { gameId: game.gameId })).toMatchObject({ success: true });
      expect(await host.next('timer_resumed')).toMatchObject({ remainingMs: paused.remainingMs, active: true });
      expect(await host.next('answer_revealed', () => true, 10_000)).toMatchObject({ questionIndex: 0 });
      const revealed = (await streamOf(running, game.gameId)).find((e) => e.type === 'AnswerRevealed')!.data;
      expect(revealed.by).toBe('timer');
      host.close();
    } finally {
      await running.stop();
    }
  }, 40_000);
});
