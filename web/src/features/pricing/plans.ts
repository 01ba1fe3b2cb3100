// The plans shown on /pricing: prices in whole US dollars and the features and limits of spec §9 (the pricing
// page's figures). Real limits come from the server's configuration; these constants only describe the offer.
// Prices and the refund policy are shared with the subscription and checkout pages (shared/billing).
import { MONEY_BACK_DAYS, PLAN_PRICES_USD, REFUND_BUSINESS_DAYS } from '../../shared/billing/billing-policy';

export { MONEY_BACK_DAYS, REFUND_BUSINESS_DAYS };

export type PlanId = 'basic' | 'plus' | 'pro' | 'enterprise';
export type { BillingCycle } from '../../shared/billing/billing-policy';

/** How a plan can be obtained today: Basic is free, only Plus can be bought, Pro and Enterprise are coming soon. */
export type PlanAvailability = 'free' | 'purchasable' | 'comingSoon';

/** A numeric limit, or no limit at all. */
export type Limit = number | 'unlimited';

/** Limits stated with a number on a card; the text lives under `pricing:limits.<key>`. */
export type LimitKey =
  | 'aiQuestionsPerMonth'
  | 'quizzesPerMonth'
  | 'participantsPerGame'
  | 'questionsPerQuiz'
  | 'aiQuestionsPerQuiz'
  | 'unlimitedAiQuestionsPerMonth';

/** Features without a number; the text lives under `pricing:features.<key>`. */
export type FeatureKey =
  | 'basicAnalytics'
  | 'advancedAnalytics'
  | 'contentLibrary'
  | 'questionEditing'
  | 'exports'
  | 'priorityAi'
  | 'advancedQuestionTypes'
  | 'scheduledGames'
  | 'bulkPdf'
  | 'teamCollaboration'
  | 'sharedLibraries'
  | 'customBranding'
  | 'lmsIntegration'
  | 'usageAnalyticsDashboard'
  | 'customAnalytics'
  | 'whiteLabel'
  | 'apiAccess'
  | 'sso'
  | 'advancedSecurity'
  | 'onPremise'
  | 'customDevelopment'
  | 'sla'
  | 'communitySupport'
  | 'emailSupport'
  | 'prioritySupport'
  | 'dedicatedSupport';

export type CardItem = { kind: 'limit'; key: LimitKey; value?: number } | { kind: 'feature'; key: FeatureKey };

export interface Plan {
  id: PlanId;
  /** Price of one month on monthly billing, in USD. */
  monthlyUsd: number;
  /** Price of one year on yearly billing, in USD. */
  yearlyUsd: number;
  availability: PlanAvailability;
  mostPopular: boolean;
  /** The card starts with "Everything in <plan>, plus:" when set. */
  includesPlan?: PlanId;
  card: readonly CardItem[];
}

const limit = (key: LimitKey, value?: number): CardItem => ({ kind: 'limit', key, value });
const feature = (key: FeatureKey): CardItem => ({ kind: 'feature', key });

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    monthlyUsd: PLAN_PRICES_USD.free.monthly,
    yearlyUsd: PLAN_PRICES_USD.free.yearly,
    availability: 'free',
    mostPopular: false,
    card: [
      limit('aiQuestionsPerMonth', 100),
      limit('quizzesPerMonth', 5),
      limit('participantsPerGame', 30),
      limit('questionsPerQuiz', 10),
      feature('basicAnalytics'),
      feature('communitySupport'),
    ],
  },
  {
    id: 'plus',
    monthlyUsd: PLAN_PRICES_USD.plus.monthly,
    yearlyUsd: PLAN_PRICES_USD.plus.yearly,
    availability: 'purchasable',
    mostPopular: true,
    includesPlan: 'basic',
    card: [
      limit('participantsPerGame', 100),
      limit('aiQuestionsPerQuiz', 100),
      feature('advancedAnalytics'),
      feature('contentLibrary'),
      feature('questionEditing'),
      feature('exports'),
      feature('priorityAi'),
      feature('emailSupport'),
    ],
  },
  {
    id: 'pro',
    monthlyUsd: PLAN_PRICES_USD.pro.monthly,
    yearlyUsd: PLAN_PRICES_USD.pro.yearly,
    availability: 'comingSoon',
    mostPopular: false,
    includesPlan: 'plus',
    card: [
      limit('participantsPerGame', 500),
      limit('aiQuestionsPerQuiz', 100),
      limit('unlimitedAiQuestionsPerMonth'),
      feature('teamCollaboration'),
      feature('sharedLibraries'),
      feature('bulkPdf'),
      feature('customBranding'),
      feature('advancedQuestionTypes'),
      feature('scheduledGames'),
      feature('lmsIntegration'),
      feature('prioritySupport'),
    ],
  },
  {
    id: 'enterprise',
    monthlyUsd: PLAN_PRICES_USD.enterprise.monthly,
    yearlyUsd: PLAN_PRICES_USD.enterprise.yearly,
    availability: 'comingSoon',
    mostPopular: false,
    includesPlan: 'pro',
    card: [
      feature('usageAnalyticsDashboard'),
      feature('whiteLabel'),
      feature('apiAccess'),
      feature('sso'),
      feature('advancedSecurity'),
      feature('dedicatedSupport'),
      feature('customDevelopment'),
      feature('onPremise'),
      feature('customAnalytics'),
      feature('sla'),
    ],
  },
];

