/**
 * Accounts under abuse (issue 8, items 6, 10, 11, 12 and 17): concurrent password guessing, lock-outs one person
 * could cause for another, sessions that must end everywhere, reset mail bombing and timing, registration floods,
 * the public health answer, tokens without expiry, and the language an account starts with. The real server, real
 * HTTP and real socket.io clients; client addresses are set with X-Forwarded-For, which the server trusts from
 * loopback (its default TRUST_PROXY).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, hostAGame, joinAsPlayer } from '../support/game-clients';
import type { TestServer } from '../support/test-server';
import { newAccount, startTestServer } from '../support/test-server';

const JWT_SECRET = 'a test secret that is long enough for HS256 signing';
const PAIR_LIMIT = 5;
const ACCOUNT_LIMIT = 12;
const REGISTRATIONS_PER_ADDRESS = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    JWT_SECRET,
    LOGIN_MAX_FAILURES: String(PAIR_LIMIT),
    LOGIN_ACCOUNT_FAILURES_PER_HOUR: String(ACCOUNT_LIMIT),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(REGISTRATIONS_PER_ADDRESS),
  });
});
afterAll(() => server.stop());

let addressCounter = 0;
/** A documentation address (TEST-NET-3) nobody else in this file uses. */
const freshAddress = () => {
  addressCounter++;
  return `203.0.113.${addressCounter}`;
};

interface CallOptions {
  token?: string;
  /** The client address the server sees. */
  from?: string;
}

const call = async (method: string, url: string, body?: unknown, { token, from }: CallOptions = {}) => {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: json };
};
const post = (url: string, body?: unknown, options?: CallOptions) => call('POST', url, body, options);
const get = (url: string, options?: CallOptions) => call('GET', url, undefined, options);
const put = (url: string, body?: unknown, options?: CallOptions) => call('PUT', url, body, options);

