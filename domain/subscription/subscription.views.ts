/**
 * The billing API's shapes, shared by the server and the web app (billing-contract.md): zod schemas of every request
 * body and the types of every answer's `data`. The web app imports this file (types and schemas only).
 */
import { z } from 'zod';
import type { LimitValue, Plan } from '../plans/plans';

export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export const billingProviders = ['sandbox', 'paddle'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/**
 * What a subscription is now. `free`: never subscribed (or nothing left of it); `canceled`: ended at the period end
 * or at once; `refunded`: money back, access ended at once. Paddle's own values are the rest.
 */
export const subscriptionStatuses = [
  'free',
  'active',
  'trialing',
  'past_due',
  'paused',
  'canceled',
  'refunded',
] as const;
export type SubscriptionStatusValue = (typeof subscriptionStatuses)[number];

// ---- requests ----

/** `POST /api/subscription/checkout` */
export const checkoutBody = z.strictObject({
  billingCycle: z.enum(billingCycles, { error: 'billing.cycleInvalid' }),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** The digits of a card number, without the spaces and dashes people type. */
export const cardDigitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/**
 * `POST /api/billing/sandbox/checkouts/{id}/pay`: the sandbox's test card. Messages are error codes
 * (`billing.card*`). Whether the expiry lies in the past is checked by the server with its clock.
 */
export const sandboxPayBody = z.strictObject({
  cardNumber: z
    .string({ error: 'billing.cardNumberRequired' })
    .trim()
    .min(1, 'billing.cardNumberRequired')
    .refine((v) => /^\d{12,19}$/.test(cardDigitsOf(v)) && passesLuhn(cardDigitsOf(v)), 'billing.cardNumberInvalid'),
  expiry: z
    .string({ error: 'billing.expiryRequired' })
    .trim()
    .min(1, 'billing.expiryRequired')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'billing.expiryInvalid'),
  cvc: z
    .string({ error: 'billing.cvcRequired' })
    .trim()
    .min(1, 'billing.cvcRequired')
    .regex(/^\d{3,4}$/, 'billing.cvcInvalid'),
  name: z
    .string({ error: 'billing.cardNameRequired' })
    .trim()
    .min(1, 'billing.cardNameRequired')
    .max(100, 'billing.cardNameTooLong'),
});
export type SandboxPayBody = z.infer<typeof sandboxPayBody>;

/** The test cards the sandbox knows: the first pays, the second is declined. */
export const SANDBOX_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;

/** `POST /api/billing/sandbox/subscription/{action}` (sandbox only). */
export const sandboxActions = ['renew', 'payment-failed', 'cancel', 'refund'] as const;
export type SandboxAction = (typeof sandboxActions)[number];
export const sandboxActionParam = z.enum(sandboxActions);

// ---- answers (the `data` of `{success: true, data}`) ----

/** `POST /api/subscription/checkout` */
export type CheckoutStart =
  | { provider: 'sandbox'; checkoutId: string; checkoutUrl: string }
  | {
      provider: 'paddle';
      environment: 'sandbox' | 'production';
      clientToken: string;
      priceId: string;
      customer: { email: string };
      customData: { userId: string; email: string };
    };

/** `GET /api/billing/sandbox/checkouts/{id}` */
export interface SandboxCheckoutView {
  checkoutId: string;
  plan: Plan;
  billingCycle: BillingCycle;
  amountCents: number;
  currencyCode: string;
  email: string;
  status: 'open' | 'paid' | 'expired';
}

/** `POST /api/billing/sandbox/checkouts/{id}/pay` */
export interface SandboxPayResult {
  status: 'paid';
}

/** Paddle's subscription fields as the profile and the status carry them (spec §3). */
export interface SubscriptionDetails {
  subscriptionId: string | null;
  customerId: string | null;
  nextBilledAt: string | null;
  currentPeriodEnd: string | null;
  billingCycle: { interval: 'month' | 'year'; frequency: number } | null;
  updatePaymentMethodUrl: string | null;
  cancelUrl: string | null;
  currencyCode: string | null;
  collectionMode: 'automatic' | 'manual' | null;
  firstBilledAt: string | null;
  canceledAt: string | null;
}

/** `GET /api/subscription/status`, `POST /api/subscription/sync` (data), the sandbox lifecycle calls. */
export interface SubscriptionStatusView {
  status: SubscriptionStatusValue;
  /** The effective plan now (free when nothing grants one). */
  plan: Plan;
  billingCycle: BillingCycle | null;
  currentPeriodEnd: string | null;
  nextBilledAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the paid access ends (the period end), or null while on free. */
  expires_at: string | null;
  /** The first purchase is within the money-back days and can be refunded from the subscription page. */
  refundable: boolean;
  provider: BillingProvider;
  details: SubscriptionDetails | null;
}

/** `GET /api/user/profile` → `subscription` */
export interface ProfileSubscription {
  status: SubscriptionStatusValue;
  plan: Plan;
  expires_at: string | null;
  details: SubscriptionDetails | null;
}

export const usageKeys = ['quizzes', 'aiQuestions', 'participants', 'questionsPerQuiz', 'storageBytes'] as const;
export type UsageKey = (typeof usageKeys)[number];

export interface UsageMetric {
  /** This month's count (quizzes, aiQuestions), the largest game or quiz (participants, questionsPerQuiz), bytes kept. */
  used: number;
  limit: LimitValue;
}

/** `GET /api/subscription/usage` */
export interface SubscriptionUsageView {
  plan: Plan;
  /** `YYYY-MM` (UTC) */
  month: string;
  metrics: Record<UsageKey, UsageMetric>;
}

/** `POST /api/subscription/cancel`, `POST /api/subscription/refund`: `{success, message, data}` */
export interface SubscriptionChangeResult {
  status: SubscriptionStatusView;
}

export const historyTypes = ['payment', 'refund', 'change', 'failure', 'cancellation'] as const;
export type HistoryType = (typeof historyTypes)[number];

/** `GET /api/subscription/history`: newest first. */
export interface BillingHistoryEntry {
  id: string;
  type: HistoryType;
  occurredAt: string;
  amountCents: number | null;
  currencyCode: string | null;
  plan: Plan | null;
  billingCycle: BillingCycle | null;
  /** A message code (`billing.history.*`) the web app translates. */
  description: string;
}
