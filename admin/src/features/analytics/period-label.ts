/** `2026-05` as "May 2026", `2026-05-14` as "14 May", in the reader's language. */
export const periodLabel = (label: string, language: string) => {
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month)
    return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)),
    );
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (day)
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))),
    );
  return label;
};
