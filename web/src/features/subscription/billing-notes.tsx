import { useTranslation } from 'react-i18next';
import { MONEY_BACK_DAYS } from '../../shared/billing/billing-policy';

const NOTES = ['currency', 'renewal', 'cancel', 'refund', 'limits', 'provider'] as const;

/** How billing works, in short: currency, renewals, cancelling, refunds, limits and who takes the payment. */
export function BillingNotes() {
  const { t } = useTranslation('subscription');
  return (
    <section className="card sub-card" aria-labelledby="sub-notes-title">
      <h2 id="sub-notes-title" className="section-title">
        {t('notes.title')}
      </h2>
      <ul className="sub-notes">
        {NOTES.map((note) => (
          <li key={note}>{t(`notes.${note}`, { days: MONEY_BACK_DAYS })}</li>
        ))}
      </ul>
    </section>
  );
}
