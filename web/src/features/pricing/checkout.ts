import type { BillingCycle } from './plans';

export type CheckoutOutcome = { status: 'opened' } | { status: 'unavailable' };

/**
 * Starts the Plus checkout for the signed-in user. Online checkout arrives with the billing work; until then this
 * server has no checkout to open, so after a short pause (long enough for the "Opening checkout..." state to be
 * seen and announced) it reports that checkout is unavailable. The billing work replaces this body with the
 * `POST /api/subscription/checkout` call and the payment provider's overlay.
 */
export const startCheckout = async (_cycle: BillingCycle): Promise<CheckoutOutcome> => {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return { status: 'unavailable' };
};
