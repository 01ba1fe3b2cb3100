/**
 * Configuration from environment variables, validated once at start-up. Every value has a safe default for the
 * embedded mode; an invalid value stops the server with a clear message and exit code 1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Plan, PlanLimits } from './domain/plans/plans';
import type { PlanFeatures } from './domain/plans/plans';
import {
  defaultPlanFeatures,
  defaultPlanLimits,
  planFeaturesOverride,
  planLimitsOverride,
  plans,
} from './domain/plans/plans';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    EVENT_STORE: z.enum(['sqlite', 'eventstoredb']).default('sqlite'),
    EVENTSTORE_URL: z.string().optional(),
    AUDIT_CHECKPOINT_EVERY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    READ_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
    MONGO_URL: z.string().optional(),
    MONGO_DB: z.string().min(1).default('quizstream'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
      .default('7d'),
    ADMIN_JWT_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 8h or 30m')
      .default('8h'),
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PLAN_LIMITS: z.string().optional(),
    PLAN_FEATURES: z.string().optional(),
    WEB_DIST: z.string().optional(),
    ADMIN_DIST: z.string().optional(),
    TRUST_PROXY: z.string().default('loopback'),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(50),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(30),
    PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
    PASSWORD_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(20).default(3),
    CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
    HASH_CONCURRENCY: z.coerce.number().int().positive().default(4),
    AI_PROVIDER: z.enum(['local', 'openai']).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    CONTENT_ALLOW_PRIVATE_URLS: z.enum(['true', 'false']).default('false'),
    CONTENT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    CONTENT_WORKER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    PDF_PARSE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    PDF_PARSE_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
    GAME_START_COUNTDOWN_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
    GAME_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    INSTANCE_URL: z.url({ protocol: /^https?$/ }).optional(),
    IMAGE_ORPHAN_GRACE_HOURS: z.coerce.number().min(0).max(8760).default(24),
    IMAGE_SWEEP_INTERVAL_MINUTES: z.coerce.number().positive().max(10_080).default(60),
    GAME_MAX_OPEN_PER_HOST: z.coerce.number().int().positive().default(10),
    GAME_LOBBY_IDLE_MS: z.coerce.number().int().min(1000).default(2 * 3600_000),
    GAME_CREATES_PER_HOUR: z.coerce.number().int().positive().default(30),
    GAME_JOINS_PER_MINUTE: z.coerce.number().int().positive().default(120),
    GAME_JOINS_PER_PIN_PER_MINUTE: z.coerce.number().int().positive().default(30),
    GAME_WRONG_PINS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    GAME_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(500),
    BILLING_PROVIDER: z.enum(['sandbox', 'paddle']).default('sandbox'),
    BILLING_PAST_DUE_GRACE_DAYS: z.coerce.number().min(0).max(90).default(7),
    PADDLE_API_KEY: z.string().min(1).optional(),
    PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
    PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
    PADDLE_API_URL: z.url().optional(),
    PADDLE_PRICE_PLUS_MONTHLY: z.string().min(1).optional(),
    PADDLE_PRICE_PLUS_YEARLY: z.string().min(1).optional(),
    PADDLE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
    PADDLE_PRICE_PRO_YEARLY: z.string().min(1).optional(),
    PADDLE_PRICE_ENTERPRISE_MONTHLY: z.string().min(1).optional(),
    PADDLE_PRICE_ENTERPRISE_YEARLY: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_URL)
      ctx.addIssue({ code: 'custom', path: ['EVENTSTORE_URL'], message: 'is required when EVENT_STORE=eventstoredb' });
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'is required when AI_PROVIDER=openai' });
    if (env.READ_STORE === 'mongodb' && !env.MONGO_URL)
      ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'is required when READ_STORE=mongodb' });
    if (env.BILLING_PROVIDER === 'paddle')
      for (const key of ['PADDLE_API_KEY', 'PADDLE_CLIENT_TOKEN', 'PADDLE_WEBHOOK_SECRET'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when BILLING_PROVIDER=paddle' });
  });

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

const readPlanLimits = (raw: string | undefined): Record<Plan, PlanLimits> => {
  if (!raw) return defaultPlanLimits;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('PLAN_LIMITS: must be JSON, e.g. {"free":{"quizzes":10}}');
  }
  const parsed = planLimitsOverride.safeParse(json);
  if (!parsed.success)
    throw new ConfigError(
      `PLAN_LIMITS: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return Object.fromEntries(plans.map((p) => [p, { ...defaultPlanLimits[p], ...parsed.data[p] }])) as Record<
    Plan,
    PlanLimits
  >;
};

/** PLAN_FEATURES: per plan, which features it includes (pdfUpload, urlExtraction, ...) over the defaults. */
const readPlanFeatures = (raw: string | undefined): Record<Plan, PlanFeatures> => {
  if (!raw) return defaultPlanFeatures;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('PLAN_FEATURES: must be JSON, e.g. {"free":{"pdfUpload":false}}');
  }
  const parsed = planFeaturesOverride.safeParse(json);
  if (!parsed.success)
    throw new ConfigError(
      `PLAN_FEATURES: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return Object.fromEntries(plans.map((p) => [p, { ...defaultPlanFeatures[p], ...parsed.data[p] }])) as Record<
    Plan,
    PlanFeatures
  >;
};

/** The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR (readable by the owner only). */
const jwtSecret = (dataDir: string, configured: string | undefined) => {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The key secrets in the event log are sealed with (two-factor secrets, secret settings): generated once when unset. */
const secretsKey = (dataDir: string, configured: string | undefined) => {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
};

/**
 * The secrets webhooks are signed with (comma-separated during a rotation). Unset for the sandbox: one generated
 * once and kept in DATA_DIR.
 */
const webhookSecrets = (dataDir: string, configured: string | undefined) => {
  if (configured)
    return configured
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const file = path.join(dataDir, 'paddle-webhook-secret');
  if (existsSync(file)) return [readFileSync(file, 'utf8').trim()];
  const secret = `pdl_ntfset_${randomBytes(24).toString('hex')}`;
  writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    eventStore: { kind: e.EVENT_STORE, url: e.EVENTSTORE_URL, checkpointEvery: e.AUDIT_CHECKPOINT_EVERY },
    readStore: { kind: e.READ_STORE, url: e.MONGO_URL, db: e.MONGO_DB },
    jwt: { secret: jwtSecret(dataDir, e.JWT_SECRET), ttl: e.JWT_TTL },
    /** Staff sessions: their own audience and a shorter lifetime; the key that seals secrets kept in the log. */
    admin: {
      jwtTtl: e.ADMIN_JWT_TTL,
      secretsKey: secretsKey(dataDir, e.SECRETS_KEY),
      contactPerAddressPerHour: e.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    logLevel: e.LOG_LEVEL,
    planLimits: readPlanLimits(e.PLAN_LIMITS),
    planFeatures: readPlanFeatures(e.PLAN_FEATURES),
    webDist: path.resolve(import.meta.dirname, e.WEB_DIST ?? 'web/dist'),
    /** The built admin app, served under /admin. */
    adminDist: path.resolve(import.meta.dirname, e.ADMIN_DIST ?? 'admin/dist'),
    trustProxy: e.TRUST_PROXY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    /** Sign-in failures per account from all (not yet known) addresses an hour. */
    loginAccountFailuresPerHour: e.LOGIN_ACCOUNT_FAILURES_PER_HOUR,
    /** Registrations and reset requests per client address, reset mails per account. */
    accountLimits: {
      registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      resetRequestsPerAddressPerHour: e.PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
      resetMailsPerHour: e.PASSWORD_RESET_MAILS_PER_HOUR,
    },
    hashConcurrency: e.HASH_CONCURRENCY,
    /** The offline generator unless an OpenAI-compatible provider is chosen (or a key is given without a choice). */
    ai: {
      provider: e.AI_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'local'),
      apiKey: e.OPENAI_API_KEY ?? null,
      baseURL: e.OPENAI_BASE_URL ?? null,
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
    /** Lifts the public-address rule of URL sources: local development and tests only. */
    allowPrivateUrls: e.CONTENT_ALLOW_PRIVATE_URLS === 'true',
    /** Worker threads for source analysis and the offline generator, and PDF parses at once; each with a queue. */
    contentThreads: { threads: e.CONTENT_WORKERS, maxQueue: e.CONTENT_WORKER_QUEUE },
    pdfParse: { maxConcurrent: e.PDF_PARSE_CONCURRENCY, maxQueue: e.PDF_PARSE_QUEUE },
    /** The lobby's countdown before the first question opens (spec: 5 s). */
    gameStartCountdownMs: e.GAME_START_COUNTDOWN_MS,
    /** Several instances on one log: how long a game's writer lease lasts unless renewed, and this instance's address. */
    instances: { gameLeaseMs: e.GAME_LEASE_MS, url: e.INSTANCE_URL?.replace(/\/+$/, '') },
    /** Question images no quiz has used for the grace period are removed by a sweep every interval. */
    images: {
      orphanGraceMs: Math.round(e.IMAGE_ORPHAN_GRACE_HOURS * 3_600_000),
      sweepIntervalMs: Math.round(e.IMAGE_SWEEP_INTERVAL_MINUTES * 60_000),
    },
    /** Open games per host, lobby expiry, creation and join rates, socket connections per address. */
    gameLimits: {
      maxOpenPerHost: e.GAME_MAX_OPEN_PER_HOST,
      lobbyIdleMs: e.GAME_LOBBY_IDLE_MS,
      createsPerHour: e.GAME_CREATES_PER_HOUR,
      joinsPerMinute: e.GAME_JOINS_PER_MINUTE,
      joinsPerPinPerMinute: e.GAME_JOINS_PER_PIN_PER_MINUTE,
      wrongPinsPerMinute: e.GAME_WRONG_PINS_PER_MINUTE,
      socketsPerAddress: e.GAME_SOCKETS_PER_ADDRESS,
    },
    /** Subscriptions: the provider, Paddle's credentials and price ids, the grace period of a failed renewal. */
    billing: {
      provider: e.BILLING_PROVIDER,
      pastDueGraceDays: e.BILLING_PAST_DUE_GRACE_DAYS,
      webhookSecrets: webhookSecrets(dataDir, e.PADDLE_WEBHOOK_SECRET),
      paddle: {
        apiKey: e.PADDLE_API_KEY ?? null,
        environment: e.PADDLE_ENVIRONMENT,
        clientToken: e.PADDLE_CLIENT_TOKEN ?? null,
        apiUrl: e.PADDLE_API_URL?.replace(/\/$/, '') ?? null,
      },
      /** The sandbox sells plus with its own price ids unless others are configured. */
      priceIds: {
        plus: {
          monthly:
            e.PADDLE_PRICE_PLUS_MONTHLY ?? (e.BILLING_PROVIDER === 'sandbox' ? 'pri_sandbox_plus_monthly' : undefined),
          yearly:
            e.PADDLE_PRICE_PLUS_YEARLY ?? (e.BILLING_PROVIDER === 'sandbox' ? 'pri_sandbox_plus_yearly' : undefined),
        },
        pro: { monthly: e.PADDLE_PRICE_PRO_MONTHLY, yearly: e.PADDLE_PRICE_PRO_YEARLY },
        enterprise: { monthly: e.PADDLE_PRICE_ENTERPRISE_MONTHLY, yearly: e.PADDLE_PRICE_ENTERPRISE_YEARLY },
      },
    },
  };
};
