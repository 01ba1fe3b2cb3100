import { useTranslation } from 'react-i18next';
import type { BillingCycle } from './plans';

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/** A two-option radio group styled as a segmented switch: native radios give arrow-key and screen-reader support. */
export const BillingToggle = ({
  value,
  onChange,
  maxSavingPercent,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  maxSavingPercent: number;
}) => {
  const { t } = useTranslation(['pricing']);
  return (
    <fieldset className="pricing-cycle">
      <legend className="visually-hidden">{t('pricing:billing.legend')}</legend>
      {CYCLES.map((cycle) => (
        <label key={cycle} className="pricing-cycle-option">
          <input
            className="pricing-cycle-input"
            type="radio"
            name="pricing-billing-cycle"
            value={cycle}
            checked={value === cycle}
            onChange={() => onChange(cycle)}
          />
          <span className="pricing-cycle-pill">
            {t(`pricing:billing.${cycle}`)}
            {cycle === 'yearly' && maxSavingPercent > 0 && (
              <span className="pricing-cycle-saving">
                {t('pricing:billing.saveUpTo', { percent: maxSavingPercent })}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
};
