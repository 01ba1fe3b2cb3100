import { useTranslation } from 'react-i18next';

/**
 * Words as the spec shows them: in thousands from a thousand on ("12.3k"); under a thousand, the count itself ("0",
 * "850"), never "0k".
 */

export const useWordFigure = () => {
  const { t, i18n } = useTranslation('content');
  const thousands = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  return (words: number) =>
    words < 1000 ? count.format(words) : t('stats.thousands', { value: thousands.format(words / 1000) });
};
