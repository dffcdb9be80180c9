/** 754 → "12:34"; an hour or more → "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A due date (YYYY-MM-DD, a calendar day) with the app's one day formatter (lib/format.ts). */
export { formatDay as formatDueDate } from '../../../lib/format';

/** Marks (7.5, 0.25; below zero under negative marking): the server rounds them to two decimals, shown as counted. */
export { formatCount as formatMarks } from '../../../lib/format';
