import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginState } from '../../app/return-path';
import { isApiError, type ApiError } from '../api-error';
import { useStartCheckoutMutation } from './billing.api';
import type { BillingCycle } from './billing-policy';
import { sandboxCheckoutPath, type CheckoutReturn } from './checkout-return';
import { openPaddleCheckout } from './paddle-checkout';

/**
 * `opening`: asking the server and loading the provider; `open`: Paddle's overlay is showing; `completed`: Paddle
 * reported the payment; `alreadySubscribed`: the server says the plan is already Plus (409); `failed`: anything
 * else, with the error to show.
 */
export type CheckoutState =
  | { status: 'idle' }
  | { status: 'opening' }
  | { status: 'open' }
  | { status: 'completed' }
  | { status: 'alreadySubscribed'; error: ApiError }
  | { status: 'failed'; error: unknown };

interface UseCheckoutOptions {
  /** Where the sandbox checkout returns and where a guest comes back after signing in. */
  returnTo: CheckoutReturn;
  signedIn: boolean;
}

/**
 * Starts the Plus checkout (spec §7): `POST /subscription/checkout {billingCycle}`, then the sandbox's own checkout
 * page, or Paddle's overlay with what the server answered. A guest, or a session the server no longer accepts
 * ("User not authenticated"), goes to /login and comes back to this page. After Paddle reports the payment the
 * page is sent to `?checkout=success`, where `useCheckoutSuccess` reloads it.
 */
export const useCheckout = ({ returnTo, signedIn }: UseCheckoutOptions) => {
  const [requestCheckout] = useStartCheckoutMutation();
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const mounted = useRef(true);
  const busy = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const toLogin = useCallback(() => {
    void navigate('/login', { state: loginState({ pathname: location.pathname }) });
  }, [navigate, location.pathname]);

  const start = useCallback(
    async (billingCycle: BillingCycle) => {
      if (busy.current) return;
      if (!signedIn) return toLogin();
      busy.current = true;
      setState({ status: 'opening' });
      try {
        const answer = await requestCheckout({ billingCycle }).unwrap();
        if (answer.provider === 'sandbox') {
          void navigate(sandboxCheckoutPath(answer.checkoutId, returnTo));
          return;
        }
        await openPaddleCheckout(answer, i18n.resolvedLanguage ?? 'en', {
          onCompleted: () => {
            if (!mounted.current) return;
            setState({ status: 'completed' });
            void navigate({ pathname: location.pathname, search: '?checkout=success' }, { replace: true });
          },
          onClosed: () => {
            if (mounted.current) setState((current) => (current.status === 'open' ? { status: 'idle' } : current));
          },
        });
        if (mounted.current) setState({ status: 'open' });
      } catch (error) {
        if (!mounted.current) return;
        if (isApiError(error) && error.status === 401) return toLogin();
        if (isApiError(error) && error.status === 409) setState({ status: 'alreadySubscribed', error });
        else setState({ status: 'failed', error });
      } finally {
        busy.current = false;
      }
    },
    [signedIn, toLogin, requestCheckout, navigate, returnTo, i18n.resolvedLanguage, location.pathname],
  );

  return { state, start };
};
