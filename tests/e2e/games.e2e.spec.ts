/**
 * A live game in real browsers: a host starts a game from the quiz page, two players join by PIN on their phones
 * (one through the QR code's ?pin= link), both answer the first question (one right, one wrong), the host reveals,
 * moves on and ends the game, and all three see the results. A player who reloads mid-question gets the locked
 * answer back.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerHost } from './support';

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;

/**
 * Collects Content-Security-Policy violations (the QR code is a data: image, the socket a same-origin ws:) and
 * errors thrown while rendering (the router shows its error page then, and the game screen is gone).
 */
const watchProblems = (page: Page, problems: string[]) => {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|React Router caught/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
};

/** A host account signed in through the login page, with a 2-question quiz made through the API. */
const hostWithQuiz = async (page: Page) => {
  const { id, account, token } = await registerHost(page);
  const title = `Capitals ${id}`;
  const created = await page.request.post('/api/quizzes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      settings: { timeLimit: 120 },
      questions: [
        {
          text: 'What is the capital of France?',
          options: ['Paris', 'Rome', 'Berlin', 'Madrid'],
          correctAnswer: 0,
          difficulty: 'easy',
          explanation: 'Paris has been the capital since 987.',
        },
        {
          text: 'What is the capital of Italy?',
          options: ['Milan', 'Rome', 'Turin'],
          correctAnswer: 1,
          difficulty: 'easy',
          explanation: 'Rome became the capital in 1871.',
        },
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
  return { quizId, title };
};

const newPlayer = async (browser: Browser): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext(phone);
  return { context, page: await context.newPage() };
};

const option = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('a live game', () => {
  test('a host and two players play two questions to the results', async ({ browser }) => {
    test.setTimeout(150_000);
    const problems: string[] = [];
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = await hostContext.newPage();
    watchProblems(host, problems);
    const { quizId, title } = await hostWithQuiz(host);

    // The host starts a game from the quiz page and lands in its lobby.
    await host.goto(`/quiz/${quizId}`);
    await host.getByRole('button', { name: 'Start game' }).click();
    await expect(host).toHaveURL(/\/game\/[0-9a-f-]{36}\/lobby$/);
    const gameUrl = host.url().replace(/\/lobby$/, '');
    await expect(host.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const pin =
      (await host
        .getByRole('region', { name: 'Game PIN' })
        .getByText(/^\d{6}$/)
        .textContent()) ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    await expect(host.getByRole('img', { name: `QR code to join the game with PIN ${pin}` })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Start game' })).toBeDisabled();
    await host.getByRole('button', { name: 'Copy PIN' }).click();
    await expect(host.getByText('PIN copied')).toBeVisible();

    // Ada follows the QR code's link; the PIN is filled in.
    const ada = await newPlayer(browser);
    watchProblems(ada.page, problems);
    await ada.page.goto(`/join?pin=${pin}`);
    await expect(ada.page.getByLabel('Game PIN')).toHaveValue(pin);
    await expect(ada.page.getByRole('button', { name: 'Join game' })).toBeDisabled();
    await ada.page.getByLabel('Your name').fill('Ada');
    await ada.page.getByRole('button', { name: 'Join game' }).click();
    await expect(ada.page).toHaveURL(/\/participant$/);
    await expect(ada.page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    await expect(ada.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

    // Bo types the PIN and presses Enter in the name field.
    const bo = await newPlayer(browser);
    watchProblems(bo.page, problems);
    await bo.page.goto('/');
    await bo.page.getByRole('link', { name: 'Join a game' }).click();
    await expect(bo.page).toHaveURL(/\/join$/);
    await bo.page.getByLabel('Game PIN').fill(pin);
    await bo.page.getByLabel('Your name').fill('Bo');
    await bo.page.getByLabel('Your name').press('Enter');
    await expect(bo.page.getByRole('heading', { level: 1, name: 'Welcome, Bo!' })).toBeVisible();
    await expect(bo.page.getByText(title)).toBeVisible();

    // Cy joins too, and the host removes Cy (after a confirmation): Cy is told so and offered another game.
    const cy = await newPlayer(browser);
    watchProblems(cy.page, problems);
    await cy.page.goto(`/join?pin=${pin}`);
    await cy.page.getByLabel('Your name').fill('Cy');
    await cy.page.getByRole('button', { name: 'Join game' }).click();
    await expect(cy.page.getByRole('heading', { level: 1, name: 'Welcome, Cy!' })).toBeVisible();
    await expect(cy.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    const players = host.getByRole('region', { name: /^Players/ });
    await expect(players.getByRole('listitem')).toHaveCount(3);
    await players.getByRole('button', { name: 'Remove Cy' }).click();
    await host.getByRole('alertdialog', { name: 'Remove Cy?' }).getByRole('button', { name: 'Remove player' }).click();
    await expect(cy.page.getByRole('heading', { level: 1, name: 'You were removed' })).toBeVisible();
    await expect(cy.page.getByText('The host removed you from this game.')).toBeVisible();
    await expect(cy.page.getByRole('link', { name: 'Join another game' })).toHaveAttribute('href', '/join');
    expect(await cy.page.evaluate('localStorage.getItem("participantId")')).toBeNull();
    await cy.context.close();

    // The host sees both and starts; a 5-second countdown leads everyone to the first question.
    await expect(players.getByRole('listitem')).toHaveCount(2);
    await expect(players.getByText('Ada', { exact: true })).toBeVisible();
    await expect(players.getByText('Bo', { exact: true })).toBeVisible();
    await host.getByRole('button', { name: 'Start game' }).click();
    await expect(host.getByText('Get ready! The game is starting.')).toBeVisible();
    await expect(ada.page.getByText('Get ready! The game is starting.')).toBeVisible();
    await expect(host).toHaveURL(`${gameUrl}/play`, { timeout: 15_000 });
    await expect(ada.page).toHaveURL(`${gameUrl}/play?role=participant`, { timeout: 15_000 });
    await expect(bo.page).toHaveURL(`${gameUrl}/play?role=participant`, { timeout: 15_000 });

    // Question 1: Ada is right, Bo is wrong; the host's live answers show both.
    await expect(host.getByRole('heading', { level: 1, name: 'Question 1 of 2' })).toBeVisible();
    await expect(ada.page.getByRole('heading', { name: 'What is the capital of France?' })).toBeFocused();
    await option(ada.page, 'A: Paris').click();
    await expect(ada.page.getByText('Answer submitted! Wait for the others.')).toBeVisible();
    await expect(option(ada.page, 'A: Paris')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(ada.page, 'B: Rome')).toBeDisabled();
    await option(bo.page, 'C: Berlin').click();
    await expect(bo.page.getByText('Answer submitted! Wait for the others.')).toBeVisible();
    // Before the reveal the projector never tells the room who is right: the count by default, then names or
    // names with times, never a choice or a verdict.
    const answers = host.getByRole('region', { name: 'Live answers' });
    await expect(answers.getByText('2 of 2 answered')).toBeVisible();
    await expect(answers.getByRole('button', { name: 'Count only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answers.getByRole('listitem')).toHaveCount(0);
    await answers.getByRole('button', { name: 'Names only' }).click();
    await expect(answers.getByRole('listitem').filter({ hasText: 'Ada' })).toBeVisible();
    await answers.getByRole('button', { name: 'Full answers' }).click();
    await expect(answers.getByRole('listitem').filter({ hasText: 'Ada' })).not.toContainText('Right');
    await expect(answers.getByRole('listitem').filter({ hasText: 'Bo' })).not.toContainText('Wrong');
    await expect(host.getByText('Time remaining')).toBeVisible();

    // The reveal: players see their outcome with points; the host the distribution and the leaderboard.
    await host.getByRole('button', { name: 'Reveal answer' }).click();
    await expect(ada.page.getByText('Correct!')).toBeVisible();
    await expect(ada.page.getByText(/^\+[\d,]+ points$/)).toBeVisible();
    await expect(ada.page.getByText('Paris has been the capital since 987.')).toBeVisible();
    await expect(option(ada.page, 'A: Paris, Correct answer')).toBeVisible();
    await expect(bo.page.getByText('Incorrect')).toBeVisible();
    await expect(bo.page.getByText('+0 points')).toBeVisible();
    await expect(option(bo.page, 'C: Berlin, Your answer, incorrect')).toBeVisible();
    await expect(host.getByRole('region', { name: 'Answers per option' })).toContainText('Correct answer');
    // Revealed early by the host: the timer says so (not a red 0 s), and the verdicts appear.
    await expect(host.locator('.question-timer-value')).toHaveText('Revealed');
    await expect(answers.getByRole('listitem').filter({ hasText: 'Ada' })).toContainText('Right');
    await expect(answers.getByRole('listitem').filter({ hasText: 'Bo' })).toContainText('Wrong');
    const leaderboard = host.getByRole('list', { name: 'Top 5' });
    await expect(leaderboard.getByRole('listitem').first()).toContainText('Ada');

    // Ending early asks first; cancelling keeps the game going.
    await host.getByRole('button', { name: 'End game early' }).click();
    const endEarly = host.getByRole('alertdialog', { name: 'End the game now?' });
    await expect(endEarly).toContainText('Only the 1 of 2 questions asked so far count.');
    await endEarly.getByRole('button', { name: 'Cancel' }).click();
    await expect(endEarly).toBeHidden();

    // Question 2: Bo answers, reloads, and the locked answer comes back. The host's page starts at the top again
    // (on a small window: at 1280 x 800 the host's question screen fits without scrolling).
    await host.setViewportSize({ width: 900, height: 600 });
    await host.getByRole('button', { name: 'Next question' }).scrollIntoViewIfNeeded();
    await host.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    expect(
      await host.evaluate<number>('window.scrollY'),
      'the revealed question is taller than the screen',
    ).toBeGreaterThan(0);
    await host.getByRole('button', { name: 'Next question' }).click();
    await expect(host.getByRole('heading', { level: 1, name: 'Question 2 of 2' })).toBeVisible();
    await expect.poll(() => host.evaluate<number>('window.scrollY')).toBe(0);
    await expect(host.getByRole('heading', { level: 1, name: 'Question 2 of 2' })).toBeVisible();
    await host.setViewportSize({ width: 1280, height: 800 });
    await expect(bo.page.getByRole('heading', { name: 'What is the capital of Italy?' })).toBeVisible();
    await option(bo.page, 'B: Rome').click();
    await expect(bo.page.getByText('Answer submitted! Wait for the others.')).toBeVisible();
    await bo.page.reload();
    await expect(bo.page.getByRole('heading', { name: 'What is the capital of Italy?' })).toBeVisible();
    await expect(option(bo.page, 'B: Rome')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(bo.page, 'B: Rome')).toBeDisabled();
    await expect(option(bo.page, 'A: Milan')).toBeDisabled();
    await expect(bo.page.getByText('Answer submitted! Wait for the others.')).toBeVisible();
    await expect(bo.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await option(ada.page, 'A: Milan').click();
    await expect(host.getByRole('region', { name: 'Live answers' }).getByText('2 of 2 answered')).toBeVisible();

    // The last question ends the game: everyone lands on the results.
    await host.getByRole('button', { name: 'Reveal answer' }).click();
    await expect(bo.page.getByText('Correct!')).toBeVisible();
    await host.getByRole('button', { name: 'End game' }).click();
    await expect(host).toHaveURL(`${gameUrl}/results`);
    await expect(ada.page).toHaveURL(`${gameUrl}/results`);
    await expect(bo.page).toHaveURL(`${gameUrl}/results`);

    await expect(host.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Create Another Game' })).toBeVisible();
    await expect(host.getByRole('region', { name: 'Question statistics' })).toBeVisible();
    for (const { page, name } of [
      { page: ada.page, name: 'Ada' },
      { page: bo.page, name: 'Bo' },
    ]) {
      const mine = page.getByRole('region', { name: 'Your result' });
      await expect(mine).toBeVisible();
      await expect(mine).toContainText('1 of 2');
      await expect(mine).toContainText('50%');
      const board = page.getByRole('list', { name: 'Final leaderboard' });
      await expect(board.getByRole('listitem').filter({ hasText: 'You' })).toContainText(name);
      await expect(page.getByRole('region', { name: /Review your wrong answers/ })).toBeVisible();
    }
    await expect(ada.page.getByRole('region', { name: /Review your wrong answers/ })).toContainText('Rome');

    // The dashboard lists the game as hosted, linking to its results.
    await host.goto('/dashboard');
    const hosted = host.getByRole('region', { name: 'Games hosted' });
    await expect(hosted.getByRole('link', { name: `Results of ${title}` })).toHaveAttribute(
      'href',
      gameUrl.replace(/^https?:\/\/[^/]+/, '') + '/results',
    );
    await expect(host.getByRole('listitem').filter({ hasText: 'Total games' })).toContainText('1');

    expect(problems).toEqual([]);
    await Promise.all([hostContext.close(), ada.context.close(), bo.context.close()]);
  });

  test('join explains a wrong PIN and a player without a stored identity goes to /join', async ({ page }) => {
    await page.goto('/join');
    await page.getByLabel('Game PIN').fill('12a');
    await expect(page.getByLabel('Game PIN')).toHaveValue('12A');
    // A typed space is dropped at once, though the PIN kept is the same as before it.
    await page.getByLabel('Game PIN').pressSequentially(' ');
    await expect(page.getByLabel('Game PIN')).toHaveValue('12A');
    await page.getByLabel('Your name').fill('Cy');
    await page.getByRole('button', { name: 'Join game' }).click();
    await expect(page.getByLabel('Game PIN')).toHaveAccessibleDescription(/Enter the 6-digit game PIN/);

    await page.getByLabel('Game PIN').fill('000000');
    await page.getByRole('button', { name: 'Join game' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Game Not Found');
    await alert.getByRole('button', { name: 'Try another PIN' }).click();
    await expect(page.getByLabel('Game PIN')).toHaveValue('');
    await expect(page.getByLabel('Game PIN')).toBeFocused();

    await page.goto('/game/00000000-0000-4000-8000-000000000000/participant');
    await expect(page).toHaveURL(/\/join$/);
    await page.goto('/game/00000000-0000-4000-8000-000000000000/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results Not Found' })).toBeVisible();
    await expect(page.getByText('Game not found')).toBeVisible();
  });
});
