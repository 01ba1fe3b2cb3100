/**
 * HTTP fuzz suite over every route the express app registers: wrong types, missing fields, huge strings, prototype
 * keys, wrong content types, malformed JSON, oversized, truncated and aborted bodies, bad path and query values,
 * bad tokens; as a signed-in user and as a guest. Every answer must come within a bound, be below 500, and (under
 * /api) carry `{success: false, error, code}` when it refuses; a request appends to the event store only when it
 * is valid by construction; nothing pollutes the prototypes of the server process (it runs in this process).
 *
 * Reproduce a run with FUZZ_SEED=<seed> (printed with every failure).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp } from '../../api/http-app';
import {
  combineSourcesBody,
  saveContentBody,
  textGenerationBody,
  urlGenerationBody,
} from '../../domain/content/content.schemas';
import { NAME_MAX } from '../../domain/game/game.decider';
import { checkoutBody, sandboxPayBody } from '../../domain/subscription/subscription.views';
import { contactBody } from '../../domain/tickets/ticket.decider';
import { quizBody, quizExport } from '../../domain/quiz/quiz.schemas';
import {
  changeLanguageBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../../domain/user/user.schemas';
import type { Rng } from '../support/fuzz';
import {
  MB,
  POLLUTION_KEY,
  abortedRequest,
  badPathParams,
  badQueries,
  bodyCases,
  createRng,
  gzipBomb,
  malformedJsonBodies,
  rawExchange,
  truncatedRequest,
} from '../support/fuzz';
import type { TestServer } from '../support/test-server';
import { newAccount, startTestServer } from '../support/test-server';

const SEED = Number(process.env.FUZZ_SEED ?? 8_2024);
/** Far above any honest answer here, far below a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
const KB100 = 100 * 1024;
const MB2 = 2 * MB;

let server: TestServer;
let webDist: string;
let adminDist: string;
const fixture = {
  token: '',
  email: '',
  quizId: '',
  contentId: '',
  gameId: '',
  pin: '',
  participantId: '',
  participantToken: '',
  password: '',
};

/** A new session of the fixture's account. */
const signIn = async () =>
  (await api('POST', '/api/auth/login', { email: fixture.email, password: fixture.password })).token as string;

type Who = 'user' | 'guest';
type Accepts = (body: unknown) => boolean;
const by =
  (schema: z.ZodType): Accepts =>
  (body) =>
    schema.safeParse(body ?? {}).success;

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The express path, exactly as the app registers it. */
  path: string;
  auth: 'required' | 'optional' | 'none';
  /** The JSON body limit that applies (bytes). */
  limit?: number;
  /** A valid body and the oracle that says whether a mutation of it is still valid (and so may be stored). */
  json?: { template: () => Record<string, unknown>; accepts: Accepts | 'never-stores' };
  multipart?: { field: string; maxBytes: number };
  query?: string[];
  /** The real id for `:id` (body fuzzing against an existing object); omitted: only bad ids. */
  id?: () => string;
  /** Never sent to a real object (it would be deleted). */
  destructive?: boolean;
  /** The user's probes use a session of their own (the route ends the session it is called with). */
  ownSession?: boolean;
};
/** Every authorised call is valid: the route reads no body. */
const anyBody: Accepts = () => true;
/** No body is valid: the route needs what a fuzzer cannot send (a provider's signature). */
const noBody: Accepts = () => false;

const question = () => ({
  text: 'Which planet is known as the red planet?',
  options: ['Venus', 'Mars', 'Jupiter'],
  correctAnswer: 1,
  difficulty: 'easy',
  explanation: 'Iron oxide.',
});
const quiz = () => ({
  title: 'Fuzzed quiz',
  description: 'Planets',
  questions: [question()],
  settings: { timeLimit: 20, showCorrectAnswer: true, randomizeOrder: false },
  tags: ['science'],
});
const settings = () => ({
  title: 'Generated',
  numQuestions: 5,
  difficulty: 'easy',
  timeLimit: 30,
  contentStrategy: 'hybrid',
  sourceLanguage: 'en',
  targetLanguage: 'en',
  category: 'science',
});

/** The games router keeps its schemas to itself: these are the spec's shapes of its two storing bodies. */
const createGameShape = z.object({
  quizId: z.uuid(),
  settings: z
    .object({
      maxParticipants: z.number().int().min(1).max(100_000).optional(),
      allowLateJoin: z.boolean().optional(),
    })
    .optional(),
});
const joinShape = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  playerName: z.string().trim().max(NAME_MAX).optional(),
  deviceId: z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
});
/** A library item's edit is partial (issue 8, item 15): a title, tags or both. */
const libraryEditShape = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    tags: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
  })
  .refine((edit) => edit.title !== undefined || edit.tags !== undefined);
const duplicateShape = z.strictObject({ title: z.string().trim().max(200).optional() });

