import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { PlanBadge } from '../../../../web/src/shared/ui/plan-badge';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/ui/page-header';
import { StatusBadge } from '../../shared/ui/status-badge';
import type { BillingAudit } from './audit.api';
import { useGetBillingAuditQuery } from './audit.api';
import { formatMoney } from './audit-model';
import { VerificationResult } from './verification-result';

/**
 * A user's billing history replayed (issue 11): the verification result, the plan and status in force over time
 * (access periods), the totals paid and refunded, and every event of the subscription stream with the plan it left.
 */
export function BillingAuditPage() {
  const { t } = useTranslation('audit');
  const { userId = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetBillingAuditQuery(userId);
  usePageTitle(t('billing.title'), t('common:brand'));
  return (
    <div className="page stack-lg">
      <Link to={`/users/${encodeURIComponent(userId)}`} className="back-link">
        <span aria-hidden="true">← </span>
        {t('billing.back')}
      </Link>
      {error ? <ApiErrorAlert error={error} failed={t('billing.failed')} thrown={t('common:errors.network')} /> : null}
      {!data && isFetching ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data ? <BillingReplay audit={data} refetch={refetch} busy={isFetching} /> : null}
    </div>
  );
}

function BillingReplay({ audit, refetch, busy }: { audit: BillingAudit; refetch: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  return (
    <>
      <PageHeader
        title={t('billing.title')}
        subtitle={<span className="mono">{audit.userId}</span>}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => refetch()} disabled={busy}>
            {busy ? t('common:actions.refreshing') : t('common:actions.refresh')}
          </button>
        }
      />
      <VerificationResult verified={audit.verified} differences={audit.differences} />
      <section className="card stack" aria-labelledby="audit-access-title">
        <h2 id="audit-access-title">{t('billing.access')}</h2>
        <p>
          {t('billing.now', { time: formatDateTime(audit.now.at, language) })} <PlanBadge plan={audit.now.plan} />{' '}
          <StatusBadge status={audit.now.status} />
        </p>
        {audit.accessPeriods.length === 0 ? <p className="muted">{t('billing.noEvents')}</p> : null}
        <ol className="audit-timeline">
          {audit.accessPeriods.map((p) => (
            <li key={p.from} className="audit-event">
              <span>
                {p.to
                  ? t('billing.period', {
                      from: formatDateTime(p.from, language),
                      to: formatDateTime(p.to, language),
                    })
                  : t('billing.periodOpen', { from: formatDateTime(p.from, language) })}
              </span>{' '}
              <PlanBadge plan={p.plan} /> <StatusBadge status={p.status} />
            </li>
          ))}
        </ol>
      </section>
      <section className="card stack" aria-labelledby="audit-totals-title">
        <h2 id="audit-totals-title">{t('billing.totals')}</h2>
        {audit.totals.length === 0 ? <p className="muted">{t('billing.nothingPaid')}</p> : null}
        <dl className="facts">
          {audit.totals.flatMap((total) => [
            <dt key={`${total.currencyCode}-paid`}>{t('billing.paid')}</dt>,
            <dd key={`${total.currencyCode}-paid-v`}>
              {formatMoney(total.paidCents, total.currencyCode, language)}
            </dd>,
            <dt key={`${total.currencyCode}-refunded`}>{t('billing.refunded')}</dt>,
            <dd key={`${total.currencyCode}-refunded-v`}>
              {formatMoney(total.refundedCents, total.currencyCode, language)}
            </dd>,
            <dt key={`${total.currencyCode}-net`}>{t('billing.net')}</dt>,
            <dd key={`${total.currencyCode}-net-v`}>{formatMoney(total.netCents, total.currencyCode, language)}</dd>,
          ])}
        </dl>
      </section>
      <section className="card stack" aria-labelledby="audit-billing-timeline-title">
        <h2 id="audit-billing-timeline-title">{t('billing.timeline', { count: audit.timeline.length })}</h2>
        <ol className="audit-timeline">
          {audit.timeline.map((e) => (
            <li key={e.revision} className="audit-event">
              <span className="mono muted">
                #{e.revision} {formatDateTime(e.recordedAt, language)}
              </span>{' '}
              <span className="badge badge-secondary">{t(`billing.kinds.${e.kind}`, { defaultValue: e.kind })}</span>{' '}
              <span>{e.known ? t(`billing.events.${e.type}`, { defaultValue: e.type }) : e.type}</span>
              {e.amountCents !== null ? <span> {formatMoney(e.amountCents, e.currencyCode, language)}</span> : null}
              {e.adminId ? <span className="muted"> {t('billing.byAdmin', { admin: e.adminId })}</span> : null}
              <span className="muted"> → </span>
              <PlanBadge plan={e.plan} /> <StatusBadge status={e.status} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
