/** Staff accounts for integration tests: created through the admin commands (as the command line does). */
import { totpCodeAt } from '../../commands/admin/totp';
import type { AdminRole } from '../../domain/admin/roles';
import type { TestServer } from './test-server';
import { http } from './test-server';

let counter = 0;

export interface TestAdmin {
  adminId: string;
  email: string;
  password: string;
  role: AdminRole;
  secret: string | null;
  token: string;
}

/** Creates an admin of `role` (with two-factor when `totp`) and signs it in. */
export const createAdmin = async (
  server: TestServer,
  { role = 'super_admin', totp = false, email }: { role?: AdminRole; totp?: boolean; email?: string } = {},
): Promise<TestAdmin> => {
  counter++;
  const address = email ?? `staff${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'staff password 1';
  const created = await server.ctx.admin.commands.create(
    { email: address, password, role, totp },
    { actor: null, correlationId: 'test', ip: null, userAgent: null },
  );
  await server.runner.waitFor(created.position);
  const secret = created.totp?.secret ?? null;
  const body = { email: address, password, ...(secret ? { twoFactorCode: totpCodeAt(secret, new Date()) } : {}) };
  const res = await http(server.url).post('/api/admin/auth/login', body);
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return { adminId: created.adminId, email: address, password, role, secret, token: res.body.data.token };
};

/** One signed-in admin of every role. */
export const adminsOfEveryRole = async (server: TestServer) => {
  const roles: AdminRole[] = ['support', 'manager', 'admin', 'super_admin'];
  const admins = await Promise.all(roles.map((role) => createAdmin(server, { role })));
  return Object.fromEntries(roles.map((role, i) => [role, admins[i]!])) as Record<AdminRole, TestAdmin>;
};
