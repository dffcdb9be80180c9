/**
 * Calendar helpers for the demo data. Every school is in Asia/Kolkata (UTC+05:30, no daylight
 * saving), so local dates and times are computed with a fixed offset. Days are 'YYYY-MM-DD'.
 */
import { MONTHS } from '@prayog/contract';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Day = string;

/** The IST calendar date of an instant. */
export function istDay(instant: Date): Day {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a given IST wall-clock time on a day; minutes may run past 60. */
export function istTime(day: Day, hours: number, minutes = 0, seconds = 0): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - IST_OFFSET_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

export function addDays(day: Day, n: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60 * 1000);
}

export function addSeconds(instant: Date, seconds: number): Date {
  return new Date(instant.getTime() + seconds * 1000);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** 'YYYY-MM' of a day. */
export function monthKey(day: Day): string {
  return day.slice(0, 7);
}

/** The English month name of a day ('November'). */
export function monthName(day: Day): (typeof MONTHS)[number] {
  return MONTHS[Number(day.slice(5, 7)) - 1];
}

/** The first day of the month that is `offset` months from the month of `day`. */
export function monthStart(day: Day, offset = 0): Day {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + offset;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** 'yyyymmddHHMMss' of an instant in IST, for generated identifiers. */
export function istStamp(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

export function maxDate(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}
