import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../../web/src/shared/ui/confirm-dialog';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { useCsvExport } from '../../shared/csv-download';
import { formatCount, formatUsd } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { ExportFailureAlert } from '../../shared/ui/export-failure';
import { MetricCard } from '../../shared/ui/metric-card';
import { PageHeader } from '../../shared/ui/page-header';
import { Pagination } from '../../shared/ui/pagination';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { SubscriptionRow } from './subscription-row';
import {
  filterParams,
  planFilters,
  statusFilters,
  useCancelSubscriptionMutation,
  useGetSubscriptionStatsQuery,
  useListSubscriptionsQuery,
  type SubscriptionRow as Row,
} from './subscriptions.api';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * Subscriptions (spec §2): four figures, search with status and plan filters (applied with Filter), Export
 * (`subscriptions-export-{date}.csv` with the same filters), Refresh, 20 a page, and Cancel Subscription for an
 * active one after a confirmation.
 */
export function SubscriptionsPage() {
  const { t, i18n } = useTranslation('subscriptions');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('search') ?? '',
    status: params.get('status') ?? 'all',
    plan: params.get('plan') ?? 'all',
  };
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(filters);
  const list = useListSubscriptionsQuery({ ...filters, page });
  const stats = useGetSubscriptionStatsQuery();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [done, setDone] = useTimedNotice();
  const successText = useSuccessText();
  const exporter = useCsvExport();
  const can = useCan();

  const go = (next: typeof filters, nextPage = 1) => {
    const query = new URLSearchParams(filterParams(next));
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...draft, search: draft.search.trim() });
  };

  const onConfirmCancel = async () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    try {
      const answer = await cancel(target.id).unwrap();
      setDone(successText(answer, t('canceled', { username: target.user?.username ?? target.userId })));
    } catch {
      // Shown by the alert below.
    }
  };

  const refresh = () => {
    void list.refetch();
    void stats.refetch();
  };
  const fetching = list.isFetching || stats.isFetching;

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={refresh} disabled={fetching}>
              {fetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
            {can('data.export') ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={exporter.busy}
                onClick={() =>
                  void exporter.download('/admin/subscriptions/export', 'subscriptions-export', filterParams(filters))
                }
              >
                {exporter.busy ? t('common:actions.exporting') : t('common:actions.export')}
              </button>
            ) : null}
          </>
        }
      />
      {stats.error ? (
        <ApiErrorAlert error={stats.error} failed={t('statsFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {stats.data ? (
        <ul className="metric-grid" aria-label={t('statsLabel')}>
          <MetricCard
            label={t('stats.revenue')}
            value={formatUsd(stats.data.current_mrr, language)}
            detail={t('stats.perMonth')}
          />
          <MetricCard label={t('stats.active')} value={formatCount(stats.data.active_subscriptions, language)} />
          <MetricCard
            label={t('stats.new')}
            value={formatCount(stats.data.new_30d, language)}
            detail={t('stats.last30')}
          />
          <MetricCard
            label={t('stats.churned')}
            value={formatCount(stats.data.churned_30d, language)}
            detail={t('stats.last30')}
          />
        </ul>
      ) : null}
      <ExportFailureAlert failure={exporter.failure} texts={{ failed: t('exportFailed'), error: t('exportError') }} />
      <form className="inline-form filter-form" role="search" onSubmit={onFilter}>
        <div className="field">
          <label htmlFor="subs-search">{t('filters.search')}</label>
          <input
            id="subs-search"
            type="search"
            placeholder={t('filters.searchPlaceholder')}
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="subs-status">{t('filters.status')}</label>
          <select
            id="subs-status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            {statusFilters.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('filters.allStatuses') : t(`common:status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="subs-plan">{t('filters.plan')}</label>
          <select id="subs-plan" value={draft.plan} onChange={(e) => setDraft({ ...draft, plan: e.target.value })}>
            {planFilters.map((plan) => (
              <option key={plan} value={plan}>
                {plan === 'all' ? t('filters.allPlans') : t(`common:plans.${plan}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('common:actions.filter')}
        </button>
      </form>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {cancelState.error ? (
        <ApiErrorAlert error={cancelState.error} failed={t('cancelFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {list.error ? (
        <ApiErrorAlert error={list.error} failed={t('failed')} thrown={t('common:errors.network')} />
      ) : null}
      {list.isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {list.data && list.data.subscriptions.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">{t('empty')}</p>
        </div>
      ) : null}
      {list.data && list.data.subscriptions.length > 0 ? (
        <ul className="list-rows" aria-label={t('title')} aria-busy={list.isFetching}>
          {list.data.subscriptions.map((sub) => (
            <SubscriptionRow
              key={sub.id}
              subscription={sub}
              canCancel={can('subscriptions.cancel')}
              onCancel={setConfirming}
            />
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pagination
          page={list.data.pagination.page}
          totalPages={list.data.pagination.totalPages}
          onPage={(p) => go(filters, p)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirm.title')}
        confirmLabel={cancelState.isLoading ? t('confirm.canceling') : t('confirm.confirm')}
        cancelLabel={t('confirm.keep')}
        tone="danger"
        onConfirm={() => void onConfirmCancel()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('confirm.text', { username: confirming?.user?.username ?? confirming?.userId ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