/** What a year costs on monthly billing minus what it costs on yearly billing, in USD (0 for free plans). */
export const yearlySavingUsd = (plan: Plan): number => Math.max(0, plan.monthlyUsd * 12 - plan.yearlyUsd);

/**
 * The yearly saving as a percentage of twelve monthly payments, computed from the prices and rounded to the nearest
 * whole number ($72 -> $60 saves 16.7 %, shown as 17 %).
 */
export const yearlySavingPercent = (plan: Plan): number =>
  plan.monthlyUsd > 0 ? Math.round((yearlySavingUsd(plan) / (plan.monthlyUsd * 12)) * 100) : 0;

/** The largest yearly saving across all plans, for the "Save up to N%" badge. */
export const maxYearlySavingPercent = (plans: readonly Plan[] = PLANS): number =>
  Math.max(0, ...plans.map(yearlySavingPercent));

/** The monthly cost of a yearly subscription, in USD (may have cents: $350 / 12 = $29.17). */
export const yearlyPerMonthUsd = (plan: Plan): number => plan.yearlyUsd / 12;

// Feature comparison table. Cells are a tick or a cross, a number, "unlimited", an "up to" number, or a text key.
export type ComparisonCell =
  | boolean
  | Limit
  | { upTo: number }
  | { text: 'supportCommunity' | 'supportEmail' | 'supportPriority' | 'supportDedicated' };

export type ComparisonRowKey = LimitKey | FeatureKey | 'support';

export interface ComparisonRow {
  key: Exclude<ComparisonRowKey, 'unlimitedAiQuestionsPerMonth'>;
  cells: Record<PlanId, ComparisonCell>;
}

export interface ComparisonGroup {
  key: 'limits' | 'teaching' | 'teams' | 'enterprise' | 'support';
  rows: readonly ComparisonRow[];
}

const row = (
  key: ComparisonRow['key'],
  basic: ComparisonCell,
  plus: ComparisonCell,
  pro: ComparisonCell,
  enterprise: ComparisonCell,
): ComparisonRow => ({ key, cells: { basic, plus, pro, enterprise } });

/** From Plus upwards, from Pro upwards, Enterprise only. */
const fromPlus = (key: FeatureKey) => row(key, false, true, true, true);
const fromPro = (key: FeatureKey) => row(key, false, false, true, true);
const enterpriseOnly = (key: FeatureKey) => row(key, false, false, false, true);

export const COMPARISON: readonly ComparisonGroup[] = [
  {
    key: 'limits',
    rows: [
      // The server's default limits (domain/plans/plans.ts); PLAN_LIMITS may change them per installation.
      row('aiQuestionsPerMonth', 100, 'unlimited', 'unlimited', 'unlimited'),
      row('quizzesPerMonth', 5, 'unlimited', 'unlimited', 'unlimited'),
      row('participantsPerGame', 30, 100, 500, 'unlimited'),
      row('questionsPerQuiz', 10, { upTo: 100 }, { upTo: 100 }, { upTo: 200 }),
    ],
  },
  {
    key: 'teaching',
    rows: [
      row('basicAnalytics', true, true, true, true),
      fromPlus('advancedAnalytics'),
      fromPlus('contentLibrary'),
      fromPlus('questionEditing'),
      fromPlus('exports'),
      fromPlus('priorityAi'),
      fromPro('advancedQuestionTypes'),
      fromPro('scheduledGames'),
      fromPro('bulkPdf'),
    ],
  },
  {
    key: 'teams',
    rows: [
      fromPro('teamCollaboration'),
      fromPro('sharedLibraries'),
      fromPro('customBranding'),
      fromPro('lmsIntegration'),
    ],
  },
  {
    key: 'enterprise',
    rows: [
      enterpriseOnly('usageAnalyticsDashboard'),
      enterpriseOnly('customAnalytics'),
      enterpriseOnly('whiteLabel'),
      enterpriseOnly('apiAccess'),
      enterpriseOnly('sso'),
      enterpriseOnly('advancedSecurity'),
      enterpriseOnly('onPremise'),
      enterpriseOnly('customDevelopment'),
      enterpriseOnly('sla'),
    ],
  },
  {
    key: 'support',
    rows: [
      row(
        'support',
        { text: 'supportCommunity' },
        { text: 'supportEmail' },
        { text: 'supportPriority' },
        { text: 'supportDedicated' },
      ),
    ],
  },
];
