/**
 * Analytics, support tickets and projections for staff over HTTP: the dashboard computed from the read models and
 * the request metrics (a refused webhook raises an alert and turns the health critical), revenue, growth and usage
 * by period, the CSV export, the public contact form's tickets, and a projection rebuilt from the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../domain/admin/roles';
import type { TestAdmin } from '../support/admin';
import { adminsOfEveryRole } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';
import { AMAZON_ARTICLE } from '../support/sample-article';

let server: TestServer;
let api: ReturnType<typeof http>;
let admins: Record<AdminRole, TestAdmin>;
let priceDollars = 0;
const month = new Date().toISOString().slice(0, 7);

const ARTICLE = AMAZON_ARTICLE;

const dashboard = async () => (await api.get('/api/admin/analytics/dashboard', admins.support.token)).body.data;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  admins = await adminsOfEveryRole(server);
  const accounts = [newAccount(), newAccount(), newAccount()];
  const tokens: string[] = [];
  for (const account of accounts) tokens.push((await api.post('/api/auth/register', account)).body.data.token);
  // Two of the three sign in (active users).
  for (const account of accounts.slice(0, 2))
    expect((await api.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
  // One buys plus through the sandbox.
  const checkout = await api.post('/api/subscription/checkout', { billingCycle: 'monthly' }, tokens[0]);
  const paid = await api.post(
    `/api/billing/sandbox/checkouts/${checkout.body.data.checkoutId}/pay`,
    { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
    tokens[0],
  );
  expect(paid.status).toBe(200);
  const history = (await api.get('/api/subscription/history', tokens[0])).body.data;
  priceDollars = history.find((h: { type: string }) => h.type === 'payment').amountCents / 100;
  // Quizzes: one by hand, one generated from text.
  const manual = {
    title: 'Planets',
    questions: [{ text: 'Red planet?', options: ['Mars', 'Venus'], correctAnswer: 0 }],
  };
  expect((await api.post('/api/quizzes', manual, tokens[1])).status).toBe(201);
  const generated = await api.post(
    '/api/content/generate-quiz',
    { title: 'Rivers', numQuestions: 3, difficulty: 'medium', timeLimit: 30, content: ARTICLE },
    tokens[1],
  );
  expect(generated.status).toBe(201);
}, 60_000);
afterAll(async () => server?.stop());

describe('The dashboard', () => {
  it('is computed from the read models and the request metrics', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      totalUsers: 3,
      activeUsers: 2,
      userGrowth: 100,
      revenueGrowth: 100,
      mrrCents: Math.round(priceDollars * 100),
      churnRate: 0,
      systemHealth: 'healthy',
      apiErrorRate: 0,
      criticalAlerts: 0,
      openTickets: 0,
      newUsers: 3,
      prevActiveUsers: 0,
      mrrDollars: priceDollars,
      activeSubscriptions: 1,
      avgSessionDuration: 0,
      conversionRate: 33.3,
      alerts: [],
    });
    expect(data.avgResponseTime).toEqual(expect.any(Number));
    expect(data.requests24h).toBeGreaterThan(10);
  });

  it('raises a critical alert for a refused billing webhook', async () => {
    const refused = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event_type":"subscription.activated"}',
    });
    expect(refused.status).toBe(400);
    const data = await dashboard();
    expect(data).toMatchObject({ criticalAlerts: 1, systemHealth: 'critical' });
    expect(data.alerts).toEqual([
      {
        severity: 'critical',
        code: 'alert.webhooksFailed',
        params: { count: 1 },
        message: '1 billing webhooks were refused in the last 24 hours',
      },
    ]);
  });

  it('counts open support tickets from the contact form, and staff close them', async () => {
    const bad = await api.post('/api/contact', { name: '', email: 'x', subject: 'Hi', message: 'Help' });
    expect(bad.status).toBe(400);
    const sent = await api.post('/api/contact', {
      name: 'Grace',
      email: 'Grace@Example.com',
      subject: 'Invoice',
      message: 'Where is my invoice?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Thank you. Your message has reached our support team.');
    expect((await dashboard()).openTickets).toBe(1);
    const list = await api.get('/api/admin/tickets?status=open', admins.support.token);
    expect(list.body.data.tickets).toEqual([
      expect.objectContaining({
        id: sent.body.data.ticketId,
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'Invoice',
        message: 'Where is my invoice?',
        status: 'open',
        userId: null,
      }),
    ]);
    const closed = await api.post(`/api/admin/tickets/${sent.body.data.ticketId}/close`, {}, admins.support.token);
    expect(closed.body.data).toEqual({ id: sent.body.data.ticketId, status: 'closed' });
    expect((await dashboard()).openTickets).toBe(0);
    const all = await api.get('/api/admin/tickets?status=all', admins.support.token);
    expect(all.body.data.tickets[0]).toMatchObject({ status: 'closed', closedBy: admins.support.adminId });
  });
});

describe('Analytics by period', () => {
  it('gives revenue rows (30d: five windows; 6m: 6 months; 1y: 12), newest first', async () => {
    const days30 = (await api.get('/api/admin/analytics/revenue?period=30d', admins.support.token)).body.data;
    expect(days30).toHaveLength(5);
    expect(days30[0]).toEqual({
      period: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      revenue: priceDollars,
      newCustomers: 1,
      refundCustomers: 0,
    });
    const months = (await api.get('/api/admin/analytics/revenue?period=6m', admins.support.token)).body.data;
    expect(months.map((r: { period: string }) => r.period)[0]).toBe(month);
    expect(months).toHaveLength(6);
    expect((await api.get('/api/admin/analytics/revenue?period=1y', admins.support.token)).body.data).toHaveLength(12);
    expect((await api.get('/api/admin/analytics/revenue', admins.support.token)).body.data).toHaveLength(6);
    expect((await api.get('/api/admin/analytics/revenue?period=2w', admins.support.token)).status).toBe(400);
  });

  it('gives user growth by month and content usage by source type', async () => {
    const users = (await api.get('/api/admin/analytics/users?period=6m', admins.support.token)).body.data;
    expect(users[0]).toEqual({ month, newUsers: 3, cumulativeUsers: 3 });
    const usage = (await api.get('/api/admin/analytics/usage?period=30d', admins.support.token)).body.data;
    expect(usage).toEqual(
      expect.arrayContaining([
        { sourceType: '', quizCount: 1, avgQuestions: 1, uniqueCreators: 1 },
        { sourceType: 'text', quizCount: 1, avgQuestions: expect.any(Number), uniqueCreators: 1 },
      ]),
    );
  });

  it('exports the period as CSV (admin and above)', async () => {
    const res = await fetch(`${server.url}/api/admin/analytics/export?period=30d`, {
      headers: { authorization: `Bearer ${admins.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="analytics-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\n');
    expect(lines[0]).toBe('section,label,metric,value');
    expect(lines).toContain('dashboard,30d,totalUsers,3');
    expect(lines).toContain(`revenue,${lines.find((l) => l.startsWith('revenue,'))!.split(',')[1]},newCustomers,1`);
    expect(lines).toContain('usage,manual,quizCount,1');
    expect((await api.get('/api/admin/analytics/export', admins.manager.token)).status).toBe(403);
  });
});

describe('Projections', () => {
  it('shows each read model’s checkpoint and lag, and rebuilds one from the log (super_admin)', async () => {
    const list = await api.get('/api/admin/projections', admins.admin.token);
    expect(list.status).toBe(200);
    const analytics = list.body.data.projections.find((p: { name: string }) => p.name === 'analytics');
    expect(analytics).toMatchObject({ collection: 'analytics_days', lag: 0, failedEvents: 0, rebuilding: false });
    expect(list.body.data.head).toBeGreaterThan(0);

    const denied = await api.post('/api/admin/projections/analytics/rebuild', {}, admins.admin.token);
    expect(denied.status).toBe(403);
    expect(denied.body.details).toMatchObject({
      requiredRole: 'super_admin',
      requiredPermission: 'projections.rebuild',
    });
    expect((await api.post('/api/admin/projections/nope/rebuild', {}, admins.super_admin.token)).status).toBe(404);

    const before = (await api.get('/api/admin/analytics/revenue?period=1y', admins.support.token)).body.data;
    const started = await api.post('/api/admin/projections/analytics/rebuild', {}, admins.super_admin.token);
    expect(started.status).toBe(202);
    let state = list.body.data;
    for (let i = 0; i < 100; i++) {
      state = (await api.get('/api/admin/projections', admins.admin.token)).body.data;
      if (!state.rebuilding && state.lastRebuild) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state.lastRebuild).toMatchObject({ name: 'analytics', error: null });
    expect(state.lastRebuild.projections[0]).toMatchObject({ name: 'analytics', documents: expect.any(Number) });
    expect(state.lastRebuild.events).toBeGreaterThan(0);
    expect((await api.get('/api/admin/analytics/revenue?period=1y', admins.support.token)).body.data).toEqual(before);
  });
});
