/**
 * The results a teacher takes away: a short game (three players on sockets, one with a name that looks like a
 * formula, one who skips the second question), then in the host's browser the podium (its celebration turned off),
 * the class summary and each student's answers, the CSV and XLSX downloads read back, and Create Another Game
 * opening a new lobby for the same quiz.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const INJECTION = '=HYPERLINK("http://x")';

const socketOf = (baseURL: string, token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(baseURL, { transports: ['websocket'], auth: token ? { token } : {}, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const emit = async (socket: Socket, event: string, payload: unknown) => {
  const answer = (await socket.timeout(10_000).emitWithAck(event, payload)) as { success: boolean };
  expect(answer, `${event} ${JSON.stringify(answer)}`).toMatchObject({ success: true });
};

/** Resolves once question `index` has arrived and opened (after the start countdown, `opensInMs`). */
const nextQuestion = (socket: Socket, index: number) =>
  new Promise<void>((resolve) => {
    const seen = (e: { questionIndex: number; opensInMs?: number }) => {
      if (e.questionIndex !== index) return;
      socket.off('question_changed', seen);
      setTimeout(resolve, (e.opensInMs ?? 0) + 100);
    };
    socket.on('question_changed', seen);
  });

/** A host account with a 2-question quiz, signed in through the login page. */
const signedInHost = async (page: Page) => {
  const id = unique();
  const account = { username: `teacher_${id}`, email: `teacher.${id}@example.com`, password: 'first-Password-1' };
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  const title = `Capitals ${id}`;
  const created = await page.request.post('/api/quizzes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      settings: { timeLimit: 120 },
      questions: [
        { text: 'Capital of France?', options: ['Paris', 'Rome', 'Berlin'], correctAnswer: 0, difficulty: 'easy' },
        { text: 'Capital of Italy?', options: ['Milan', 'Rome', 'Turin'], correctAnswer: 1, difficulty: 'easy' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = ((await created.json()) as { data: { quiz: { id: string } } }).data.quiz.id;
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { token, quizId, title };
};

/** Plays the game on sockets: Ada right twice, the formula name wrong then right, Cem right then no answer. */
const playOnSockets = async (page: Page, baseURL: string, token: string, quizId: string) => {
  const created = await page.request.post('/api/games', {
    headers: { Authorization: `Bearer ${token}` },
    data: { quizId, settings: {} },
  });
  expect(created.status()).toBe(201);
  const { id: gameId, pin } = ((await created.json()) as { data: { game: { id: string; pin: string } } }).data.game;
  const host = await socketOf(baseURL, token);
  await emit(host, 'host_game', { gameId });
  const plan: [string, (number | null)[]][] = [
    ['Ada', [0, 1]],
    [INJECTION, [2, 1]],
    ['Cem', [0, null]],
  ];
  const players = [];
  for (const [name, answers] of plan) {
    const joined = await page.request.post('/api/games/join', { data: { pin, playerName: name } });
    expect(joined.status()).toBe(201);
    const { participantId, participantToken } = ((await joined.json()) as { data: Record<string, string> }).data;
    const socket = await socketOf(baseURL);
    await emit(socket, 'join_game', { gameId, participantId, participantToken });
    players.push({ socket, participantId, answers });
  }
  for (let q = 0; q < 2; q++) {
    const asked = Promise.all(players.map((p) => nextQuestion(p.socket, q)));
    if (q === 0) await emit(host, 'start_game', { gameId });
    else await emit(host, 'next_question', { gameId, questionIndex: q });
    await asked;
    for (const p of players) {
      const answer = p.answers[q];
      if (answer === null || answer === undefined) continue;
      await emit(p.socket, 'submit_answer', {
        gameId,
        participantId: p.participantId,
        questionIndex: q,
        answer,
        requestId: `${p.participantId}-${q}`,
      });
    }
    await emit(host, 'reveal_answer', { gameId });
  }
  await emit(host, 'end_game', { gameId });
  [host, ...players.map((p) => p.socket)].forEach((s) => s.close());
  return { gameId, pin };
};

test('a teacher’s results: podium, class summary, CSV and XLSX exports, another game', async ({ page, baseURL }) => {
  test.setTimeout(50_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token, quizId, title } = await signedInHost(page);
  const { gameId, pin } = await playOnSockets(page, baseURL!, token, quizId);

  await page.goto(`/game/${gameId}/results`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The podium: the top three in rank order, then the full leaderboard.
  const podium = page.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  await expect(podium.getByRole('listitem').first()).toContainText('Ada');
  await expect(page.getByRole('list', { name: 'Final leaderboard' }).getByRole('listitem')).toHaveCount(3);
  const celebration = page.getByRole('switch', { name: 'Celebration' });
  await expect(celebration).toBeChecked();
  await celebration.uncheck();
  await expect(page.getByTestId('confetti')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Celebration' })).not.toBeChecked();

  // The class summary: one denominator (every player), the hardest questions, who did not answer.
  const summary = page.getByRole('region', { name: 'Class summary' });
  await expect(summary).toContainText('67%');
  const perQuestion = summary.getByRole('list', { name: 'Accuracy per question' }).getByRole('listitem');
  await expect(perQuestion).toHaveCount(2);
  await expect(perQuestion.first()).toContainText('2 of 3 correct (67%)');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Cem' })).toContainText('missed question 2');
  const stats = page.getByRole('region', { name: 'Question statistics' });
  await expect(stats).toContainText('2 of 3 players correct (67%) · 1 no answer');

  // Each student's answers.
  const breakdown = page.getByRole('region', { name: 'Each student’s answers' });
  await breakdown.getByText('Cem', { exact: true }).click();
  const cemAnswers = breakdown.getByRole('table', { name: 'Answers of Cem' });
  await expect(cemAnswers.getByRole('row')).toHaveCount(3);
  await expect(cemAnswers.getByRole('row').nth(2)).toContainText('Not answered');

  // The exports, downloaded and read back.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(new RegExp(`^quiz-results-${pin}-[\\d-]{10}\\.csv$`));
  const csv = (await readFile((await csvDownload.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toMatch(/^Rank,Player,Score,Correct answers,Accuracy \(%\),Time \(s\),Q1 answer,/);
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^1,Ada,\d+,2,100,/);
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel (XLSX)' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsxDownload.path())!);
  const students = workbook.getWorksheet('Students')!;
  expect(students.rowCount).toBe(4);
  expect(students.getRow(2).getCell(2).value).toBe('Ada');
  const names = [2, 3, 4].map((r) => students.getRow(r).getCell(2).value);
  expect(names).toContain(`'${INJECTION}`);
  expect(workbook.getWorksheet('Answers')!.rowCount).toBe(7);

  // Create Another Game: a new lobby for the same quiz.
  await page.getByRole('button', { name: 'Create Another Game' }).click();
  await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}\/lobby$/);
  expect(page.url()).not.toContain(gameId);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a legal page scrolls as one page; the pricing comparison keeps the plan names in view', async ({ page }) => {
    await page.goto('/privacy');
    const text = page.getByRole('region', { name: /Privacy Policy/ });
    await expect(text).toBeVisible();
    // No box scrolling inside the page: the text area is as tall as its text.
    const inner = "(() => { const e = document.querySelector('.legal-scroll'); return e.scrollHeight - e.clientHeight; })()";
    expect(await page.evaluate<number>(inner)).toBeLessThanOrEqual(1);
    expect(await page.evaluate<boolean>('document.documentElement.scrollHeight > window.innerHeight * 3')).toBe(true);

    await page.goto('/pricing');
    const table = page.getByRole('table');
    await expect(table).toBeAttached();
    // At the top of the page the table's own head row names the plans: no bar yet.
    const names = page.locator('.pricing-sticky-names');
    await expect(names.getByText('Plus', { exact: true })).toBeHidden();
    const box = (await table.boundingBox())!;
    await page.evaluate(`window.scrollTo(0, ${box.y} + window.scrollY + 600)`);
    for (const plan of ['Basic', 'Plus']) {
      await expect(names.getByText(plan, { exact: true })).toBeVisible();
      await expect(names.getByText(plan, { exact: true })).toBeInViewport();
    }
    const headerBottom = (await page.locator('.site-header').boundingBox())!;
    const bar = (await names.boundingBox())!;
    expect(Math.abs(bar.y - (headerBottom.y + headerBottom.height))).toBeLessThanOrEqual(2);
  });
});
