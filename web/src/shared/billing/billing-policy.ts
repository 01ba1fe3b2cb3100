// The offer and the refund policy as the pricing page, the subscription page and the checkout show them
// (spec §9 prices in whole US dollars; the legal pages' refund figures). Limits come from the server.

import type { Plan } from '../../../../domain/plans/plans';
import type { BillingCycle } from '../../../../domain/subscription/subscription.views';

export { billingCycles, type BillingCycle } from '../../../../domain/subscription/subscription.views';
export type PlanId = Plan;

/** Price of one month on monthly billing and of one year on yearly billing, in USD. */
export const PLAN_PRICES_USD: Record<PlanId, Record<BillingCycle, number>> = {
  free: { monthly: 0, yearly: 0 },
  plus: { monthly: 6, yearly: 60 },
  pro: { monthly: 15, yearly: 150 },
  enterprise: { monthly: 35, yearly: 350 },
};

/** Only Plus can be bought today; Pro and Enterprise are coming soon. */
export const PURCHASABLE_PLANS: readonly PlanId[] = ['plus'];

/** The money-back guarantee on the first purchase, in days. */
export const MONEY_BACK_DAYS = 14;
/** Renewals can be refunded (through support) within this many days. */
export const RENEWAL_REFUND_DAYS = 7;
/** How long the card issuer takes to return a refund. */
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** Where a person asks for a refund the page cannot give automatically (the Terms of Service name it). */
export const SUPPORT_EMAIL = 'support@quizstream.app';
