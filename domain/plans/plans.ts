/**
 * Plans, their limits and features. These are the defaults; the server's configuration (PLAN_LIMITS) may replace
 * any figure, and the admin settings will later. `unlimited` is a limit too.
 */
import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import { formatBytes } from '../image/image-storage';

export const plans = ['free', 'plus', 'pro', 'enterprise'] as const;
export type Plan = (typeof plans)[number];

/** An unknown plan value is treated as free. */
export const planOf = (value: unknown): Plan => (plans.includes(value as Plan) ? (value as Plan) : 'free');

export const limitValue = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);
export type LimitValue = z.infer<typeof limitValue>;

export const planLimitsSchema = z.strictObject({
  aiQuestions: limitValue,
  quizzes: limitValue,
  participants: limitValue,
  questionsPerQuiz: limitValue,
  /** Bytes of uploaded question images an account may keep (`unlimited`: no quota). */
  storageBytes: limitValue,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planFeaturesSchema = z.strictObject({
  aiGeneration: z.boolean(),
  pdfUpload: z.boolean(),
  urlExtraction: z.boolean(),
  vectorOptimization: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

const MiB = 1024 * 1024;

/**
 * free and plus: the spec's config fallback; pro and enterprise: the pricing page's figures. Image storage:
 * 50 MiB, 1 GiB, 5 GiB, unlimited.
 */
export const defaultPlanLimits: Record<Plan, PlanLimits> = {
  free: { aiQuestions: 100, quizzes: 5, participants: 30, questionsPerQuiz: 10, storageBytes: 50 * MiB },
  plus: {
    aiQuestions: 'unlimited',
    quizzes: 'unlimited',
    participants: 100,
    questionsPerQuiz: 100,
    storageBytes: 1024 * MiB,
  },
  pro: {
    aiQuestions: 'unlimited',
    quizzes: 'unlimited',
    participants: 500,
    questionsPerQuiz: 100,
    storageBytes: 5 * 1024 * MiB,
  },
  enterprise: {
    aiQuestions: 'unlimited',
    quizzes: 'unlimited',
    participants: 'unlimited',
    questionsPerQuiz: 200,
    storageBytes: 'unlimited',
  },
};

export const defaultPlanFeatures: Record<Plan, PlanFeatures> = {
  free: { aiGeneration: true, pdfUpload: true, urlExtraction: true, vectorOptimization: false },
  plus: { aiGeneration: true, pdfUpload: true, urlExtraction: true, vectorOptimization: true },
  pro: { aiGeneration: true, pdfUpload: true, urlExtraction: true, vectorOptimization: true },
  enterprise: { aiGeneration: true, pdfUpload: true, urlExtraction: true, vectorOptimization: true },
};

/** A partial override per plan, as PLAN_LIMITS accepts it. */
export const planLimitsOverride = z.partialRecord(z.enum(plans), planLimitsSchema.partial());

/** True when `used` more would stay within `limit`. */
export const withinLimit = (limit: LimitValue, used: number, adding = 1) =>
  limit === 'unlimited' || used + adding <= limit;

export type PlanLimitReason = 'quizzes' | 'questionsPerQuiz' | 'aiQuestions' | 'storage' | 'participants';

const limitOfReason: Record<PlanLimitReason, keyof PlanLimits> = {
  quizzes: 'quizzes',
  questionsPerQuiz: 'questionsPerQuiz',
  aiQuestions: 'aiQuestions',
  storage: 'storageBytes',
  participants: 'participants',
};

/** The first plan above `plan` that allows more of what `reason` limits, and what it allows; null at the top. */
export const nextPlanFor = (
  reason: PlanLimitReason,
  plan: Plan,
  limits: Record<Plan, PlanLimits> = defaultPlanLimits,
) => {
  const key = limitOfReason[reason];
  const current = limits[plan][key];
  if (current === 'unlimited') return null;
  for (const candidate of plans.slice(plans.indexOf(plan) + 1)) {
    const allowed = limits[candidate][key];
    if (allowed === 'unlimited' || allowed > current) return { plan: candidate, limit: allowed };
  }
  return null;
};

/** Where a plan-limit message's View Pricing link goes. */
export const PRICING_PATH = '/pricing';

/**
 * 403 `PLAN_LIMIT`: which limit (`details.reason`), the plan and the limit in the message and its params, and what
 * the next plan allows (`details.next`, params `nextPlan`/`nextLimit`, the `planLimit.next` sentence) with the
 * pricing page's path for a View Pricing link. `limits`: the figures in force (the edge passes the configured ones).
 */
export const planLimitError = (
  reason: PlanLimitReason,
  plan: Plan,
  limit: LimitValue,
  extra: Record<string, string> = {},
  limits: Record<Plan, PlanLimits> = defaultPlanLimits,
) => {
  const next = nextPlanFor(reason, plan, limits);
  const nextLimit = !next
    ? null
    : reason === 'storage' && next.limit !== 'unlimited'
      ? formatBytes(next.limit)
      : String(next.limit);
  const params = {
    plan,
    limit: String(limit),
    ...extra,
    ...(next ? { nextPlan: next.plan, nextLimit: nextLimit! } : {}),
  };
  const nextSentence = !next
    ? []
    : [messageOf(next.limit === 'unlimited' ? 'planLimit.nextUnlimited' : 'planLimit.next', params)];
  const message = [messageOf(`planLimit.${reason}`, params), ...nextSentence];
  return DomainError.forbidden(
    'PLAN_LIMIT',
    message.join(' '),
    { reason, plan, limit, next, upgradeUrl: PRICING_PATH },
    params,
  );
};

/** A partial override per plan, as PLAN_FEATURES accepts it. */
export const planFeaturesOverride = z.partialRecord(z.enum(plans), planFeaturesSchema.partial());

export type PlanFeature = keyof PlanFeatures;

/** True for a reason that names a numeric limit (not a feature). */
export const isLimitReason = (reason: string): reason is PlanLimitReason => reason in limitOfReason;

/**
 * 403 `PLAN_LIMIT` for a feature the plan does not include (`details.reason` is the feature), with the first plan
 * above that does and the pricing page's path.
 */
export const planFeatureError = (
  feature: PlanFeature,
  plan: Plan,
  features: Record<Plan, PlanFeatures> = defaultPlanFeatures,
) => {
  const next = plans.slice(plans.indexOf(plan) + 1).find((p) => features[p][feature]) ?? null;
  const params = { plan, ...(next ? { nextPlan: next } : {}) };
  const message = [
    messageOf(`planLimit.${feature}`, params),
    ...(next ? [messageOf('planLimit.featureNext', params)] : []),
  ];
  return DomainError.forbidden(
    'PLAN_LIMIT',
    message.join(' '),
    { reason: feature, plan, next: next ? { plan: next } : null, upgradeUrl: PRICING_PATH },
    params,
  );
};
