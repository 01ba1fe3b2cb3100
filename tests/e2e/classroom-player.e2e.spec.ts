/**
 * The player's screens on a 360 × 640 phone (issue 12): during the game only the game (no site header or footer,
 * a top bar with the question number, time, score and connection), every option of a question with a tall image in
 * view without scrolling, the waiting room showing the start countdown instead of "when the host is ready", the
 * waiting room's labels wrapping between words in German, "Join another game" beside "Back to home" after the end,
 * and the spec's message for a device whose stored player is not one of the game's. The player's path never fetches
 * the forms library, nor another language's strings.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { phone, pngOf, registerHost, uploadImage } from './support';

/** A host signed in through the login page, with a quiz whose first question has a 600 × 1200 image. */
const hostWithImageQuiz = async (page: Page) => {
  const { id, account, token } = await registerHost(page);
  const imageUrl = await uploadImage(page, token, pngOf(600, 1200));
  const title = `Towers ${id}`;
  const created = await page.request.post('/api/quizzes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      settings: { timeLimit: 120 },
      questions: [
        {
          text: 'Which city is this tower in?',
          options: ['Paris, the capital of France', 'Rome', 'Berlin', 'Madrid, the capital of Spain'],
          correctAnswer: 0,
          difficulty: 'easy',
          imageUrl,
          imageAltText: 'A tall iron lattice tower',
        },
        { text: 'What is the capital of Italy?', options: ['Milan', 'Rome'], correctAnswer: 1, difficulty: 'easy' },
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
  return { quizId };
};

/**
 * The words of the labels under `selector` that are broken across lines (a word on one line has boxes on one line
 * only). A string evaluated in the page: the spec typechecks without the DOM library.
 */
const wordsBrokenIn = (page: Page, selector: string) =>
  page.evaluate<string[]>(`[...document.querySelectorAll(${JSON.stringify(selector)})].flatMap((label) => {
    const text = label.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return [];
    return [...text.textContent.matchAll(/\\S+/g)].filter((match) => {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    }).map((match) => match[0]);
  })`);

interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
  height: number;
}

test('a player on a 360 × 640 phone sees only the game, every option in view, the countdown, and what comes next', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  const { quizId } = await hostWithImageQuiz(host);
  await host.goto(`/quiz/${quizId}`);
  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(host).toHaveURL(/\/game\/[0-9a-f-]{36}\/lobby$/);
  const gameUrl = host.url().replace(/\/lobby$/, '');
  const pin =
    (await host
      .getByRole('region', { name: 'Game PIN' })
      .getByText(/^\d{6}$/)
      .textContent()) ?? '';

  // Ada joins on her phone; the player's path never loads the forms library.
  const adaContext = await browser.newContext(phone);
  const ada = await adaContext.newPage();
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  ada.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    bodies.push(response.text().catch(() => ''));
  });
  await ada.goto(`/join?pin=${pin}`);
  await ada.getByLabel('Your name').fill('Ada');
  await ada.getByRole('button', { name: 'Join game' }).click();
  await expect(ada.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  // The waiting room is the game: no site header, navigation or footer.
  await expect(ada.getByRole('banner')).toHaveCount(0);
  await expect(ada.getByRole('contentinfo')).toHaveCount(0);
  await expect(ada.getByText('You are in. The game starts when the host is ready.')).toBeVisible();

  // Jonas plays in German: the waiting room's labels wrap between words, never inside one.
  const jonasContext = await browser.newContext(phone);
  await jonasContext.addInitScript("localStorage.setItem('userLanguage', 'de')");
  const jonas = await jonasContext.newPage();
  await jonas.goto(`/join?pin=${pin}`);
  await jonas.getByLabel('Dein Name').fill('Jonas');
  await jonas.getByRole('button', { name: 'Spiel beitreten' }).click();
  await expect(jonas.getByRole('heading', { level: 1, name: 'Willkommen, Jonas!' })).toBeVisible();
  await expect(jonas.getByText('Beigetreten')).toBeVisible();
  expect(await wordsBrokenIn(jonas, '.waiting-facts dt')).toEqual([]);

  // The countdown replaces "when the host is ready".
  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(ada.getByText('Get ready! The game is starting.')).toBeVisible();
  await expect(ada.getByText('The host started the game. The first question is coming.')).toBeVisible();
  await expect(ada.getByText('The game starts when the host is ready', { exact: false })).toHaveCount(0);

  // The question with a tall image: the top bar, and every option inside the 360 × 640 screen without scrolling.
  await expect(ada).toHaveURL(`${gameUrl}/play?role=participant`, { timeout: 15_000 });
  const image = ada.getByRole('img', { name: 'A tall iron lattice tower' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => ada.evaluate<number>(`document.querySelector('.question-image')?.naturalHeight ?? 0`))
    .toBe(1200);
  await expect(ada.getByRole('banner')).toHaveCount(0);
  await expect(ada.getByRole('contentinfo')).toHaveCount(0);
  const bar = ada.getByRole('group', { name: 'Game status' });
  await expect(bar.getByRole('heading', { level: 1, name: 'Question 1 of 2' })).toBeVisible();
  await expect(bar.getByText('Score 0')).toBeVisible();
  await expect(bar.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(bar.getByText(/^\d+ s$/)).toBeVisible();
  expect(await ada.evaluate<number>('window.scrollY')).toBe(0);
  const options = ada.getByRole('group', { name: 'Answer options' }).getByRole('button');
  await expect(options).toHaveCount(4);
  const boxes = await ada.evaluate<Box[]>(
    `[...document.querySelectorAll('.player-option')].map((button) => button.getBoundingClientRect().toJSON())`,
  );
  expect(boxes).toHaveLength(4);
  for (const box of boxes) {
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(640);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(48);
  }
  // A touch user sees no focus ring around the new question (the focus is still there for screen readers).
  const question = ada.getByRole('heading', { level: 2, name: 'Which city is this tower in?' });
  await expect(question).toBeFocused();
  expect(await ada.evaluate<string>(`getComputedStyle(document.querySelector('.question-text')).outlineStyle`)).toBe(
    'none',
  );

  await ada.getByRole('button', { name: 'A: Paris, the capital of France' }).tap();
  await expect(ada.getByText('Answer submitted! Wait for the others.')).toBeVisible();
  await host.getByRole('button', { name: 'Reveal answer' }).click();
  await expect(ada.getByText('Correct!')).toBeVisible();
  await expect(bar.getByText(/^Score [1-9][\d,]*$/)).toBeVisible();

  // The host ends the game: the results with the site frame back, and "Join another game" beside "Back to home".
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(ada.getByRole('heading', { level: 1, name: 'Question 2 of 2' })).toBeVisible();
  await host.getByRole('button', { name: 'Reveal answer' }).click();
  await host.getByRole('button', { name: 'End game' }).click();
  const confirm = host.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'End game' }).click();
  await expect(ada).toHaveURL(`${gameUrl}/results`);
  await expect(ada.getByRole('region', { name: 'Your result' })).toBeVisible();
  await expect(ada.getByRole('link', { name: 'Join another game' })).toHaveAttribute('href', '/join');
  await expect(ada.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(ada.getByRole('banner')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /\/forms-[\w-]+\.js$/.test(path))).toEqual([]);
  // Only the active language's strings: none of the German or Turkish ones came with them.
  const loaded = await Promise.all(bodies);
  expect(loaded.some((body) => body.includes('Skip to main content'))).toBe(true);
  expect(
    loaded.filter((body) => body.includes('Zum Hauptinhalt springen') || body.includes('Ana içeriğe geç')),
  ).toEqual([]);
  // The player's path, join → waiting room → play → results on a cold load, stays within its budget: 150 KB of
  // JavaScript, gzip (npm run bench:player prints it chunk by chunk).
  const gzipBytes = loaded.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);

  // A device whose stored player is not one of this game's players: the spec's message, the identity cleared.
  await ada.evaluate(`localStorage.setItem('participantId', '00000000-0000-4000-8000-000000000000')`);
  await ada.goto(`${gameUrl}/participant`);
  await expect(
    ada.getByText('You were previously in this game. Your session has been cleared. Please try joining again.'),
  ).toBeVisible();
  await expect(ada.getByRole('link', { name: 'Join another game' })).toHaveAttribute('href', '/join');
  expect(await ada.evaluate(`localStorage.getItem('participantId')`)).toBeNull();

  await Promise.all([hostContext.close(), adaContext.close(), jonasContext.close()]);
});
