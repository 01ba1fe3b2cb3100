import { useTranslation } from 'react-i18next';
import { Meter } from './meter';

interface UsageRowProps {
  label: string;
  used: number;
  limit: number | 'unlimited';
  /** How a figure reads (a count by default; bytes for storage). */
  format?: (value: number) => string;
}

/** One usage figure against its limit: "3 of 5" with a bar, or "3 used" and an unlimited note. */
export function UsageRow({ label, used, limit, format }: UsageRowProps) {
  const { t, i18n } = useTranslation('common');
  const count = new Intl.NumberFormat(i18n.language);
  const show = format ?? ((value: number) => count.format(value));
  const unlimited = limit === 'unlimited';
  const text = unlimited
    ? t('usage.usedUnlimited', { used: show(used) })
    : t('usage.usedOf', { used: show(used), limit: show(limit) });
  return (
    <div className="usage-row">
      <div className="usage-row-head">
        <span className="usage-label">{label}</span>
        <span className="usage-figure">{text}</span>
      </div>
      {unlimited ? (
        <p className="usage-unlimited">
          <span aria-hidden="true">∞ </span>
          {t('usage.unlimitedNote')}
        </p>
      ) : (
        <Meter label={label} value={used} max={limit} valueText={text} />
      )}
    </div>
  );
}
