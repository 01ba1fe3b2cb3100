/**
 * The host's clock controls in a real browser (issue 12): the host pauses the question, the player's timer stops
 * and says Paused (the options wait), and after Resume it runs on from the same time left; Skip question moves
 * the host and the player to the next question.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerHost } from './support';

/** A signed-in host (through the login page) with a two-question quiz and a game of it. */
const hostAGame = async (page: Page) => {
  const { id, account, token } = await registerHost(page);
  const auth = { Authorization: `Bearer ${token}` };
  const quiz = await page.request.post('/api/quizzes', {
    headers: auth,
    data: {
      title: `Pause ${id}`,
      settings: { timeLimit: 90 },
      questions: [
        { text: 'What is the capital of France?', options: ['Paris', 'Rome'], correctAnswer: 0, difficulty: 'easy' },
        { text: 'What is the capital of Italy?', options: ['Milan', 'Rome'], correctAnswer: 1, difficulty: 'easy' },
      ],
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  const quizId = ((await quiz.json()) as { data: { quiz: { id: string } } }).data.quiz.id;
  const game = await page.request.post('/api/games', { headers: auth, data: { quizId } });
  expect(game.status(), await game.text()).toBe(201);
  const { id: gameId, pin } = ((await game.json()) as { data: { game: { id: string; pin: string } } }).data.game;
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { gameId, pin };
};

/** The seconds a timer shows. */
const secondsOn = async (page: Page) => {
  const text = (await page.locator('.question-timer-value').textContent()) ?? '';
  return Number(/(\d+)\s*s/.exec(text)?.[1] ?? NaN);
};

test('the host pauses and resumes the clock and skips a question; the player follows', async ({ browser }) => {
  test.setTimeout(60_000);
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const host = await hostContext.newPage();
  const { gameId, pin } = await hostAGame(host);
  await host.goto(`/game/${gameId}/lobby`);

  const playerContext = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true });
  const player = await playerContext.newPage();
  await player.goto(`/join?pin=${pin}`);
  await player.getByLabel('Your name').fill('Ada');
  await player.getByRole('button', { name: 'Join game' }).click();
  await expect(player).toHaveURL(/\/participant$/);

  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(host).toHaveURL(`/game/${gameId}/play`, { timeout: 15_000 });
  await expect(player).toHaveURL(`/game/${gameId}/play?role=participant`, { timeout: 15_000 });
  await expect(player.getByRole('heading', { level: 2, name: 'What is the capital of France?' })).toBeVisible();

  // Pause (once the question is open): a toggle button, pressed while the clock is held. On the 1280 × 720
  // projector the controls beside Reveal are in view without scrolling.
  const pause = host.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeEnabled({ timeout: 10_000 });
  expect(await host.evaluate<number>('window.scrollY')).toBe(0);
  for (const name of ['Reveal answer', 'Pause', 'Skip question']) {
    const box = await host.getByRole('button', { name }).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 720, name).toBe(true);
  }
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  const resume = host.getByRole('button', { name: 'Resume' });
  await expect(resume).toHaveAttribute('aria-pressed', 'true');
  await expect(player.locator('.question-timer-value')).toContainText('Paused');
  await expect(host.locator('.question-timer-value')).toContainText('Paused');
  await expect(player.getByRole('button', { name: /Paris/ })).toBeDisabled();
  const held = await secondsOn(player);
  expect(held).toBeGreaterThan(0);

  // The player's timer stands still while paused.
  await player.waitForTimeout(3500);
  expect(await secondsOn(player)).toBe(held);

  // Resume: it runs on from the time that was left (not from where it would be without the pause).
  await resume.click();
  await expect(host.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');
  await expect(player.locator('.question-timer-value')).not.toContainText('Paused');
  const after = await secondsOn(player);
  expect(after).toBeLessThanOrEqual(held);
  expect(after).toBeGreaterThanOrEqual(held - 2);
  await expect(player.getByRole('button', { name: /Paris/ })).toBeEnabled();

  // Skip, after a confirmation: both move to the next question.
  await host.getByRole('button', { name: 'Skip question' }).click();
  await host
    .getByRole('alertdialog', { name: 'Skip question 1?' })
    .getByRole('button', { name: 'Skip question' })
    .click();
  await expect(host.getByRole('heading', { level: 1, name: 'Question 2 of 2' })).toBeVisible();
  await expect(player.getByRole('heading', { level: 1, name: 'Question 2 of 2' })).toBeVisible();
  await expect(player.getByRole('heading', { level: 2, name: 'What is the capital of Italy?' })).toBeVisible();

  await hostContext.close();
  await playerContext.close();
});
