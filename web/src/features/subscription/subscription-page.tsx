import { useTranslation } from 'react-i18next';
import { useGetSubscriptionStatusQuery } from '../../shared/billing/billing.api';
import { shownPlan } from '../../shared/billing/subscription-plan';
import { useCheckoutSuccess } from '../../shared/billing/use-checkout-success';
import { Alert } from '../../shared/ui/alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BillingHistory } from './billing-history';
import { BillingNotes } from './billing-notes';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { MoneyBackCard } from './money-back-card';
import { PlanCards } from './plan-cards';
import { SandboxTools } from './sandbox-tools';
import { useGetBillingHistoryQuery } from './subscription.api';
import { UsageCard } from './usage-card';
import { viewOf } from './subscription-view';
import './subscription.css';

/**
 * /subscription: the current subscription and its actions, usage this month, the plans, billing notes, the
 * money-back guarantee and the billing history; with the sandbox provider, the sandbox's lifecycle tools.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  usePageTitle(t('title'));
  const paid = useCheckoutSuccess();
  const { data: status, isLoading, error, refetch, isFetching } = useGetSubscriptionStatusQuery();
  const history = useGetBillingHistoryQuery();

  return (
    <div className="page sub-page">
      <div className="page-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('subtitle')}</p>
        </div>
      </div>

      <div aria-live="polite">
        {paid ? (
          <Alert tone="success" title={t('checkoutSuccess.title')}>
            {t('checkoutSuccess.text')}
          </Alert>
        ) : null}
      </div>

      {isLoading ? (
        <div className="sub-grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
          <Skeleton height="14rem" />
          <Skeleton height="14rem" />
        </div>
      ) : error || !status ? (
        <Alert tone="error" className="alert-with-action">
          <span>{t('loadFailed')}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()} disabled={isFetching}>
            {t('retry')}
          </button>
        </Alert>
      ) : (
        <div className="sub-layout">
          <div className="sub-grid">
            <CurrentSubscriptionCard status={status} />
            <UsageCard />
          </div>
          <PlanCards current={shownPlan(status)} currentCycle={viewOf(status).cycle} />
          <div className="sub-grid">
            <MoneyBackCard status={status} history={history.data ?? []} />
            <BillingNotes />
          </div>
          <BillingHistory entries={history.data ?? []} isLoading={history.isLoading} error={history.error} />
          {status.provider === 'sandbox' ? <SandboxTools /> : null}
        </div>
      )}
    </div>
  );
}
