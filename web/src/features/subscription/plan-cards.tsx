import { useState } from 'react';
import type { LimitValue } from '../../../../domain/plans/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  billingCycles,
  PLAN_PRICES_USD,
  PURCHASABLE_PLANS,
  type BillingCycle,
  type PlanId,
} from '../../shared/billing/billing-policy';
import { formatCents } from '../../shared/billing/format-billing';
import { useCheckout } from '../../shared/billing/use-checkout';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { PlanBadge } from '../../shared/ui/plan-badge';
import { useGetPlanLimitsQuery } from './subscription.api';

const planIds: readonly PlanId[] = ['free', 'plus', 'pro', 'enterprise'];
type LimitKey = 'participants' | 'quizzes' | 'aiQuestions' | 'questionsPerQuiz';
const limitKeys: readonly LimitKey[] = ['participants', 'quizzes', 'aiQuestions', 'questionsPerQuiz'];

function LimitLine({ name, limit }: { name: LimitKey; limit: LimitValue }) {
  const { t, i18n } = useTranslation('subscription');
  const value = limit === 'unlimited' ? t('plans.unlimited') : new Intl.NumberFormat(i18n.language).format(limit);
  return <li>{t(`plans.limits.${name}`, { value })}</li>;
}

function UpgradeButton({ cycle }: { cycle: BillingCycle }) {
  const { t } = useTranslation(['subscription', 'common']);
  const { state, start } = useCheckout({ returnTo: 'subscription', signedIn: true });
  const opening = state.status === 'opening';
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => void start(cycle)}
        aria-disabled={opening || undefined}
        aria-busy={opening}
      >
        {opening ? t('plans.opening') : t('plans.upgrade', { plan: t('common:plans.plus') })}
      </button>
      <div aria-live="polite">
        {state.status === 'failed' || state.status === 'alreadySubscribed' ? (
          <ApiErrorAlert error={state.error} failed={t('plans.checkoutFailed')} />
        ) : null}
      </div>
    </>
  );
}

function PlanAction({ plan, current, cycle }: { plan: PlanId; current: PlanId; cycle: BillingCycle }) {
  const { t } = useTranslation('subscription');
  if (plan === current) return <p className="sub-plan-current">{t('plans.current')}</p>;
  if (!PURCHASABLE_PLANS.includes(plan))
    return plan === 'free' ? null : <p className="sub-plan-soon">{t('plans.comingSoon')}</p>;
  if (current !== 'free') return null;
  return <UpgradeButton cycle={cycle} />;
}

/** The four plans with the server's limits and the price of the chosen cycle; Plus can be bought from here. */
export function PlanCards({ current, currentCycle }: { current: PlanId; currentCycle: BillingCycle | null }) {
  const { t, i18n } = useTranslation(['subscription', 'common']);
  const [cycle, setCycle] = useState<BillingCycle>(currentCycle ?? 'monthly');
  const { data: config, error } = useGetPlanLimitsQuery();

  return (
    <section className="card sub-card" aria-labelledby="sub-plans-title">
      <div className="sub-card-head">
        <h2 id="sub-plans-title" className="section-title" tabIndex={-1}>
          {t('plans.title')}
        </h2>
        <fieldset className="sub-cycle">
          <legend className="visually-hidden">{t('plans.cycleLegend')}</legend>
          {billingCycles.map((value) => (
            <label key={value} className="sub-cycle-option">
              <input
                type="radio"
                name="sub-billing-cycle"
                value={value}
                checked={cycle === value}
                onChange={() => setCycle(value)}
              />
              <span>{t(`cycle.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {error ? <ApiErrorAlert error={error} failed={t('plans.limitsFailed')} /> : null}
      <ul className="sub-plans">
        {planIds.map((plan) => {
          const limits = config?.limits[plan];
          const price = PLAN_PRICES_USD[plan][cycle];
          return (
            <li key={plan} className={plan === current ? 'sub-plan-card sub-plan-card-current' : 'sub-plan-card'}>
              <div className="sub-plan-card-head">
                <h3 className="sub-plan-card-name">{t(`common:plans.${plan}`)}</h3>
                {plan === current ? <PlanBadge plan={plan} /> : null}
              </div>
              <p className="sub-plan-card-price">
                {t(price === 0 ? 'plans.price.forever' : `plans.price.${cycle}`, {
                  price: formatCents(price * 100, 'USD', i18n.language),
                })}
              </p>
              {limits ? (
                <ul className="sub-plan-card-limits">
                  {limitKeys.map((key) => (
                    <LimitLine key={key} name={key} limit={limits[key]} />
                  ))}
                </ul>
              ) : null}
              <div className="sub-plan-card-action">
                <PlanAction plan={plan} current={current} cycle={cycle} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="muted">
        <Link to="/pricing">{t('plans.compare')}</Link>
      </p>
    </section>
  );
}
