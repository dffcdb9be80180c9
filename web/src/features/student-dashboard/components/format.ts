/** A YYYY-MM-DD calendar day as "5 Dec 2026", without shifting it through the browser's time zone. */
export function formatDay(day: string, locale?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** An ISO timestamp as a short local date and time. */
export function formatMoment(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
