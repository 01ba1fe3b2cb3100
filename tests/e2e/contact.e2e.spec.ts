/**
 * The contact form on a phone: reached from the footer, it explains what is missing field by field, sends the message
 * as a support ticket and gives its reference; staff find the ticket in the admin panel's list (read here through
 * the staff API with an admin created by `npm run admin:create`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the contact form', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('footer → empty send explains each field → a ticket with its reference → staff see it', async ({
    page,
    request,
  }) => {
    const subject = `Cannot find my quiz ${unique()}`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter a message')).toBeVisible();

    await page.getByLabel('Your name').fill('Ayşe Teacher');
    await page.getByLabel('Email address for our reply').fill(`ayse-${unique()}@example.com`);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The quiz I made yesterday is not in my list.');
    await expect(page.getByText('44 of 5000 characters')).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, 'the contact page is wider than 360 px').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Send message' }).click();

    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(sent).toContainText('Your message has reached our support team.');
    const ticketId = /Your reference: ([\w-]+)\./.exec((await sent.textContent()) ?? '')?.[1];
    expect(ticketId, 'the confirmation names the ticket').toBeTruthy();

    // Staff see the ticket, open, with the subject the visitor wrote.
    const email = `staff-${unique()}@example.com`;
    const password = 'staff password 1';
    execFileSync(
      'npm',
      ['run', '-s', 'admin:create', '--', '--email', email, '--password', password, '--role', 'support'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: process.env.QUIZSTREAM_E2E_DATA_DIR, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    const login = await request.post('/api/admin/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const list = await request.get('/api/admin/tickets?status=open', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(subject);
    expect(JSON.stringify(await list.json())).toContain(ticketId!);
  });
});
