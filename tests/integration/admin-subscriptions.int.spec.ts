/**
 * Subscriptions for staff over HTTP (spec §7): rows from the subscriptions read model (sandbox purchases and an
 * admin override), search, status and plan filters, the stats, cancellation through the billing port recorded with
 * the admin, and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../domain/admin/roles';
import type { TestAdmin } from '../support/admin';
import { adminsOfEveryRole } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;
let admins: Record<AdminRole, TestAdmin>;
type User = { id: string; token: string; username: string; email: string };
const users: Record<'buyer' | 'refunder' | 'gifted' | 'free', User> = {} as never;

const register = async (): Promise<User> => {
  const account = newAccount();
  const res = await api.post('/api/auth/register', account);
  return { id: res.body.data.user.id, token: res.body.data.token, username: account.username, email: account.email };
};

/** Plus through the sandbox's checkout page, as a user buys it. */
const buyPlus = async (token: string) => {
  const checkout = await api.post('/api/subscription/checkout', { billingCycle: 'monthly' }, token);
  const paid = await api.post(
    `/api/billing/sandbox/checkouts/${checkout.body.data.checkoutId}/pay`,
    { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
    token,
  );
  expect(paid.status).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  admins = await adminsOfEveryRole(server);
  users.buyer = await register();
  users.refunder = await register();
  users.gifted = await register();
  users.free = await register();
  await buyPlus(users.buyer.token);
  await buyPlus(users.refunder.token);
  const gift = await api.put(
    `/api/admin/users/${users.gifted.id}`,
    { subscriptionPlan: 'pro', subscriptionStatus: 'active' },
    admins.manager.token,
  );
  expect(gift.status).toBe(200);
}, 60_000);
afterAll(async () => server?.stop());

const list = async (query = '') => (await api.get(`/api/admin/subscriptions?${query}`, admins.support.token)).body.data;
const rowOf = async (user: User) =>
  (await list(`search=${user.username}`)).subscriptions.find((r: { userId: string }) => r.userId === user.id);

describe('The subscription list', () => {
  it('has a row per subscription or override, with the spec’s fields', async () => {
    const data = await list('page=1&limit=20');
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const buyer = await rowOf(users.buyer);
    expect(buyer).toEqual({
      id: users.buyer.id,
      userId: users.buyer.id,
      user: { username: users.buyer.username, email: users.buyer.email },
      planType: 'plus',
      plan: 'plus',
      billingCycle: 'monthly',
      status: 'active',
      monthlyValue: expect.any(Number),
      createdAt: expect.any(String),
      currentPeriodEnd: expect.any(String),
      canceledAt: null,
      adminOverride: false,
      subscriptionId: expect.any(String),
      usage: { totalQuizzes: 0, totalGames: 0 },
    });
    expect(buyer.monthlyValue).toBeGreaterThan(0);
    expect(await rowOf(users.gifted)).toMatchObject({
      plan: 'pro',
      status: 'active',
      monthlyValue: 0,
      adminOverride: true,
      billingCycle: null,
    });
    expect(await rowOf(users.free)).toBeUndefined();
  });

  it('filters by status and plan (all means no filter) and searches by user', async () => {
    const ids = (data: { subscriptions: { userId: string }[] }) => data.subscriptions.map((r) => r.userId).sort();
    expect(ids(await list('plan=pro'))).toEqual([users.gifted.id]);
    expect(ids(await list('plan=plus&status=active'))).toEqual([users.buyer.id, users.refunder.id].sort());
    expect(ids(await list('plan=all&status=all'))).toHaveLength(3);
    expect(ids(await list('status=past_due'))).toEqual([]);
    expect(ids(await list(`search=${users.gifted.email}`))).toEqual([users.gifted.id]);
    expect((await api.get('/api/admin/subscriptions?status=lapsed', admins.support.token)).status).toBe(400);
  });
});

