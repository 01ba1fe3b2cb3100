import { useTranslation } from 'react-i18next';
import type { BillingHistoryEntry, HistoryType } from '../../../../domain/subscription/subscription.views';
import { formatCents, formatDateTime } from '../../shared/billing/format-billing';
import { toPlanId } from '../../shared/billing/subscription-plan';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { Skeleton } from '../../shared/ui/skeleton';

const typeTone: Record<HistoryType, string> = {
  payment: 'badge-success',
  refund: 'badge-warning',
  change: 'badge-secondary',
  failure: 'badge-destructive',
  cancellation: 'badge-secondary',
};

const knownTypes = new Set<string>(Object.keys(typeTone));

function Amount({ entry }: { entry: BillingHistoryEntry }) {
  const { i18n } = useTranslation();
  if (entry.amountCents === null) return <span aria-hidden="true">—</span>;
  const text = formatCents(entry.amountCents, entry.currencyCode, i18n.language);
  return (
    <span className={entry.type === 'refund' ? 'sub-amount-refund' : undefined}>
      {entry.type === 'refund' ? `−${text}` : text}
    </span>
  );
}

/** Payments, refunds and changes, newest first; a table that becomes a list of rows on a phone. */
export function BillingHistory({
  entries,
  isLoading,
  error,
}: {
  entries: readonly BillingHistoryEntry[];
  isLoading: boolean;
  error: unknown;
}) {
  const { t, i18n } = useTranslation(['subscription', 'common', 'errors']);

  return (
    <section className="card sub-card" aria-labelledby="sub-history-title" aria-busy={isLoading}>
      <h2 id="sub-history-title" className="section-title">
        {t('history.title')}
      </h2>
      {isLoading ? (
        <Skeleton height="6rem" />
      ) : error ? (
        <ApiErrorAlert error={error} failed={t('history.loadFailed')} />
      ) : entries.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <div className="table-wrap sub-history-wrap">
          <table className="table sub-history">
            <caption className="visually-hidden">{t('history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.event')}</th>
                <th scope="col">{t('history.plan')}</th>
                <th scope="col" className="sub-history-amount">
                  {t('history.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const type = knownTypes.has(entry.type) ? entry.type : 'change';
                const plan = entry.plan ? t(`common:plans.${toPlanId(entry.plan)}`) : null;
                const label = t(`history.types.${type}`);
                // The description adds to the type ("Renewal payment"), and is left out where it only repeats it.
                const description = t(`errors:${entry.description}`, { defaultValue: '' });
                const adds = description !== '' && description.toLocaleLowerCase() !== label.toLocaleLowerCase();
                return (
                  <tr key={entry.id}>
                    <td data-label={t('history.date')}>
                      <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, i18n.language)}</time>
                    </td>
                    <td data-label={t('history.event')}>
                      <span className={`badge ${typeTone[type]}`}>{label}</span>
                      {adds ? <span className="sub-history-description"> {description}</span> : null}
                    </td>
                    <td data-label={t('history.plan')}>
                      {plan
                        ? entry.billingCycle
                          ? t('history.planCycle', { plan, cycle: t(`cycle.${entry.billingCycle}`) })
                          : plan
                        : '—'}
                    </td>
                    <td data-label={t('history.amount')} className="sub-history-amount">
                      <Amount entry={entry} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
