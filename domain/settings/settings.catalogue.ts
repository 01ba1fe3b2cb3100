/**
 * The system settings staff can change (spec §3 Setting, §5 settings validation): each key's category, type,
 * bounds and description, and whether the running server applies it at once (`live`) or only records it for an
 * engine the product does not run by default. Defaults come from the server's configuration (environment), so a
 * setting never changed keeps behaving as configured; a reset returns to those defaults.
 *
 * Types are number, boolean and string; a string with `options` is a choice (the content selection strategy). A
 * number limit of -1 means unlimited. Secret values (`isEncrypted`) are write-only: sealed in the log, never
 * answered in clear.
 */
import { STRATEGIES } from '../content/content.types';

export const settingCategories = [
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
] as const;
export type SettingCategory = (typeof settingCategories)[number];

export type SettingType = 'number' | 'boolean' | 'string';
export type SettingValue = number | boolean | string;

export interface SettingDefinition {
  key: string;
  category: SettingCategory;
  type: SettingType;
  description: string;
  /** The server applies a change to the next request (no restart). */
  live: boolean;
  isEncrypted?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  /** The choices of a string setting. */
  options?: readonly string[];
  /** The default when the configuration gives none. */
  fallback: SettingValue;
}

const limit = (prefix: 'FREE' | 'PAID', category: SettingCategory, plan: string): SettingDefinition[] => [
  {
    key: `${prefix}_QUIZZES_PER_MONTH`,
    category,
    type: 'number',
    integer: true,
    min: -1,
    max: 1_000_000,
    live: true,
    fallback: -1,
    description: `Quizzes a ${plan} account may create a month (-1: unlimited)`,
  },
  {
    key: `${prefix}_AI_QUESTIONS_PER_MONTH`,
    category,
    type: 'number',
    integer: true,
    min: -1,
    max: 10_000_000,
    live: true,
    fallback: -1,
    description: `AI-generated questions a ${plan} account may have a month (-1: unlimited)`,
  },
  {
    key: `${prefix}_MAX_PARTICIPANTS`,
    category,
    type: 'number',
    integer: true,
    min: -1,
    max: 100_000,
    live: true,
    fallback: -1,
    description: `Players in one game hosted by a ${plan} account (-1: unlimited)`,
  },
  {
    key: `${prefix}_QUESTIONS_PER_QUIZ`,
    category,
    type: 'number',
    integer: true,
    min: -1,
    max: 10_000,
    live: true,
    fallback: -1,
    description: `Questions in one quiz of a ${plan} account (-1: unlimited)`,
  },
  {
    key: `${prefix}_STORAGE_MB`,
    category,
    type: 'number',
    integer: true,
    min: -1,
    max: 1_000_000,
    live: true,
    fallback: -1,
    description: `Megabytes of question images a ${plan} account may keep (-1: unlimited)`,
  },
  {
    key: `${prefix}_PDF_UPLOAD`,
    category,
    type: 'boolean',
    live: true,
    fallback: true,
    description: `${plan[0]!.toUpperCase()}${plan.slice(1)} accounts may generate quizzes from PDF files`,
  },
  {
    key: `${prefix}_URL_EXTRACTION`,
    category,
    type: 'boolean',
    live: true,
    fallback: true,
    description: `${plan[0]!.toUpperCase()}${plan.slice(1)} accounts may generate quizzes from web pages`,
  },
];