describe('Stats, cancellation and churn', () => {
  it('counts MRR from billing, active subscriptions, new and churned ones', async () => {
    const buyer = await rowOf(users.buyer);
    const stats = (await api.get('/api/admin/subscriptions/stats/overview', admins.support.token)).body.data;
    expect(stats).toEqual({
      current_mrr: Math.round(buyer.monthlyValue * 2 * 100) / 100,
      active_subscriptions: 3,
      churned_30d: 0,
      new_30d: 2,
    });
    // A refund ends access at once: churned.
    expect((await api.post('/api/subscription/refund', {}, users.refunder.token)).status).toBe(200);
    const after = (await api.get('/api/admin/subscriptions/stats/overview', admins.support.token)).body.data;
    expect(after).toMatchObject({ current_mrr: buyer.monthlyValue, active_subscriptions: 2, churned_30d: 1 });
  });

  it('cancels through the billing port at the period end, recorded with the admin (managers and above)', async () => {
    const refused = await api.post(
      `/api/admin/subscriptions/${users.buyer.id}/cancel`,
      undefined,
      admins.support.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.details).toMatchObject({ requiredRole: 'manager', role: 'support' });

    const res = await api.post(`/api/admin/subscriptions/${users.buyer.id}/cancel`, undefined, admins.manager.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Subscription canceled: access ends on \d{4}-\d{2}-\d{2}$/);
    // Access stays until the end of the paid period.
    const status = (await api.get('/api/subscription/status', users.buyer.token)).body.data;
    expect(status).toMatchObject({ plan: 'plus', status: 'active', cancelAtPeriodEnd: true });
    const events = await server.eventStore.read(`subscription-${users.buyer.id}`);
    const audit = events.find((e) => e.type === 'AdminCanceledSubscription');
    expect(audit?.data).toMatchObject({
      userId: users.buyer.id,
      adminId: admins.manager.adminId,
      subscriptionId: expect.any(String),
      before: { plan: 'plus', status: 'active' },
      after: { plan: 'plus', status: 'active' },
      effectiveAt: status.currentPeriodEnd,
    });
    expect(events.some((e) => e.type === 'SubscriptionCancellationScheduled')).toBe(true);

    const again = await api.post(`/api/admin/subscriptions/${users.buyer.id}/cancel`, undefined, admins.manager.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('admin.cancelAlreadyScheduled');
    const free = await api.post(`/api/admin/subscriptions/${users.free.id}/cancel`, undefined, admins.manager.token);
    expect(free.status).toBe(409);
    expect(free.body.code).toBe('admin.subscriptionNotActive');
  });

  it('cancels a plan given by override at once', async () => {
    const res = await api.post(`/api/admin/subscriptions/${users.gifted.id}/cancel`, undefined, admins.admin.token);
    expect(res.status).toBe(200);
    expect(await rowOf(users.gifted)).toMatchObject({ plan: 'pro', status: 'canceled', adminOverride: true });
    expect((await api.get('/api/subscription/status', users.gifted.token)).body.data.plan).toBe('free');
  });
});

describe('The subscriptions export', () => {
  it('streams the filtered rows as CSV with a BOM (admin and above)', async () => {
    const res = await fetch(`${server.url}/api/admin/subscriptions/export?plan=plus&status=all`, {
      headers: { authorization: `Bearer ${admins.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="subscriptions-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = new TextDecoder().decode(bytes.slice(3)).trim().split('\n');
    expect(header).toBe(
      'id,username,email,plan,billingCycle,status,monthlyValue,createdAt,currentPeriodEnd,canceledAt,adminOverride,subscriptionId,totalQuizzes,totalGames',
    );
    expect(lines.map((l) => l.split(',')[0]).sort()).toEqual([users.buyer.id, users.refunder.id].sort());
    expect((await api.get('/api/admin/subscriptions/export', admins.manager.token)).status).toBe(403);
  });
});
