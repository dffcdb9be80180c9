import type { UpcomingEvent } from '@prayog/contract';
import { formatDay } from '../../../lib/format';

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

/** A YYYY-MM-DD calendar day as "Friday, December 5, 2026" (lib/format.ts's full day). */
export const formatLongDay = (day: string, language: string): string => formatDay(day, language, 'full');
