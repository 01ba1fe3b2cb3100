import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { MONEY_BACK_DAYS } from '../../shared/billing/billing-policy';
import { closedReturnPath, paidReturnPath, toCheckoutReturn } from '../../shared/billing/checkout-return';
import { formatCents } from '../../shared/billing/format-billing';
import { toPlanId } from '../../shared/billing/subscription-plan';
import { Alert } from '../../shared/ui/alert';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { Logo } from '../../shared/ui/logo';
import { Skeleton } from '../../shared/ui/skeleton';
import { useModalDialog } from '../../shared/ui/use-modal-dialog';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useGetSandboxCheckoutQuery, usePaySandboxCheckoutMutation } from './billing-checkout.api';
import { CardForm } from './card-form';
import { TEST_CARDS } from './card-form.schema';
import type { SandboxCheckoutView, SandboxPayBody } from '../../../../domain/subscription/subscription.views';
import './billing-checkout.css';

function OrderSummary({ checkout }: { checkout: SandboxCheckoutView }) {
  const { t, i18n } = useTranslation(['subscription', 'common']);
  const plan = t(`common:plans.${toPlanId(checkout.plan)}`);
  const price = formatCents(checkout.amountCents, checkout.currencyCode, i18n.language);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary-title">
        {t('checkout.summaryTitle')}
      </h2>
      <p className="checkout-product">{t('checkout.product', { plan })}</p>
      <p className="checkout-amount">
        <span className="checkout-amount-figure">{price}</span>{' '}
        <span className="checkout-amount-period">{t(`checkout.per.${checkout.billingCycle}`)}</span>
      </p>
      <dl className="checkout-lines">
        <div>
          <dt>{t('checkout.cycleLabel')}</dt>
          <dd>{t(`cycle.${checkout.billingCycle}`)}</dd>
        </div>
        <div>
          <dt>{t('checkout.quantity')}</dt>
          <dd>1</dd>
        </div>
        <div className="checkout-total">
          <dt>{t('checkout.dueToday')}</dt>
          <dd>{price}</dd>
        </div>
      </dl>
      <p className="checkout-note">{t(`checkout.renews.${checkout.billingCycle}`, { price })}</p>
      <p className="checkout-note">{t('checkout.receipt', { email: checkout.email })}</p>
      <p className="checkout-note">{t('checkout.moneyBack', { days: MONEY_BACK_DAYS })}</p>
    </section>
  );
}

/** The sandbox's test cards: one pays, one is declined. */
function TestCards() {
  const { t } = useTranslation('subscription');
  return (
    <aside className="checkout-test-cards" aria-labelledby="checkout-test-title">
      <h2 id="checkout-test-title" className="checkout-test-title">
        {t('checkout.testCardsTitle')}
      </h2>
      <ul>
        <li>
          <code>{TEST_CARDS.pays}</code> — {t('checkout.testCardPays')}
        </li>
        <li>
          <code>{TEST_CARDS.declined}</code> — {t('checkout.testCardDeclined')}
        </li>
      </ul>
      <p>{t('checkout.testCardsNote')}</p>
    </aside>
  );
}

function CheckoutBody({ checkoutId, onPaid }: { checkoutId: string; onPaid: () => void }) {
  const { t, i18n } = useTranslation('subscription');
  const { data: checkout, isLoading, error } = useGetSandboxCheckoutQuery(checkoutId);
  const [pay] = usePaySandboxCheckoutMutation();

  if (isLoading)
    return (
      <div className="checkout-columns" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('checkout.loading')}
        </p>
        <Skeleton height="12rem" />
        <Skeleton height="16rem" />
      </div>
    );
  if (error || !checkout)
    return (
      <div className="checkout-message">
        {isApiError(error) && error.status === 404 ? (
          <Alert tone="error">{t('checkout.notFound')}</Alert>
        ) : (
          <ApiErrorAlert error={error} failed={t('checkout.loadFailed')} />
        )}
      </div>
    );
  if (checkout.status !== 'open')
    return (
      <div className="checkout-message">
        <Alert tone={checkout.status === 'paid' ? 'success' : 'info'}>{t(`checkout.state.${checkout.status}`)}</Alert>
        <Link to={checkout.status === 'paid' ? '/subscription' : '/pricing'} className="btn btn-primary">
          {checkout.status === 'paid' ? t('checkout.toSubscription') : t('checkout.toPricing')}
        </Link>
      </div>
    );

  const onPay = async (card: SandboxPayBody) => {
    await pay({ checkoutId, card }).unwrap();
    onPaid();
  };

  return (
    <div className="checkout-columns">
      <div className="checkout-side">
        <OrderSummary checkout={checkout} />
        <TestCards />
      </div>
      <CardForm
        payLabel={t('checkout.pay', {
          amount: formatCents(checkout.amountCents, checkout.currencyCode, i18n.language),
        })}
        onPay={onPay}
      />
    </div>
  );
}

/**
 * /billing/checkout/:checkoutId: the sandbox provider's checkout, shown like a payment overlay (a modal over a dimmed
 * page). Paying posts the test card; the server answers after its own signed webhooks were processed, and the
 * page returns to where the checkout started. Closing it (button or Escape) returns without paying.
 */
export function CheckoutPage() {
  const { t } = useTranslation('subscription');
  usePageTitle(t('checkout.title'));
  const { checkoutId = '' } = useParams();
  const [params] = useSearchParams();
  const returnTo = toCheckoutReturn(params.get('return'));
  const navigate = useNavigate();
  const dialogRef = useModalDialog(true);

  const close = () => void navigate(closedReturnPath(returnTo), { replace: true });

  return (
    <div className="checkout-page">
      <dialog
        ref={dialogRef}
        className="checkout-overlay"
        aria-labelledby="checkout-title"
        aria-describedby="checkout-test-mode"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <div className="checkout-panel">
          <div className="checkout-head">
            <div className="checkout-merchant">
              <Logo />
              <span className="visually-hidden">{t('checkout.merchant')}</span>
              <span id="checkout-test-mode" className="badge badge-warning">
                {t('checkout.testMode')}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-ghost icon-button"
              onClick={close}
              aria-label={t('checkout.close')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <h1 id="checkout-title" className="checkout-title">
            {t('checkout.heading')}
          </h1>
          <CheckoutBody
            checkoutId={checkoutId}
            onPaid={() => void navigate(paidReturnPath(returnTo), { replace: true })}
          />
        </div>
      </dialog>
    </div>
  );
}
