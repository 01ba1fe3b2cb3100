import { useTranslation } from 'react-i18next';
import { usageKeys } from '../../../../domain/subscription/subscription.views';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { Skeleton } from '../../shared/ui/skeleton';
import { UsageRow } from '../../shared/ui/usage-row';
import { useGetSubscriptionUsageQuery } from './subscription.api';

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes in the largest whole unit, in the reader's language ("1.5 MB"). */
export const formatBytes = (bytes: number, language: string): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: byteUnits[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

/** Usage this month against the plan's limits, one bar per limit. */
export function UsageCard() {
  const { t, i18n } = useTranslation('subscription');
  const { data, isLoading, error } = useGetSubscriptionUsageQuery();

  return (
    <section className="card sub-card" aria-labelledby="sub-usage-title" aria-busy={isLoading}>
      <h2 id="sub-usage-title" className="section-title">
        {t('usage.title')}
      </h2>
      <p className="muted">{t('usage.text')}</p>
      {isLoading ? (
        <div className="stack">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : error ? (
        <ApiErrorAlert error={error} failed={t('usage.loadFailed')} />
      ) : (
        <div className="stack">
          {usageKeys.map((key) => {
            const metric = data?.metrics[key];
            if (!metric) return null;
            return (
              <UsageRow
                key={key}
                label={t(`usage.metrics.${key}`)}
                used={metric.used}
                limit={metric.limit}
                format={key === 'storageBytes' ? (value) => formatBytes(value, i18n.language) : undefined}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
