import type { CheckoutStart } from '../../../../domain/subscription/subscription.views';

type PaddleStart = Extract<CheckoutStart, { provider: 'paddle' }>;

export interface PaddleCheckoutEvents {
  /** The payment went through (Paddle's `checkout.completed`). */
  onCompleted: () => void;
  /** The person closed the overlay without paying. */
  onClosed: () => void;
}

/**
 * Opens Paddle's checkout overlay: Paddle.js is loaded on demand (its own chunk, and its script from Paddle's CDN),
 * initialised with the client token, and opened with the price id of the chosen cycle, quantity 1, the customer's
 * email and `customData {userId, email}`, which the webhook uses to find the account. Resolves once the overlay is
 * asked to open; throws when Paddle.js cannot be loaded.
 */
export const openPaddleCheckout = async (start: PaddleStart, language: string, events: PaddleCheckoutEvents) => {
  const { initializePaddle, CheckoutEventNames } = await import('@paddle/paddle-js');
  const paddle = await initializePaddle({
    environment: start.environment,
    token: start.clientToken,
    eventCallback: (event) => {
      if (event.name === CheckoutEventNames.CHECKOUT_COMPLETED) events.onCompleted();
      else if (event.name === CheckoutEventNames.CHECKOUT_CLOSED) events.onClosed();
    },
  });
  if (!paddle) throw new Error('Paddle.js could not be loaded');
  paddle.Checkout.open({
    items: [{ priceId: start.priceId, quantity: 1 }],
    customer: { email: start.customer.email },
    customData: { userId: start.customData.userId, email: start.customData.email },
    settings: { displayMode: 'overlay', locale: language, allowLogout: false },
  });
};
