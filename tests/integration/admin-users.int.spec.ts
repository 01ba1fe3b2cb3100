/**
 * Users for staff over HTTP (spec §7): the list (search, pages of 20), the detail with activity figures, edits
 * recorded as events with before/after and the admin's id, the plan override the plan projection honours until
 * removed, role changes from the edit, and the CSV export (BOM, formula injection).
 */
import { randomUUID } from 'node:crypto';
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

const ARTICLE = AMAZON_ARTICLE;

const register = async (overrides: Partial<{ username: string; email: string }> = {}) => {
  const account = newAccount(overrides);
  const res = await api.post('/api/auth/register', account);
  return { ...account, id: res.body.data.user.id as string, token: res.body.data.token as string };
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const eventsOf = async (stream: string) => server.eventStore.read(stream);

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  admins = await adminsOfEveryRole(server);
});
afterAll(async () => server?.stop());

describe('The user list', () => {
  it('searches by username or email, 20 a page, with the spec’s fields', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    for (let i = 0; i < 23; i++) await register({ username: `${tag}${i}`, email: `p${i}.${tag}@example.com` });
    const first = await api.get(`/api/admin/users?page=1&limit=20&search=${tag.toUpperCase()}`, admins.support.token);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.body.data.users).toHaveLength(20);
    expect(first.body.data.users[0]).toEqual({
      id: expect.any(String),
      username: expect.stringContaining(tag),
      email: expect.stringContaining(tag),
      createdAt: expect.any(String),
      isAdmin: false,
      adminRole: null,
      subscription: { status: 'free', plan: 'free' },
      totalQuizzes: 0,
      totalGames: 0,
    });
    const second = await api.get(`/api/admin/users?page=2&limit=20&search=${tag}`, admins.support.token);
    expect(second.body.data.users).toHaveLength(3);
    const byEmail = await api.get(`/api/admin/users?search=p7.${tag}%40`, admins.support.token);
    expect(byEmail.body.data.users.map((u: { username: string }) => u.username)).toEqual([`${tag}7`]);
    // A search is text, never a pattern.
    const pattern = await api.get(`/api/admin/users?search=${encodeURIComponent('.*')}`, admins.support.token);
    expect(pattern.body.data.pagination.total).toBe(0);
    expect((await api.get('/api/admin/users?page=0', admins.support.token)).status).toBe(400);
  });
});

describe('A user’s detail', () => {
  it('shows quizzes created, games hosted, AI questions, last activity and the subscription', async () => {
    const user = await register();
    const quiz = await api.post(
      '/api/quizzes',
      { title: 'Planets', questions: [{ text: 'Red planet?', options: ['Mars', 'Venus'], correctAnswer: 0 }] },
      user.token,
    );
    expect(quiz.status).toBe(201);
    const quizId = quiz.body.data.quiz?.id ?? quiz.body.data.id;
    expect((await api.post('/api/games', { quizId }, user.token)).status).toBe(201);
    const generated = await api.post(
      '/api/content/generate-quiz',
      { title: 'Rivers', numQuestions: 3, difficulty: 'medium', timeLimit: 30, content: ARTICLE },
      user.token,
    );
    expect(generated.status).toBe(201);
    // The source may give fewer questions than asked: the usage counts the ones the quiz holds.
    const quizzes = (await api.get('/api/quizzes', user.token)).body.data;
    const list = (Array.isArray(quizzes) ? quizzes : quizzes.quizzes) as { title: string; questionCount: number }[];
    const aiQuestions = list.find((q) => q.title === 'Rivers')!.questionCount;
    expect(aiQuestions).toBeGreaterThan(0);

    const res = await api.get(`/api/admin/users/${user.id}`, admins.support.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: false,
      adminRole: null,
      totalQuizzes: 2,
      totalGames: 1,
      totalAiQuestions: aiQuestions,
      lastActivity: expect.any(String),
      subscription: {
        plan: 'free',
        status: 'free',
        planType: null,
        currentPeriodEnd: null,
        canceledAt: null,
        adminOverride: false,
      },
    });
    expect(Date.parse(res.body.data.lastActivity)).toBeGreaterThanOrEqual(Date.parse(res.body.data.createdAt));
    expect((await api.get(`/api/admin/users/${randomUUID()}`, admins.support.token)).status).toBe(404);
    expect((await api.get('/api/admin/users/not-an-id', admins.support.token)).status).toBe(404);
  }, 60_000);
});

