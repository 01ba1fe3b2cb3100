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
    // A brand-new account is welcomed, not welcomed back.
    await expect(page.getByText(`Welcome, ${account.username}! Start with your first quiz.`)).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
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

/** Contrast ratio (WCAG 2) of an element's text against its own background, read from the computed styles. */
const contrastOf = (page: Page, selector: string) =>
  page.evaluate<number>(`(() => {
    const channels = (value) => {
      const numbers = value.match(/[\\d.]+/g).map(Number);
      // rgb(r g b) is in 0..255; color(srgb r g b) is in 0..1.
      return value.startsWith('color(') ? numbers.slice(0, 3).map((n) => n * 255) : numbers.slice(0, 3);
    };
    const luminance = ([r, g, b]) => {
      const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(document.querySelector(${JSON.stringify(selector)}));
    const [a, b] = [luminance(channels(style.color)), luminance(channels(style.backgroundColor))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  })()`);

const logInThroughForm = async (page: Page, account: ReturnType<typeof newAccount>) => {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

test.describe('returning after signing in (issue 8, item 14)', () => {
  test('Upgrade to Plus while signed out goes to login and back to pricing, not to a 404', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, account);

    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans for every classroom' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });

  test('a guest who goes on from login to sign-up still returns to pricing', async ({ page }) => {
    const account = newAccount();
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up for free' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a return given as a plain path is followed; one to another site is not', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);

    // The router keeps its state in history.state.usr: put there what an older build or a stranger might.
    await page.goto('/login');
    await page.evaluate('history.replaceState({ usr: { from: "/pricing" }, key: "legacy", idx: 0 }, "")');
    await page.reload();
    await logInThroughForm(page, account);
    await expect(page).toHaveURL(/\/pricing$/);

    await page.evaluate('localStorage.clear()');
    await page.goto('/login');
    await page.evaluate('history.replaceState({ usr: { from: "//evil.example/" }, key: "forged", idx: 0 }, "")');
    await page.reload();
    await logInThroughForm(page, account);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });
});

test.describe('sessions and languages (issue 8, items 10, 12 and 17)', () => {
  test('logging out ends the session on the server too', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await page.goto('/login');
    await logInThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate<string | null>('localStorage.getItem("authToken")');
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/user/profile', { headers })).status()).toBe(200);

    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect(await storedSession(page)).toEqual([null, null]);
    expect((await page.request.get('/api/user/profile', { headers })).status()).toBe(401);
  });

  test('an account starts in the interface language it was created in', async ({ page }) => {
    const account = newAccount();
    await page.addInitScript('localStorage.setItem("userLanguage", "tr")');
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByLabel('Kullanıcı adı').fill(account.username);
    await page.getByLabel('E-posta').fill(account.email);
    await page.getByLabel('Şifre', { exact: true }).fill(account.password);
    await page.getByLabel('Şifreyi onaylayın').fill(account.password);
    await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).check();
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const token = await page.evaluate<string | null>('localStorage.getItem("authToken")');
    const profile = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    expect((await profile.json()).data.user.language).toBe('tr');
  });

  test('the app reaches its own socket.io endpoint under a connect-src of its own origin only', async ({ page }) => {
    const cspViolations = watchCsp(page);
    const answer = await page.goto('/pricing');
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp.split(';').map((d) => d.trim())).toContain("connect-src 'self'");
    const opened = await page.evaluate<string>(`new Promise((resolve) => {
      const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket');
      ws.onopen = () => { ws.close(); resolve('open'); };
      ws.onerror = () => resolve('error');
    })`);
    expect(opened).toBe('open');
    expect(cspViolations).toEqual([]);
  });
});

test.describe('the pricing page (issue 8, item 18)', () => {
  test('says the yearly saving as computed from the prices, readable in every language', async ({ page }) => {
    await page.goto('/pricing');
    const toggleBadge = page.locator('.pricing-cycle-saving');
    await expect(toggleBadge).toHaveText('Save up to 17%');
    expect(await contrastOf(page, '.pricing-cycle-saving')).toBeGreaterThanOrEqual(4.5);

    await page.getByRole('radio', { name: /Yearly/ }).check();
    expect(await contrastOf(page, '.pricing-cycle-saving')).toBeGreaterThanOrEqual(4.5);
    const cardBadge = page.locator('.pricing-badge-saving').first();
    await expect(cardBadge).toHaveText('You save $12 a year (17%)');
    expect(await contrastOf(page, '.pricing-badge-saving')).toBeGreaterThanOrEqual(4.5);

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect(toggleBadge).toHaveText('En fazla %17 tasarruf');
    await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(toggleBadge).toHaveText('Bis zu 17 % sparen');
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