/** A new account, registered from an address of its own (so registrations here do not hit the address limit). */
const register = async (overrides: Partial<ReturnType<typeof newAccount>> = {}) => {
  const account = newAccount(overrides);
  const res = await post('/api/auth/register', account, { from: freshAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...account, token: res.body.data.token as string, userId: res.body.data.user.id as string };
};

const login = (email: string, password: string, from: string) => post('/api/auth/login', { email, password }, { from });

// ---------------------------------------------------------------- mail

const outbox = () => path.join(server.dataDir, 'outbox');
const mailsTo = (email: string) =>
  existsSync(outbox())
    ? readdirSync(outbox())
        .sort()
        .map((f) => readFileSync(path.join(outbox(), f), 'utf8'))
        .filter((text) => text.includes(`To: ${email}\n`))
    : [];
const resetTokenOf = (mail: string | undefined) => {
  const match = mail?.match(/\/reset-password\?token=(\S+)/);
  return match ? decodeURIComponent(match[1]!) : null;
};
/** Reset mails are written after the answer: wait until the server has nothing left to send. */
const mailSent = async () => server.ctx.commands.users.idle();

describe('Concurrent password guessing (item 6)', () => {
  it('checks at most the allowed number of 150 concurrent guesses, then refuses the right password too', async () => {
    const { email, password } = await register();
    const attacker = freshAddress();
    const guesses = Array.from({ length: 150 }, (_, i) => (i === 149 ? password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((guess) => login(email, guess, attacker)));

    // Every password check answers 200 or 401; a guess turned away before its check answers 429.
    const checked = answers.filter((a) => a.status === 200 || a.status === 401);
    expect(checked.length).toBeLessThanOrEqual(PAIR_LIMIT);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.code).toBe('auth.tooManyAttempts');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers.filter((a) => a.status !== 429 && a.status !== 401 && a.status !== 200)).toEqual([]);

    const locked = await login(email, password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'auth.tooManyAttempts',
      error: 'Too many failed sign-in attempts. Please try again later.',
    });
  });

  it('leaves the owner, at another address, their own attempts', async () => {
    const { email, password } = await register();
    const attacker = freshAddress();
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(email, 'not the password', attacker)).status).toBe(401);
    expect((await login(email, password, attacker)).status).toBe(429);

    const owner = freshAddress();
    expect((await login(email, 'a typo', owner)).status).toBe(401);
    const signedIn = await login(email, password, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it('counts an IPv6 address by its /64', async () => {
    const { email, password } = await register();
    for (let i = 0; i < PAIR_LIMIT; i++)
      expect((await login(email, 'not the password', `2001:db8:aa:1::${i + 1}`)).status).toBe(401);
    // Another address of the same /64 is the same client.
    expect((await login(email, password, '2001:db8:aa:1:ffff::9')).status).toBe(429);
    // Another /64 is not.
    expect((await login(email, password, '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('limits failures from every address together, but not for an address the account signed in from', async () => {
    const { email, password } = await register();
    const home = freshAddress();
    expect((await login(email, password, home)).status).toBe(200);

    // Three addresses with four failures each reach the account's hourly limit of twelve.
    for (let a = 0; a < ACCOUNT_LIMIT / 4; a++) {
      const from = freshAddress();
      for (let i = 0; i < 4; i++) expect((await login(email, 'not the password', from)).status).toBe(401);
    }
    const stranger = await login(email, password, freshAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('auth.tooManyAttempts');

    const owner = await login(email, password, home);
    expect(owner.status).toBe(200);
  });
});

describe('Sessions end everywhere (item 10)', () => {
  it('logs out on the server: the token is refused afterwards, other sessions go on', async () => {
    const { email, password, token } = await register();
    const other = (await login(email, password, freshAddress())).body.data.token as string;
    expect((await get('/api/user/profile', { token })).status).toBe(200);

    const out = await post('/api/auth/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'You have been signed out.' });

    const after = await get('/api/user/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('auth.sessionExpired');
    expect((await post('/api/auth/logout', undefined, { token })).status).toBe(401);
    expect((await get('/api/user/profile', { token: other })).status).toBe(200);
  });

  it('refuses a logout without a session', async () => {
    const res = await post('/api/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth.notAuthenticated');
  });

  it('stops a socket opened before a password change from hosting', async () => {
    const game = await hostAGame(server.url);
    await joinAsPlayer(server.url, game.pin, 'Ann', { from: freshAddress() });
    const host = await connect(server.url, game.token);
    expect((await host.emit('host_game', { gameId: game.gameId })).success).toBe(true);
    const disconnected = new Promise<void>((resolve) => host.socket.once('disconnect', () => resolve()));

    const changed = await put(
      '/api/user/password',
      { currentPassword: 'correct horse battery', newPassword: 'a brand new secret' },
      { token: game.token },
    );
    expect(changed.status).toBe(200);
    const newToken = changed.body.data.token as string;

    // Either the command is refused or the socket is already gone: the game does not start.
    const started = await host.emit('start_game', { gameId: game.gameId }).catch((error: Error) => error);
    if (!(started instanceof Error)) expect(started).toMatchObject({ success: false, code: 'auth.sessionExpired' });
    await disconnected;
    const state = await get(`/api/games/${game.gameId}`, { token: newToken });
    expect(state.body.data.game.status).toBe('waiting');

    // The old token cannot open a new socket; the new one hosts.
    await expect(connect(server.url, game.token)).rejects.toThrow('Authentication error');
    const again = await connect(server.url, newToken);
    expect((await again.emit('host_game', { gameId: game.gameId })).success).toBe(true);
    expect(await again.emit('start_game', { gameId: game.gameId })).toMatchObject({ success: true });
    again.close();
    host.close();
  });

  it('stops a socket of a logged-out session from hosting', async () => {
    const game = await hostAGame(server.url);
    await joinAsPlayer(server.url, game.pin, 'Ann', { from: freshAddress() });
    const host = await connect(server.url, game.token);
    expect((await host.emit('host_game', { gameId: game.gameId })).success).toBe(true);
    expect((await post('/api/auth/logout', undefined, { token: game.token })).status).toBe(200);
    const started = await host.emit('start_game', { gameId: game.gameId }).catch((error: Error) => error);
    if (!(started instanceof Error)) expect(started).toMatchObject({ success: false, code: 'auth.sessionExpired' });
    const state = await get(`/api/games/${game.gameId}`);
    expect(state.body.data.game.status).toBe('waiting');
    host.close();
  });

  it('refuses a reset link requested before a password change', async () => {
    const { email, password, token } = await register();
    expect((await post('/api/auth/forgot-password', { email }, { from: freshAddress() })).status).toBe(200);
    await mailSent();
    const resetToken = resetTokenOf(mailsTo(email).at(-1));
    expect(resetToken).toBeTruthy();

    const changed = await put(
      '/api/user/password',
      { currentPassword: password, newPassword: 'changed on purpose' },
      { token },
    );
    expect(changed.status).toBe(200);

    const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'an attacker’s choice' });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('auth.resetTokenInvalid');
    expect((await login(email, 'changed on purpose', freshAddress())).status).toBe(200);
  });
});

describe('Forgotten passwords and registrations (item 11)', () => {
  it('mails at most three reset links per account an hour, however often it is asked', async () => {
    const { email } = await register();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/forgot-password', { email }, { from: freshAddress() })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await mailSent();
    expect(mailsTo(email)).toHaveLength(3);
    // The latest mailed link works.
    const reset = await post('/api/auth/reset-password', {
      token: resetTokenOf(mailsTo(email).at(-1)),
      password: 'reset after the flood',
    });
    expect(reset.status).toBe(200);
  });

  it('answers before any mail is written, so a known and an unknown email look the same, even when mail fails', async () => {
    const { email } = await register();
    // Break the outbox: every mail now fails to be written.
    rmSync(outbox(), { recursive: true, force: true });
    writeFileSync(outbox(), 'not a folder');
    try {
      const known = await post('/api/auth/forgot-password', { email }, { from: freshAddress() });
      const unknown = await post(
        '/api/auth/forgot-password',
        { email: `nobody-${randomUUID()}@example.com` },
        { from: freshAddress() },
      );
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(
        'If an account exists for that email, we have sent a link to reset the password.',
      );
      await mailSent();
    } finally {
      rmSync(outbox(), { force: true });
    }
  });

  it('throttles registrations per address, and tells the client when to try again', async () => {
    const from = freshAddress();
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++)
      expect((await post('/api/auth/register', newAccount(), { from })).status).toBe(201);
    const refused = await post('/api/auth/register', newAccount(), { from });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'auth.tooManyRegistrations',
      error: 'Too many accounts were created from your network. Please try again later.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/auth/register', newAccount(), { from: freshAddress() })).status).toBe(201);
  });
});

