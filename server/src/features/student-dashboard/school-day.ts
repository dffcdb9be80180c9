/**
 * Today's date (YYYY-MM-DD) on the school's calendar: due dates, update end dates and event days are
 * school-local days, so "today" must be too (a student in Asia/Kolkata at 01:00 is already on the next day).
 */
export function schoolToday(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
