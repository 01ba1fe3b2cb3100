import { timeOf } from './subscription-plan';

/** An amount in cents in its currency, in the reader's language ($6.00 → "$6", $29.17 stays). */
export const formatCents = (cents: number, currencyCode: string | null | undefined, language: string): string => {
  const amount = cents / 100;
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currencyCode || 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    // An unknown currency code: the figure and the code.
    return `${amount.toFixed(2)} ${currencyCode ?? ''}`.trim();
  }
};

/** A date-time text as a long date ("12 May 2026"), or null when missing or unreadable. */
export const formatLongDate = (value: string | null | undefined, language: string): string | null => {
  const time = timeOf(value);
  return time === null ? null : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(time);
};

/** The same with the time of day, for the billing history. */
export const formatDateTime = (value: string | null | undefined, language: string): string | null => {
  const time = timeOf(value);
  return time === null
    ? null
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
};

/** A date `days` after another, as a date-time text. */
export const addDays = (value: string, days: number): string | null => {
  const time = timeOf(value);
  return time === null ? null : new Date(time + days * 86_400_000).toISOString();
};
