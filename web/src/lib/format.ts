/** Dates as the staff screens show them, in the reader's language. */

/** A YYYY-MM-DD day in the reader's language; read as UTC so no time zone moves it to the day before. */
export function formatDay(day: string, language: string, style: 'full' | 'medium' = 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment (ISO time) as date and time in the reader's language and time zone. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Today in the browser's time zone as YYYY-MM-DD: a new record's date unless the user picks another. */
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
