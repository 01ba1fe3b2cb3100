import { useTranslation } from 'react-i18next';
import { PlanBadge } from '../../shared/ui/plan-badge';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/ui/use-error-text';
import { Alert } from '../../shared/ui/alert';
import { toPlan, useGetProfileQuery } from './user.api';

/** Read-only account facts: email, username, plan (with expiry) and membership date. */
export function ProfileSection() {
  const { t, i18n } = useTranslation('settings');
  const errorText = useErrorText();
  const { data: profile, isLoading, error } = useGetProfileQuery();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const formatDate = (value: string | null | undefined) => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? null : date.format(time);
  };
  const active = profile?.subscription.status === 'active';
  const plan = active ? toPlan(profile?.subscription.plan) : 'free';
  const expires = active ? formatDate(profile?.subscription.expires_at) : null;
  const memberSince = formatDate(profile?.user.createdAt);

  return (
    <section className="card settings-card" aria-labelledby="settings-profile" aria-busy={isLoading}>
      <h2 id="settings-profile" className="section-title">
        {t('profile.title')}
      </h2>
      {error ? <Alert tone="error">{errorText(error, { failed: t('profile.loadFailed') })}</Alert> : null}
      <dl className="detail-list">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{isLoading ? <Skeleton width="12rem" /> : (profile?.user.email ?? '—')}</dd>
        </div>
        <div>
          <dt>{t('profile.username')}</dt>
          <dd>{isLoading ? <Skeleton width="8rem" /> : (profile?.user.username ?? '—')}</dd>
        </div>
        <div>
          <dt>{t('profile.plan')}</dt>
          <dd className="plan-line">
            {isLoading ? (
              <Skeleton width="4rem" />
            ) : (
              <>
                <PlanBadge plan={plan} />
                {expires ? <span className="muted">{t('profile.expires', { date: expires })}</span> : null}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('profile.memberSince')}</dt>
          <dd>{isLoading ? <Skeleton width="9rem" /> : (memberSince ?? '—')}</dd>
        </div>
      </dl>
    </section>
  );
}
