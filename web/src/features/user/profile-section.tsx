import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shownPlan } from '../../shared/billing/subscription-plan';
import { PlanBadge } from '../../shared/ui/plan-badge';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/ui/use-error-text';
import { Alert } from '../../shared/ui/alert';
import { useGetProfileQuery, type Subscription } from '../../shared/user/user.api';

/**
 * The next payment of a subscription that renews. Paddle's `nextBilledAt` is empty once a cancellation is
 * scheduled, so a date there means the plan renews; otherwise `expires_at` is its last day.
 */
const renewalOf = (subscription: Subscription | undefined): string | null => {
  const next = subscription?.status === 'active' ? subscription.details?.nextBilledAt : null;
  return typeof next === 'string' ? next : null;
};

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
  const subscription = profile?.subscription;
  const plan = shownPlan(subscription);
  // A paid plan that renews shows its next payment; one that ends (a cancellation at period end) its last day.
  const renews = plan !== 'free' ? formatDate(renewalOf(subscription)) : null;
  const expires = plan !== 'free' && !renews ? formatDate(subscription?.expires_at) : null;
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
                {renews ? <span className="muted">{t('profile.renews', { date: renews })}</span> : null}
                {expires ? <span className="muted">{t('profile.expires', { date: expires })}</span> : null}
                <Link to="/subscription">{t('profile.manageSubscription')}</Link>
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
