import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useCsvExport } from '../../shared/csv-download';
import { formatChange, formatCount, formatPercent, formatUsd } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { ExportFailureAlert } from '../../shared/ui/export-failure';
import { MetricCard } from '../../shared/ui/metric-card';
import { PageHeader } from '../../shared/ui/page-header';
import { useGetDashboardQuery } from '../dashboard/dashboard.api';
import {
  DEFAULT_PERIOD,
  isPeriod,
  periods,
  useGetRevenueQuery,
  useGetUsageQuery,
  useGetUserGrowthQuery,
  type Period,
} from './analytics.api';
import { GrowthList, RevenueList, UsageList } from './analytics-lists';

// The chart library loads with the charts, after the figures and lists are on screen.
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));

/**
 * Analytics (spec §2): a period (30 days, 6 months, 1 year), Export (`analytics-export-{date}.csv`) and Refresh;
 * four cards; revenue by period, user growth by month and content usage by source type as charts and as lists;
 * churn, average session minutes and conversion (active subscriptions over total users).
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  // Held here as well as in the address, so the radio shows the choice at once (the navigation comes after).
  const [period, setPeriod] = useState<Period>(isPeriod(requested) ? requested : DEFAULT_PERIOD);
  const metrics = useGetDashboardQuery();
  const revenue = useGetRevenueQuery(period);
  const growth = useGetUserGrowthQuery(period);
  const usage = useGetUsageQuery(period);
  const exporter = useCsvExport();
  const can = useCan();
  const queries = [metrics, revenue, growth, usage];
  const fetching = queries.some((q) => q.isFetching);
  const error = queries.find((q) => q.error)?.error;
  const m = metrics.data;

  const refresh = () => queries.forEach((q) => void q.refetch());
  const choose = (next: Period) => {
    setPeriod(next);
    setParams(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true });
  };

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <fieldset className="segmented">
              <legend className="visually-hidden">{t('period.label')}</legend>
              {periods.map((value) => (
                <label key={value} className="segmented-option">
                  <input
                    type="radio"
                    name="analytics-period"
                    value={value}
                    checked={period === value}
                    onChange={() => choose(value)}
                  />
                  <span>{t(`period.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            {can('data.export') ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={exporter.busy}
                onClick={() => void exporter.download('/admin/analytics/export', 'analytics-export', { period })}
              >
                {exporter.busy ? t('common:actions.exporting') : t('common:actions.export')}
              </button>
            ) : null}
            <button type="button" className="btn btn-outline" onClick={refresh} disabled={fetching}>
              {fetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
          </>
        }
      />
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      <ExportFailureAlert failure={exporter.failure} texts={{ failed: t('exportFailed'), error: t('exportError') }} />
      {m ? (
        <ul className="metric-grid" aria-label={t('cardsLabel')}>
          <MetricCard
            label={t('cards.totalUsers')}
            value={formatCount(m.totalUsers, language)}
            detail={t('cards.newThisMonth', { count: m.newUsers ?? 0, formatted: formatCount(m.newUsers, language) })}
          />
          <MetricCard
            label={t('cards.activeUsers')}
            value={formatCount(m.activeUsers, language)}
            detail={t('cards.vsLastMonth', {
              change: formatChange(
                m.prevActiveUsers ? ((m.activeUsers - m.prevActiveUsers) / m.prevActiveUsers) * 100 : 0,
                language,
              ),
            })}
          />
          <MetricCard
            label={t('cards.mrr')}
            value={formatUsd(m.mrrDollars ?? m.mrrCents / 100, language)}
            detail={t('cards.activeSubscriptions', {
              count: m.activeSubscriptions ?? 0,
              formatted: formatCount(m.activeSubscriptions, language),
            })}
          />
          <MetricCard
            label={t('cards.tickets')}
            value={formatCount(m.openTickets, language)}
            detail={t('cards.open')}
          />
        </ul>
      ) : null}
      <Suspense
        fallback={
          <p role="status" className="muted">
            {t('loadingCharts')}
          </p>
        }
      >
        {revenue.data && growth.data && usage.data ? (
          <AnalyticsCharts revenue={revenue.data} growth={growth.data} usage={usage.data} />
        ) : null}
      </Suspense>
      <div className="detail-grid">
        <RevenueList rows={revenue.data} />
        <GrowthList rows={growth.data} />
        <UsageList rows={usage.data} />
      </div>
      {m ? (
        <ul className="metric-grid" aria-label={t('summaryLabel')}>
          <MetricCard
            label={t('summary.churn')}
            value={formatPercent(m.churnRate, language)}
            detail={t('summary.last30')}
          />
          <MetricCard
            label={t('summary.session')}
            value={t('summary.minutes', {
              formatted: formatCount(Math.round((m.avgSessionDuration ?? 0) * 10) / 10, language),
            })}
          />
          <MetricCard
            label={t('summary.conversion')}
            value={formatPercent(
              m.conversionRate ?? (m.totalUsers > 0 ? ((m.activeSubscriptions ?? 0) / m.totalUsers) * 100 : 0),
              language,
            )}
            detail={t('summary.conversionHint')}
          />
        </ul>
      ) : null}
    </div>
  );
}
