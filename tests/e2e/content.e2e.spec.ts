/**
 * AI quiz creation and the content library in a real browser: paste a text, generate five questions while the real
 * progress shows, review them, open the quiz, find the saved source in the library and start a new quiz from it;
 * the word counter's minimum and a refused file; the pages on a phone.
 */
import { expect, test, type Page } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const signUpAndIn = async (page: Page) => {
  const id = unique();
  const account = { username: `teacher_${id}`, email: `teacher.${id}@example.com`, password: 'first-Password-1' };
  const answer = await page.request.post('/api/auth/register', { data: account });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** About 200 words of plain facts, as a teacher would paste from a lesson. */
const waterCycle = [
  'The water cycle describes how water moves between the oceans, the air and the land.',
  'The Sun heats the surface of the oceans, and water turns into vapour through evaporation.',
  'Plants also release water vapour from their leaves, a process called transpiration.',
  'Warm air carries the vapour upwards, where lower temperatures cause it to cool.',
  'When the vapour cools, it condenses into tiny droplets that form clouds.',
  'This step is called condensation, and it releases heat into the surrounding air.',
  'When the droplets in a cloud join and grow heavy, they fall to the ground as precipitation.',
  'Precipitation can be rain, snow, sleet or hail, depending on the temperature of the air.',
  'Some of the water flows over the land as runoff and reaches rivers, lakes and finally the sea.',
  'Other water soaks into the soil through infiltration and becomes groundwater.',
  'Groundwater can stay underground for thousands of years in layers of rock called aquifers.',
  'Glaciers and ice caps store about 2 percent of the water on Earth as ice.',
  'The oceans hold about 97 percent of all water on the planet.',
  'On average, a water molecule stays in the air for about 9 days.',
  'Lake Baikal in Siberia holds about 20 percent of the fresh surface water of the world.',
  'Every year about 505,000 cubic kilometres of water evaporate from the surface of the Earth.',
  'In 1931 floods along the Yangtze River in China affected more than 50 million people.',
  'Because the cycle has no beginning and no end, the same water has been used again and again for billions of years.',
  'Scientists study the water cycle to predict droughts, floods and changes in the climate.',
].join(' ');

const watchCsp = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

test.describe('a teacher', () => {
  test('generates a quiz from a text, reviews it and reuses the saved source', async ({ page }) => {
    test.setTimeout(120_000);
    const cspViolations = watchCsp(page);
    await signUpAndIn(page);
    const title = `Water cycle ${unique()}`;

    await page.getByRole('link', { name: 'Create quiz', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/create$/);
    const steps = page.getByRole('navigation', { name: 'Quiz creation steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Content source');

    // Text: the input step, its source first and the quiz details after it.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Quiz details');
    await page.getByLabel('Quiz title').fill(title);
    await page.getByLabel('Your text').fill(waterCycle);
    await expect(page.getByText(/^2\d\d words/)).toBeVisible();
    await expect(page.getByText('Detected language: English (high confidence)')).toBeVisible();
    const questions = page.getByRole('group', { name: 'Number of questions' });
    await expect(questions.getByRole('radio', { name: '25 Advanced AI' })).toBeVisible();
    await questions.getByText('5', { exact: true }).click();
    await expect(questions.getByRole('radio', { name: '5', exact: true })).toBeChecked();
    const time = page.getByRole('group', { name: 'Time per question' });
    await expect(time.getByRole('radio', { name: '1 minute' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Balanced/ })).toBeChecked();
    await expect(page.getByText('Recommended', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Language of the questions')).toHaveValue('en');

    // The answer is held back a moment, so the progress the page polls meanwhile can be seen: the server's own.
    await page.route('**/api/content/generate-quiz', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Generate quiz' }).click();
    const progress = page.getByRole('progressbar', { name: 'Generation progress' });
    await expect(progress).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Generated result');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Done', { exact: true })).toBeVisible();

    // Review: five questions with their answers, where they come from, and the ways on.
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('5 questions were generated and the quiz is saved.')).toBeVisible();
    await expect(page.getByText('The source was saved to your content library.')).toBeVisible();
    await expect(page.getByText(/^English \(high confidence, \d+\s?%\)$/)).toBeVisible();
    const previews = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(previews).toHaveCount(5);
    for (let i = 0; i < 5; i += 1)
      await expect(previews.nth(i).getByText('Correct answer', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Generate again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to dashboard' })).toBeVisible();

    // The quiz is saved: its page shows the same questions.
    await page.getByRole('link', { name: 'View quiz' }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('AI-generated', { exact: true })).toBeVisible();
    await expect(previews).toHaveCount(5);

    // The library has the source; a search finds it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content library' }).click();
    await expect(page).toHaveURL(/\/content\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Content library' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('aquifers');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('English (high confidence');
    await expect(card).toContainText('in 1 quiz');
    await expect(card).toContainText('Ready');
    await page.getByLabel('Search', { exact: true }).fill('photosynthesis');
    await expect(page.getByText('No sources match')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('aquifers');

    // A new quiz from it: the wizard opens on the input step with the source preselected.
    await card.getByRole('link', { name: 'Create a quiz from this' }).click();
    await expect(page).toHaveURL(/\/quiz\/create\?source=[0-9a-f-]{36}$/);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Quiz details');
    const picked = page.getByRole('list', { name: '1 selected source' });
    await expect(picked).toContainText(title);
    await expect(page.getByRole('switch', { name: 'Save the source to my content library' })).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });

  test('needs 50 words and a PDF file', async ({ page }) => {
    await signUpAndIn(page);
    await page.goto('/quiz/create');
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByLabel('Quiz title').fill('Too short');
    await page.getByLabel('Your text').fill('The Sun heats the oceans and water turns into vapour.');
    await expect(page.getByText('At least 50 words are needed (40 more)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate quiz' })).toBeDisabled();

    // Choosing another source starts from an empty input; a file that is not a PDF is refused with its message.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    // The drop zone is a button that opens the file picker.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'PDF file Choose a PDF or drop it here' }).click(),
    ]);
    await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('Please select a PDF file. Other file types cannot be used.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate quiz' }).click();
    await expect(page.getByText('Choose a PDF file to upload')).toBeVisible();
    // The source comes first, the settings after it; a PDF's name fills an empty title (a typed one is kept).
    const [source, settings] = [page.getByRole('region', { name: /Content source/ }), page.getByLabel('Quiz title')];
    expect((await source.boundingBox())!.y).toBeLessThan((await settings.boundingBox())!.y);
    await page.getByLabel('Quiz title').fill('');
    const [pdfChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'PDF file Choose a PDF or drop it here' }).click(),
    ]);
    await pdfChooser.setFiles({
      name: 'Photosynthesis_notes-2024.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByLabel('Quiz title')).toHaveValue('Photosynthesis notes 2024');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByLabel('Your text')).toHaveValue('');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

  test('a first quiz from the one-page creation, and the library, fit the screen', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndIn(page);
    // An empty library counts its words, not "0k words".
    await expect(page.getByText('sources · 0 words')).toBeVisible();
    await page
      .getByRole('region', { name: 'Recent quizzes' })
      .getByRole('link', { name: 'Create your first quiz' })
      .click();
    await expect(page).toHaveURL(/\/quiz\/create-simple$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your first quiz' })).toBeVisible();
    await page.getByLabel('Your text').fill(waterCycle);
    await page.getByRole('group', { name: 'Number of questions' }).getByText('1', { exact: true }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Generate quiz' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'The water cycle describes how water moves between' }),
    ).toBeVisible();
    await expect(page.getByText('1 question was generated and the quiz is saved.')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(page.getByText('Your quiz is already saved. Taking you to the dashboard…')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const summary = page.getByRole('region', { name: 'Library summary' });
    await expect(summary.getByRole('term').filter({ hasText: 'Sources' })).toBeVisible();
    // Under a thousand words the count itself, not "0.2k".
    await expect(summary).toContainText('Words277');

    await page.goto('/content/library');
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The filters fold behind a Filters button, so the first source is in view.
    const viewport = page.viewportSize()!;
    expect((await page.getByRole('article').first().boundingBox())!.y).toBeLessThan(viewport.height);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Sort')).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('Sort')).toBeVisible();
    await page.getByLabel('Source type').selectOption('text');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Source type').selectOption('');

    // A text can be added to the library without making a quiz.
    await page.getByRole('button', { name: 'Add a text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a text to your library' });
    await dialog.getByLabel('Title').fill('Water cycle notes');
    await dialog.getByLabel('Your text').fill(waterCycle);
    // A comma with nothing before it adds no tag and leaves the field empty.
    await dialog.getByRole('textbox', { name: 'Tags' }).pressSequentially(',');
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('');
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('science,');
    await dialog.getByRole('button', { name: 'Add to library' }).click();
    await expect(page.getByText('The text was added to your library.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Water cycle notes' })).toContainText('science');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
