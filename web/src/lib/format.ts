/**
 * Dates, times and numbers as every screen shows them (ADR 0006: Intl, never hand-made formats), one formatter per
 * kind, in the reader's language. Moments (ISO instants) are shown in the school's time zone, whatever the phone's
 * own zone is: a teacher in Delhi and an administrator abroad read "11:32 PM" for the same sign-in. The zone is the
 * signed-in account's school's (GET /account/me/ → `time_zone`), Asia/Kolkata until it is known.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
let displayZone = DEFAULT_TIME_ZONE;

/** The school's zone for every moment shown from now on (set when the signed-in account is read). */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  const next = zone || DEFAULT_TIME_ZONE;
  if (next === displayZone) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: next });
    displayZone = next;
  } catch {
    displayZone = DEFAULT_TIME_ZONE;
  }
}

export const displayTimeZone = (): string => displayZone;

// Building an Intl.DateTimeFormat costs far more than using one: keep one per kind, language and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: string, language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${language}|${options.timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, options);
    formatters.set(key, made);
  }
  return made;
}

function calendarDay(day: string): number | null {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return y && m && d ? Date.UTC(y, m - 1, d) : null;
}

/** A calendar day (YYYY-MM-DD, a school-local day such as a due date) in the reader's language: 'Nov 28, 2026'. */
export function formatDay(day: string, language: string, style: 'full' | 'medium' = 'medium'): string {
  const at = calendarDay(day);
  // A calendar day is no instant: read it as that day in UTC so no zone moves it to the day before.
  return at === null ? day : formatter(`day-${style}`, language, { dateStyle: style, timeZone: 'UTC' }).format(at);
}

/** '23 Nov' from a school-local day (YYYY-MM-DD): the charts' axis. */
export function formatShortDay(day: string, language: string): string {
  const at = calendarDay(day);
  return at === null ? day : formatter('short-day', language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}

/** 'November 2026' from YYYY-MM. */
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return formatter('month', language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

/** The month names of a year in the reader's language (January … December, or their short forms): chart axes. */
export function monthNames(language: string, width: 'long' | 'short'): string[] {
  const format = formatter(`month-name-${width}`, language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2026, i, 1)));
}

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment (ISO instant) as date and time in the school's zone: 'Nov 28, 2026, 11:32 PM'; text that is no time is shown as it is. */
export function formatMoment(iso: string, language: string): string {
  const date = instant(iso);
  return date ? formatter('moment', language, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayZone }).format(date) : iso;
}

/** The time of a moment in the school's zone: '11:32 PM'. */
export function formatTime(iso: string, language: string): string {
  const date = instant(iso);
  return date ? formatter('time', language, { timeStyle: 'short', timeZone: displayZone }).format(date) : iso;
}

/** The day a moment fell on in the school's zone: 'Nov 28, 2026' (a request's or upload's day). */
export function formatMomentDay(iso: string, language: string): string {
  const date = instant(iso);
  return date ? formatter('moment-day', language, { dateStyle: 'medium', timeZone: displayZone }).format(date) : iso;
}

/** A count with the reader's digit grouping. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** A size in bytes as kB or MB (a subject kept on the phone): whole kB below 1 MB, one decimal above. */
export function formatBytes(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(language, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: mb ? 1 : 0 }).format(value);
}

/** Today in the school's zone as YYYY-MM-DD: a new record's date unless the user picks another. */
export function todayDay(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter('iso-day', 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: displayZone }).format(now);
}
