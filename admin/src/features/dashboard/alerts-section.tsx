import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAlert } from './dashboard.api';

/** The alerts behind the Critical Alerts card, critical first; each says what is wrong in the reader's language. */
export const AlertsSection = forwardRef<HTMLHeadingElement, { alerts: DashboardAlert[] }>(function AlertsSection(
  { alerts },
  headingRef,
) {
  const { t } = useTranslation('dashboard');
  const sorted = [...alerts].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
  return (
    <section className="card stack" aria-labelledby="dashboard-alerts">
      <h2 id="dashboard-alerts" ref={headingRef} tabIndex={-1}>
        {t('alerts.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="muted">{t('alerts.none')}</p>
      ) : (
        <ul className="alert-list">
          {sorted.map((alert, index) => (
            <li
              key={`${alert.code}-${index}`}
              className={`alert-item status-${alert.severity === 'critical' ? 'bad' : 'warn'}`}
            >
              <span className="alert-severity">
                <span className="status-dot" aria-hidden="true" />
                {t(`alerts.${alert.severity}`)}
              </span>
              <span className="alert-text">
                {t(`errors:${alert.code}`, { ...alert.params, defaultValue: alert.message ?? alert.code })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
