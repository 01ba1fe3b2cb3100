/**
 * Staff sign-in over HTTP: the first admin from the command line while the server runs, two-factor codes (right,
 * wrong, reused, missing), throttling, sessions that end on logout, panel enrolment with a QR code, and user and
 * admin tokens that never work in each other's place.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../commands/admin/totp';
import type { TestAdmin } from '../support/admin';
import { createAdmin } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');
let server: TestServer;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
});
afterAll(async () => server?.stop());

const login = (body: Record<string, unknown>) => api.post('/api/admin/auth/login', body);
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

describe('npm run admin:create', () => {
  it('creates a super_admin with two-factor while the server runs, and prints the secret and otpauth URI', async () => {
    const email = 'first-admin@example.com';
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin-create.ts',
        '--email',
        ' First-Admin@Example.com ',
        '--password',
        'first admin password',
        '--role',
        'super_admin',
        '--totp',
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(`Admin created: ${email} (super_admin)`);
    const secret = /secret: ([A-Z2-7]+)/.exec(cli.stdout)?.[1];
    expect(secret).toBeDefined();
    expect(cli.stdout).toMatch(/uri: {4}otpauth:\/\/totp\/.+secret=/);

    // The running server sees the events the other process appended.
    const refused = await login({ email, password: 'first admin password' });
    expect(refused.status).toBe(401);
    const ok = await login({ email, password: 'first admin password', twoFactorCode: totpCodeAt(secret!, new Date()) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.adminUser).toMatchObject({
      email,
      role: 'super_admin',
      permissions: ['*'],
      twoFactorEnabled: true,
    });
  }, 60_000);

  it('refuses a bad role and a short password with a usage line', () => {
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin-create.ts',
        '--email',
        'x@example.com',
        '--password',
        'short',
        '--role',
        'boss',
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' },
    );
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain('Password must be at least 8 characters');
    expect(cli.stderr).toContain('role must be one of support, manager, admin, super_admin');
  }, 60_000);
});

describe('Signing in with a two-factor code', () => {
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(server, { role: 'manager', totp: true });
  });

  it('refuses a missing code with a message containing "Two-factor" (which shows the field)', async () => {
    const res = await login({ email: admin.email, password: admin.password });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'admin.twoFactorRequired' });
    expect(res.body.error).toContain('Two-factor');
  });

  it('refuses a wrong code', async () => {
    const wrong = totpCodeAt(admin.secret!, inSeconds(-300));
    const res = await login({ email: admin.email, password: admin.password, twoFactorCode: wrong });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('admin.twoFactorInvalid');
    expect(res.body.error).toContain('Two-factor');
  });

  it('accepts a right code once: the same code again is refused, the next one works', async () => {
    // The helper signed in with the code of now; the code of the next step is still within ±1 step.
    const next = totpCodeAt(admin.secret!, inSeconds(30));
    const first = await login({ email: admin.email, password: admin.password, twoFactorCode: next });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token: expect.any(String), adminUser: { role: 'manager' } });
    const again = await login({ email: admin.email, password: admin.password, twoFactorCode: next });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('admin.twoFactorReused');
    // Two racing sign-ins with one fresh code: exactly one wins.
    const other = await createAdmin(server, { role: 'support', totp: true });
    const code = totpCodeAt(other.secret!, inSeconds(30));
    const race = await Promise.all(
      [1, 2, 3].map(() => login({ email: other.email, password: other.password, twoFactorCode: code })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('does not tell a wrong password by the two-factor message', async () => {
    const res = await login({ email: admin.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth.invalidCredentials');
  });
});

describe('Sign-in throttling', () => {
  it('refuses further attempts after five failures with 429 and Retry-After, even with the right password', async () => {
    const admin = await createAdmin(server, { role: 'support' });
    for (let i = 0; i < 5; i++)
      expect((await login({ email: admin.email, password: `wrong password ${i}` })).status).toBe(401);
    const blocked = await login({ email: admin.email, password: admin.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('auth.tooManyAttempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong two-factor codes as failures', async () => {
    const admin = await createAdmin(server, { role: 'support', totp: true });
    const wrong = totpCodeAt(admin.secret!, inSeconds(-600));
    for (let i = 0; i < 5; i++)
      expect((await login({ email: admin.email, password: admin.password, twoFactorCode: wrong })).status).toBe(401);
    const right = totpCodeAt(admin.secret!, inSeconds(30));
    expect((await login({ email: admin.email, password: admin.password, twoFactorCode: right })).status).toBe(429);
  });
});

describe('Sessions', () => {
  it('answers the profile, and ends the session on logout (the token is refused afterwards)', async () => {
    const admin = await createAdmin(server, { role: 'admin' });
    const me = await api.get('/api/admin/auth/me', admin.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: admin.adminId,
      email: admin.email,
      role: 'admin',
      permissions: expect.arrayContaining(['settings.write', 'data.export']),
      twoFactorEnabled: false,
    });
    const second = (await login({ email: admin.email, password: admin.password })).body.data.token as string;
    expect((await api.post('/api/admin/auth/logout', undefined, admin.token)).status).toBe(200);
    const after = await api.get('/api/admin/auth/me', admin.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('admin.sessionInvalid');
    // Another session of the same admin goes on.
    expect((await api.get('/api/admin/auth/me', second)).status).toBe(200);
  });

  it('issues tokens of their own audience with an 8-hour lifetime and an id', async () => {
    const admin = await createAdmin(server, { role: 'support' });
    const claims = jwt.decode(admin.token) as { aud: string; exp: number; iat: number; jti: string };
    expect(claims.aud).toBe('quizstream-admin');
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(claims.jti).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const res = await api.get('/api/admin/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'admin.notAuthenticated' });
  });
});

describe('User and admin tokens are not interchangeable', () => {
  it('refuses a user token on /api/admin/*, and an admin token on user routes', async () => {
    const account = newAccount();
    const registered = await api.post('/api/auth/register', account);
    const userToken = registered.body.data.token as string;
    const admin = await createAdmin(server, { role: 'super_admin', email: account.email });

    for (const url of ['/api/admin/auth/me', '/api/admin/users', '/api/admin/analytics/dashboard']) {
      const res = await api.get(url, userToken);
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe('admin.sessionInvalid');
    }
    for (const url of ['/api/user/profile', '/api/subscription/status', '/api/quizzes']) {
      const res = await api.get(url, admin.token);
      expect(res.status, url).toBe(401);
    }
    expect((await api.post('/api/auth/logout', undefined, admin.token)).status).toBe(401);
  });

  it('makes the user of the same email the admin (the admin id is the user id)', async () => {
    const account = newAccount();
    const registered = await api.post('/api/auth/register', account);
    const admin = await createAdmin(server, { role: 'support', email: account.email });
    expect(admin.adminId).toBe(registered.body.data.user.id);
    const me = await api.get('/api/admin/auth/me', admin.token);
    expect(me.body.data).toMatchObject({ userId: admin.adminId, username: account.username });
  });
});

describe('Two-factor enrolment from the panel', () => {
  it('gives a secret, an otpauth URI and a QR code; turns on once a code is verified', async () => {
    const admin = await createAdmin(server, { role: 'support' });
    const enroll = await api.post('/api/admin/auth/totp/enroll', undefined, admin.token);
    expect(enroll.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = enroll.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    // Pending: sign-in still works without a code.
    expect((await login({ email: admin.email, password: admin.password })).status).toBe(200);

    const wrong = await api.post(
      '/api/admin/auth/totp/verify',
      { code: totpCodeAt(secret, inSeconds(-600)) },
      admin.token,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('admin.twoFactorInvalid');
    const bad = await api.post('/api/admin/auth/totp/verify', { code: '12ab' }, admin.token);
    expect(bad.status).toBe(400);

    const code = totpCodeAt(secret, new Date());
    const ok = await api.post('/api/admin/auth/totp/verify', { code }, admin.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.twoFactorEnabled).toBe(true);

    const without = await login({ email: admin.email, password: admin.password });
    expect(without.body.code).toBe('admin.twoFactorRequired');
    // The code that confirmed the enrolment cannot sign in.
    expect((await login({ email: admin.email, password: admin.password, twoFactorCode: code })).body.code).toBe(
      'admin.twoFactorReused',
    );
    const next = totpCodeAt(secret, inSeconds(30));
    expect((await login({ email: admin.email, password: admin.password, twoFactorCode: next })).status).toBe(200);
  });

  it('never shows the secret again (the profile and the log hold no clear secret)', async () => {
    const admin = await createAdmin(server, { role: 'support', totp: true });
    const me = await api.get('/api/admin/auth/me', admin.token);
    expect(JSON.stringify(me.body)).not.toContain(admin.secret!);
    const events = await server.eventStore.read(`admin-${admin.adminId}`);
    expect(JSON.stringify(events)).not.toContain(admin.secret!);
  });
});