/** Every route of the app. The first test proves this table and the app's routers name the same routes. */
const routes: Route[] = [
  { method: 'GET', path: '/api/health', auth: 'none' },
  { method: 'GET', path: '/api/health/details', auth: 'none' },
  { method: 'GET', path: '/api/health/read-models', auth: 'none' },
  {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    json: {
      template: () => ({ username: 'fuzzer', email: 'fuzzer@example.com', password: 'fuzzed password' }),
      accepts: by(registerBody),
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    json: { template: () => ({ email: 'nobody@example.com', password: 'wrong password' }), accepts: by(loginBody) },
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    json: { template: () => ({ email: 'nobody@example.com' }), accepts: by(forgotPasswordBody) },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    json: { template: () => ({ token: 'a'.repeat(43), password: 'new password 1' }), accepts: by(resetPasswordBody) },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'required',
    ownSession: true,
    json: { template: () => ({}), accepts: anyBody },
  },
  { method: 'GET', path: '/api/user/profile', auth: 'required' },
  {
    method: 'PUT',
    path: '/api/user/password',
    auth: 'required',
    json: {
      template: () => ({ currentPassword: 'not my password', newPassword: 'another password' }),
      accepts: by(changePasswordBody),
    },
  },
  {
    method: 'PUT',
    path: '/api/user/language',
    auth: 'required',
    json: { template: () => ({ language: 'de' }), accepts: by(changeLanguageBody) },
  },
  { method: 'GET', path: '/api/user/usage', auth: 'required' },
  { method: 'GET', path: '/api/user/sign-ins', auth: 'required' },
  { method: 'GET', path: '/api/config/public', auth: 'none' },
  { method: 'GET', path: '/api/config/limits', auth: 'none' },
  { method: 'GET', path: '/api/games/dashboard-stats', auth: 'required' },
  { method: 'GET', path: '/api/games/my-games', auth: 'required' },
  { method: 'GET', path: '/api/games/participated', auth: 'required' },
  {
    method: 'POST',
    path: '/api/games',
    auth: 'required',
    json: {
      template: () => ({ quizId: fixture.quizId, settings: { maxParticipants: 10, allowLateJoin: true } }),
      accepts: by(createGameShape),
    },
  },
  {
    method: 'POST',
    path: '/api/games/join',
    auth: 'optional',
    json: {
      template: () => ({ pin: fixture.pin, playerName: 'Fuzzy', deviceId: 'device-0001' }),
      accepts: by(joinShape),
    },
  },
  { method: 'GET', path: '/api/games/:id', auth: 'optional', id: () => fixture.gameId },
  {
    method: 'GET',
    path: '/api/games/:id/state',
    auth: 'optional',
    id: () => fixture.gameId,
    query: ['participantId'],
  },
  { method: 'GET', path: '/api/games/:id/timer', auth: 'none', id: () => fixture.gameId },
  ...(['sync', 'reconnect'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/games/:id/${action}`,
    auth: 'none',
    id: () => fixture.gameId,
    json: {
      template: () => ({
        participantId: fixture.participantId,
        socketId: 'abc',
        participantToken: fixture.participantToken,
      }),
      accepts: 'never-stores',
    },
  })),
  {
    method: 'POST',
    path: '/api/games/:id/answers',
    auth: 'none',
    id: () => fixture.gameId,
    // The game is still in its lobby: no answer can be recorded, whatever the body.
    json: {
      template: () => ({
        participantId: fixture.participantId,
        questionIndex: 0,
        answer: 1,
        requestId: 'request-1',
        participantToken: fixture.participantToken,
      }),
      accepts: 'never-stores',
    },
  },
  {
    method: 'GET',
    path: '/api/games/:id/results',
    auth: 'none',
    id: () => fixture.gameId,
    query: ['participantId', 'page', 'limit', 'offset'],
  },
  { method: 'GET', path: '/api/games/:id/report', auth: 'required', id: () => fixture.gameId },
  {
    method: 'GET',
    path: '/api/games/:id/export',
    auth: 'required',
    id: () => fixture.gameId,
    query: ['format', 'lang'],
  },
  { method: 'GET', path: '/api/quizzes', auth: 'required' },
  {
    method: 'POST',
    path: '/api/quizzes',
    auth: 'required',
    limit: MB2,
    json: { template: quiz, accepts: by(quizBody) },
  },
  {
    method: 'POST',
    path: '/api/quizzes/import',
    auth: 'required',
    limit: MB2,
    json: {
      template: () => ({ format: 'quizstream.quiz', version: 1, quiz: quiz() }),
      accepts: (body) => by(quizExport)(body) && by(quizBody)((body as { quiz: unknown }).quiz),
    },
  },
  {
    method: 'POST',
    path: '/api/quizzes/upload-question-image',
    auth: 'required',
    limit: MB2,
    multipart: { field: 'image', maxBytes: 5 * MB },
  },
  { method: 'GET', path: '/api/quizzes/:id', auth: 'required', id: () => fixture.quizId },
  {
    method: 'PUT',
    path: '/api/quizzes/:id',
    auth: 'required',
    limit: MB2,
    id: () => fixture.quizId,
    json: { template: quiz, accepts: by(quizBody) },
  },
  { method: 'DELETE', path: '/api/quizzes/:id', auth: 'required', limit: MB2, destructive: true },
  {
    method: 'POST',
    path: '/api/quizzes/:id/duplicate',
    auth: 'required',
    limit: MB2,
    id: () => fixture.quizId,
    json: { template: () => ({ title: 'A copy' }), accepts: by(duplicateShape) },
  },
  { method: 'GET', path: '/api/quizzes/:id/export', auth: 'required', id: () => fixture.quizId },
  {
    method: 'POST',
    path: '/api/content/generate-quiz',
    auth: 'required',
    limit: MB2,
    // Fewer words than a generation needs: a valid mutation is refused before any quota is reserved.
    json: {
      template: () => ({ content: 'Too short to generate from.', ...settings() }),
      accepts: by(textGenerationBody),
    },
  },
  {
    method: 'POST',
    path: '/api/content/generate-quiz-url',
    auth: 'required',
    limit: MB2,
    // A loopback address: the SSRF policy refuses it before connecting.
    json: { template: () => ({ url: 'http://127.0.0.1:9/page', ...settings() }), accepts: by(urlGenerationBody) },
  },
  {
    method: 'POST',
    path: '/api/content/generate-quiz-pdf',
    auth: 'required',
    limit: MB2,
    multipart: { field: 'file', maxBytes: 50 * MB },
  },
  {
    method: 'POST',
    path: '/api/content/combine-sources',
    auth: 'required',
    limit: MB2,
    json: { template: () => ({ sourceIds: [randomUUID()], ...settings() }), accepts: by(combineSourcesBody) },
  },
  { method: 'GET', path: '/api/content/generation-progress/:id', auth: 'required' },
  { method: 'GET', path: '/api/content/strategies', auth: 'required' },
  { method: 'GET', path: '/api/content/supported-formats', auth: 'required' },
  {
    method: 'POST',
    path: '/api/content/test-ai',
    auth: 'required',
    limit: MB2,
    json: { template: () => ({}), accepts: 'never-stores' },
  },
  {
    method: 'POST',
    path: '/api/content/save',
    auth: 'required',
    limit: MB2,
    json: {
      template: () => ({ title: 'Saved', content: 'Some saved text.', tags: ['a'] }),
      accepts: by(saveContentBody),
    },
  },
  {
    method: 'GET',
    path: '/api/content/library',
    auth: 'required',
    query: [
      'searchQuery',
      'search',
      'sourceType',
      'tags',
      'language',
      'dateFrom',
      'dateTo',
      'sortBy',
      'sortOrder',
      'limit',
      'offset',
    ],
  },
  { method: 'GET', path: '/api/content/library-stats', auth: 'required' },
  { method: 'GET', path: '/api/content/library/:id', auth: 'required', id: () => fixture.contentId },
  {
    method: 'PUT',
    path: '/api/content/library/:id',
    auth: 'required',
    limit: MB2,
    id: () => fixture.contentId,
    json: { template: () => ({ title: 'Renamed', tags: ['b'] }), accepts: by(libraryEditShape) },
  },
  { method: 'DELETE', path: '/api/content/library/:id', auth: 'required', limit: MB2, destructive: true },
  {
    method: 'POST',
    path: '/api/subscription/checkout',
    auth: 'required',
    json: { template: () => ({ billingCycle: 'monthly' }), accepts: by(checkoutBody) },
  },
  { method: 'GET', path: '/api/subscription/status', auth: 'required' },
  { method: 'GET', path: '/api/subscription/usage', auth: 'required' },
  { method: 'GET', path: '/api/subscription/history', auth: 'required' },
  ...(['cancel', 'refund', 'sync'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/subscription/${action}`,
    auth: 'required',
    json: { template: () => ({}), accepts: anyBody },
  })),
  {
    method: 'POST',
    path: '/api/billing/webhook',
    auth: 'none',
    limit: 256 * 1024,
    json: { template: () => ({ event_type: 'subscription.activated', data: { id: 'sub_1' } }), accepts: noBody },
  },
  { method: 'GET', path: '/api/billing/sandbox/checkouts/:id', auth: 'required' },
  {
    method: 'POST',
    path: '/api/billing/sandbox/checkouts/:id/pay',
    auth: 'required',
    // No checkout has this id: a valid card is still refused, after the body was checked.
    json: {
      template: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
      accepts: by(sandboxPayBody),
    },
  },
  // The sandbox's developer actions change the account's plan: only ever sent with actions that do not exist.
  { method: 'POST', path: '/api/billing/sandbox/subscription/:action', auth: 'required', destructive: true },
  // Staff routes: a user's token is refused on all of them (401), so nothing a fuzzer sends is ever stored.
  {
    method: 'POST',
    path: '/api/admin/auth/login',
    auth: 'none',
    json: { template: () => ({ email: 'nobody@example.com', password: 'wrong password' }), accepts: 'never-stores' },
  },
  ...(['logout', 'totp/enroll', 'totp/verify'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/admin/auth/${action}`,
    auth: 'required',
    json: { template: () => ({ code: '123456' }), accepts: 'never-stores' },
  })),
  { method: 'GET', path: '/api/admin/auth/me', auth: 'required' },
  { method: 'GET', path: '/api/admin/admins', auth: 'required' },
  {
    method: 'PUT',
    path: '/api/admin/admins/:id',
    auth: 'required',
    json: { template: () => ({ role: 'support' }), accepts: 'never-stores' },
  },
  {
    method: 'POST',
    path: '/api/admin/admins/:id/totp/reset',
    auth: 'required',
    json: { template: () => ({}), accepts: 'never-stores' },
  },
  { method: 'GET', path: '/api/admin/users', auth: 'required', query: ['page', 'limit', 'search'] },
  { method: 'GET', path: '/api/admin/users/export', auth: 'required' },
  { method: 'GET', path: '/api/admin/users/:id', auth: 'required' },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    auth: 'required',
    json: { template: () => ({ subscriptionPlan: 'plus', subscriptionStatus: 'active' }), accepts: 'never-stores' },
  },
  {
    method: 'GET',
    path: '/api/admin/subscriptions',
    auth: 'required',
    query: ['page', 'limit', 'search', 'status', 'plan'],
  },
  { method: 'GET', path: '/api/admin/subscriptions/stats/overview', auth: 'required' },
  { method: 'GET', path: '/api/admin/subscriptions/export', auth: 'required', query: ['search', 'status', 'plan'] },
  {
    method: 'POST',
    path: '/api/admin/subscriptions/:id/cancel',
    auth: 'required',
    json: { template: () => ({}), accepts: 'never-stores' },
  },
  { method: 'GET', path: '/api/admin/settings', auth: 'required' },
  {
    method: 'PUT',
    path: '/api/admin/settings/bulk',
    auth: 'required',
    json: { template: () => ({ settings: [{ key: 'VECTOR_TOP_K', value: 12 }] }), accepts: 'never-stores' },
  },
  {
    method: 'POST',
    path: '/api/admin/settings/reset',
    auth: 'required',
    json: { template: () => ({ category: 'vector_search' }), accepts: 'never-stores' },
  },
  ...(['dashboard', 'revenue', 'users', 'usage', 'export'] as const).map(
    (area): Route => ({
      method: 'GET',
      path: `/api/admin/analytics/${area}`,
      auth: 'required',
      query: ['period'],
    }),
  ),
  { method: 'GET', path: '/api/admin/tickets', auth: 'required', query: ['status', 'page', 'limit'] },
  {
    method: 'POST',
    path: '/api/admin/tickets/:id/close',
    auth: 'required',
    json: { template: () => ({}), accepts: 'never-stores' },
  },
  { method: 'GET', path: '/api/admin/projections', auth: 'required' },
  {
    method: 'POST',
    path: '/api/admin/projections/:name/rebuild',
    auth: 'required',
    json: { template: () => ({}), accepts: 'never-stores' },
  },
  { method: 'GET', path: '/api/admin/audit/games/:gameId', auth: 'required' },
  { method: 'GET', path: '/api/admin/audit/billing/:userId', auth: 'required' },
  { method: 'GET', path: '/api/admin/audit/chain', auth: 'required' },
  { method: 'GET', path: '/api/admin/audit/read-models', auth: 'required' },
  // The public contact form: a valid message is stored as a support ticket.
  {
    method: 'POST',
    path: '/api/contact',
    auth: 'optional',
    json: {
      template: () => ({ name: 'Fuzzy', email: 'fuzzy@example.com', subject: 'Hello', message: 'A question' }),
      accepts: by(contactBody),
    },
  },
  { method: 'GET', path: '/uploads/:name', auth: 'none' },
  { method: 'GET', path: '/admin', auth: 'none' },
  { method: 'GET', path: '/admin/{*path}', auth: 'none' },
  // Game commands handed over between instances of one deployment: unsigned requests are unknown routes (404).
  {
    method: 'POST',
    path: '/internal/games/:id/commands',
    auth: 'none',
    limit: 64 * 1024,
    json: {
      template: () => ({
        command: {
          type: 'RevealAnswer',
          data: { by: 'host' },
          metadata: { now: new Date().toISOString(), actor: 'x', correlationId: 'c' },
        },
      }),
      accepts: 'never-stores',
    },
  },
  { method: 'GET', path: '/{*path}', auth: 'none' },
];

const NOTES = Array.from({ length: 12 }, (_, i) => `Planet number ${i} moves around the sun.`).join(' ');

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The routes an express app registers, walked from its router stacks (mount paths joined). */
const registeredRoutes = (app: any): string[] => {
  const walk = (stack: any[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const own = String(layer.route.path);
        const full = prefix && own === '/' ? prefix : prefix + own;
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${full}`);
      }
      if (Array.isArray(layer.handle?.stack))
        return walk(layer.handle.stack, layer.slash ? prefix : prefix + String(layer.rawPath));
      return [];
    });
  return walk(app.router.stack, '');
};

