const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/**
 * A past date as people say it (spec §9): today, yesterday, N days, weeks, months or years ago, in the given
 * language. Null for a value that is not a date.
 */
export const formatRelativeDate = (value: string, language: string, now = Date.now()): string | null => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days <= 0) return format.format(0, 'day');
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.max(1, Math.floor(days / 30)), 'month');
  return format.format(-Math.floor(days / 365), 'year');
};
