/** Seconds to minutes with one decimal: heartbeats come in 30-second steps, so halves are real. */
export const toMinutes = (seconds: number): number => Math.round(seconds / 6) / 10;

/** Whole hours and minutes of a duration, for the time-on-LMS list. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.round(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * The y-axis top: the spec's charts use a maximum of 100 (spec 1 §9); minutes can pass it, and then
 * the axis grows to a round number above the highest bar (386 → 400, 1782 → 2000) so none is cut off.
 */
export function axisMax(values: readonly number[]): number {
  const highest = Math.max(0, ...values);
  if (highest <= 100) return 100;
  const step = 10 ** Math.floor(Math.log10(highest)) / 2;
  return Math.ceil(highest / step) * step;
}

/** Recharts bar props: a bar with any value at all stays visible on the 0–100 axis (1 of 100 is under a pixel). */
export const visibleNonZeroBars = { minPointSize: (value: number | null | undefined) => (value ? 3 : 0) };

/** The five lesson-viewer tabs, in the order the charts show them, with a colour each. */
export const ACTION_SERIES = [
  { action: 'video', color: 'red.6' },
  { action: 'quiz', color: 'violet.6' },
  { action: 'content', color: 'blue.6' },
  { action: 'simulator', color: 'teal.6' },
  { action: 'hint', color: 'yellow.6' },
] as const;
export type Action = (typeof ACTION_SERIES)[number]['action'];

/** Colours for subjects in the minutes-per-subject pie (cycled when there are more subjects). */
export const SUBJECT_COLORS = ['indigo.6', 'orange.6', 'green.6', 'pink.6', 'cyan.6', 'grape.6', 'lime.6', 'yellow.7'] as const;

/** Month names in the reader's language, January to December (lib/format.ts). */
export { monthNames } from '../../../lib/format';
