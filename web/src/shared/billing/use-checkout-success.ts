import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSyncSubscriptionMutation } from './billing.api';
import { RELOAD_AFTER_CHECKOUT_MS } from './checkout-return';

/**
 * After a successful checkout (`?checkout=success`, set by the sandbox checkout page or after Paddle's overlay) the
 * page says so and reloads after 2 seconds (spec §4), without the query, so the header and the page load the new
 * plan. Just before the reload the subscription is reconciled with the provider, in case its webhook is late; a
 * failure of that is ignored. Returns whether the page is in that state.
 */
export const useCheckoutSuccess = (): boolean => {
  const { pathname, search } = useLocation();
  const succeeded = new URLSearchParams(search).get('checkout') === 'success';
  const [sync] = useSyncSubscriptionMutation();

  useEffect(() => {
    if (!succeeded) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void sync()
        .unwrap()
        .catch(() => null)
        .then(() => {
          if (!cancelled) window.location.replace(pathname);
        });
    }, RELOAD_AFTER_CHECKOUT_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [succeeded, pathname, sync]);

  return succeeded;
};
