/**
 * System settings over HTTP (spec §7): the map by category, bulk saves recorded on the `settings` stream with
 * before/after and the admin, validation, resets, write-only secrets, and changes that apply to the next request
 * without a restart (a plan limit, the AI provider and model, the default strategy, the API rate limit, the staff
 * session length).
 */
import jwt from 'jsonwebtoken';
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

const save = (settings: { key: string; value: unknown }[], token = admins.admin.token) =>
  api.put('/api/admin/settings/bulk', { settings }, token);
const reset = (category: string) => api.post('/api/admin/settings/reset', { category }, admins.admin.token);
const settingOf = async (key: string) => {
  const data = (await api.get('/api/admin/settings', admins.admin.token)).body.data as Record<
    string,
    { key: string }[]
  >;
  return Object.values(data)
    .flat()
    .find((s) => s.key === key) as Record<string, unknown>;
};
const quiz = (title: string) => ({
  title,
  questions: [{ text: 'Red planet?', options: ['Mars', 'Venus'], correctAnswer: 0 }],
});
const ARTICLE = AMAZON_ARTICLE;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  admins = await adminsOfEveryRole(server);
});
afterAll(async () => server?.stop());

describe('Reading the settings', () => {
  it('answers a map from each of the spec’s categories to its typed settings', async () => {
    const res = await api.get('/api/admin/settings', admins.admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'ai_config',
        'embedding',
        'limits_free',
        'limits_paid',
        'optimization',
        'vector_search',
        'content_selection',
        'ai_limits',
        'rate_limiting',
        'security',
      ].sort(),
    );
    expect(await settingOf('FREE_MAX_PARTICIPANTS')).toMatchObject({
      value: 30,
      type: 'number',
      description: expect.any(String),
      isEncrypted: false,
      isDefault: true,
      default: 30,
      live: true,
      updatedAt: null,
    });
    expect(await settingOf('CONTENT_SELECTION_STRATEGY')).toMatchObject({
      value: 'hybrid',
      type: 'string',
      options: ['similarity', 'diversity', 'hybrid', 'coverage'],
    });
    expect(await settingOf('RATE_LIMIT_ENABLED')).toMatchObject({ value: false, type: 'boolean' });
    expect(await settingOf('AI_API_KEY')).toMatchObject({ value: '', isEncrypted: true, isSet: false });
  });

  it('is for admin and above', async () => {
    for (const role of ['support', 'manager'] as const) {
      const res = await api.get('/api/admin/settings', admins[role].token);
      expect(res.status).toBe(403);
      expect(res.body.details).toMatchObject({ requiredRole: 'admin', role });
    }
  });
});

