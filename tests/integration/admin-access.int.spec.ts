/**
 * The server enforces staff roles on every admin route: each role against each route, a 403 naming the required
 * role (and permission) and the admin's own role; role changes over HTTP (who may make whom what, the last
 * super_admin, sessions ended by a revocation).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../domain/admin/roles';
import { adminRoles, roleRank } from '../../domain/admin/roles';
import type { TestAdmin } from '../support/admin';
import { adminsOfEveryRole, createAdmin } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;
let admins: Record<AdminRole, TestAdmin>;
/** Ids the routes act on: a user account, a staff member, a support ticket. */
const ids = { user: '', admin: '', ticket: '' };

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  admins = await adminsOfEveryRole(server);
  const account = await api.post('/api/auth/register', newAccount());
  ids.user = account.body.data.user.id;
  ids.admin = (await createAdmin(server, { role: 'support' })).adminId;
  const ticket = await api.post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
  ids.ticket = ticket.body.data.ticketId;
});
afterAll(async () => server?.stop());

interface GuardedRoute {
  method: 'GET' | 'POST' | 'PUT';
  path: () => string;
  body?: () => unknown;
  /** The lowest role that passes. */
  minRole: AdminRole;
  permission?: string;
}

/** Every admin route but sign-in, with the lowest role that may call it. */
const guarded: GuardedRoute[] = [
  { method: 'GET', path: () => '/api/admin/admins', minRole: 'super_admin', permission: 'admins.manage' },
  {
    method: 'PUT',
    path: () => `/api/admin/admins/${ids.admin}`,
    body: () => ({ role: 'support' }),
    minRole: 'super_admin',
    permission: 'admins.manage',
  },
  {
    method: 'POST',
    path: () => `/api/admin/admins/${ids.admin}/totp/reset`,
    minRole: 'super_admin',
    permission: 'admins.manage',
  },
  { method: 'GET', path: () => '/api/admin/users', minRole: 'support', permission: 'users.read' },
  { method: 'GET', path: () => '/api/admin/users/export', minRole: 'admin', permission: 'data.export' },
  { method: 'GET', path: () => `/api/admin/users/${ids.user}`, minRole: 'support', permission: 'users.read' },
  {
    method: 'PUT',
    path: () => `/api/admin/users/${ids.user}`,
    body: () => ({ subscriptionPlan: 'plus', subscriptionStatus: 'active' }),
    minRole: 'manager',
    permission: 'users.write',
  },
  { method: 'GET', path: () => '/api/admin/subscriptions', minRole: 'support', permission: 'subscriptions.read' },
  {
    method: 'GET',
    path: () => '/api/admin/subscriptions/stats/overview',
    minRole: 'support',
    permission: 'subscriptions.read',
  },
  { method: 'GET', path: () => '/api/admin/subscriptions/export', minRole: 'admin', permission: 'data.export' },
  {
    method: 'POST',
    path: () => `/api/admin/subscriptions/${ids.user}/cancel`,
    minRole: 'manager',
    permission: 'subscriptions.cancel',
  },
  { method: 'GET', path: () => '/api/admin/settings', minRole: 'admin', permission: 'settings.read' },
  {
    method: 'PUT',
    path: () => '/api/admin/settings/bulk',
    body: () => ({ settings: [{ key: 'VECTOR_TOP_K', value: 12 }] }),
    minRole: 'admin',
    permission: 'settings.write',
  },
  {
    method: 'POST',
    path: () => '/api/admin/settings/reset',
    body: () => ({ category: 'vector_search' }),
    minRole: 'admin',
    permission: 'settings.write',
  },
  ...(['dashboard', 'revenue', 'users', 'usage'] as const).map((area): GuardedRoute => ({
    method: 'GET',
    path: () => `/api/admin/analytics/${area}`,
    minRole: 'support',
    permission: 'analytics.read',
  })),
  { method: 'GET', path: () => '/api/admin/analytics/export', minRole: 'admin', permission: 'data.export' },
  { method: 'GET', path: () => '/api/admin/tickets', minRole: 'support', permission: 'tickets.read' },
  {
    method: 'POST',
    path: () => `/api/admin/tickets/${ids.ticket}/close`,
    minRole: 'support',
    permission: 'tickets.manage',
  },
  { method: 'GET', path: () => '/api/admin/projections', minRole: 'admin', permission: 'projections.read' },
  {
    method: 'POST',
    path: () => '/api/admin/projections/tickets/rebuild',
    minRole: 'super_admin',
    permission: 'projections.rebuild',
  },
];

