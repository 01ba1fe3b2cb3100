/**
 * Billing in a real browser with the sandbox provider (the default): a guest's Upgrade to Plus goes through /login
 * back to pricing; the sandbox checkout overlay declines the decline card and takes the test card; the pricing page
 * reloads with the Plus badge; the subscription page shows the plan, cancels at period end and refunds the first
 * payment. Screenshots of the pages at 1280 px and 360 px go to /tmp for a look at the layout.
 */
import { expect, test, type Page } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const newAccount = () => {
  const id = unique();
  return { username: `payer_${id}`, email: `payer.${id}@example.com`, password: 'billing-Password-1' };
};

const registerThroughApi = async (page: Page, account: ReturnType<typeof newAccount>) => {
  const answer = await page.request.post('/api/auth/register', { data: account });
  expect(answer.status(), await answer.text()).toBe(201);
};

const logIn = async (page: Page, account: ReturnType<typeof newAccount>) => {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

/** Collects Content-Security-Policy violations (the server allows only same-origin scripts). */
const watchCsp = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/billing-${name}.png`, fullPage: true });

/** A tall phone page as screens of 360 × 1200 px, each readable on its own. */
const shotScreens = async (page: Page, name: string) => {
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  for (let y = 0, part = 1; y < height; y += 1200, part += 1)
    await page.screenshot({
      path: `/tmp/billing-${name}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 360, height: Math.min(1200, height - y) },
    });
};

const headerPlan = (page: Page) => page.getByRole('banner').locator('.header-actions .badge');

const fillCard = async (page: Page, cardNumber: string) => {
  const overlay = page.getByRole('dialog', { name: 'Complete your purchase' });
  await overlay.getByLabel('Card number').fill(cardNumber);
  await overlay.getByLabel('Expiry date').fill('1230');
  await overlay.getByLabel('Security code (CVC)').fill('123');
  await overlay.getByLabel('Name on card').fill('Ada Lovelace');
  return overlay;
};

