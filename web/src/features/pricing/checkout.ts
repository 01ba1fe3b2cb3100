import { useCheckout } from '../../shared/billing/use-checkout';
import { hasAuthToken } from './auth-token';

/**
 * The Plus checkout from the pricing page (`POST /api/subscription/checkout`, then the sandbox's checkout page or
 * Paddle's overlay). A guest goes to /login and comes back here; after paying, the page returns to
 * `/pricing?checkout=success`, shows the success and reloads after 2 seconds.
 */
export const usePricingCheckout = () => useCheckout({ returnTo: 'pricing', signedIn: hasAuthToken() });
