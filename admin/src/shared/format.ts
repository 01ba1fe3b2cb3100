/** Number, money, percent and date formats in the reader's language. */

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const formatCount = (value: unknown, language: string) => new Intl.NumberFormat(language).format(finite(value));

/** Dollars (spec §9: dashboard money in USD), with cents only when there are any. */
export const formatUsd = (dollars: unknown, language: string) => {
  const amount = finite(dollars);
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
};

/** MRR arrives in cents and shows in dollars. */
export const formatCents = (cents: unknown, language: string) => formatUsd(finite(cents) / 100, language);

/** A percent figure (12.5 → "12.5 %" in the reader's style). */
export const formatPercent = (percent: unknown, language: string, digits = 1) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(finite(percent) / 100);

/** A signed change ("+4.2 %", "−1 %"). */
export const formatChange = (percent: unknown, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    finite(percent) / 100,
  );

const asDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (value: unknown, language: string, fallback = '—') => {
  const date = asDate(value);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date) : fallback;
};

export const formatDateTime = (value: unknown, language: string, fallback = '—') => {
  const date = asDate(value);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : fallback;
};

export const formatTime = (value: unknown, language: string, fallback = '—') => {
  const date = asDate(value);
  return date ? new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(date) : fallback;
};

/** Two letters for an avatar: the first letters of the first two words, else the first two letters. */
export const initialsOf = (name: string) => {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
};
