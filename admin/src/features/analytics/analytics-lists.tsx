import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatUsd } from '../../shared/format';
import type { GrowthRow, RevenueRow, UsageRow } from './analytics.api';
import { periodLabel } from './period-label';

/** Spec §9: the revenue and growth lists show at most 6 rows (the latest). */
const LIST_ROWS = 6;

function ListCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Empty() {
  const { t } = useTranslation('analytics');
  return <p className="muted">{t('noData')}</p>;
}

export function RevenueList({ rows }: { rows: RevenueRow[] | undefined }) {
  const { t, i18n } = useTranslation('analytics');
  const shown = (rows ?? []).slice(-LIST_ROWS).reverse();
  return (
    <ListCard id="revenue-list" title={t('revenue.title')}>
      {shown.length === 0 ? (
        <Empty />
      ) : (
        <ul className="data-list">
          {shown.map((row) => (
            <li key={row.period}>
              <span className="data-list-key">{periodLabel(row.period, i18n.language)}</span>
              <span className="data-list-value">{formatUsd(row.revenue, i18n.language)}</span>
              <span className="muted data-list-note">
                {t('revenue.customers', {
                  added: formatCount(row.newCustomers, i18n.language),
                  refunded: formatCount(row.refundCustomers, i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function GrowthList({ rows }: { rows: GrowthRow[] | undefined }) {
  const { t, i18n } = useTranslation('analytics');
  const shown = (rows ?? []).slice(-LIST_ROWS).reverse();
  return (
    <ListCard id="growth-list" title={t('growth.title')}>
      {shown.length === 0 ? (
        <Empty />
      ) : (
        <ul className="data-list">
          {shown.map((row) => (
            <li key={row.month}>
              <span className="data-list-key">{periodLabel(row.month, i18n.language)}</span>
              <span className="data-list-value">
                {t('growth.added', { count: row.newUsers, formatted: formatCount(row.newUsers, i18n.language) })}
              </span>
              <span className="muted data-list-note">
                {t('growth.total', { formatted: formatCount(row.cumulativeUsers, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function UsageList({ rows }: { rows: UsageRow[] | undefined }) {
  const { t, i18n } = useTranslation('analytics');
  const shown = rows ?? [];
  return (
    <ListCard id="usage-list" title={t('usage.title')}>
      {shown.length === 0 ? (
        <Empty />
      ) : (
        <ul className="data-list">
          {shown.map((row) => (
            <li key={row.sourceType ?? 'manual'}>
              <span className="data-list-key">
                {row.sourceType
                  ? t(`sources.${row.sourceType}`, { defaultValue: row.sourceType })
                  : t('sources.manual')}
              </span>
              <span className="data-list-value">
                {t('usage.quizCount', { count: row.quizCount, formatted: formatCount(row.quizCount, i18n.language) })}
              </span>
              <span className="muted data-list-note">
                {t('usage.questions', {
                  formatted: formatCount(Math.round(row.avgQuestions * 10) / 10, i18n.language),
                })}
                {' · '}
                {t('usage.creators', {
                  count: row.uniqueCreators,
                  formatted: formatCount(row.uniqueCreators, i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