// ---- sending and judging

type Probe = {
  who: Who;
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Valid by construction: may append (nothing else may). */
  mayStore: boolean;
  /** Invalid by construction on a writing route: a 2xx answer would mean it was taken. */
  mustRefuse: boolean;
  /** A multipart probe: the files under DATA_DIR must be the same afterwards unless it may store. */
  watchFiles?: boolean;
  /** The one status this probe must get. */
  expectStatus?: number;
  /** The user's session token for this probe (default: the fixture's). */
  token?: string;
};

const describeProbe = (probe: Probe) =>
  `[seed ${SEED}] ${probe.who} ${probe.method} ${probe.url.slice(0, 120)} (${probe.label})`;

/** Polls until `check` holds or `ms` pass; answers whether it held (clean-up may finish just after the answer). */
const settled = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
};
const settledFiles = async (expected: string[]) => {
  await settled(() => dataFiles().join() === expected.join(), 2_000);
  return dataFiles();
};

/** Sends one probe and answers what is wrong with its outcome (nothing: an empty list). */
const send = async (probe: Probe): Promise<string[]> => {
  const wrong: string[] = [];
  const fail = (why: string) => wrong.push(`${describeProbe(probe)}: ${why}`);
  const before = await server.eventStore.headPosition();
  const filesBefore = probe.watchFiles ? dataFiles() : [];
  let status: number;
  let text: string;
  let type: string;
  try {
    const res = await fetch(`${server.url}${probe.url}`, {
      method: probe.method,
      headers: {
        ...(probe.who === 'user' ? { authorization: `Bearer ${probe.token ?? fixture.token}` } : {}),
        ...probe.headers,
      },
      body: probe.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    type = res.headers.get('content-type') ?? '';
    text = await res.text();
  } catch (error) {
    fail(`no answer: ${(error as Error).name} ${(error as Error).message}`);
    return wrong;
  }
  const after = await server.eventStore.headPosition();
  if (status >= 500) fail(`status ${status}: ${text.slice(0, 200)}`);
  if (after !== before && !probe.mayStore) fail(`stored ${after - before} event(s) with status ${status}`);
  if (probe.mustRefuse && status < 300) fail(`an invalid request was taken (${status})`);
  if (probe.expectStatus && status !== probe.expectStatus) fail(`status ${status}, expected ${probe.expectStatus}`);
  if (probe.watchFiles && !probe.mayStore && (await settledFiles(filesBefore)).join() !== filesBefore.join())
    fail(
      `left files behind: ${dataFiles()
        .filter((f) => !filesBefore.includes(f))
        .join(', ')}`,
    );
  if (text.includes(POLLUTION_KEY)) fail(`echoes a prototype payload: ${text.slice(0, 200)}`);
  if (/\bat .+\.(ts|js):\d+/.test(text)) fail('a stack trace on the wire');
  // Under /api every refusal is JSON; elsewhere (uploads, the web app) a JSON refusal has the same shape.
  if (status >= 400 && (probe.url.startsWith('/api') || type.includes('json'))) {
    let body: any = null;
    try {
      body = type.includes('json') ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (
      !body ||
      body.success !== false ||
      typeof body.error !== 'string' ||
      !body.error ||
      typeof body.code !== 'string'
    )
      fail(`status ${status} without {success:false, error, code}: ${type} ${text.slice(0, 200)}`);
    // "Please check the highlighted fields" is the answer to a 400 only: elsewhere it tells the client nothing true.
    else if (body.code === 'validation.failed' && status !== 400) fail(`status ${status} with code validation.failed`);
  }
  return wrong;
};

/** Sends the probes one after another (so each append is charged to its own request); answers every failure. */
const run = async (probes: Probe[]) => {
  const wrong: string[] = [];
  for (const probe of probes) wrong.push(...(await send(probe)));
  return wrong;
};

const expectNone = (found: string[]) => expect(found, found.slice(0, 40).join('\n')).toEqual([]);

// ---- probes per route

const urlOf = (route: Route, id: string) => route.path.replace(/:\w+/g, id).replace('{*path}', id);

const json = (): Record<string, string> => ({ 'content-type': 'application/json' });
const stringify = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** A JSON object of exactly `bytes` bytes. */
const paddedBody = (bytes: number) => `{"pad":"${'a'.repeat(bytes - 10)}"}`;

const multipart = (
  parts: { name: string; file?: string; type?: string; value: string | Buffer }[],
  boundary = 'fuzzboundary',
) => {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.file === undefined ? '' : `; filename="${p.file}"`}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

const probesFor = (route: Route, who: Who, rng: Rng, token?: string): Probe[] => {
  const probes: Probe[] = [];
  const authorised = route.auth !== 'required' || who === 'user';
  const realUrl = urlOf(route, route.id?.() ?? (route.path.includes(':') ? randomUUID() : ''));
  const writes = route.method !== 'GET';
  const add = (
    label: string,
    p: Omit<Probe, 'who' | 'label' | 'method' | 'mayStore' | 'mustRefuse'> & Partial<Probe>,
  ) =>
    probes.push({
      who,
      label,
      token,
      method: route.method,
      mayStore: false,
      mustRefuse: writes && route.json?.accepts !== 'never-stores',
      ...p,
    });

  // Bad path parameters: nothing of these exists, on any route.
  if (route.path.includes(':') || route.path.includes('{*'))
    for (const bad of badPathParams(rng))
      add(`path ${bad.slice(0, 20)}`, {
        url: urlOf(route, bad),
        ...(writes ? { headers: json(), body: stringify(route.json?.template() ?? {}) } : {}),
        mustRefuse: writes,
      });

  if (route.query)
    for (const q of badQueries(route.query, rng))
      add(`query ${q.slice(0, 30)}`, { url: `${realUrl}?${q}`, mustRefuse: false });

  const accepts = route.json?.accepts;
  const stores = (body: unknown) => authorised && typeof accepts === 'function' && accepts(body);

  // Hostile headers: forwarded addresses (trusted from loopback), ids, languages, generation ids.
  const polluted = `{"__proto__":{"${POLLUTION_KEY}":"yes"}}`;
  const headerProbeStores = writes && !route.path.includes(':') && stores(JSON.parse(polluted));
  for (const headers of rng.sample(hostileHeaders(), 3))
    add(`headers ${Object.keys(headers).join(',')}`, {
      url: writes ? urlOf(route, randomUUID()) : realUrl,
      headers: writes ? { ...headers, ...json() } : headers,
      body: writes ? polluted : undefined,
      mayStore: headerProbeStores,
      mustRefuse: writes && !headerProbeStores && accepts !== 'never-stores',
    });
  // A bearer header that is not a session: a guest where a guest may come, else 401.
  if (who === 'user')
    for (const authorization of badTokens(rng))
      add(`token ${authorization.slice(0, 20)}`, {
        url: writes ? urlOf(route, randomUUID()) : realUrl,
        headers: writes ? { authorization, ...json() } : { authorization },
        body: writes ? '{}' : undefined,
        mayStore: route.auth !== 'required' && stores({}),
        mustRefuse: false,
        expectStatus: route.auth === 'required' ? 401 : undefined,
      });

  if (route.destructive || !writes) {
    // A body sent where none is read, and a DELETE only ever against objects that do not exist.
    if (writes) add('malformed body on a bad id', { url: urlOf(route, randomUUID()), headers: json(), body: '{"a":' });
    return probes;
  }

  const limit = route.limit ?? KB100;
  const mustRefuseEmpty = !!route.json && !stores({}) && accepts !== 'never-stores';

  // Body-level abuse every writing route gets, JSON or multipart.
  for (const { label, raw, parsesAs } of malformedJsonBodies(rng))
    add(`malformed: ${label}`, {
      url: realUrl,
      headers: json(),
      body: raw,
      // Odd but parseable (an empty body reads as {}): it may run where what it parses to is valid.
      ...(parsesAs === undefined
        ? {}
        : { mayStore: stores(parsesAs), mustRefuse: accepts !== 'never-stores' && !stores(parsesAs) }),
    });
  add('over the body limit', { url: realUrl, headers: json(), body: paddedBody(limit + 1) });
  add('gzip inflating past the limit', {
    url: realUrl,
    headers: { ...json(), 'content-encoding': 'gzip' },
    body: gzipBomb(limit * 8),
  });
  add('unknown content encoding', { url: realUrl, headers: { ...json(), 'content-encoding': 'zz' }, body: '{}' });
  add('utf-32 charset', { url: realUrl, headers: { 'content-type': 'application/json; charset=utf-32' }, body: '{}' });
  const template = route.json?.template() ?? {};
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/xml',
    'application/octet-stream',
  ])
    add(`content type ${type}`, {
      url: realUrl,
      headers: { 'content-type': type },
      body: type.includes('urlencoded') ? '__proto__[isAdmin]=true&a=1' : stringify(template),
      // Without a JSON content type the body is not read: a route whose fields all have defaults may still run.
      mayStore: stores({}),
      mustRefuse: mustRefuseEmpty,
    });
  // Content types a parser may read either way: whatever happens, no 5xx, and it stores only if it is valid.
  for (const type of [
    'application/JSON',
    'application/json; charset=utf-8; boundary=x',
    'application/json;;;',
    'application/json; charset="',
    'application/json, text/plain',
    'application/vnd.api+json',
    'application/*',
    '*/*',
    ' ',
  ])
    add(`edge content type ${type}`, {
      url: realUrl,
      headers: { 'content-type': type },
      body: stringify(template),
      mayStore: stores(template) || stores({}),
      mustRefuse: false,
    });
  add('no content type', {
    url: realUrl,
    body: stringify(template),
    mayStore: stores({}),
    mustRefuse: mustRefuseEmpty,
  });

  if (route.json) {
    const cases = bodyCases(route.json.template(), rng, { perField: 2 });
    for (const c of who === 'user' || route.auth !== 'required' ? cases : rng.sample(cases, 6)) {
      const valid = stores(c.body);
      add(`body ${c.label}`, {
        url: realUrl,
        headers: json(),
        body: stringify(c.body),
        mayStore: valid,
        mustRefuse: accepts !== 'never-stores' && !valid,
      });
    }
  }

  if (route.multipart) {
    const { field, maxBytes } = route.multipart;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const formCases: [string, { body: Buffer; type: string }][] = [
      ['no parts', multipart([])],
      ['wrong field name', multipart([{ name: 'other', file: 'a.png', type: 'image/png', value: png }])],
      ['a text field instead of the file', multipart([{ name: field, value: 'not a file' }])],
      ['an empty file', multipart([{ name: field, file: 'a.png', type: 'image/png', value: Buffer.alloc(0) }])],
      [
        'a file of the wrong type',
        multipart([{ name: field, file: 'a.exe', type: 'application/x-msdownload', value: 'MZ' }]),
      ],
      ['a lying file', multipart([{ name: field, file: 'a.pdf', type: 'application/pdf', value: '<html></html>' }])],
      [
        'a hostile file name',
        multipart([{ name: field, file: '../../../etc/passwd\u0000.png', type: 'image/png', value: png }]),
      ],
      [
        'prototype field names',
        multipart([
          { name: '__proto__', value: `{"${POLLUTION_KEY}":"yes"}` },
          { name: 'constructor', value: 'x' },
          { name: 'title', value: 'x' },
          { name: field, file: 'a.pdf', type: 'application/pdf', value: 'nope' },
        ]),
      ],
      ['a huge text field', multipart([{ name: 'title', value: 'x'.repeat(MB) }])],
      ['5,000 fields', multipart(Array.from({ length: 5_000 }, (_, i) => ({ name: `f${i}`, value: 'x' })))],
      [
        'a broken boundary',
        { body: Buffer.from('--other\r\n\r\ngarbage'), type: 'multipart/form-data; boundary=fuzzboundary' },
      ],
      ['an empty boundary', { body: Buffer.from('--\r\n'), type: 'multipart/form-data; boundary=' }],
      ['no boundary', { body: Buffer.from('--x\r\n'), type: 'multipart/form-data' }],
    ];
    if (who === 'user')
      formCases.push([
        'one byte over the file limit',
        multipart([{ name: field, file: 'big.png', type: 'image/png', value: Buffer.alloc(maxBytes + 1, 1) }]),
      ]);
    for (const [label, form] of formCases)
      add(`multipart ${label}`, {
        url: realUrl,
        headers: { 'content-type': form.type },
        body: form.body,
        watchFiles: true,
      });
  }
  return probes;
};

/** Headers a client controls and the server reads. */
const hostileHeaders = (): Record<string, string>[] => [
  { 'x-forwarded-for': 'not-an-address' },
  { 'x-forwarded-for': '::ffff:0:0, 10.0.0.1, [::1]:80' },
  { 'x-forwarded-for': 'fe80::1%eth0' },
  { 'x-forwarded-for': Array.from({ length: 200 }, (_, i) => `10.0.${i % 256}.1`).join(', ') },
  { 'x-forwarded-for': '2001:db8::1' },
  { 'x-request-id': 'x'.repeat(8_000) },
  { 'x-user-language': '__proto__' },
  { 'x-generation-id': 'constructor' },
  { 'x-socket-id': '__proto__' },
  { 'x-participant-token': 'x'.repeat(4_000) },
  { 'accept-language': 'x'.repeat(4_000) },
  { 'user-agent': '\u00ff'.repeat(4_000) },
];

/** Bearer headers that are not sessions: each must read as "not signed in". */
const badTokens = (rng: Rng) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return rng.sample(
    [
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(8_000)}`,
      'Bearer a.b.c',
      `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part({ userId: 'x', sessionVersion: 0 })}.`,
      `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part({ userId: { $ne: null }, sessionVersion: { $gt: 0 } })}.c2ln`,
      'Basic dXNlcjpwYXNz',
      `Bearer ${fixture.token}x`,
      `Bearer ${fixture.token.split('.').slice(0, 2).join('.')}.`,
      `bearer ${fixture.token}`.replace(/^bearer/, 'Bearer\t'),
    ],
    4,
  );
};

/**
 * Every file under DATA_DIR but the event store's own (relative paths): uploads, staging and spool files, the
 * outbox. A refused or abandoned request must leave this list as it found it.
 */
const dataFiles = () => {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? list(path.join(dir, e.name)) : [path.relative(server.dataDir, path.join(dir, e.name))],
    );
  return list(server.dataDir)
    .filter((f) => !/^events\.sqlite/.test(f))
    .sort();
};

const prototypeSnapshot = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
});
const prototypesAtStart = prototypeSnapshot();

const api = async (method: string, url: string, body?: unknown, token?: string) => {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await res.json()) as any;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed.data;
};

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'quizstream-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Quizstream</title>');
  writeFileSync(path.join(webDist, 'assets', 'app.js'), '');
  // The staff app too, so the fuzz does not depend on whether `npm run build` ran before it.
  adminDist = mkdtempSync(path.join(tmpdir(), 'quizstream-admin-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>Quizstream Admin</title>');
  server = await startTestServer({
    WEB_DIST: webDist,
    ADMIN_DIST: adminDist,
    PLAN_LIMITS: JSON.stringify({ free: { quizzes: 'unlimited' } }),
  });
  const account = newAccount();
  const signedUp = await api('POST', '/api/auth/register', account);
  Object.assign(fixture, { token: signedUp.token, email: account.email, password: account.password });
  fixture.quizId = (await api('POST', '/api/quizzes', quiz(), fixture.token)).quiz.id;
  fixture.contentId = (
    await api('POST', '/api/content/save', { title: 'Notes', content: NOTES, tags: [] }, fixture.token)
  ).content.id;
  const game = (await api('POST', '/api/games', { quizId: fixture.quizId }, fixture.token)).game;
  Object.assign(fixture, { gameId: game.id, pin: game.pin });
  const joined = await api('POST', '/api/games/join', { pin: game.pin, playerName: 'Guest' });
  Object.assign(fixture, { participantId: joined.participantId, participantToken: joined.participantToken ?? '' });
});

afterAll(async () => {
  await server?.stop();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
});

describe('The fuzz table', () => {
  it('names every route the app registers, and no other', () => {
    const app = createHttpApp(server.ctx, pino({ level: 'silent' }));
    const registered = registeredRoutes(app).sort();
    expect(registered.length).toBeGreaterThan(40);
    expect([...new Set(routes.map(keyOf))].sort()).toEqual(registered);
  });
});

describe('Every route, fuzzed as a signed-in user and as a guest', () => {
  for (const [index, route] of routes.entries())
    it(`${keyOf(route)} answers every bad input below 500, in time, and stores nothing`, async () => {
      const found: string[] = [];
      const token = route.ownSession ? await signIn() : undefined;
      for (const who of ['user', 'guest'] as const)
        found.push(
          ...(await run(probesFor(route, who, createRng(SEED + index * 2 + (who === 'user' ? 0 : 1)), token))),
        );
      expectNone(found);
    });
});

describe('Bodies that never arrive', () => {
  const writing = () => routes.filter((r) => r.method !== 'GET');
  const tcpSockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;

  it('are answered or closed in time, and store nothing, when the client declares more than it sends', async () => {
    const rng = createRng(SEED + 1_000);
    const found: string[] = [];
    const baseline = tcpSockets();
    const before = await server.eventStore.headPosition();
    const filesBefore = dataFiles();
    for (const route of writing()) {
      const url = urlOf(route, route.id?.() ?? randomUUID());
      const form = route.multipart
        ? multipart([
            { name: route.multipart.field, file: 'a.bin', type: 'application/pdf', value: Buffer.alloc(2_000, 7) },
          ])
        : null;
      const full = form ? form.body : Buffer.from(JSON.stringify(route.json?.template() ?? {}));
      for (const who of ['user', 'guest'] as const) {
        const cut = full.subarray(0, 1 + rng.int(full.length - 1));
        const outcome = await truncatedRequest(server.port, {
          method: route.method,
          path: url,
          headers: {
            'content-type': form ? form.type : 'application/json',
            ...(who === 'user' ? { authorization: `Bearer ${fixture.token}` } : {}),
          },
          // Sometimes far past every limit (refused on the header alone), else a little more than is sent.
          declared: rng.next() < 0.3 ? 10_000_000_000 : full.length + 1 + rng.int(MB),
          body: cut,
          timeoutMs: REQUEST_TIMEOUT_MS,
        });
        const where = `[seed ${SEED}] ${who} ${route.method} ${url} cut at ${cut.length}`;
        if (outcome.kind === 'timeout') found.push(`${where}: neither answered nor closed`);
        if (outcome.kind === 'response' && outcome.status >= 500) found.push(`${where}: status ${outcome.status}`);
      }
    }
    expectNone(found);
    expect(await server.eventStore.headPosition()).toBe(before);
    expect(await settled(() => tcpSockets() <= baseline)).toBe(true);
    expect(await settledFiles(filesBefore)).toEqual(filesBefore);
  });

  it('leave no socket, partial file or event behind when the client vanishes mid-body', async () => {
    const baseline = tcpSockets();
    const before = await server.eventStore.headPosition();
    const filesBefore = dataFiles();
    await Promise.all(
      writing().map((route) => {
        const form = route.multipart
          ? multipart([
              { name: route.multipart.field, file: 'a.png', type: 'image/png', value: Buffer.alloc(64 * 1024, 1) },
            ])
          : null;
        const body = form ? form.body : Buffer.from(JSON.stringify(route.json?.template() ?? {}));
        const head =
          `${route.method} ${urlOf(route, route.id?.() ?? randomUUID())} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          `authorization: Bearer ${fixture.token}\r\ncontent-type: ${form ? form.type : 'application/json'}\r\n` +
          `content-length: ${body.length * 4}\r\n\r\n`;
        return abortedRequest(server.port, head, body.subarray(0, Math.ceil(body.length * 0.75)));
      }),
    );
    expect(await settled(() => tcpSockets() <= baseline)).toBe(true);
    expect(await settledFiles(filesBefore)).toEqual(filesBefore);
    expect(await server.eventStore.headPosition()).toBe(before);
    expect((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).status).toBe(
      200,
    );
  });
});

