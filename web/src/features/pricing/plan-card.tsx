import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetSubscriptionStatusQuery } from '../../shared/billing/billing.api';
import { shownPlan } from '../../shared/billing/subscription-plan';
import { useErrorText } from '../../shared/ui/use-error-text';
import { hasAuthToken } from './auth-token';
import { usePricingCheckout } from './checkout';
import { formatCount, formatUsd } from './format-usd';
import { MONEY_BACK_DAYS, yearlyPerMonthUsd, yearlySavingPercent, yearlySavingUsd } from './plans';
import type { BillingCycle, CardItem, Plan } from './plans';
import { CheckIcon, ShieldIcon } from './pricing-icons';

const useLanguage = (): string => {
  const { i18n } = useTranslation(['pricing']);
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
};

const PlanPrice = ({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) => {
  const { t } = useTranslation(['pricing']);
  const language = useLanguage();

  if (plan.monthlyUsd === 0) {
    return (
      <div className="pricing-price">
        <p className="pricing-price-main">
          <span className="pricing-amount">{formatUsd(0, language)}</span>{' '}
          <span className="pricing-period">{t('pricing:price.forever')}</span>
        </p>
        <p className="pricing-price-note muted">{t('pricing:price.freeNote')}</p>
      </div>
    );
  }

  if (cycle === 'monthly') {
    return (
      <div className="pricing-price">
        <p className="pricing-price-main">
          <span className="pricing-amount">{formatUsd(plan.monthlyUsd, language)}</span>{' '}
          <span className="pricing-period" aria-hidden="true">
            {t('pricing:price.perMonthShort')}
          </span>
          <span className="visually-hidden">{t('pricing:price.perMonth')}</span>
        </p>
        <p className="pricing-price-note muted">{t('pricing:price.billedMonthly')}</p>
      </div>
    );
  }

  return (
    <div className="pricing-price">
      <p className="pricing-price-main">
        <span className="pricing-amount">{formatUsd(plan.yearlyUsd, language)}</span>{' '}
        <span className="pricing-period" aria-hidden="true">
          {t('pricing:price.perYearShort')}
        </span>
        <span className="visually-hidden">{t('pricing:price.perYear')}</span>
      </p>
      <p className="pricing-price-note muted">
        {t('pricing:price.monthlyEquivalent', { amount: formatUsd(yearlyPerMonthUsd(plan), language) })}
      </p>
      <p className="pricing-price-saving">
        <span className="badge badge-success pricing-badge pricing-badge-saving">
          {t('pricing:price.yearlySaving', {
            amount: formatUsd(yearlySavingUsd(plan), language),
            percent: yearlySavingPercent(plan),
          })}
        </span>
      </p>
    </div>
  );
};

/** Already on Plus: the card says so and links to the subscription page instead of opening a checkout. */
const CurrentPlan = () => {
  const { t } = useTranslation(['pricing']);
  return (
    <div className="pricing-action">
      <p className="pricing-current-plan">{t('pricing:actions.currentPlan')}</p>
      <Link to="/subscription" className="btn btn-outline pricing-action-button">
        {t('pricing:actions.manageSubscription')}
      </Link>
    </div>
  );
};

const UpgradeToPlus = ({ cycle }: { cycle: BillingCycle }) => {
  const { t } = useTranslation(['pricing']);
  const { state, start } = usePricingCheckout();
  const errorText = useErrorText();
  const signedIn = hasAuthToken();
  const { data: status } = useGetSubscriptionStatusQuery(undefined, { skip: !signedIn });

  if (shownPlan(status) === 'plus' || state.status === 'alreadySubscribed') return <CurrentPlan />;

  const opening = state.status === 'opening';
  return (
    <div className="pricing-action">
      <button
        type="button"
        className="btn btn-primary pricing-action-button"
        onClick={() => void start(cycle)}
        // aria-disabled rather than disabled: the button keeps keyboard focus while checkout opens.
        aria-disabled={opening || undefined}
        aria-busy={opening}
      >
        {opening ? t('pricing:actions.openingCheckout') : t('pricing:actions.upgradePlus')}
      </button>
      <p role="status" className="pricing-checkout-status">
        {state.status === 'failed'
          ? `${errorText(state.error, { failed: t('pricing:actions.checkoutFailed') })} ${t('pricing:actions.checkoutSupport')}`
          : ''}
      </p>
    </div>
  );
};

const PlanAction = ({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) => {
  const { t } = useTranslation(['pricing']);
  switch (plan.availability) {
    case 'free':
      return (
        <div className="pricing-action">
          <Link to="/signup" className="btn btn-outline pricing-action-button">
            {t('pricing:actions.getStarted')}
          </Link>
        </div>
      );
    case 'purchasable':
      return <UpgradeToPlus cycle={cycle} />;
    case 'comingSoon':
      return (
        <div className="pricing-action">
          <button type="button" className="btn btn-secondary pricing-action-button" disabled>
            {t('pricing:actions.comingSoon')}
          </button>
        </div>
      );
    default: {
      const unexpected: never = plan.availability;
      throw new Error(`unknown plan availability ${String(unexpected)}`);
    }
  }
};

const CardItemText = ({ item }: { item: CardItem }) => {
  const { t } = useTranslation(['pricing']);
  const language = useLanguage();
  if (item.kind === 'feature') return <>{t(`pricing:features.${item.key}`)}</>;
  const value = item.value === undefined ? '' : formatCount(item.value, language);
  return <>{t(`pricing:limits.${item.key}`, { value })}</>;
};

export const PlanCard = ({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) => {
  const { t } = useTranslation(['pricing']);
  const headingId = `pricing-plan-${plan.id}`;
  const classes = ['card', 'pricing-card', plan.mostPopular ? 'pricing-card-popular' : ''].filter(Boolean).join(' ');

  return (
    <article className={classes} aria-labelledby={headingId}>
      <div className="pricing-card-header">
        <h3 id={headingId} className="pricing-card-name">
          {t(`pricing:plans.${plan.id}.name`)}
        </h3>
        {plan.mostPopular && (
          <span className="badge pricing-badge pricing-badge-popular">{t('pricing:badges.mostPopular')}</span>
        )}
      </div>
      <p className="pricing-card-tagline muted">{t(`pricing:plans.${plan.id}.tagline`)}</p>
      <PlanPrice plan={plan} cycle={cycle} />
      <PlanAction plan={plan} cycle={cycle} />
      {plan.monthlyUsd > 0 && (
        <p className="pricing-moneyback">
          <ShieldIcon className="pricing-moneyback-icon" />
          <span>{t('pricing:badges.moneyBack', { days: MONEY_BACK_DAYS })}</span>
        </p>
      )}
      {plan.includesPlan && (
        <p className="pricing-card-includes">
          {t('pricing:plans.includes', { plan: t(`pricing:plans.${plan.includesPlan}.name`) })}
        </p>
      )}
      <ul className="pricing-card-features">
        {plan.card.map((item) => (
          <li key={item.key}>
            <CheckIcon className="pricing-feature-icon" />
            <span>
              <CardItemText item={item} />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
};
