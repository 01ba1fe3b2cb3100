import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recorder } from '../support/game-clients';
import { connect, hostAGame, joinAsPlayer, requestId } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GAME_JOINS_PER_MINUTE: '10000', GAME_JOINS_PER_PIN_PER_MINUTE: '10000' });
});
afterAll(() => server.stop());

const INJECTION = '=HYPERLINK("http://x")';

/** A download: the status, the headers and the body's bytes. */
const download = async (path: string, token?: string) => {
  const res = await fetch(`${server.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** RFC 4180 fields (quoted fields with doubled quotes, CRLF or LF records): enough to read our exports back. */
const parseCsv = (text: string) => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== '\r' || text[i + 1] !== '\n') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
};

/**
 * A finished game of 2 questions (correct options: 0, then 1) and 3 players: Ada answers both right, the injection
 * name answers the first wrong (option 2) and the second right, Cem answers only the first, right. `endAfter`: the
 * last question played (0 ends the game early, after the first question).
 */
const playAGame = async ({ endAfter = 1 } = {}) => {
  const { token, gameId, pin } = await hostAGame(server.url, { questions: 2 });
  const host = await connect(server.url, token);
  await host.emit('host_game', { gameId });
  const players: { name: string; participantId: string; socket: Recorder; answers: (number | null)[] }[] = [];
  for (const [name, answers] of [
    ['Ada', [0, 1]],
    [INJECTION, [2, 1]],
    ['Cem', [0, null]],
  ] as const) {
    const joined = await joinAsPlayer(server.url, pin, name);
    const socket = await connect(server.url);
    expect((await socket.emit('join_game', { gameId, participantId: joined.participantId })).success).toBe(true);
    players.push({ name: joined.playerName, participantId: joined.participantId, socket, answers: [...answers] });
  }
  expect((await host.emit('start_game', { gameId })).success).toBe(true);
  for (let q = 0; q <= endAfter; q++) {
    await Promise.all(players.map((p) => p.socket.next('question_changed', (e) => e.questionIndex === q)));
    for (const p of players) {
      const answer = p.answers[q];
      if (answer === null || answer === undefined) continue;
      const payload = { gameId, participantId: p.participantId, questionIndex: q, answer, requestId: requestId() };
      expect((await p.socket.emit('submit_answer', payload)).success).toBe(true);
    }
    expect((await host.emit('reveal_answer', { gameId })).success).toBe(true);
    if (q < endAfter) expect((await host.emit('next_question', { gameId, questionIndex: q + 1 })).success).toBe(true);
  }
  expect((await host.emit('end_game', { gameId })).success).toBe(true);
  await Promise.all(players.map((p) => p.socket.next('game_ended')));
  [host, ...players.map((p) => p.socket)].forEach((s) => s.close());
  return { gameId, pin, token, players };
};

describe('The host’s class report and exports of a finished game', () => {
  let game: Awaited<ReturnType<typeof playAGame>>;
  beforeAll(async () => {
    game = await playAGame();
  });

  it('reports the class: averages, accuracy per question out of every player, the hardest, who did not answer', async () => {
    const res = await http(server.url).get(`/api/games/${game.gameId}/report`, game.token);
    expect(res.status).toBe(200);
    const { game: about, summary, students } = res.body.data;
    expect(about).toMatchObject({ gameId: game.gameId, pin: game.pin, questionsCount: 2, questionsAsked: 2 });
    expect(summary.players).toBe(3);
    // Correct answers: Ada 2, the injection name 1, Cem 1 = 4 of 3 players x 2 questions.
    expect(summary.averageAccuracy).toBe(Math.round((4 / 6) * 100));
    expect(summary.questions.map((q: any) => [q.answered, q.correct, q.unanswered, q.accuracy])).toEqual([
      [3, 2, 0, 67],
      [2, 2, 1, 67],
    ]);
    expect(summary.hardest).toEqual([0, 1]);
    expect(summary.didNotAnswer).toEqual([{ name: 'Cem', rank: expect.any(Number), missed: [1] }]);
    expect(students.map((s: any) => s.name)[0]).toBe('Ada');
    const ada = students[0];
    expect(ada).toMatchObject({ rank: 1, correctAnswers: 2, accuracy: 100 });
    expect(ada.answers.map((a: any) => [a.answer, a.answerText, a.correct])).toEqual([
      [0, 'A', true],
      [1, 'B', true],
    ]);
    expect(ada.score).toBe(ada.answers[0].points + ada.answers[1].points);
    for (const a of ada.answers) expect(a.timeSpentMs).toBeGreaterThanOrEqual(0);
    const cem = students.find((s: any) => s.name === 'Cem');
    expect(cem.answers[1]).toEqual({
      questionIndex: 1,
      answer: null,
      answerText: null,
      correct: false,
      timeSpentMs: null,
      points: 0,
    });
    expect(summary.averageScore).toBe(
      Math.round(students.reduce((sum: number, s: any) => sum + s.score, 0) / students.length),
    );
  });

  it('exports a CSV with one row a student, and a formula-like name comes out as text', async () => {
    const res = await download(`/api/games/${game.gameId}/export?format=csv`, game.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="quiz-results-\d{6}-[\d-]{10}\.csv"$/);
    const text = res.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Rank',
      'Player',
      'Score',
      'Correct answers',
      'Accuracy (%)',
      'Time (s)',
      ...[1, 2].flatMap((n) => [`Q${n} answer`, `Q${n} correct`, `Q${n} points`, `Q${n} time (s)`]),
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.slice(0, 2))[0]).toEqual(['1', 'Ada']);
    const injected = rows.find((r) => r[1]!.includes('HYPERLINK'))!;
    expect(injected[1]).toBe(`'${INJECTION}`);
    expect(injected.slice(3, 5)).toEqual(['1', '50']);
    expect([injected[6], injected[7], injected[8]]).toEqual(['C', 'no', '0']);
    const cem = rows.find((r) => r[1] === 'Cem')!;
    expect(cem.slice(10, 14)).toEqual(['', '', '0', '']);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('exports an XLSX whose sheets read back with the right rows, the formula-like name as text', async () => {
    const res = await download(`/api/games/${game.gameId}/export?format=xlsx&lang=de`, game.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/filename="quiz-results-\d{6}-[\d-]{10}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Schüler', 'Antworten', 'Fragen']);
    const values = (sheet: ExcelJS.Worksheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    const [students, answers, questions] = workbook.worksheets.map(values);
    expect(students![0]!.slice(0, 3)).toEqual(['Platz', 'Spieler', 'Punktzahl']);
    expect(students!.slice(1).map((r) => r[1])).toHaveLength(3);
    expect(students![1]!.slice(0, 2)).toEqual([1, 'Ada']);
    const student = workbook.worksheets[0]!;
    const injectedRow = students!.findIndex((r) => String(r[1]).includes('HYPERLINK')) + 1;
    const nameCell = student.getCell(injectedRow, 2);
    expect(nameCell.type).toBe(ExcelJS.ValueType.String);
    expect(nameCell.value).toBe(`'${INJECTION}`);
    expect(nameCell.formula).toBeUndefined();
    // One row a student and question, the unanswered one included.
    expect(answers![0]).toEqual(['Spieler', 'Frage Nr.', 'Frage', 'Antwort', 'Richtig', 'Punkte', 'Zeit (s)']);
    expect(answers!.slice(1)).toHaveLength(6);
    expect(answers!.find((r) => r[0] === 'Cem' && r[1] === 2)!.slice(3, 6)).toEqual(['(keine Antwort)', 'nein', 0]);
    expect(questions!.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6]])).toEqual([
      [1, 'Question 1?', 'A', 3, 2, 0, 67],
      [2, 'Question 2?', 'B', 2, 2, 1, 67],
    ]);
  });

  it('refuses anyone but the host, a caller without a session, and an unknown format', async () => {
    const api = http(server.url);
    const other = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    for (const path of ['report', 'export?format=csv', 'export?format=xlsx']) {
      const refused = await api.get(`/api/games/${game.gameId}/${path}`, other);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('game.hostOnly');
      const anonymous = await api.get(`/api/games/${game.gameId}/${path}`);
      expect(anonymous.status, path).toBe(401);
    }
    const unknown = await api.get(`/api/games/${game.gameId}/export?format=pdf`, game.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation.failed');
    const missing = await api.get(`/api/games/00000000-0000-4000-8000-000000000000/report`, game.token);
    expect(missing.status).toBe(404);
  });
});

describe('The class report of a game ended early', () => {
  it('counts only the questions asked, and refuses a game not finished yet', async () => {
    const early = await playAGame({ endAfter: 0 });
    const res = await http(server.url).get(`/api/games/${early.gameId}/report`, early.token);
    expect(res.status).toBe(200);
    expect(res.body.data.game.questionsAsked).toBe(1);
    expect(res.body.data.summary.questions).toHaveLength(1);
    expect(res.body.data.summary.didNotAnswer).toEqual([]);
    expect(res.body.data.students[0]).toMatchObject({ name: 'Ada', accuracy: 100 });

    const { token, gameId } = await hostAGame(server.url, { questions: 2 });
    const waiting = await http(server.url).get(`/api/games/${gameId}/export?format=csv`, token);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe('game.notFinished');
  });
});
