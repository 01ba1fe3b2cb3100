/**
 * What each paid plan costs (spec §9: USD, monthly or yearly) and which plans are on sale. A price id of the
 * provider maps to one plan and one cycle; a price id outside the catalogue grants nothing.
 */
import type { Plan } from '../plans/plans';
import type { BillingCycle } from './subscription.views';

export type PaidPlan = Exclude<Plan, 'free'>;
export const paidPlans: readonly PaidPlan[] = ['plus', 'pro', 'enterprise'];

/** Only plus can be bought now; pro and enterprise show as coming soon. */
export const plansOnSale: readonly PaidPlan[] = ['plus'];

export const CURRENCY = 'USD';

export const listPriceCents: Record<PaidPlan, Record<BillingCycle, number>> = {
  plus: { monthly: 600, yearly: 6000 },
  pro: { monthly: 1500, yearly: 15000 },
  enterprise: { monthly: 3500, yearly: 35000 },
};

export interface CatalogueEntry {
  plan: PaidPlan;
  billingCycle: BillingCycle;
  priceId: string;
  amountCents: number;
  currencyCode: string;
}

/** The provider's price ids per plan and cycle (a plan without ids is not for sale here). */
export type PriceIds = Partial<Record<PaidPlan, Partial<Record<BillingCycle, string>>>>;

export const priceCatalogue = (ids: PriceIds) => {
  const entries: CatalogueEntry[] = paidPlans.flatMap((plan) =>
    (['monthly', 'yearly'] as const).flatMap((billingCycle) => {
      const priceId = ids[plan]?.[billingCycle];
      return priceId
        ? [{ plan, billingCycle, priceId, amountCents: listPriceCents[plan][billingCycle], currencyCode: CURRENCY }]
        : [];
    }),
  );
  const byPriceId = new Map(entries.map((e) => [e.priceId, e]));
  return {
    entries,
    /** The plan and cycle a price id stands for; null for a price we do not sell. */
    ofPrice: (priceId: string | null) => (priceId ? (byPriceId.get(priceId) ?? null) : null),
    /** The entry to check out, when the plan is on sale and has a price id for the cycle. */
    forCheckout: (plan: PaidPlan, billingCycle: BillingCycle) =>
      plansOnSale.includes(plan)
        ? (entries.find((e) => e.plan === plan && e.billingCycle === billingCycle) ?? null)
        : null,
  };
};

export type PriceCatalogue = ReturnType<typeof priceCatalogue>;
