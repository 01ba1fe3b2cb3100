import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { formatCents, formatChange, formatCount, formatPercent, formatTime } from '../../shared/format';
import { MetricCard } from '../../shared/ui/metric-card';
import { PageHeader } from '../../shared/ui/page-header';
import { AlertsSection } from './alerts-section';
import { useGetDashboardQuery } from './dashboard.api';
import {
  DASHBOARD_REFRESH_MS,
  criticalAlertsTone,
  errorRateTone,
  healthTone,
  openTicketsTone,
  type Tone,
} from './thresholds';

/**
 * The admin dashboard (spec §2): eight cards from `GET /admin/analytics/dashboard`, polled every 300 s and on
 * Refresh, with the time of the last answer. Threshold colours come with a status word.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useGetDashboardQuery(undefined, {
    pollingInterval: DASHBOARD_REFRESH_MS,
    skipPollingIfUnfocused: false,
  });
  const toneWord = (tone: Tone) => t(`tone.${tone}`);
  const alertsRef = useRef<HTMLHeadingElement>(null);
  const showAlerts = () => {
    alertsRef.current?.scrollIntoView({ block: 'start' });
    alertsRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        subtitle={
          fulfilledTimeStamp ? (
            <span aria-live="polite">{t('updated', { time: formatTime(fulfilledTimeStamp, language) })}</span>
          ) : null
        }
        actions={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
          </button>
        }
      />
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data ? (
        <ul className="metric-grid" aria-label={t('cardsLabel')}>
          <MetricCard
            label={t('cards.totalUsers')}
            value={formatCount(data.totalUsers, language)}
            detail={t('cards.growth', { change: formatChange(data.userGrowth, language) })}
          />
          <MetricCard
            label={t('cards.activeUsers')}
            value={formatCount(data.activeUsers, language)}
            detail={t('cards.ofTotal', {
              percent: formatPercent(data.totalUsers > 0 ? (data.activeUsers / data.totalUsers) * 100 : 0, language),
            })}
          />
          <MetricCard
            label={t('cards.monthlyRevenue')}
            value={formatCents(data.mrrCents, language)}
            detail={t('cards.growth', { change: formatChange(data.revenueGrowth, language) })}
          />
          <MetricCard
            label={t('cards.churnRate')}
            value={formatPercent(data.churnRate, language)}
            detail={t('cards.last30Days')}
          />
          <MetricCard
            label={t('cards.systemHealth')}
            value={
              <span className={`badge health-badge status-${healthTone(data.systemHealth)}`}>
                {t(`health.${data.systemHealth}`, { defaultValue: data.systemHealth })}
              </span>
            }
            detail={t('cards.avgResponse', { ms: formatCount(Math.round(data.avgResponseTime), language) })}
            tone={healthTone(data.systemHealth)}
          />
          <MetricCard
            label={t('cards.apiErrorRate')}
            value={formatPercent(data.apiErrorRate, language, 2)}
            detail={t('cards.last24Hours')}
            tone={errorRateTone(data.apiErrorRate)}
            toneLabel={toneWord(errorRateTone(data.apiErrorRate))}
          />
          <MetricCard
            label={t('cards.criticalAlerts')}
            value={formatCount(data.criticalAlerts, language)}
            tone={criticalAlertsTone(data.criticalAlerts)}
            toneLabel={toneWord(criticalAlertsTone(data.criticalAlerts))}
          />
          <MetricCard
            label={t('cards.openTickets')}
            value={formatCount(data.openTickets, language)}
            tone={openTicketsTone(data.openTickets)}
            toneLabel={toneWord(openTicketsTone(data.openTickets))}
          />
        </ul>
      ) : null}
      {data ? <AlertsSection ref={alertsRef} alerts={data.alerts ?? []} /> : null}
      <section className="card stack" aria-labelledby="quick-actions">
        <h2 id="quick-actions">{t('quickActions.title')}</h2>
        <div className="admin-actions">
          <Link to="/users" className="btn btn-outline">
            {t('quickActions.users')}
          </Link>
          <Link to="/analytics" className="btn btn-outline">
            {t('quickActions.report')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={showAlerts} disabled={!data}>
            {t('quickActions.alerts')}
          </button>
          <Link to="/tickets" className="btn btn-outline">
            {t('quickActions.tickets')}
          </Link>
        </div>
      </section>
    </div>
  );
}
