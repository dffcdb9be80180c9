/**
 * A school's calendar: due dates, update end dates, event days and "this year" are school-local, so
 * they are read in the school's time zone (a student in Asia/Kolkata at 01:00 is already on the next day).
 */
export function schoolToday(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar year it is now in a time zone (a school's "this year" starts at its own midnight). */
export function currentYearIn(timeZone: string, now: Date = new Date()): number {
  return Number(schoolToday(timeZone, now).slice(0, 4));
}
