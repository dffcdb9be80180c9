import type { UpcomingEvent } from '@prayog/contract';

export interface EventDay {
  date: string;
  events: UpcomingEvent[];
}

/** Consecutive events of the same date, in the server's (date) order. Map.groupBy needs Node 21 / newer browsers. */
export function groupByDay(events: readonly UpcomingEvent[]): EventDay[] {
  const days: EventDay[] = [];
  for (const event of events) {
    const last = days[days.length - 1];
    if (last && last.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

/** Whole days from `today` to `day`, both YYYY-MM-DD. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A YYYY-MM-DD calendar day as "Friday, 5 December 2026", without shifting it through the browser's time zone. */
export function formatLongDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(Date.parse(`${day}T00:00:00Z`));
}