describe('Editing a user', () => {
  it('gives a plan by admin override: limits follow at once, the event names the admin and the values before and after', async () => {
    const user = await register();
    const endDate = inDays(30);
    const edit = {
      username: user.username,
      email: user.email,
      subscriptionPlan: 'plus',
      subscriptionStatus: 'active',
      subscriptionEndDate: endDate,
      isAdmin: false,
      adminRole: null,
    };
    const res = await api.put(`/api/admin/users/${user.id}`, edit, admins.manager.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User updated successfully');
    expect(res.body.data.subscription).toMatchObject({
      plan: 'plus',
      status: 'active',
      planType: null,
      adminOverride: true,
      endDate: `${endDate}T23:59:59.999Z`,
    });

    // The plan projection honours the override: the user's own view and limits.
    const status = await api.get('/api/subscription/status', user.token);
    expect(status.body.data).toMatchObject({ plan: 'plus', status: 'active', expires_at: `${endDate}T23:59:59.999Z` });
    expect((await api.get('/api/user/usage', user.token)).body.data.limits.participants).toBe(100);

    const override = (await eventsOf(`subscription-${user.id}`)).find((e) => e.type === 'PlanOverridden');
    expect(override?.data).toMatchObject({
      userId: user.id,
      adminId: admins.manager.adminId,
      override: { plan: 'plus', status: 'active', setBy: admins.manager.adminId },
      before: { plan: 'free', status: 'free', endsAt: null },
    });
    const audit = (await eventsOf(`user-${user.id}`)).find((e) => e.type === 'AdminChangedUser');
    expect(audit?.data).toMatchObject({
      userId: user.id,
      adminId: admins.manager.adminId,
      changes: ['subscriptionPlan', 'subscriptionStatus', 'subscriptionEndDate'],
      before: { subscriptionPlan: 'free', subscriptionStatus: 'free', subscriptionEndDate: null },
      after: { subscriptionPlan: 'plus', subscriptionStatus: 'active', subscriptionEndDate: endDate },
    });
    expect(audit?.metadata.actor).toBe(admins.manager.adminId);

    // The same values again record nothing.
    const count = (await eventsOf(`user-${user.id}`)).length + (await eventsOf(`subscription-${user.id}`)).length;
    const again = await api.put(`/api/admin/users/${user.id}`, edit, admins.manager.token);
    expect(again.body.data.changes).toEqual([]);
    expect((await eventsOf(`user-${user.id}`)).length + (await eventsOf(`subscription-${user.id}`)).length).toBe(count);

    // Back to free: the override is removed and billing (nothing) is in charge again.
    const removed = await api.put(
      `/api/admin/users/${user.id}`,
      { ...edit, subscriptionPlan: 'free', subscriptionEndDate: null },
      admins.manager.token,
    );
    expect(removed.body.data.subscription).toMatchObject({ plan: 'free', adminOverride: false });
    expect((await eventsOf(`subscription-${user.id}`)).at(-1)?.type).toBe('PlanOverrideRemoved');
    expect((await api.get('/api/subscription/status', user.token)).body.data.plan).toBe('free');
  });

  it('sets a canceled status (free access) and refuses an end date in the past', async () => {
    const user = await register();
    const canceled = await api.put(
      `/api/admin/users/${user.id}`,
      { subscriptionPlan: 'pro', subscriptionStatus: 'canceled' },
      admins.manager.token,
    );
    expect(canceled.body.data.subscription).toMatchObject({ plan: 'pro', status: 'canceled' });
    expect((await api.get('/api/subscription/status', user.token)).body.data).toMatchObject({
      plan: 'free',
      status: 'canceled',
    });
    const past = await api.put(
      `/api/admin/users/${user.id}`,
      { subscriptionPlan: 'plus', subscriptionStatus: 'active', subscriptionEndDate: inDays(-2) },
      admins.manager.token,
    );
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('admin.endDateInPast');
    const bad = await api.put(`/api/admin/users/${user.id}`, { subscriptionEndDate: 'tomorrow' }, admins.manager.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('admin.endDateInvalid');
  });

  it('changes username and email with their uniqueness (the user signs in with the new email)', async () => {
    const user = await register();
    const other = await register();
    const taken = await api.put(`/api/admin/users/${user.id}`, { email: other.email }, admins.manager.token);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('auth.emailTaken');
    const fresh = newAccount();
    const res = await api.put(
      `/api/admin/users/${user.id}`,
      { username: fresh.username, email: fresh.email.toUpperCase() },
      admins.manager.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: fresh.username, email: fresh.email });
    expect((await api.post('/api/auth/login', { email: fresh.email, password: user.password })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    // The old email and username are free again.
    expect((await api.post('/api/auth/register', { ...newAccount(), email: user.email })).status).toBe(201);
    expect((await api.post('/api/auth/register', { ...newAccount(), username: user.username })).status).toBe(201);
  });

  it('lets only a super_admin make a user an admin; a manager’s edit with a role change writes nothing', async () => {
    const user = await register();
    const before = (await eventsOf(`user-${user.id}`)).length;
    const refused = await api.put(
      `/api/admin/users/${user.id}`,
      { username: `${user.username}x`, isAdmin: true, adminRole: 'support' },
      admins.manager.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'admin.accessDenied',
      details: { requiredRole: 'super_admin', role: 'manager' },
    });
    expect((await eventsOf(`user-${user.id}`)).length).toBe(before);

    const made = await api.put(
      `/api/admin/users/${user.id}`,
      { isAdmin: true, adminRole: 'support' },
      admins.super_admin.token,
    );
    expect(made.body.data).toMatchObject({ isAdmin: true, adminRole: 'support' });
    // The user signs in to the panel with their own password.
    const login = await api.post('/api/admin/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body.data.adminUser).toMatchObject({ id: user.id, role: 'support', username: user.username });
    const listed = await api.get(`/api/admin/users?search=${user.username}`, admins.support.token);
    expect(listed.body.data.users[0]).toMatchObject({ isAdmin: true, adminRole: 'support' });

    const above = await api.put(`/api/admin/users/${user.id}`, { adminRole: 'super_admin' }, admins.super_admin.token);
    expect(above.status).toBe(200);
    const revoked = await api.put(`/api/admin/users/${user.id}`, { isAdmin: false }, admins.super_admin.token);
    expect(revoked.body.data).toMatchObject({ isAdmin: false, adminRole: null });
    expect((await api.get('/api/admin/auth/me', login.body.data.token)).status).toBe(401);
  });
});

describe('The users export', () => {
  it('streams a CSV with a BOM where a formula opens as text', async () => {
    const dashed = await register({ username: `-cmd${Date.now().toString(36)}` });
    // An account from before today's username rules: written to the log as it was recorded then.
    const legacyId = randomUUID();
    const { position } = await server.eventStore.append(
      `user-${legacyId}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId: legacyId,
            username: '=HYPERLINK("http://x")',
            email: '@legacy@example.com',
            passwordHash: 'x',
            language: 'en',
            registeredAt: new Date().toISOString(),
          },
          metadata: { actor: null, correlationId: 'test', causationId: null, at: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
    await server.runner.waitFor(position);

    const res = await fetch(`${server.url}/api/admin/users/export`, {
      headers: { authorization: `Bearer ${admins.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = text.trim().split('\n');
    expect(header).toBe(
      'id,username,email,createdAt,lastSignInAt,isAdmin,adminRole,plan,subscriptionStatus,totalQuizzes,totalGames',
    );
    const legacy = lines.find((l) => l.startsWith(legacyId));
    expect(legacy).toContain(`,"'=HYPERLINK(""http://x"")",'@legacy@example.com,`);
    expect(lines.find((l) => l.startsWith(dashed.id))).toContain(`,'${dashed.username},`);
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  it('is for admin and above', async () => {
    for (const role of ['support', 'manager'] as const) {
      const res = await api.get('/api/admin/users/export', admins[role].token);
      expect(res.status).toBe(403);
      expect(res.body.details).toMatchObject({ requiredRole: 'admin', requiredPermission: 'data.export' });
    }
  });
});
