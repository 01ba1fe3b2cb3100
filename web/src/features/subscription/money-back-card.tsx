import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { messageOf } from '../../../../domain/shared/messages';
import type { BillingHistoryEntry, SubscriptionStatusView } from '../../../../domain/subscription/subscription.views';
import {
  MONEY_BACK_DAYS,
  REFUND_BUSINESS_DAYS,
  RENEWAL_REFUND_DAYS,
  SUPPORT_EMAIL,
} from '../../shared/billing/billing-policy';
import { addDays, formatCents, formatLongDate } from '../../shared/billing/format-billing';
import { shownPlan } from '../../shared/billing/subscription-plan';
import { Alert } from '../../shared/ui/alert';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useRefundSubscriptionMutation } from './subscription.api';

/** The server answers a refund with one of two messages: refunded at once, or requested from the provider. */
const refundOutcome = (message: string | undefined) =>
  message === messageOf('billing.refundRequested') ? 'billing.refundRequested' : 'billing.refunded';

/** The first payment: the status's `firstBilledAt`, else the oldest payment in the history. */
const firstPaymentOf = (status: SubscriptionStatusView, history: readonly BillingHistoryEntry[]) => {
  const payments = history.filter((entry) => entry.type === 'payment');
  const oldest = payments[payments.length - 1] ?? null;
  const at = status.details?.firstBilledAt ?? oldest?.occurredAt ?? null;
  return { at, amountCents: oldest?.amountCents ?? null, currencyCode: oldest?.currencyCode ?? null };
};

/**
 * The 14-day money-back guarantee: the first purchase can be refunded from here while the server says it is
 * refundable (the refund ends the paid plan at once); renewals and anything later go through support.
 */
export function MoneyBackCard({
  status,
  history,
}: {
  status: SubscriptionStatusView;
  history: readonly BillingHistoryEntry[];
}) {
  const { t, i18n } = useTranslation(['subscription', 'common', 'errors']);
  const [confirming, setConfirming] = useState(false);
  const [refund, { isLoading, error, data: result, reset }] = useRefundSubscriptionMutation();
  const plan = shownPlan(status);
  const planName = t(`common:plans.${plan}`);
  const first = firstPaymentOf(status, history);
  const deadline = first.at ? formatLongDate(addDays(first.at, MONEY_BACK_DAYS), i18n.language) : null;
  const amount = first.amountCents !== null ? formatCents(first.amountCents, first.currencyCode, i18n.language) : null;
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`} />;

  const onConfirm = async () => {
    setConfirming(false);
    await refund()
      .unwrap()
      .catch(() => null);
  };

  return (
    <section className="card sub-card sub-moneyback" aria-labelledby="sub-moneyback-title">
      <h2 id="sub-moneyback-title" className="section-title">
        {t('moneyBack.title', { days: MONEY_BACK_DAYS })}
      </h2>
      <p>{t('moneyBack.text', { days: MONEY_BACK_DAYS, renewalDays: RENEWAL_REFUND_DAYS })}</p>

      {status.refundable && plan !== 'free' ? (
        <>
          <p>
            {deadline
              ? t('moneyBack.eligibleUntil', { date: deadline, plan: planName })
              : t('moneyBack.eligible', { plan: planName })}
          </p>
          <div className="sub-actions">
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                reset();
                setConfirming(true);
              }}
              disabled={isLoading}
            >
              {isLoading ? t('moneyBack.refunding') : t('moneyBack.refund')}
            </button>
          </div>
        </>
      ) : (
        <p>
          <Trans
            t={t}
            i18nKey={plan === 'free' ? 'subscription:moneyBack.support' : 'subscription:moneyBack.closed'}
            values={{ email: SUPPORT_EMAIL, days: MONEY_BACK_DAYS, renewalDays: RENEWAL_REFUND_DAYS }}
            components={{ mail }}
          />
        </p>
      )}
      <p className="muted">{t('moneyBack.timing', { min: REFUND_BUSINESS_DAYS.min, max: REFUND_BUSINESS_DAYS.max })}</p>

      <div aria-live="polite">
        {result ? <Alert tone="success">{t(`errors:${refundOutcome(result.message)}`)}</Alert> : null}
        {error ? <ApiErrorAlert error={error} failed={t('moneyBack.failed')} /> : null}
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('moneyBack.confirmTitle')}
        confirmLabel={t('moneyBack.confirm')}
        cancelLabel={t('moneyBack.keep', { plan: planName })}
        tone="danger"
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {amount
            ? t('moneyBack.confirmTextAmount', { amount, plan: planName })
            : t('moneyBack.confirmText', { plan: planName })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