describe('The HTTP layer itself', () => {
  const raw = (payload: string) => rawExchange(server.port, payload, REQUEST_TIMEOUT_MS);

  it('answers protocol abuse with a 4xx or a closed connection, never a 5xx or a hang', async () => {
    const json = (extra: string, body: string) =>
      `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${extra}\r\n${body}`;
    const cases = [
      json('transfer-encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'),
      json('transfer-encoding: chunked\r\ncontent-length: 2\r\n', '2\r\n{}\r\n0\r\n\r\n'),
      json('content-length: 2\r\ncontent-length: 3\r\n', '{}'),
      json('content-length: -1\r\n', '{}'),
      json('content-length: 2\r\n', '{}GARBAGE / HTTP/1.1\r\n\r\n'),
      json(`x-long: ${'a'.repeat(20_000)}\r\ncontent-length: 2\r\n`, '{}'),
      `GET /api/quizzes/${'a'.repeat(20_000)} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`,
      'GET /api/health HTTP/9.9\r\nhost: 127.0.0.1\r\n\r\n',
      'BREW /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      'GET /../../../etc/passwd HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      'GET http://evil.example/api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      '\u0000\u0001\u0002garbage\r\n\r\n',
      json('expect: 100-continue\r\ncontent-length: 10000000\r\n', ''),
      `POST /api/quizzes/upload-question-image HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${fixture.token}\r\n` +
        'content-type: multipart/form-data; boundary=x\r\nexpect: 100-continue\r\ncontent-length: 10000000\r\n\r\n',
    ];
    const found: string[] = [];
    const before = await server.eventStore.headPosition();
    for (const payload of cases) {
      const outcome = await raw(payload);
      const where = `[seed ${SEED}] ${JSON.stringify(payload.slice(0, 60))}`;
      if (outcome.kind === 'timeout') found.push(`${where}: neither answered nor closed`);
      if (outcome.kind === 'response' && outcome.status >= 500) found.push(`${where}: status ${outcome.status}`);
    }
    expectNone(found);
    expect(await server.eventStore.headPosition()).toBe(before);
  });

  it('answers unknown routes and methods under /api with the JSON 404', async () => {
    const rng = createRng(SEED + 2_000);
    const probes: Probe[] = [
      ...['/api', '/api/', '/api/nope', '/api/quizzes/a/b/c', '/api/..%2f..%2fpackage.json', '/api/__proto__'].map(
        (url): Probe => ({
          who: 'user',
          label: 'unknown path',
          method: 'GET',
          url,
          mayStore: false,
          mustRefuse: false,
          expectStatus: 404,
        }),
      ),
      ...rng
        .sample(
          routes.filter((r) => r.path.startsWith('/api')),
          8,
        )
        .map((route): Probe => ({
          who: 'user',
          label: 'unregistered method',
          method: route.method === 'GET' ? 'PATCH' : 'PATCH',
          url: urlOf(route, randomUUID()),
          headers: json(),
          body: '{}',
          mayStore: false,
          mustRefuse: true,
        })),
    ];
    probes.push(
      ...[
        '/assets/missing.js',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%00',
        '/assets/a%2f..%2f..%2fevents.sqlite',
      ].map((url): Probe => ({ who: 'guest', label: 'asset', method: 'GET', url, mayStore: false, mustRefuse: false })),
    );
    expectNone(await run(probes));
  });
});

describe('The server process', () => {
  it('keeps its prototypes clean after every payload above', () => {
    expect(prototypeSnapshot()).toEqual(prototypesAtStart);
    expect(({} as Record<string, unknown>)[POLLUTION_KEY]).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)[POLLUTION_KEY]).toBeUndefined();
  });
});
