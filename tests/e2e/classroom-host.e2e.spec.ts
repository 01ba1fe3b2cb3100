/**
 * The host's screen for a projector (issue 12): presentation mode shows the PIN, the join address and a large QR
 * code, then the joining players' names, without the site chrome; at 1280 × 720 the question with a tall image, its
 * timer and Reveal are in view without scrolling, in and out of presentation mode; after the reveal the answer chart
 * and the top 5 with their movement; ending early (with its confirmation) opens the results. The lobby on a
 * 360 × 640 phone has Start game within the first screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { phone, pngOf, registerHost, unique, uploadImage } from './support';

/** A host signed in through the login page, with a 3-question quiz whose first question has a tall image. */
const hostWithQuiz = async (page: Page) => {
  const { id, account, token } = await registerHost(page);
  const imageUrl = await uploadImage(page, token, pngOf(600, 1200));
  const created = await page.request.post('/api/quizzes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Towers ${id}`,
      settings: { timeLimit: 120 },
      questions: [
        {
          text: 'Which city is this tower in?',
          options: ['Paris', 'Rome', 'Berlin', 'Madrid'],
          correctAnswer: 0,
          difficulty: 'easy',
          explanation: 'The Eiffel Tower was built for the 1889 World Fair.',
          imageUrl,
          imageAltText: 'A tall iron lattice tower',
        },
        { text: 'What is the capital of Italy?', options: ['Milan', 'Rome'], correctAnswer: 1, difficulty: 'easy' },
        { text: 'What is the capital of Spain?', options: ['Madrid', 'Seville'], correctAnswer: 0, difficulty: 'easy' },
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

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

const boxOf = (page: Page, selector: string) =>
  page.evaluate<Box>(`document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().toJSON()`);

/**
 * At the top of the page (never scrolled), the question's heading, its image, the timer and `name`'s button are all
 * inside the window.
 */
const inView = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const boxes = [
    await button.boundingBox(),
    await page.locator('.question-text').boundingBox(),
    await page.locator('.question-image').boundingBox(),
    await page.locator('.question-timer').boundingBox(),
  ];
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect(box!.height).toBeGreaterThan(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
};

test('the host presents the lobby and the game on a 1280 × 720 projector, and starts from a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const host = await hostContext.newPage();
  const { quizId } = await hostWithQuiz(host);
  await host.goto(`/quiz/${quizId}`);
  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(host).toHaveURL(/\/game\/[0-9a-f-]{36}\/lobby$/);
  const lobbyUrl = host.url();
  const gameUrl = lobbyUrl.replace(/\/lobby$/, '');
  const pin =
    (await host
      .getByRole('region', { name: 'Game PIN' })
      .getByText(/^\d{6}$/)
      .textContent()) ?? '';

  // The same host on a phone: Start game is on the first screen, without scrolling.
  const phoneContext = await browser.newContext({ ...phone, storageState: await hostContext.storageState() });
  const hostPhone = await phoneContext.newPage();
  await hostPhone.goto(lobbyUrl);
  const start = hostPhone.getByRole('button', { name: 'Start game' });
  await expect(start).toBeVisible();
  expect(await hostPhone.evaluate<number>('window.scrollY')).toBe(0);
  const startBox = await start.boundingBox();
  expect(startBox!.y + startBox!.height).toBeLessThanOrEqual(640);
  await phoneContext.close();

  // Presentation mode: no site chrome, the PIN and the join address huge, the QR code large. Here the browser
  // refuses full screen: the page fills the window anyway and says how to get the rest.
  await expect(host.getByRole('banner')).toHaveCount(1);
  await host.evaluate(`window.grantFullscreen = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));`);
  await host.getByRole('button', { name: 'Presentation mode' }).click();
  await expect(host.getByRole('banner')).toHaveCount(0);
  await expect(host.getByRole('status').filter({ hasText: 'press F11' })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Leave presentation' })).toBeFocused();
  await expect(host.getByRole('contentinfo')).toHaveCount(0);
  const joinArea = host.getByRole('region', { name: 'Game PIN' });
  await expect(joinArea.getByText(pin, { exact: true })).toBeVisible();
  await expect(joinArea.getByText(/\/join$/)).toBeVisible();
  expect(
    await host.evaluate<number>(`parseFloat(getComputedStyle(document.querySelector('.presentation-pin')).fontSize)`),
  ).toBeGreaterThanOrEqual(96);
  await expect(host.getByRole('img', { name: `QR code to join the game with PIN ${pin}` })).toBeVisible();
  expect((await boxOf(host, '.qr-code-large')).width).toBeGreaterThanOrEqual(280);
  await expect(host.getByText('0 players joined')).toBeVisible();

  // Two players join (through the API: this test is about the host's screen): their names appear on the projector.
  const gameId = gameUrl.split('/').pop() ?? '';
  const join = async (playerName: string) => {
    const joined = await request.post('/api/games/join', { data: { pin, playerName } });
    expect(joined.status(), await joined.text()).toBe(201);
    return ((await joined.json()) as { data: { participantId: string; participantToken: string } }).data;
  };
  const answer = async (player: { participantId: string; participantToken: string }, choice: number) => {
    const answered = await request.post(`/api/games/${gameId}/answers`, {
      data: { ...player, questionIndex: 0, answer: choice, requestId: `answer-${unique()}` },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  };
  const ada = await join('Ada');
  const bo = await join('Bo');
  const names = host.getByRole('list', { name: 'Players' });
  await expect(names.getByText('Ada', { exact: true })).toBeVisible();
  await expect(names.getByText('Bo', { exact: true })).toBeVisible();
  await expect(host.getByText('2 players joined')).toBeVisible();

  // The game, still presented: the question with its tall image, the timer and Reveal fit 1280 × 720.
  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(host).toHaveURL(`${gameUrl}/play`, { timeout: 15_000 });
  await expect(host.getByRole('heading', { level: 1, name: 'Question 1 of 3' })).toBeVisible();
  await expect(host.getByRole('banner')).toHaveCount(0);
  await expect(host.getByRole('img', { name: 'A tall iron lattice tower' })).toBeVisible();
  await expect
    .poll(() => host.evaluate<number>(`document.querySelector('.question-image')?.naturalHeight ?? 0`))
    .toBe(1200);
  await expect(host.getByText('Time remaining')).toBeVisible();
  await inView(host, 'Reveal answer');
  expect(await host.evaluate<number>('document.documentElement.scrollHeight - window.innerHeight')).toBeLessThanOrEqual(
    0,
  );
  // Out of presentation mode (Escape), with the site header back: still no scrolling.
  await host.keyboard.press('Escape');
  await expect(host.getByRole('banner')).toHaveCount(1);
  await expect(host.getByRole('button', { name: 'Presentation mode' })).toBeFocused();
  await inView(host, 'Reveal answer');

  // Ada is right, Bo is wrong; after the reveal the chart and the top 5, Reveal's place taken by Next.
  await answer(ada, 0);
  await answer(bo, 2);
  await expect(host.getByText('2 of 2 answered')).toBeVisible();
  await host.getByRole('button', { name: 'Reveal answer' }).click();
  const chart = host.getByRole('region', { name: 'Answers per option' });
  await expect(chart.locator('.distribution-chart')).toBeVisible();
  await expect(chart.getByRole('listitem')).toHaveText([
    'A: Paris: 1 answer, Correct answer',
    'B: Rome: 0 answers',
    'C: Berlin: 1 answer',
    'D: Madrid: 0 answers',
  ]);
  const top = host.getByRole('list', { name: 'Top 5' });
  await expect(top).toBeVisible();
  await expect(top.getByRole('listitem')).toHaveCount(2);
  await expect(top.getByRole('listitem').first()).toContainText('Ada');
  await inView(host, 'Next question');

  // Question 2 in presentation mode again, full screen granted this time: nobody answers, so the top 5 say each
  // kept their place.
  await host.evaluate('Element.prototype.requestFullscreen = window.grantFullscreen');
  await host.getByRole('button', { name: 'Presentation mode' }).click();
  await expect(host.getByRole('banner')).toHaveCount(0);
  await expect.poll(() => host.evaluate<boolean>('document.fullscreenElement === document.documentElement')).toBe(true);
  await expect(host.getByText('press F11')).toHaveCount(0);
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(host.getByRole('heading', { level: 1, name: 'Question 2 of 3' })).toBeVisible();
  await host.getByRole('button', { name: 'Reveal answer' }).click();
  await expect(top.getByRole('listitem').first()).toContainText('same place');
  await expect(top.getByRole('listitem').nth(1)).toContainText('same place');
  await expect(chart).toBeVisible();

  // Ending early asks first, then everyone goes to the results.
  await host.getByRole('button', { name: 'End game early' }).click();
  const confirm = host.getByRole('alertdialog', { name: 'End the game now?' });
  await expect(confirm).toContainText('Only the 2 of 3 questions asked so far count.');
  await confirm.getByRole('button', { name: 'End game' }).click();
  await expect(host).toHaveURL(`${gameUrl}/results`);
  // The results keep the full screen: the podium is for the room too.
  await expect.poll(() => host.evaluate<boolean>('document.fullscreenElement !== null')).toBe(true);
  await expect(host.getByRole('heading', { level: 1 })).toBeVisible();
  await hostContext.close();
});
