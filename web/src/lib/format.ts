/** Numbers, days and months as the screens show them, in the reader's language (ADR 0006: Intl, never hand-made formats). */

/** A YYYY-MM-DD day in the reader's language; read as UTC so no time zone moves it to the day before. */
export function formatDay(day: string, language: string, style: 'full' | 'medium' = 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** '23 Nov' from a school-local day (YYYY-MM-DD): the charts' axis. Read as that calendar day, whatever the browser's time zone. */
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

/** A moment (ISO time) as date and time in the reader's language and time zone; text that is no time is shown as it is. */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A count with the reader's digit grouping. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** Today in the browser's time zone as YYYY-MM-DD: a new record's date unless the user picks another. */
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
