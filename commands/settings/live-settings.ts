/**
 * The settings in force, read from the settings read model over the defaults of the configuration, held in memory
 * and re-read after every change (`refresh`), so a change applies to the next request without a restart:
 *
 * - plan limits and features: the shared `limits`/`features` objects every command reads per request are updated
 *   in place (free ← FREE_*, plus ← PAID_*; pro and enterprise keep the configuration);
 * - the question generator, the default content strategy, the API and generation rate limits and the staff
 *   session length read `value(key)` when they act.
 */
import type { Plan, PlanFeatures, PlanLimits } from '../../domain/plans/plans';
import type { SettingValue } from '../../domain/settings/settings.catalogue';
import { settingDefinitions } from '../../domain/settings/settings.catalogue';
import { isSealed, type SecretBox } from '../secret-box';

const MiB = 1024 * 1024;

export interface SettingsDefaults {
  planLimits: Record<Plan, PlanLimits>;
  planFeatures: Record<Plan, PlanFeatures>;
  ai: { provider: string; model: string; baseURL: string | null; timeoutMs: number };
  adminSessionHours: number;
}

const limitSetting = (limit: PlanLimits[keyof PlanLimits], unit = 1) =>
  limit === 'unlimited' ? -1 : Math.round(limit / unit);
const limitOf = (value: SettingValue, unit = 1): PlanLimits[keyof PlanLimits] =>
  Number(value) < 0 ? 'unlimited' : Number(value) * unit;

/** Each setting's default: the configuration's figure where there is one, else the catalogue's. */
export const settingDefaults = (d: SettingsDefaults): Record<string, SettingValue> => {
  const fromConfig: Record<string, SettingValue> = {
    AI_PROVIDER: d.ai.provider,
    AI_MODEL: d.ai.model,
    AI_API_KEY: '',
    AI_BASE_URL: d.ai.baseURL ?? '',
    AI_TIMEOUT_MS: d.ai.timeoutMs,
    SECURITY_ADMIN_SESSION_HOURS: d.adminSessionHours,
  };
  for (const [prefix, plan] of [
    ['FREE', 'free'],
    ['PAID', 'plus'],
  ] as const) {
    const limits = d.planLimits[plan];
    fromConfig[`${prefix}_QUIZZES_PER_MONTH`] = limitSetting(limits.quizzes);
    fromConfig[`${prefix}_AI_QUESTIONS_PER_MONTH`] = limitSetting(limits.aiQuestions);
    fromConfig[`${prefix}_MAX_PARTICIPANTS`] = limitSetting(limits.participants);
    fromConfig[`${prefix}_QUESTIONS_PER_QUIZ`] = limitSetting(limits.questionsPerQuiz);
    fromConfig[`${prefix}_STORAGE_MB`] = limitSetting(limits.storageBytes, MiB);
    fromConfig[`${prefix}_PDF_UPLOAD`] = d.planFeatures[plan].pdfUpload;
    fromConfig[`${prefix}_URL_EXTRACTION`] = d.planFeatures[plan].urlExtraction;
  }
  return Object.fromEntries(settingDefinitions.map((def) => [def.key, fromConfig[def.key] ?? def.fallback]));
};

export interface LiveSettingsDeps {
  defaults: SettingsDefaults;
  /** Keys set away from their defaults, as stored (a secret sealed). */
  load: () => Promise<Record<string, SettingValue>>;
  secrets: SecretBox;
  /** The objects commands read limits and features from (updated in place). */
  limits: Record<Plan, PlanLimits>;
  features: Record<Plan, PlanFeatures>;
  log?: (obj: object, msg: string) => void;
}

export const createLiveSettings = (deps: LiveSettingsDeps) => {
  const defaults = settingDefaults(deps.defaults);
  let stored: Record<string, SettingValue> = {};
  let version = 0;
  const listeners = new Set<() => void>();

  const opened = (key: string, value: SettingValue): SettingValue => {
    if (!isSealed(value)) return value;
    try {
      return deps.secrets.open(value);
    } catch (error) {
      deps.log?.({ err: error, key }, 'a secret setting cannot be opened (another SECRETS_KEY?); its default applies');
      return defaults[key] ?? '';
    }
  };
  const value = (key: string): SettingValue => (key in stored ? opened(key, stored[key]!) : (defaults[key] ?? ''));
  const isSet = (key: string) => key in stored;

  /** Plan limits and features with the set keys applied over the configuration's figures. */
  const applyPlans = () => {
    for (const [prefix, plan] of [
      ['FREE', 'free'],
      ['PAID', 'plus'],
    ] as const) {
      const base = deps.defaults.planLimits[plan];
      const pick = (key: string, current: PlanLimits[keyof PlanLimits], unit = 1) =>
        isSet(`${prefix}_${key}`) ? limitOf(value(`${prefix}_${key}`), unit) : current;
      deps.limits[plan] = {
        quizzes: pick('QUIZZES_PER_MONTH', base.quizzes),
        aiQuestions: pick('AI_QUESTIONS_PER_MONTH', base.aiQuestions),
        participants: pick('MAX_PARTICIPANTS', base.participants),
        questionsPerQuiz: pick('QUESTIONS_PER_QUIZ', base.questionsPerQuiz),
        storageBytes: pick('STORAGE_MB', base.storageBytes, MiB),
      };
      const features = deps.defaults.planFeatures[plan];
      deps.features[plan] = {
        ...features,
        pdfUpload: Boolean(value(`${prefix}_PDF_UPLOAD`)),
        urlExtraction: Boolean(value(`${prefix}_URL_EXTRACTION`)),
      };
    }
  };

  return {
    defaults,
    value,
    isSet,
    /** Bumped by every refresh that changed something: caches keyed by it rebuild. */
    version: () => version,
    /** Re-reads the read model and applies what changed. */
    refresh: async () => {
      const next = await deps.load();
      if (JSON.stringify(next) === JSON.stringify(stored)) return;
      stored = next;
      version += 1;
      applyPlans();
      for (const listener of listeners) listener();
    },
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type LiveSettings = ReturnType<typeof createLiveSettings>;

/** Whole hours of a lifetime such as `8h`, `30m` or `1d` (at least 1). */
export const ttlHours = (ttl: string) => {
  const amount = Number(ttl.slice(0, -1));
  const unit = { s: 1 / 3600, m: 1 / 60, h: 1, d: 24 }[ttl.slice(-1)] ?? 1;
  return Math.min(24, Math.max(1, Math.round(amount * unit)));
};