export const settingDefinitions: readonly SettingDefinition[] = [
  {
    key: 'AI_PROVIDER',
    category: 'ai_config',
    type: 'string',
    options: ['local', 'openai'],
    live: true,
    fallback: 'local',
    description: 'Question generator: local (offline, built in) or openai (any OpenAI-compatible server)',
  },
  {
    key: 'AI_MODEL',
    category: 'ai_config',
    type: 'string',
    live: true,
    fallback: 'gpt-4o-mini',
    description: 'Model the openai provider asks for',
  },
  {
    key: 'AI_API_KEY',
    category: 'ai_config',
    type: 'string',
    isEncrypted: true,
    live: true,
    fallback: '',
    description: 'API key of the openai provider (write-only; empty: the OPENAI_API_KEY of the environment)',
  },
  {
    key: 'AI_BASE_URL',
    category: 'ai_config',
    type: 'string',
    live: true,
    fallback: '',
    description: 'Address of an OpenAI-compatible server (empty: OpenAI itself)',
  },
  {
    key: 'AI_TIMEOUT_MS',
    category: 'ai_config',
    type: 'number',
    integer: true,
    min: 1000,
    max: 600_000,
    live: true,
    fallback: 60_000,
    description: 'How long one generation may take at the provider, in milliseconds',
  },
  {
    key: 'EMBEDDING_MODEL',
    category: 'embedding',
    type: 'string',
    live: false,
    fallback: 'tfidf',
    description: 'Embedding model for an external vector index (the built-in engine uses TF-IDF vectors)',
  },
  {
    key: 'EMBEDDING_DIMENSIONS',
    category: 'embedding',
    type: 'number',
    integer: true,
    min: 16,
    max: 8192,
    live: false,
    fallback: 1536,
    description: 'Vector size of the embedding model (external vector index only)',
  },
  ...limit('FREE', 'limits_free', 'free'),
  ...limit('PAID', 'limits_paid', 'plus'),
  {
    key: 'CONTENT_CACHE_RESULTS',
    category: 'optimization',
    type: 'boolean',
    live: false,
    fallback: true,
    description: 'Reuse the analysis of a library source when it is used again (external engines)',
  },
  {
    key: 'AI_PROMPT_MAX_CHARS',
    category: 'optimization',
    type: 'number',
    integer: true,
    min: 1000,
    max: 500_000,
    live: false,
    fallback: 24_000,
    description: 'Characters of source text sent to an external model at most (external engines)',
  },
  {
    key: 'VECTOR_SIMILARITY_THRESHOLD',
    category: 'vector_search',
    type: 'number',
    min: 0,
    max: 1,
    live: false,
    fallback: 0.2,
    description: 'Lowest similarity a passage needs to count as relevant (external vector index)',
  },
  {
    key: 'VECTOR_TOP_K',
    category: 'vector_search',
    type: 'number',
    integer: true,
    min: 1,
    max: 200,
    live: false,
    fallback: 12,
    description: 'Passages an external vector index returns per query',
  },
  {
    key: 'CONTENT_SELECTION_STRATEGY',
    category: 'content_selection',
    type: 'string',
    options: STRATEGIES,
    live: true,
    fallback: 'hybrid',
    description: 'Default strategy for picking passages when a generation request names none',
  },
  {
    key: 'AI_GENERATIONS_PER_HOUR',
    category: 'ai_limits',
    type: 'number',
    integer: true,
    min: 0,
    max: 100_000,
    live: true,
    fallback: 0,
    description: 'Quiz generations one account may start an hour, whatever the plan (0: no limit)',
  },
  {
    key: 'RATE_LIMIT_ENABLED',
    category: 'rate_limiting',
    type: 'boolean',
    live: true,
    fallback: false,
    description: 'Limit API requests per client address (staff routes, health and webhooks excepted)',
  },
  {
    key: 'RATE_LIMIT_WINDOW_SECONDS',
    category: 'rate_limiting',
    type: 'number',
    integer: true,
    min: 1,
    max: 86_400,
    live: true,
    fallback: 60,
    description: 'Length of the rate-limit window in seconds',
  },
  {
    key: 'RATE_LIMIT_MAX_REQUESTS',
    category: 'rate_limiting',
    type: 'number',
    integer: true,
    min: 1,
    max: 1_000_000,
    live: true,
    fallback: 600,
    description: 'API requests one client address may make per window',
  },
  {
    key: 'SECURITY_ADMIN_SESSION_HOURS',
    category: 'security',
    type: 'number',
    integer: true,
    min: 1,
    max: 24,
    live: true,
    fallback: 8,
    description: 'Lifetime of a new staff session in hours (ADMIN_JWT_TTL by default)',
  },
];

export const definitionOf = (key: string) => settingDefinitions.find((d) => d.key === key) ?? null;

export type SettingIssue = { code: string; params?: Record<string, string | number> };

/** The typed value of an input (numbers may come as decimal text, booleans as "true"/"false"), or the problem. */
export const parseSettingValue = (
  def: SettingDefinition,
  input: unknown,
): { ok: true; value: SettingValue } | { ok: false; issue: SettingIssue } => {
  const params = { key: def.key };
  switch (def.type) {
    case 'number': {
      const n = typeof input === 'number' ? input : typeof input === 'string' && input.trim() ? Number(input) : NaN;
      if (!Number.isFinite(n)) return { ok: false, issue: { code: 'settings.numberExpected', params } };
      if (def.integer && !Number.isInteger(n))
        return { ok: false, issue: { code: 'settings.integerExpected', params } };
      if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
        return {
          ok: false,
          issue: { code: 'settings.outOfRange', params: { ...params, min: def.min ?? '', max: def.max ?? '' } },
        };
      return { ok: true, value: n };
    }
    case 'boolean':
      if (typeof input === 'boolean') return { ok: true, value: input };
      if (input === 'true' || input === 'false') return { ok: true, value: input === 'true' };
      return { ok: false, issue: { code: 'settings.booleanExpected', params } };
    case 'string': {
      if (typeof input !== 'string') return { ok: false, issue: { code: 'settings.textExpected', params } };
      const value = input.trim();
      if (value.length > 500) return { ok: false, issue: { code: 'settings.textTooLong', params } };
      if (def.options && !def.options.includes(value))
        return {
          ok: false,
          issue: { code: 'settings.choiceExpected', params: { ...params, options: def.options.join(', ') } },
        };
      if (def.key === 'AI_BASE_URL' && value && !/^https?:\/\/[^\s]+$/.test(value))
        return { ok: false, issue: { code: 'settings.urlExpected', params } };
      return { ok: true, value };
    }
    default: {
      const unexpected: never = def.type;
      return unexpected;
    }
  }
};
