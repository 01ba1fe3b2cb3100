import { useEffect } from 'react';
import { useSyncSubscriptionMutation } from '../../shared/billing/billing.api';

/**
 * Reconciles the subscription with the payment provider once when the dashboard opens (spec §4: before the profile
 * loads, failure ignored). A sync that changed something refreshes the profile, so the header's plan badge follows.
 */
export const useSubscriptionSync = () => {
  const [sync] = useSyncSubscriptionMutation();
  useEffect(() => {
    const request = sync();
    void request.unwrap().catch(() => null);
    return () => request.abort();
  }, [sync]);
};
