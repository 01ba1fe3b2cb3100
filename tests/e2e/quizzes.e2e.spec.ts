/**
 * Quizzes in a real browser: build one by hand with three questions and an image, reorder it, check the detail
 * page, export and import it, edit it (the unsaved-changes guard included), duplicate it and delete it; the
 * editor's messages for an empty form; the creation pages on a phone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const newAccount = () => {
  const id = unique();
  return { username: `teacher_${id}`, email: `teacher.${id}@example.com`, password: 'first-Password-1' };
};

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects Content-Security-Policy violations (images must come from this server). */
const watchCsp = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

const signUpAndIn = async (page: Page) => {
  const account = newAccount();
  const answer = await page.request.post('/api/auth/register', { data: account });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
};

const question = (page: Page, number: number) => page.getByRole('region', { name: `Question ${number}` });

const fillOptions = async (card: Locator, options: string[]) => {
  for (const [index, text] of options.entries()) {
    await card.getByLabel(`Option ${String.fromCharCode(65 + index)}`, { exact: true }).fill(text);
  }
};

/** The question previews of the detail page, in order. */
const previews = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

const correctOption = (preview: Locator) =>
  preview.getByRole('listitem').filter({ has: preview.page().getByText('Correct answer', { exact: true }) });

test.describe('a teacher', () => {
  test('builds a quiz by hand, reorders it, edits, duplicates, exports, imports and deletes it', async ({ page }) => {
    test.setTimeout(120_000);
    const cspViolations = watchCsp(page);
    await signUpAndIn(page);
    const title = `Fractions ${unique()}`;

    // The dashboard starts empty; the header of the page leads to quiz creation.
    const recent = page.getByRole('region', { name: 'Recent quizzes' });
    await expect(recent.getByText('No quizzes yet')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Create your first quiz' })).toHaveAttribute(
      'href',
      '/quiz/create-simple',
    );
    await page.getByRole('link', { name: 'Create quiz', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/create$/);
    // The plan's monthly quizzes are shown before any work, with the way to more.
    const quota = page.getByRole('status').filter({ hasText: '5 of 5 new quizzes left this month' });
    await expect(quota).toBeVisible();
    await expect(quota.getByRole('link', { name: 'Upgrade for more' })).toHaveAttribute('href', '/pricing');
    // The AI sources are offered beside manual creation (content.e2e.spec.ts follows them).
    await expect(page.getByRole('button', { name: 'Text', exact: true })).toBeEnabled();
    await page.getByRole('link', { name: 'Manual creation' }).click();
    await expect(page).toHaveURL(/\/create\/manual$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a quiz manually' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '5 of 5 new quizzes left this month' })).toBeVisible();

    // Details
    await page.getByLabel('Quiz title').fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Halves, quarters and thirds.');
    await page.getByLabel('Time limit per question (seconds)').fill('45');
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('math');
    await tags.press('Enter');
    await tags.fill('fractions,');
    await expect(page.getByRole('button', { name: 'Remove tag math' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove tag fractions' })).toBeVisible();

    // Question 1, with an image: a wrong type is refused here, a PNG is uploaded and previewed.
    const first = question(page, 1);
    await first.getByLabel('Question text').fill('Which fraction is the same as one half?');
    await first.getByLabel('Add an image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(first.getByText('Invalid file type. Only JPG, PNG, GIF, and WebP are allowed')).toBeVisible();
    await first.getByLabel('Add an image').setInputFiles({ name: 'half.png', mimeType: 'image/png', buffer: png });
    await expect(first.getByRole('img', { name: 'Image of question 1' })).toBeVisible();
    await first.getByLabel('Image description (alt text)').fill('A circle with two of four parts shaded');
    await expect(first.getByRole('img', { name: 'A circle with two of four parts shaded' })).toBeVisible();
    await fillOptions(first, ['2/4', '1/3', '3/4', '2/3']);
    await first.getByLabel('Explanation').fill('Two quarters make one half.');

    // Question 2: removing an option before the correct one moves the correct answer with it.
    await page.getByRole('button', { name: 'Add question' }).click();
    const second = question(page, 2);
    await expect(second.getByLabel('Question text')).toBeFocused();
    await second.getByLabel('Question text').fill('What is 1/4 + 1/4?');
    await fillOptions(second, ['1', '1/8', '1/2', '2/8']);
    await second.getByRole('radio', { name: 'Option C is the correct answer' }).check();
    await second.getByRole('button', { name: 'Remove option A' }).click();
    await expect(second.getByLabel('Option B', { exact: true })).toHaveValue('1/2');
    await expect(second.getByRole('radio', { name: 'Option B is the correct answer' })).toBeChecked();
    await second.getByLabel('Difficulty').selectOption('medium');

    // Question 3: 2 to 6 options.
    await page.getByRole('button', { name: 'Add question' }).click();
    const third = question(page, 3);
    await third.getByLabel('Question text').fill('Which is larger?');
    await third.getByRole('button', { name: 'Add option' }).click();
    await third.getByRole('button', { name: 'Add option' }).click();
    await expect(third.getByLabel('Option F', { exact: true })).toBeFocused();
    await expect(third.getByRole('button', { name: 'Add option' })).toBeDisabled();
    for (const letter of ['F', 'E', 'D', 'C'])
      await third.getByRole('button', { name: `Remove option ${letter}` }).click();
    await expect(third.getByRole('button', { name: /^Remove option/ })).toHaveCount(0);
    await fillOptions(third, ['1/3', '1/5']);
    await third.getByLabel('Difficulty').selectOption('hard');

    // A fourth question, deleted after a confirmation (Escape cancels the first time).
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('button', { name: 'Delete question 4' }).click();
    const removeDialog = page.getByRole('alertdialog', { name: 'Delete question 4?' });
    await expect(removeDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(removeDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete question 4' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete question 4' }).click();
    await removeDialog.getByRole('button', { name: 'Delete question' }).click();
    await expect(question(page, 4)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Question 3' })).toBeFocused();

    // Reorder: the third question moves up to second place; focus stays on its move button.
    await page.getByRole('button', { name: 'Move question 3 up' }).click();
    await expect(question(page, 2).getByLabel('Question text')).toHaveValue('Which is larger?');
    await expect(question(page, 3).getByLabel('Question text')).toHaveValue('What is 1/4 + 1/4?');
    await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
    await expect(page.getByText('Question 3 moved to position 2 of 3.')).toBeAttached();

    // Save: the detail page shows the quiz in the new order, with the image and the correct answers marked.
    await page.getByRole('button', { name: 'Create quiz', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
    const quizUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Quiz created. Here is how it looks.')).toBeVisible();
    await expect(page.getByText('45 seconds')).toBeVisible();
    await expect(page.getByText('fractions', { exact: true })).toBeVisible();
    const shown = previews(page);
    await expect(shown).toHaveCount(3);
    await expect(shown.nth(0)).toContainText('Which fraction is the same as one half?');
    await expect(shown.nth(1)).toContainText('Which is larger?');
    await expect(shown.nth(2)).toContainText('What is 1/4 + 1/4?');
    const image = shown.nth(0).getByRole('img', { name: 'A circle with two of four parts shaded' });
    await expect(image).toBeVisible();
    // Loaded from /uploads, not a broken image.
    await expect(image).toHaveJSProperty('naturalWidth', 1);
    await expect(correctOption(shown.nth(0))).toContainText('2/4');
    await expect(correctOption(shown.nth(1))).toContainText('1/3');
    await expect(correctOption(shown.nth(2))).toContainText('1/2');
    await expect(shown.nth(0)).toContainText('Two quarters make one half.');
    await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Start game' })).toHaveClass(/btn-primary/);
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).not.toHaveClass(/btn-primary/);

    // Export: a JSON file named after the quiz.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title}.quizstream.json`);
    const exportPath = await download.path();
    const exported = JSON.parse(readFileSync(exportPath, 'utf8'));
    expect(exported.format).toBe('quizstream.quiz');
    expect(exported.quiz.questions).toHaveLength(3);

    // Edit: leaving with unsaved changes asks first; staying keeps them; saving confirms and clears the flag.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const titleField = page.getByLabel('Quiz title');
    await expect(titleField).toHaveValue(title);
    await titleField.fill(`${title} v2`);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const leaveDialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leaveDialog).toBeVisible();
    await expect(leaveDialog.getByRole('button', { name: 'Stay on page' })).toBeFocused();
    await leaveDialog.getByRole('button', { name: 'Stay on page' }).click();
    await expect(leaveDialog).toBeHidden();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(titleField).toHaveValue(`${title} v2`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quiz updated successfully!' })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await expect(page.getByText('Quiz updated successfully!')).toBeHidden({ timeout: 6_000 });
    await page.getByRole('link', { name: 'Back to quiz' }).click();
    await expect(page).toHaveURL(quizUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${title} v2` })).toBeVisible();

    // Duplicate: a warning that the copy counts against this month's quizzes, then the copy opens.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const duplicateDialog = page.getByRole('alertdialog', { name: 'Duplicate this quiz?' });
    await expect(duplicateDialog).toContainText('The copy counts as a new quiz this month: 4 of your 5 are left.');
    await expect(duplicateDialog.getByRole('link', { name: 'Upgrade for more' })).toHaveAttribute('href', '/pricing');
    await duplicateDialog.getByRole('button', { name: 'Duplicate quiz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} v2 (copy)` })).toBeVisible();
    await expect(page.getByText('Quiz duplicated. You are now looking at the copy.')).toBeVisible();
    expect(page.url()).not.toBe(quizUrl);
    await expect(previews(page)).toHaveCount(3);

    // Import the exported file: a third quiz, with the same questions.
    await page.goto('/quiz/create');
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(page.getByText('This file is not a Quizstream quiz export')).toBeVisible();
    await page.getByLabel('Choose a file').setInputFiles(exportPath);
    await expect(page.getByText('Quiz imported.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(previews(page)).toHaveCount(3);

    // Delete the edited original from its page, after a confirmation; the dashboard no longer lists it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await recent.getByRole('link', { name: `View ${title} v2`, exact: true }).click();
    await expect(page).toHaveURL(quizUrl);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: 'Delete this quiz?' });
    await expect(deleteDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await deleteDialog.getByRole('button', { name: 'Delete quiz' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Quiz deleted')).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByText(`${title} v2`, { exact: true })).toHaveCount(0);
    await expect(recent.getByText(`${title} v2 (copy)`, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Total quizzes' })).toContainText('2');

    // The deleted quiz's page now says so.
    await page.goto(quizUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('the editor explains what is missing with the server’s messages', async ({ page }) => {
    await signUpAndIn(page);
    await page.goto('/create/manual');
    await page.getByRole('button', { name: 'Create quiz', exact: true }).click();

    const titleField = page.getByLabel('Quiz title');
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription('Quiz title is required');
    const firstOption = question(page, 1).getByLabel('Option A', { exact: true });
    await expect(firstOption).toHaveAttribute('aria-invalid', 'true');
    await expect(firstOption).toHaveAccessibleDescription('Question 1: option 1 is empty');

    // The summary lists every problem and links to its field.
    const summary = page.getByRole('group', { name: 'Please fix 6 problems before saving:' });
    await expect(summary.getByRole('link')).toHaveText([
      'Quiz title is required',
      'Question 1: the question text is required',
      'Question 1: option 1 is empty',
      'Question 1: option 2 is empty',
      'Question 1: option 3 is empty',
      'Question 1: option 4 is empty',
    ]);
    await summary.getByRole('link', { name: 'Question 1: option 3 is empty' }).click();
    await expect(question(page, 1).getByLabel('Option C', { exact: true })).toBeFocused();

    // Fixing a field updates the list as you type; the manual editor's time limit starts at 10 seconds.
    await titleField.fill('Planets');
    await expect(summary.getByRole('link', { name: 'Quiz title is required' })).toHaveCount(0);
    await page.getByLabel('Time limit per question (seconds)').fill('7');
    await expect(page.getByLabel('Time limit per question (seconds)')).toHaveAccessibleDescription(
      /Time limit must be between 10 and 300 seconds/,
    );
    // Nothing was saved.
    await expect(page).toHaveURL(/\/create\/manual$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

  test('quiz creation fits the screen', async ({ page }) => {
    await signUpAndIn(page);
    await page.goto('/quiz/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a quiz' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Manual creation' }).click();
    await page.getByLabel('Quiz title').fill('Planets of the solar system, and why Pluto is not one of them');
    await page.getByRole('textbox', { name: 'Tags' }).fill('astronomy, planets, space, science,');
    await question(page, 1).getByLabel('Question text').fill('Which planet is known as the Red Planet?');
    await question(page, 1)
      .getByLabel('Add an image')
      .setInputFiles({ name: 'mars.png', mimeType: 'image/png', buffer: png });
    await expect(question(page, 1).getByRole('img', { name: 'Image of question 1' })).toBeVisible();
    await fillOptions(question(page, 1), ['Venus', 'Mars', 'Jupiter', 'Saturn']);
    await question(page, 1).getByRole('radio', { name: 'Option B is the correct answer' }).check();
    await page.getByRole('button', { name: 'Add question' }).click();
    await question(page, 2).getByLabel('Question text').fill('How many planets are there?');
    await fillOptions(question(page, 2), ['7', '8', '9', '10']);
    await question(page, 2).getByRole('radio', { name: 'Option B is the correct answer' }).check();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Create quiz', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
    await expect(previews(page)).toHaveCount(2);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