describe('Small ones (item 12)', () => {
  it('shows no log positions or store details in the public health answer', async () => {
    const res = await get('/api/health', { from: freshAddress() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', uptimeSeconds: expect.any(Number) } });
    const direct = await get('/api/health');
    expect(Object.keys(direct.body.data).sort()).toEqual(['status', 'uptimeSeconds']);
  });

  it('keeps the details for the operator on the server itself', async () => {
    const local = await get('/api/health/details');
    expect(local.status).toBe(200);
    expect(local.body.data).toMatchObject({
      status: 'ok',
      eventStore: 'sqlite',
      readStore: 'embedded',
      projections: { lag: 0 },
    });
    const remote = await get('/api/health/details', { from: freshAddress() });
    expect(remote.status).toBe(404);
  });

  it('refuses a session token without an expiry, or without an id', async () => {
    const { userId, email, token } = await register();
    expect((await get('/api/user/profile', { token })).status).toBe(200);
    const claims = jwt.decode(token) as Record<string, unknown>;
    const base = { audience: 'quizstream', issuer: 'quizstream', subject: userId, algorithm: 'HS256' as const };
    const noExpiry = jwt.sign({ email, sv: claims.sv, jti: randomUUID() }, JWT_SECRET, base);
    expect((jwt.decode(noExpiry) as Record<string, unknown>).exp).toBeUndefined();
    const refused = await get('/api/user/profile', { token: noExpiry });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('auth.sessionExpired');
    const noId = jwt.sign({ email, sv: claims.sv }, JWT_SECRET, { ...base, expiresIn: '1h' });
    expect((await get('/api/user/profile', { token: noId })).status).toBe(401);
    await expect(connect(server.url, noExpiry)).rejects.toThrow('Authentication error');
  });

  it('allows the app’s own origin only in connect-src', async () => {
    const csp = (await get('/api/health')).headers.get('content-security-policy') ?? '';
    const connectSrc = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connectSrc?.trim()).toBe("connect-src 'self'");
  });
});

describe('The language an account starts with (item 17)', () => {
  it('is the interface language the person signed up in', async () => {
    const account = newAccount();
    const res = await post('/api/auth/register', { ...account, language: 'tr' }, { from: freshAddress() });
    expect(res.status).toBe(201);
    expect(res.body.data.user.language).toBe('tr');
    const profile = await get('/api/user/profile', { token: res.body.data.token });
    expect(profile.body.data.user.language).toBe('tr');
  });

  it('is English when none is sent, and only en, tr or de are accepted', async () => {
    const plain = await post('/api/auth/register', newAccount(), { from: freshAddress() });
    expect(plain.body.data.user.language).toBe('en');
    const wrong = await post('/api/auth/register', { ...newAccount(), language: 'fr' }, { from: freshAddress() });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'validation.languageInvalid',
      error: 'Language must be one of en, tr, de',
    });
  });
});
