import type { Attendance } from '@prayog/contract';

export type AccessRow = Attendance['access_data'][number];
export type LoginRow = Attendance['login_activity'][number];

/** 'HH:MM:SS' (hours may run past 99) as minutes, to one decimal (spec 3 §9: time spent is charted in minutes). */
export function hmsToMinutes(hms: string): number {
  const [h = 0, m = 0, s = 0] = hms.split(':').map(Number);
  return Math.round((h * 60 + m + s / 60) * 10) / 10;
}

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** The cascade of the Access Data tab: dates (newest first), then that date's subjects, then their pages. */
export const accessDates = (rows: readonly AccessRow[]): string[] => distinct(rows.map((r) => r.date)).sort().reverse();
export const accessSubjects = (rows: readonly AccessRow[], date: string | null): string[] =>
  date ? distinct(rows.filter((r) => r.date === date).map((r) => r.subject)) : [];
export const accessPages = (rows: readonly AccessRow[], date: string | null, subject: string | null): string[] =>
  date && subject ? distinct(rows.filter((r) => r.date === date && r.subject === subject).map((r) => r.page_visited)) : [];

export const TIME_KINDS = ['curriculum', 'video', 'content', 'quiz'] as const;
export type TimeKind = (typeof TIME_KINDS)[number];

/** Minutes per kind of time for the chosen date, subject and page; null until all three are chosen. */
export function accessMinutes(rows: readonly AccessRow[], date: string | null, subject: string | null, page: string | null): Record<TimeKind, number> | null {
  const row = rows.find((r) => r.date === date && r.subject === subject && r.page_visited === page);
  if (!row) return null;
  return {
    curriculum: hmsToMinutes(row.curriculum_time_spent),
    video: hmsToMinutes(row.video_time_spent),
    content: hmsToMinutes(row.content_time_spent),
    quiz: hmsToMinutes(row.quiz_time_spent),
  };
}

/** A sign-in's time as the school's clock showed it: the server sends ISO 8601 in school time with its offset. */
export const loginTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

const DAY_MS = 86_400_000;
/** The Monday that starts the week of a YYYY-MM-DD day, as YYYY-MM-DD. */
function weekStart(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  return at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * Sign-ins per week (Monday first, school-local days), oldest first, weeks without any included as 0: a line of
 * days with sign-ins only would hide the gaps a teacher is looking for.
 */
export function signInsPerWeek(rows: readonly LoginRow[]): { week: string; signIns: number }[] {
  if (rows.length === 0) return [];
  const perWeek = new Map<number, number>();
  for (const r of rows) {
    const week = weekStart(r.login_date.slice(0, 10));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const weeks = [...perWeek.keys()];
  const out: { week: string; signIns: number }[] = [];
  for (let week = Math.min(...weeks); week <= Math.max(...weeks); week += 7 * DAY_MS) {
    out.push({ week: new Date(week).toISOString().slice(0, 10), signIns: perWeek.get(week) ?? 0 });
  }
  return out;
}
