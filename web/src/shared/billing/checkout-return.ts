// Where the sandbox checkout page returns to. Only these two pages, named in the query (`?return=subscription`),
// never a URL from the query: a checkout link cannot send anyone elsewhere.

export type CheckoutReturn = 'pricing' | 'subscription';

export const toCheckoutReturn = (value: string | null | undefined): CheckoutReturn =>
  value === 'subscription' ? 'subscription' : 'pricing';

/** The page after a payment: the pricing page shows the success and reloads; the subscription page the new plan. */
export const paidReturnPath = (to: CheckoutReturn) =>
  to === 'subscription' ? '/subscription?checkout=success' : '/pricing?checkout=success';

/** The page after closing the checkout without paying. */
export const closedReturnPath = (to: CheckoutReturn) => (to === 'subscription' ? '/subscription' : '/pricing');

/** The sandbox checkout page of a checkout (the route the server's `checkoutUrl` names), with where to return. */
export const sandboxCheckoutPath = (checkoutId: string, to: CheckoutReturn) =>
  `/billing/checkout/${encodeURIComponent(checkoutId)}?return=${to}`;

/** After a successful checkout the page reloads after 2 seconds (spec §4). */
export const RELOAD_AFTER_CHECKOUT_MS = 2000;