describe('Saving settings', () => {
  it('applies a plan limit to the next request, and records who changed it from what to what', async () => {
    const account = await api.post('/api/auth/register', newAccount());
    const token = account.body.data.token as string;
    expect((await api.post('/api/quizzes', quiz('First'), token)).status).toBe(201);

    const saved = await save([{ key: 'FREE_QUIZZES_PER_MONTH', value: '1' }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Settings saved successfully', data: { changed: 1 } });

    // The very next request meets the new limit.
    const refused = await api.post('/api/quizzes', quiz('Second'), token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT', details: { reason: 'quizzes', limit: 1 } });
    expect((await api.get('/api/config/limits')).body.data.limits.free.quizzes).toBe(1);
    expect((await api.get('/api/user/usage', token)).body.data.limits.quizzes).toBe(1);

    expect((await save([{ key: 'FREE_QUIZZES_PER_MONTH', value: 3 }])).status).toBe(200);
    expect((await api.post('/api/quizzes', quiz('Second'), token)).status).toBe(201);

    const events = await server.eventStore.read('settings');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        adminId: admins.admin.adminId,
        reason: 'edit',
        changes: [{ key: 'FREE_QUIZZES_PER_MONTH', category: 'limits_free', before: null, after: 1 }],
      }),
      expect.objectContaining({
        changes: [{ key: 'FREE_QUIZZES_PER_MONTH', category: 'limits_free', before: 1, after: 3 }],
      }),
    ]);
    expect(await settingOf('FREE_QUIZZES_PER_MONTH')).toMatchObject({
      value: 3,
      isDefault: false,
      updatedBy: admins.admin.adminId,
    });
  });

  it('refuses bad values with one message per key, and saves nothing of the batch', async () => {
    const before = (await server.eventStore.read('settings')).length;
    const res = await save([
      { key: 'FREE_MAX_PARTICIPANTS', value: -5 },
      { key: 'CONTENT_SELECTION_STRATEGY', value: 'random' },
      { key: 'RATE_LIMIT_ENABLED', value: 'maybe' },
      { key: 'NO_SUCH_SETTING', value: 1 },
      { key: 'VECTOR_TOP_K', value: 20 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['FREE_MAX_PARTICIPANTS', 'settings.outOfRange'],
      ['CONTENT_SELECTION_STRATEGY', 'settings.choiceExpected'],
      ['RATE_LIMIT_ENABLED', 'settings.booleanExpected'],
      ['NO_SUCH_SETTING', 'settings.unknownKey'],
    ]);
    expect(res.body.error).toContain('FREE_MAX_PARTICIPANTS must be from -1 to 100000');
    expect((await server.eventStore.read('settings')).length).toBe(before);
    expect((await save([])).status).toBe(400);
    expect((await save([{ key: 'VECTOR_TOP_K', value: 20 }], admins.manager.token)).status).toBe(403);
  });

  it('keeps secrets write-only: never answered, never in the log in clear', async () => {
    const saved = await save([{ key: 'AI_API_KEY', value: 'sk-test-very-secret' }]);
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('sk-test-very-secret');
    expect(await settingOf('AI_API_KEY')).toMatchObject({ value: '', isSet: true, isDefault: false });
    expect(JSON.stringify(await server.eventStore.read('settings'))).not.toContain('sk-test-very-secret');
    // An empty secret returns to the default (none).
    await save([{ key: 'AI_API_KEY', value: '' }]);
    expect(await settingOf('AI_API_KEY')).toMatchObject({ isSet: false });
  });

  it('switches the AI provider and model without a restart, and back with a reset', async () => {
    const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    expect((await api.post('/api/content/test-ai', {}, token)).body.data).toMatchObject({ name: 'local' });
    const refused = await save([{ key: 'AI_PROVIDER', value: 'openai' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('settings.aiKeyMissing');

    const saved = await save([
      { key: 'AI_PROVIDER', value: 'openai' },
      { key: 'AI_MODEL', value: 'test-model-1' },
      { key: 'AI_API_KEY', value: 'sk-local-test' },
      // Nothing listens here: the provider's test fails, naming the provider and model in force.
      { key: 'AI_BASE_URL', value: 'http://127.0.0.1:9/v1' },
      { key: 'AI_TIMEOUT_MS', value: 2000 },
    ]);
    expect(saved.status).toBe(200);
    const test = await api.post('/api/content/test-ai', {}, token);
    expect(test.body.data).toMatchObject({ ok: false, name: 'openai', model: 'test-model-1' });

    const back = await reset('ai_config');
    expect(back.body).toMatchObject({ success: true, message: 'Settings for ai_config reset to defaults' });
    expect((await api.post('/api/content/test-ai', {}, token)).body.data).toMatchObject({ name: 'local' });
    expect(await settingOf('AI_PROVIDER')).toMatchObject({ value: 'local', isDefault: true });
  });

  it('uses the default strategy of the settings when a generation names none', async () => {
    const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    await save([{ key: 'CONTENT_SELECTION_STRATEGY', value: 'coverage' }]);
    const generated = await api.post(
      '/api/content/generate-quiz',
      { title: 'Rivers', numQuestions: 3, difficulty: 'medium', timeLimit: 30, content: ARTICLE },
      token,
    );
    expect(generated.status).toBe(201);
    const created = (await server.eventStore.read(`quiz-${generated.body.data.quiz.id}`))[0]!;
    expect((created.data as { origin: { strategy: string } }).origin.strategy).toBe('coverage');
    await reset('content_selection');
  }, 60_000);

  it('turns the API rate limit on and off (staff routes are not counted)', async () => {
    await save([
      { key: 'RATE_LIMIT_ENABLED', value: true },
      { key: 'RATE_LIMIT_MAX_REQUESTS', value: 3 },
      { key: 'RATE_LIMIT_WINDOW_SECONDS', value: 60 },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.get('/api/config/public')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/admin/settings', admins.admin.token)).status).toBe(200);
    const off = await reset('rate_limiting');
    expect(off.body.data.changed).toBe(3);
    expect((await api.get('/api/config/public')).status).toBe(200);
  });

  it('limits the generations an account starts an hour (AI_GENERATIONS_PER_HOUR)', async () => {
    const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    await save([{ key: 'AI_GENERATIONS_PER_HOUR', value: 1 }]);
    const short = { title: 'Short', content: 'Too short to generate from.' };
    expect((await api.post('/api/content/generate-quiz', short, token)).status).toBe(400);
    const limited = await api.post('/api/content/generate-quiz', short, token);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'generation.hourlyLimit',
      error: 'You have started 1 quiz generations this hour. Please try again later.',
    });
    await reset('ai_limits');
    expect((await api.post('/api/content/generate-quiz', short, token)).status).toBe(400);
  });

  it('shortens new staff sessions when SECURITY_ADMIN_SESSION_HOURS is set', async () => {
    await save([{ key: 'SECURITY_ADMIN_SESSION_HOURS', value: 2 }]);
    const login = await api.post('/api/admin/auth/login', {
      email: admins.support.email,
      password: admins.support.password,
    });
    const claims = jwt.decode(login.body.data.token) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(2 * 3600);
    await reset('security');
  });
});