const call = (route: GuardedRoute, token: string) => {
  const url = route.path();
  if (route.method === 'GET') return api.get(url, token);
  if (route.method === 'PUT') return api.put(url, route.body?.() ?? {}, token);
  return api.post(url, route.body?.() ?? {}, token);
};

describe('Each role against each admin route', () => {
  for (const route of guarded)
    for (const role of adminRoles) {
      const allowed = roleRank[role] >= roleRank[route.minRole];
      it(`${route.method} ${route.path.toString().replace(/.*=> /, '')} as ${role}: ${allowed ? 'allowed' : '403'}`, async () => {
        const res = await call(route, admins[role].token);
        if (allowed) {
          expect([401, 403]).not.toContain(res.status);
          return;
        }
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          success: false,
          code: 'admin.accessDenied',
          details: { requiredRole: route.minRole, role, requiredPermission: route.permission ?? null },
        });
        expect(res.body.error).toContain(route.minRole);
        expect(res.body.error).toContain(`your role: ${role}`);
      });
    }

  it('refuses every route without a staff session, even one that does not exist', async () => {
    for (const route of guarded) expect((await call(route, '')).status).toBe(401);
    expect((await api.get('/api/admin/no-such-area')).status).toBe(401);
    expect((await api.get('/api/admin/no-such-area', admins.support.token)).status).toBe(404);
  });
});

describe('Role changes over HTTP', () => {
  it('lets a super_admin grant and revoke, and a revocation ends the admin’s sessions at once', async () => {
    const target = await createAdmin(server, { role: 'support' });
    const granted = await api.put(`/api/admin/admins/${target.adminId}`, { role: 'admin' }, admins.super_admin.token);
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ id: target.adminId, role: 'admin' });
    // The new role applies to the next request of the same session.
    expect((await api.get('/api/admin/auth/me', target.token)).body.data.role).toBe('admin');
    const revoked = await api.put(`/api/admin/admins/${target.adminId}`, { role: null }, admins.super_admin.token);
    expect(revoked.status).toBe(200);
    expect((await api.get('/api/admin/auth/me', target.token)).status).toBe(401);
    const again = await api.post('/api/admin/auth/login', { email: target.email, password: target.password });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('auth.invalidCredentials');
  });

  it('refuses a change of one’s own role, an unknown role and an unknown admin', async () => {
    await createAdmin(server, { role: 'super_admin' }); // not the last one: the self rule is what refuses
    const self = await api.put(
      `/api/admin/admins/${admins.super_admin.adminId}`,
      { role: 'support' },
      admins.super_admin.token,
    );
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('admin.selfRoleChange');
    const bad = await api.put(`/api/admin/admins/${ids.admin}`, { role: 'owner' }, admins.super_admin.token);
    expect(bad.status).toBe(400);
    expect(
      (await api.put(`/api/admin/admins/${randomUUID()}`, { role: 'support' }, admins.super_admin.token)).status,
    ).toBe(404);
  });
});

describe('The last super_admin', () => {
  it('cannot be demoted; with a second one, either may demote the other but never both', async () => {
    const own = await startTestServer();
    try {
      const ownApi = http(own.url);
      const first = await createAdmin(own, { role: 'super_admin' });
      const second = await createAdmin(own, { role: 'super_admin' });
      // Both demote each other at the same moment: one demotion wins, the other finds the last super_admin.
      const [a, b] = await Promise.all([
        ownApi.put(`/api/admin/admins/${second.adminId}`, { role: 'admin' }, first.token),
        ownApi.put(`/api/admin/admins/${first.adminId}`, { role: 'admin' }, second.token),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser's own role may already be gone (its session then fails the guard: 403), or it meets the rule.
      expect([a, b].find((r) => r.status !== 200)?.body.code).toMatch(/admin\.(lastSuperAdmin|accessDenied)/);
      const list = await ownApi.get('/api/admin/admins', a.status === 200 ? first.token : second.token);
      expect(list.body.data.admins.filter((x: { role: string }) => x.role === 'super_admin')).toHaveLength(1);
    } finally {
      await own.stop();
    }
  });
});
