/**
 * Accounts in a real browser: sign up, switch languages, change the password, log out and back in; the guard
 * that remembers where a guest was going; the phone header's side sheet and the home page's width.
 */
import { expect, test, type Page } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const newAccount = () => {
  const id = unique();
  return { username: `teacher_${id}`, email: `teacher.${id}@example.com`, password: 'first-Password-1' };
};

// Page scripts are given as text: this file is type-checked without the DOM library.
const storedSession = (page: Page) =>
  page.evaluate<[string | null, string | null]>('[localStorage.getItem("authToken"), localStorage.getItem("user")]');
const focusIsInOpenDialog = (page: Page) =>
  page.evaluate<boolean>('document.querySelector("dialog[open]")?.contains(document.activeElement) ?? false');

/** Collects Content-Security-Policy violations (the server allows only same-origin scripts). */
const watchCsp = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

const registerThroughApi = async (page: Page, account: ReturnType<typeof newAccount>) => {
  const answer = await page.request.post('/api/auth/register', { data: account });
  expect(answer.status(), await answer.text()).toBe(201);
};

test.describe('a teacher account', () => {
  test('signs up, switches to Turkish and German, changes the password, logs out and logs in again', async ({
    page,
  }) => {
    const cspViolations = watchCsp(page);
    const account = newAccount();
    const newPassword = 'second-Password-2';

    await page.goto('/signup');
    await expect(page).toHaveTitle(/Create your account/);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();
    await expect(page.getByText('Total quizzes')).toBeVisible();

    // Turkish
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByText('Toplam quiz')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    // German, chosen with the keyboard this time
    const languageButton = page.getByRole('button', { name: 'Dil: Türkçe' });
    await languageButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Türkçe' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page.getByText('Quizze gesamt')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeFocused();

    // Settings, through the account menu
    await page.getByRole('button', { name: `Kontomenü für ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByLabel('Sprache der Oberfläche')).toHaveValue('de');

    const oldToken = await page.evaluate<string | null>('localStorage.getItem("authToken")');
    await page.getByLabel('Aktuelles Passwort').fill(account.password);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Neues Passwort bestätigen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort aktualisieren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passwort erfolgreich aktualisiert' })).toBeVisible();
    const renewedToken = await page.evaluate<string | null>('localStorage.getItem("authToken")');
    expect(renewedToken).toBeTruthy();
    expect(renewedToken).not.toBe(oldToken);

    // The renewed token keeps the session working after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    // Log out
    await page.getByRole('button', { name: `Kontomenü für ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null]);

    // The old password no longer works; the server's code is shown in German.
    await page.getByRole('link', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/E-Mail-Adresse oder Passwort ist ungültig/);

    // The new one does.
    await page.getByLabel('Passwort', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('a guest who opens settings signs in and returns there', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // A signed-in user who opens /login goes to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-up explains what is missing, field by field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
  });

  test('a corrupt stored session is discarded and the visitor starts signed out', async ({ page }) => {
    await page.addInitScript(
      'if (!sessionStorage.getItem("seeded")) { sessionStorage.setItem("seeded", "1"); localStorage.setItem("authToken", "abc"); localStorage.setItem("user", "{not json"); localStorage.setItem("playerName", "Kim"); }',
    );
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null]);
    expect(await page.evaluate<string | null>('localStorage.getItem("playerName")')).toBe('Kim');
  });

  test('a stored token the server refuses ends the session at start', async ({ page }) => {
    await page.addInitScript(
      'if (!sessionStorage.getItem("seeded")) { sessionStorage.setItem("seeded", "1"); localStorage.setItem("authToken", "not-a-real-token"); localStorage.setItem("user", JSON.stringify({ username: "ghost", email: "ghost@example.com" })); }',
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null]);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the home page fits the screen and the side sheet works with the keyboard', async ({ page }) => {
    const cspViolations = watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);

    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Focus stays inside the sheet, forwards and backwards.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInOpenDialog(page)).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInOpenDialog(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(openButton).toBeFocused();

    // Reopen and follow a link: the sheet closes and the page changes.
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(sheet).toBeHidden();
    expect(cspViolations).toEqual([]);
  });
});
