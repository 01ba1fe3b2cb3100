import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
});
afterAll(() => server.stop());

const register = async (account = newAccount()) => {
  const res = await api.post('/api/auth/register', account);
  expect(res.status).toBe(201);
  return { ...account, token: res.body.data.token as string, user: res.body.data.user };
};

describe('An account, end to end', () => {
  it('registers, signs in, reads its profile, changes the password and signs in with the new one', async () => {
    const account = newAccount({ email: '  Ada.Lovelace@Example.COM ' });
    const registered = await api.post('/api/auth/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body.success).toBe(true);
    expect(registered.body.data.user).toMatchObject({
      username: account.username,
      email: 'ada.lovelace@example.com',
      language: 'en',
    });
    expect(registered.body.data.user).not.toHaveProperty('passwordHash');

    const login = await api.post('/api/auth/login', { email: 'ada.lovelace@example.com', password: account.password });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;

    const profile = await api.get('/api/user/profile', token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual({
      user: expect.objectContaining({ username: account.username, email: 'ada.lovelace@example.com', language: 'en' }),
      subscription: { status: 'free', plan: 'free', expires_at: null, details: null },
    });

    const changed = await api.put(
      '/api/user/password',
      { currentPassword: account.password, newPassword: 'a brand new secret' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password updated successfully');

    expect((await api.get('/api/user/profile', token)).status).toBe(401);
    expect((await api.get('/api/user/profile', changed.body.data.token)).status).toBe(200);
    const oldPassword = await api.post('/api/auth/login', {
      email: 'ada.lovelace@example.com',
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api.post('/api/auth/login', {
      email: 'ADA.lovelace@example.com',
      password: 'a brand new secret',
    });
    expect(newPassword.status).toBe(200);

    const signIns = await api.get('/api/user/sign-ins', newPassword.body.data.token);
    expect(signIns.body.data.signIns).toHaveLength(2);
  });

  it('answers a wrong email and a wrong password the same way', async () => {
    const { email } = await register();
    const wrongPassword = await api.post('/api/auth/login', { email, password: 'not the password' });
    const wrongEmail = await api.post('/api/auth/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongPassword.body).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'auth.invalidCredentials',
    });
  });

  it('refuses a password change with a wrong current password', async () => {
    const { token } = await register();
    const res = await api.put(
      '/api/user/password',
      { currentPassword: 'wrong wrong', newPassword: 'another secret' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('auth.wrongCurrentPassword');
  });

  it('changes the language and shows it in the profile', async () => {
    const { token } = await register();
    const res = await api.put('/api/user/language', { language: 'de' }, token);
    expect(res.body).toMatchObject({ success: true, message: 'Language preference updated.' });
    expect((await api.get('/api/user/profile', token)).body.data.user.language).toBe('de');
    const bad = await api.put('/api/user/language', { language: 'fr' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation.languageInvalid', error: 'Language must be one of en, tr, de' });
  });

  it('reports usage against the free plan and the configured limits', async () => {
    const { token } = await register();
    const usage = await api.get('/api/user/usage', token);
    expect(usage.body.data).toEqual({
      plan: 'free',
      usage: { quizzesThisMonth: 0, aiQuestionsThisMonth: 0 },
      limits: { aiQuestions: 100, quizzes: 5, participants: 30, questionsPerQuiz: 10, storageBytes: 52_428_800 },
    });
    const stats = await api.get('/api/games/dashboard-stats', token);
    expect(stats.body.data).toEqual({
      totalQuizzes: 0,
      totalGames: 0,
      totalParticipants: 0,
      aiGeneratedQuizzes: 0,
      librarySources: 0,
      libraryWords: 0,
    });
    const config = await api.get('/api/config/public');
    expect(config.body.data.limits.plus).toEqual({
      aiQuestions: 'unlimited',
      quizzes: 'unlimited',
      participants: 100,
      questionsPerQuiz: 100,
      storageBytes: 1_073_741_824,
    });
    expect(config.body.data.features.free).toHaveProperty('aiGeneration', true);
    expect((await api.get('/api/config/limits')).body.data.limits.pro.participants).toBe(500);
  });

  it('requires a session for user calls', async () => {
    const res = await api.get('/api/user/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'User not authenticated', code: 'auth.notAuthenticated' });
    expect((await api.get('/api/user/profile', 'not-a-token')).status).toBe(401);
  });
});

describe('Uniqueness', () => {
  it('refuses a second account with the same email in any case', async () => {
    const first = await register();
    const res = await api.post('/api/auth/register', newAccount({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: 'An account with this email already exists',
      code: 'auth.emailTaken',
    });
  });

  it('refuses a second account with the same username in any case, and frees the email it tried', async () => {
    const first = await register();
    const second = newAccount({ username: first.username.toUpperCase() });
    const res = await api.post('/api/auth/register', second);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('auth.usernameTaken');
    const retry = await api.post('/api/auth/register', { ...second, username: `${second.username}x` });
    expect(retry.status).toBe(201);
  });

  it('lets exactly one of 20 concurrent registrations with one email succeed', async () => {
    const email = newAccount().email;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/auth/register', newAccount({ email, username: `racer${i}${Date.now()}` })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const users = await server.readStore.collection('users').countDocuments({ email });
    expect(users).toBe(1);
  });
});

describe('Bad input', () => {
  const expectNothingStored = async (act: () => Promise<unknown>) => {
    const before = await server.eventStore.headPosition();
    await act();
    expect(await server.eventStore.headPosition()).toBe(before);
  };

  it('names every missing field', () =>
    expectNothingStored(async () => {
      const res = await api.post('/api/auth/register', {});
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe('Username is required; Email is required; Password is required');
      expect(res.body.details).toEqual([
        { field: 'username', code: 'validation.usernameRequired', message: 'Username is required' },
        { field: 'email', code: 'validation.emailRequired', message: 'Email is required' },
        { field: 'password', code: 'validation.passwordRequired', message: 'Password is required' },
      ]);
    }));

  it('refuses wrong types, a short password, a bad email and unknown fields', () =>
    expectNothingStored(async () => {
      const wrongType = await api.post('/api/auth/register', {
        username: 42,
        email: 'a@b.co',
        password: 'long enough',
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body).toMatchObject({ code: 'validation.expectedString', error: 'Must be text' });
      const short = await api.post('/api/auth/register', newAccount({ password: 'short' }));
      expect(short.body).toMatchObject({
        code: 'validation.passwordTooShort',
        error: 'Password must be at least 8 characters',
      });
      const email = await api.post('/api/auth/register', newAccount({ email: 'not-an-email' }));
      expect(email.body).toMatchObject({
        code: 'validation.emailInvalid',
        error: 'Please enter a valid email address',
      });
      const extra = await api.post('/api/auth/register', { ...newAccount(), isAdmin: true });
      expect(extra.status).toBe(400);
      expect(extra.body.details).toEqual([
        { field: 'isAdmin', code: 'validation.unknownField', message: 'Unknown field' },
      ]);
      const login = await api.post('/api/auth/login', { email: 'a@b.co' });
      expect(login.body).toMatchObject({ code: 'validation.passwordRequired', error: 'Password is required' });
    }));

  it('refuses malformed JSON with 400', () =>
    expectNothingStored(async () => {
      const res = await api.raw('POST', '/api/auth/register', '{"username": "ada", ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: 'The request body is not valid JSON',
        code: 'validation.malformedJson',
      });
    }));

  it('refuses an oversized body with 413', () =>
    expectNothingStored(async () => {
      const res = await api.post('/api/auth/register', { ...newAccount(), username: 'x'.repeat(200_000) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        success: false,
        error: 'The request body is too large',
        code: 'validation.bodyTooLarge',
      });
    }));

  it('answers 404 in JSON for an unknown API route', async () => {
    const res = await api.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found', code: 'http.notFound' });
  });
});

describe('A forgotten password', () => {
  /** Reset mails are written after the answer. */
  const mailSent = () => server.ctx.commands.users.idle();
  const outboxLink = (email: string) => {
    const folder = path.join(server.dataDir, 'outbox');
    const mail = readdirSync(folder)
      .map((f) => readFileSync(path.join(folder, f), 'utf8'))
      .filter((text) => text.includes(`To: ${email}`))
      .at(-1);
    const match = mail?.match(/\/reset-password\?token=(\S+)/);
    return match ? decodeURIComponent(match[1]!) : null;
  };

  it('answers the same whether or not the account exists', async () => {
    const unknown = await api.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    const { email } = await register();
    const known = await api.post('/api/auth/forgot-password', { email });
    await mailSent();
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(outboxLink('nobody-here@example.com')).toBeNull();
  });

  it('mails a single-use link that resets the password and ends older sessions', async () => {
    const { email, token } = await register();
    await api.post('/api/auth/forgot-password', { email });
    await mailSent();
    const resetToken = outboxLink(email);
    expect(resetToken).toBeTruthy();

    const reset = await api.post('/api/auth/reset-password', { token: resetToken, password: 'chosen after reset' });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/user/profile', token)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email, password: 'chosen after reset' })).status).toBe(200);

    const again = await api.post('/api/auth/reset-password', { token: resetToken, password: 'yet another one' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'auth.resetTokenInvalid' });
    const short = await api.post('/api/auth/reset-password', { token: resetToken, password: 'short' });
    expect(short.body.code).toBe('validation.passwordTooShort');
  });

  it('writes the mail in the account’s language', async () => {
    const { email, token } = await register();
    await api.put('/api/user/language', { language: 'de' }, token);
    await api.post('/api/auth/forgot-password', { email });
    await mailSent();
    const folder = path.join(server.dataDir, 'outbox');
    const mail = readdirSync(folder)
      .map((f) => readFileSync(path.join(folder, f), 'utf8'))
      .find((text) => text.includes(`To: ${email}`));
    expect(mail).toContain('Subject: Setzen Sie Ihr Quizstream-Passwort zurück');
    expect(mail).toContain('innerhalb einer Stunde');
  });

  it('refuses a forged token', async () => {
    const res = await api.post('/api/auth/reset-password', { token: 'abc.def', password: 'long enough pass' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('auth.resetTokenInvalid');
  });
});

describe('Failed sign-ins', () => {
  it('lock an account after five failures with 429 and Retry-After, also for the right password', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    const locked = await api.post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('auth.tooManyAttempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('The server', () => {
  it('reports its health, and to the operator on its own machine the stores and projection lag', async () => {
    expect((await api.get('/api/health')).body).toEqual({
      success: true,
      data: { status: 'ok', uptimeSeconds: expect.any(Number) },
    });
    const res = await api.get('/api/health/details');
    expect(res.body).toMatchObject({
      success: true,
      data: {
        status: 'ok',
        eventStore: 'sqlite',
        readStore: 'embedded',
        projections: { lag: 0, failedEvents: 0, runner: 'local' },
      },
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await api.get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
