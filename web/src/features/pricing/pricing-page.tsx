import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCheckoutSuccess } from '../../shared/billing/use-checkout-success';
import { Alert } from '../../shared/ui/alert';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { hasAuthToken } from './auth-token';
import { BillingToggle } from './billing-toggle';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { MONEY_BACK_DAYS, PLANS, REFUND_BUSINESS_DAYS, maxYearlySavingPercent } from './plans';
import type { BillingCycle } from './plans';
import { ShieldIcon } from './pricing-icons';
import './pricing.css';

const FAQ_KEYS = ['changePlans', 'cancel', 'schools'] as const;

const MoneyBack = () => {
  const { t } = useTranslation(['pricing']);
  return (
    <section className="card pricing-section pricing-guarantee" aria-labelledby="pricing-guarantee-title">
      <ShieldIcon className="pricing-guarantee-icon" />
      <div className="pricing-guarantee-body">
        <h2 id="pricing-guarantee-title" className="pricing-section-title">
          {t('pricing:moneyBack.title', { days: MONEY_BACK_DAYS })}
        </h2>
        <p>{t('pricing:moneyBack.body', { days: MONEY_BACK_DAYS })}</p>
        <p>{t('pricing:moneyBack.refunds', { min: REFUND_BUSINESS_DAYS.min, max: REFUND_BUSINESS_DAYS.max })}</p>
        <p>
          <Link to="/terms" className="pricing-link">
            {t('pricing:moneyBack.termsLink')}
          </Link>
        </p>
      </div>
    </section>
  );
};

const Faq = () => {
  const { t } = useTranslation(['pricing']);
  return (
    <section className="pricing-section pricing-faq" aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title" className="pricing-section-title">
        {t('pricing:faq.title')}
      </h2>
      <div className="pricing-faq-list">
        {FAQ_KEYS.map((key) => (
          <details key={key} className="pricing-faq-item">
            <summary>{t(`pricing:faq.${key}.question`)}</summary>
            <p>
              <Trans
                t={t}
                i18nKey={`pricing:faq.${key}.answer`}
                components={{ mail: <a className="pricing-link" href="mailto:support@quizstream.app" /> }}
              />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
};

const ClosingCallToAction = () => {
  const { t } = useTranslation(['pricing']);
  const signedIn = hasAuthToken();
  return (
    <section className="pricing-section pricing-cta" aria-labelledby="pricing-cta-title">
      <h2 id="pricing-cta-title" className="pricing-section-title">
        {t('pricing:cta.title')}
      </h2>
      <p className="pricing-cta-text">{t(signedIn ? 'pricing:cta.textSignedIn' : 'pricing:cta.text')}</p>
      <div className="pricing-cta-actions">
        {signedIn ? (
          <>
            <Link to="/quiz/create" className="btn btn-primary">
              {t('pricing:cta.createQuiz')}
            </Link>
            <Link to="/dashboard" className="btn btn-outline">
              {t('pricing:cta.dashboard')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/signup" className="btn btn-primary">
              {t('pricing:cta.signup')}
            </Link>
            <Link to="/join" className="btn btn-outline">
              {t('pricing:cta.join')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
};

export const PricingPage = () => {
  const { t } = useTranslation(['pricing']);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const maxSaving = maxYearlySavingPercent(PLANS);
  usePageTitle(t('pricing:meta.title'));
  const paid = useCheckoutSuccess();

  return (
    <div className="page pricing-page">
      <div aria-live="polite" className="pricing-checkout-success">
        {paid ? (
          <Alert tone="success" title={t('pricing:checkoutSuccess.title')}>
            {t('pricing:checkoutSuccess.text')}
          </Alert>
        ) : null}
      </div>
      <div className="pricing-hero">
        <h1 className="pricing-title">{t('pricing:hero.title')}</h1>
        <p className="pricing-subtitle">{t('pricing:hero.subtitle')}</p>
        <BillingToggle value={cycle} onChange={setCycle} maxSavingPercent={maxSaving} />
        <p className="pricing-currency-note muted">{t('pricing:hero.currencyNote')}</p>
      </div>

      <section className="pricing-section" aria-labelledby="pricing-plans-title">
        <h2 id="pricing-plans-title" className="visually-hidden">
          {t('pricing:plans.title')}
        </h2>
        <ul className="pricing-plans">
          {PLANS.map((plan) => (
            <li key={plan.id} className="pricing-plan">
              <PlanCard plan={plan} cycle={cycle} />
            </li>
          ))}
        </ul>
      </section>

      <ComparisonTable />
      <MoneyBack />
      <Faq />
      <ClosingCallToAction />
    </div>
  );
};
