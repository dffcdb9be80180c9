import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { shortSchoolName, type SchoolSummary, type SchoolSummaryRow } from '@prayog/contract';
import type { Db } from '../../db/client';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { schools } from '../../core/identity/schools.table';
import { isOpenHomework } from '../staff-dashboard';

/** Accounts of a school that its school account or an administrator still has to approve (parents: their school's). */
const WAITING_ROLES = ['teacher', 'school', 'parent'] as const;

type Counts = Map<number | null, number>;
const countsOf = (rows: { schoolId: number | null; n: number }[]): Counts => new Map(rows.map((r) => [r.schoolId, r.n]));

/** Approved accounts of one role per school: one pass over users' (school_id, role) index. */
function approvedPerSchool(db: Db, role: 'student' | 'teacher', only: SQL | undefined) {
  return db.select({ schoolId: users.schoolId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, role), eq(users.approvalStatus, 'approved'), only))
    .groupBy(users.schoolId)
    .then(countsOf);
}

/** Waiting accounts per school, and how many of them are school accounts (users_approval_idx, a partial index of the few waiting). */
async function waitingPerSchool(db: Db, only: SQL | undefined) {
  const rows = await db.select({ schoolId: users.schoolId, n: sql<number>`count(*)::int`, schoolAccounts: sql<number>`(count(*) filter (where ${users.role} = 'school'))::int` })
    .from(users)
    .where(and(eq(users.approvalStatus, 'pending'), inArray(users.role, WAITING_ROLES), only))
    .groupBy(users.schoolId);
  return { accounts: countsOf(rows), schoolAccounts: rows.reduce((sum, r) => sum + r.schoolAccounts, 0) };
}

/**
 * Open homework per school, by the staff home's rule on each school's own calendar day: one query whatever the number
 * of schools, the day of each time zone computed once (schools share a handful of zones).
 */
function openHomeworkPerSchool(db: Db, timeZones: string[], now: Date, only: SQL | undefined) {
  if (timeZones.length === 0) return Promise.resolve(new Map() as Counts);
  const today = sql`(case ${schools.timeZone} ${sql.join(timeZones.map((tz) => sql`when ${tz} then ${schoolToday(tz, now)}::date`), sql` `)} end)`;
  return db.select({ schoolId: quizAssignments.schoolId, n: sql<number>`count(*)::int` })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .innerJoin(schools, eq(schools.id, quizAssignments.schoolId))
    .where(and(isOpenHomework(today), only))
    .groupBy(quizAssignments.schoolId)
    .then(countsOf);
}

/**
 * Every school by name (or the one asked for) with its approved students and teachers, open homework and waiting
 * accounts, and the totals. One group-by query per figure across all schools, each over an index of users or
 * quiz_assignments, never a query per school.
 */
export async function schoolSummary(db: Db, opts: { schoolId?: number; now?: Date } = {}): Promise<SchoolSummary> {
  const now = opts.now ?? new Date();
  const one = opts.schoolId;
  const schoolRows = await db.select({ id: schools.id, name: schools.name, code: schools.code, city: schools.city, timeZone: schools.timeZone, joinCode: schools.joinCode })
    .from(schools)
    .where(one === undefined ? undefined : eq(schools.id, one))
    .orderBy(asc(schools.name));
  const [students, teachers, waiting, homework] = await Promise.all([
    approvedPerSchool(db, 'student', one === undefined ? undefined : eq(users.schoolId, one)),
    approvedPerSchool(db, 'teacher', one === undefined ? undefined : eq(users.schoolId, one)),
    waitingPerSchool(db, one === undefined ? undefined : eq(users.schoolId, one)),
    openHomeworkPerSchool(db, [...new Set(schoolRows.map((s) => s.timeZone))], now, one === undefined ? undefined : eq(quizAssignments.schoolId, one)),
  ]);
  const rows = schoolRows.map((s): SchoolSummaryRow => ({
    id: s.id, school_name: s.name, short_name: shortSchoolName(s.name), code: s.code, city: s.city, time_zone: s.timeZone, join_code: s.joinCode,
    student_count: students.get(s.id) ?? 0,
    teacher_count: teachers.get(s.id) ?? 0,
    active_homework_count: homework.get(s.id) ?? 0,
    pending_accounts: waiting.accounts.get(s.id) ?? 0,
  }));
  const total = (pick: (r: SchoolSummaryRow) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  return {
    total_schools: rows.length,
    total_students: total((r) => r.student_count),
    active_homework: total((r) => r.active_homework_count),
    pending_school_accounts: waiting.schoolAccounts,
    schools: rows,
  };
}

/** One school's row of the summary (what a saved school answers); null when there is no such school. */
export async function schoolSummaryRow(db: Db, schoolId: number): Promise<SchoolSummaryRow | null> {
  return (await schoolSummary(db, { schoolId })).schools[0] ?? null;
}