test.describe('buying Plus with the sandbox provider', () => {
  test('pricing → login → sandbox checkout → Plus badge → subscription → cancel → refund', async ({ page }) => {
    test.setTimeout(90_000);
    const cspViolations = watchCsp(page);
    const account = newAccount();
    await registerThroughApi(page, account);

    // A guest's Upgrade to Plus goes to /login and back to pricing.
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(headerPlan(page)).toHaveText('Free');

    // Yearly, then Upgrade to Plus opens the sandbox checkout overlay.
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\/[^/?]+\?return=pricing$/);
    const overlay = page.getByRole('dialog', { name: 'Complete your purchase' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('Quizstream Plus')).toBeVisible();
    await expect(overlay.getByText('Yearly')).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Pay $60' })).toBeVisible();
    await expect(overlay.getByText(account.email)).toBeVisible();
    // The form opens ready to type.
    await expect(overlay.getByLabel('Card number')).toBeFocused();

    // Field messages before anything is sent.
    await overlay.getByRole('button', { name: 'Pay $60' }).click();
    await expect(overlay.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(overlay.getByLabel('Name on card')).toHaveAttribute('aria-invalid', 'true');

    // The decline card is declined with a clear message, and nothing changes.
    await fillCard(page, '4000 0000 0000 0002');
    await overlay.getByRole('button', { name: 'Pay $60' }).click();
    await expect(overlay.getByRole('alert')).toContainText(/declined/i);
    await expect(overlay.getByLabel('Card number')).toBeFocused();
    await shot(page, 'checkout-declined-1280');

    // The test card pays; the pricing page says so, reloads after 2 s and shows Plus.
    await overlay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await overlay.getByRole('button', { name: 'Pay $60' }).click();
    await expect(page).toHaveURL(/\/pricing\?checkout=success$/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 15_000 });
    await expect(headerPlan(page)).toHaveText('Plus');
    await expect(page.getByText('Your current plan')).toBeVisible();
    await shot(page, 'pricing-plus-1280');

    // The avatar menu leads to the subscription page.
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current subscription' });
    await expect(current.getByText('Plus plan')).toBeVisible();
    await expect(current.getByText('Active')).toBeVisible();
    await expect(current.getByText('$60 per year')).toBeVisible();
    await expect(current.getByText('Next billing date')).toBeVisible();
    const usage = page.getByRole('region', { name: 'Usage this month' });
    await expect(usage.getByRole('progressbar', { name: 'Largest game (participants)' })).toBeVisible();
    const history = page.getByRole('table', { name: 'Payments, refunds and changes, newest first' });
    const row = (event: string) =>
      history.getByRole('row').filter({ has: page.getByRole('cell', { name: event, exact: true }) });
    await expect(row('Payment')).toContainText('$60');
    await expect(row('Payment failed')).toHaveCount(1);
    await expect(page.getByRole('region', { name: /Sandbox tools/ })).toBeVisible();
    await shot(page, 'subscription-plus-1280');

    // Cancel at period end, after a confirmation; Plus stays.
    await current.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirmCancel = page.getByRole('alertdialog', { name: 'Cancel your Plus subscription?' });
    await expect(confirmCancel.getByRole('button', { name: 'Keep Plus' })).toBeFocused();
    await confirmCancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(current.getByRole('status').filter({ hasText: 'Your subscription is canceled' })).toBeVisible();
    await expect(current.getByText('Cancels at period end')).toBeVisible();
    await expect(current.getByText('Access until')).toBeVisible();
    await expect(headerPlan(page)).toHaveText('Plus');

    // The first payment is refunded from the money-back section: Plus ends at once.
    const moneyBack = page.getByRole('region', { name: '14-day money-back guarantee' });
    await moneyBack.getByRole('button', { name: 'Refund my first payment' }).click();
    const confirmRefund = page.getByRole('alertdialog', { name: 'Refund your first payment?' });
    await expect(confirmRefund).toContainText('$60');
    await confirmRefund.getByRole('button', { name: 'Refund and end plan' }).click();
    await expect(moneyBack.getByRole('status').filter({ hasText: 'Your payment was refunded' })).toBeVisible();
    await expect(headerPlan(page)).toHaveText('Free');
    await expect(current.getByText('Refunded')).toBeVisible();
    // A refund shows as money back: a minus before the amount.
    await expect(history.getByRole('row').filter({ hasText: '−$60' })).toContainText('Refund');
    await shot(page, 'subscription-refunded-1280');

    // Settings follows the plan and links to the subscription page.
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: 'Manage subscription' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('Escape closes the checkout overlay and returns to pricing without paying', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete your purchase' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(headerPlan(page)).toHaveText('Free');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the checkout, the subscription page and its sandbox tools on a phone', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\/[^/?]+\?return=subscription$/);
    const overlay = await fillCard(page, '4242 4242 4242 4242');
    // The overlay as the phone shows it (the whole screen).
    await page.screenshot({ path: '/tmp/billing-checkout-360.png' });
    await overlay.getByRole('button', { name: 'Pay $6' }).click();

    await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Current subscription' }).getByText('Plus plan')).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await shotScreens(page, 'subscription-360');

    // The sandbox tools: a renewal, then a failed payment that keeps Plus during the grace period.
    const tools = page.getByRole('region', { name: /Sandbox tools/ });
    await tools.getByRole('button', { name: 'Renew now' }).click();
    await expect(tools.getByRole('status')).toHaveText(/renewed/);
    await tools.getByRole('button', { name: 'Payment fails' }).click();
    await expect(tools.getByRole('status')).toHaveText(/failed payment was recorded/);
    const current = page.getByRole('region', { name: 'Current subscription' });
    await expect(current.getByRole('alert')).toContainText('Your last payment failed');
    await expect(current.getByText('Plus plan')).toBeVisible();

    // The side sheet links to the subscription page too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Subscription' })).toBeVisible();
  });
});
