/**
 * A school's calendar: due dates, update end dates, event days and "this year" are school-local, so
 * they are read in the school's time zone (a student in Asia/Kolkata at 01:00 is already on the next day).
 */
export function schoolToday(timeZone: string, now: Date = new Date()): string {
  return formatterFor(dayFormatters, timeZone, DAY_PARTS).format(now);
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per time zone (a handful of schools' zones).
const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const MOMENT_PARTS: Intl.DateTimeFormatOptions = { ...DAY_PARTS, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' };
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const momentFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant as ISO 8601 in a time zone, with its offset: 2026-05-31T14:05:09+05:30. */
export function isoInZone(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatterFor(momentFormatters, timeZone, MOMENT_PARTS).formatToParts(at).map((p) => [p.type, p.value]));
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The calendar year it is now in a time zone (a school's "this year" starts at its own midnight). */
export function currentYearIn(timeZone: string, now: Date = new Date()): number {
  return Number(schoolToday(timeZone, now).slice(0, 4));
}
