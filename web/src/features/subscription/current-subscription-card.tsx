import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatusView } from '../../../../domain/subscription/subscription.views';
import { PLAN_PRICES_USD } from '../../shared/billing/billing-policy';
import { formatCents, formatLongDate } from '../../shared/billing/format-billing';
import { Alert } from '../../shared/ui/alert';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PlanBadge } from '../../shared/ui/plan-badge';
import { useCancelSubscriptionMutation } from './subscription.api';
import { statusTone, viewOf, type SubscriptionView } from './subscription-view';

function PlanPrice({ view }: { view: SubscriptionView }) {
  const { t, i18n } = useTranslation('subscription');
  if (!view.paid || !view.cycle) return null;
  const price = formatCents(PLAN_PRICES_USD[view.plan][view.cycle] * 100, 'USD', i18n.language);
  return <p className="sub-plan-price">{t(`current.price.${view.cycle}`, { price })}</p>;
}

/** Plan, state, cycle, the next payment or the end date, and the actions on the subscription. */
export function CurrentSubscriptionCard({ status }: { status: SubscriptionStatusView }) {
  const { t, i18n } = useTranslation(['subscription', 'common']);
  const view = viewOf(status);
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading: cancelling, error: cancelError, isSuccess: cancelled, reset }] =
    useCancelSubscriptionMutation();
  const date = (value: string | null) => formatLongDate(value, i18n.language);
  const planName = t(`common:plans.${view.plan}`);
  const periodEnd = date(view.periodEnd);
  const nextBilled = date(view.nextBilledAt);
  const canCancel = view.state === 'active' || view.state === 'trialing' || view.state === 'pastDue';

  const onConfirm = async () => {
    setConfirming(false);
    await cancel()
      .unwrap()
      .catch(() => null);
  };

  return (
    <section className="card sub-card" aria-labelledby="sub-current-title">
      <div className="sub-card-head">
        <h2 id="sub-current-title" className="section-title">
          {t('current.title')}
        </h2>
        <span className={`badge ${statusTone[view.state]}`}>
          <span className="visually-hidden">{t('current.statusLabel')} </span>
          {t(`status.${view.state}`)}
        </span>
      </div>

      <div className="sub-plan">
        <PlanBadge plan={view.plan} />
        <p className="sub-plan-name">{t('current.planName', { plan: planName })}</p>
        <PlanPrice view={view} />
      </div>

      {view.paid ? (
        <dl className="detail-list">
          {view.cycle ? (
            <div>
              <dt>{t('current.cycle')}</dt>
              <dd>{t(`cycle.${view.cycle}`)}</dd>
            </div>
          ) : null}
          {view.state === 'cancelScheduled' ? (
            <div>
              <dt>{t('current.endsOn')}</dt>
              <dd>{periodEnd ?? '—'}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('current.nextBilling')}</dt>
              <dd>{nextBilled ?? periodEnd ?? '—'}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="muted">{t(`current.freeText.${view.state === 'free' ? 'free' : 'ended'}`)}</p>
      )}

      {view.state === 'cancelScheduled' ? (
        <p className="sub-note">{t('current.cancelScheduledText', { plan: planName, date: periodEnd ?? '—' })}</p>
      ) : null}
      {view.state === 'pastDue' ? (
        <Alert tone="error" title={t('current.pastDueTitle')}>
          {t('current.pastDueText', { plan: planName })}
        </Alert>
      ) : null}

      {view.paid ? (
        <div className="sub-actions">
          {view.updatePaymentMethodUrl ? (
            <a className="btn btn-outline" href={view.updatePaymentMethodUrl} target="_blank" rel="noopener noreferrer">
              {t('current.updatePayment')}
              <span className="visually-hidden"> {t('current.opensNewTab')}</span>
            </a>
          ) : null}
          {canCancel ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                reset();
                setConfirming(true);
              }}
              disabled={cancelling}
            >
              {cancelling ? t('current.cancelling') : t('current.cancel')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="sub-actions">
          <a className="btn btn-primary" href="#sub-plans-title">
            {t('current.seePlans')}
          </a>
        </div>
      )}

      <div aria-live="polite">
        {cancelled && view.state === 'cancelScheduled' ? (
          <Alert tone="success">{t('current.cancelled', { plan: planName, date: periodEnd ?? '—' })}</Alert>
        ) : null}
        {cancelError ? <ApiErrorAlert error={cancelError} failed={t('current.cancelFailed')} /> : null}
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('current.confirmTitle', { plan: planName })}
        confirmLabel={t('current.confirmCancel')}
        cancelLabel={t('current.keep', { plan: planName })}
        tone="danger"
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('current.confirmText', { plan: planName, date: periodEnd ?? '—' })}</p>
      </ConfirmDialog>
    </section>
  );
}
