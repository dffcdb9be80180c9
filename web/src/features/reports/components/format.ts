/** A calendar day (YYYY-MM-DD) in the reader's language, without shifting it by a time zone. */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
