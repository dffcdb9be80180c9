/** Numbers, days and months in the interface's language (ADR 0006: Intl, never hand-made formats). */

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** '23 Nov' from a school-local day (YYYY-MM-DD); read as that calendar day, whatever the browser's time zone. */
export function formatShortDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** 'November 2026' from YYYY-MM. */
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}
