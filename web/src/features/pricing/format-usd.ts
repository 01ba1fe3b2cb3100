/** Formats whole dollars without cents ($6) and other amounts with cents ($29.17), in the reader's language. */
export const formatUsd = (amount: number, language: string): string => {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
};

export const formatCount = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);
