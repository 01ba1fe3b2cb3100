/**
 * The staff panel in a real browser: the first admin is created with `npm run admin:create -- --totp` against the
 * run's data folder (the server is running), signs in at /admin/login with a code computed here by the library the
 * server uses (otpauth), sees the dashboard, finds a user and upgrades them to Plus (an admin override), sees the
 * analytics charts, changes a setting, exports the users as CSV and signs out. Screenshots of each page at 1280 px
 * and 360 px go to /tmp for a look at the layout.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** `npm run admin:create` against the e2e data folder; answers the printed two-factor secret. */
const createAdmin = (email: string, password: string) => {
  const dataDir = process.env.QUIZSTREAM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUIZSTREAM_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const output = execFileSync(
    'npm',
    ['run', '-s', 'admin:create', '--', '--email', email, '--password', password, '--role', 'super_admin', '--totp'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  const secret = /secret:\s+([A-Z2-7]+)/.exec(output)?.[1];
  expect(output).toContain('otpauth://totp/');
  if (!secret) throw new Error(`admin:create printed no secret:\n${output}`);
  return secret;
};

/** The current code of a secret, as an authenticator app shows it (RFC 6238, SHA-1, 6 digits, 30 s). */
const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Collects Content-Security-Policy violations (the server allows only same-origin scripts). */
const watchCsp = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

/** The page at 1280 px, then at 360 px (the phone layout), then back. */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `/tmp/admin-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  // Nothing may be wider than the phone's screen (once the layout has followed the resize).
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'), {
      message: `${name} is wider than 360 px`,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/admin-${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
};

test.describe('the staff panel', () => {
  test('two-factor sign-in → dashboard → upgrade a user → analytics charts → a setting → users CSV → sign out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const cspViolations = watchCsp(page);
    const id = unique();
    const admin = { email: `boss.${id}@example.com`, password: 'Admin-Password-1' };
    const secret = createAdmin(admin.email, admin.password);
    const user = { username: `pupil_${id}`, email: `pupil.${id}@example.com`, password: 'Pupil-Password-1' };
    const registered = await page.request.post('/api/auth/register', { data: user });
    expect(registered.status(), await registered.text()).toBe(201);
    // A quiz of theirs, so content usage has something to chart.
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const quiz = await page.request.post('/api/quizzes', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Capitals ${id}`,
        questions: [{ text: 'What is the capital of France?', options: ['Paris', 'Rome'], correctAnswer: 0 }],
      },
    });
    expect(quiz.status(), await quiz.text()).toBe(201);

    // Nothing of the admin app is in the web app's page.
    const webIndex = await (await page.request.get('/')).text();
    expect(webIndex).not.toContain('/admin/assets/');

    // Sign-in: a guest is sent to /admin/login; the password alone is refused for want of the code.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByLabel('Two-factor code')).toHaveCount(0);
    await page.getByLabel('Email').fill(`  ${admin.email.toUpperCase()} `);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Two-factor');
    const code = page.getByLabel('Two-factor code');
    await expect(code).toBeFocused();
    await shots(page, 'login-two-factor');
    // The error clears as soon as a field changes; a wrong code is refused in the same red box.
    await code.fill('000000');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Two-factor');
    await code.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back to where the admin was going.
    await expect(page).toHaveURL(/\/admin\/users$/);
    expect(await page.evaluate<string | null>('localStorage.getItem("admin_token")')).toBeTruthy();

    // Dashboard: the eight cards from the server, with the time of the last answer.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    for (const label of [
      'Total Users',
      'Active Users',
      'Monthly Revenue',
      'Churn Rate',
      'System Health',
      'API Error Rate',
      'Critical Alerts',
      'Open Tickets',
    ])
      await expect(cards.filter({ hasText: label })).toHaveCount(1);
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await shots(page, 'dashboard');

    // Users: find the new user, open them, upgrade them to Plus.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Users \(\d+\)$/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.username);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${user.username}`));
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(user.email);
    await shots(page, 'users');
    await page.getByRole('button', { name: `Actions for ${user.username}` }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(page.getByText('Admin Override')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit user' }).click();
    await page.getByLabel('Plan').selectOption('plus');
    await page.getByLabel('Status').selectOption('active');
    await expect(page.getByLabel('End date')).toBeVisible();
    await shots(page, 'user-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User updated successfully' })).toBeVisible();
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect(subscription.getByText('Plus')).toBeVisible();
    await expect(subscription.getByText('Active')).toBeVisible();
    await expect(page.getByText('Admin Override')).toBeVisible();
    await shots(page, 'user-detail');

    // Analytics: the three charts (drawn by the chart library) and their lists.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '6 months' })).toBeChecked();
    for (const chart of ['Revenue by period', 'User growth by month', 'Content usage by source']) {
      const figure = page.getByRole('figure', { name: chart });
      await expect(figure).toBeVisible();
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(page.getByRole('region', { name: chart })).toBeVisible();
    }
    await page.getByRole('radio', { name: '1 year' }).check();
    await expect(page).toHaveURL(/period=1y/);
    await expect(
      page.getByRole('figure', { name: 'User growth by month' }).locator('svg.recharts-surface').first(),
    ).toBeVisible();
    await shots(page, 'analytics');

    // Settings: a free-plan limit changed, counted, saved, and kept after a reload.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(5);
    await page.getByRole('tab', { name: 'User Limits' }).click();
    const freeLimits = page.getByRole('region', { name: 'Free plan limits' });
    const limit = freeLimits.getByLabel('Quizzes per month');
    const after = (await limit.inputValue()) === '25' ? '26' : '25';
    await limit.fill(after);
    await expect(freeLimits.getByText('Modified')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes (1)' })).toBeEnabled();
    await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
    await shots(page, 'settings');
    await page.getByRole('button', { name: 'Save Changes (1)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully' })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'User Limits' }).click();
    await expect(page.getByRole('region', { name: 'Free plan limits' }).getByLabel('Quizzes per month')).toHaveValue(
      after,
    );
    // Reset puts the plan's defaults back (and leaves the shared run's other tests the free plan they expect).
    await page.getByRole('button', { name: 'Reset Free plan limits to defaults' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Settings for Free plan limits reset to defaults' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free plan limits' }).getByLabel('Quizzes per month')).toHaveValue(
      '5',
    );

    // Users export: users-export-{date}.csv, UTF-8 with a BOM, holding the user.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(user.email);

    // Sign out: back to /admin/login, the token gone here and refused by the server, the pages closed.
    const adminToken = await page.evaluate<string | null>('localStorage.getItem("admin_token")');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate<string | null>('localStorage.getItem("admin_token")')).toBeNull();
    await expect
      .poll(async () =>
        (await page.request.get('/api/admin/auth/me', { headers: { Authorization: `Bearer ${adminToken}` } })).status(),
      )
      .toBe(401);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);

    expect(cspViolations).toEqual([]);
  });
});
