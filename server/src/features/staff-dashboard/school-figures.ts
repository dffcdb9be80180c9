import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { schoolDayStats } from './staff-dashboard.table';

/**
 * Figures of one school that the staff dashboards' home and the administrator's views both show, written once: the
 * rule of an open homework, the months with sign-ins and one month of LMS engagement.
 */

/**
 * A homework assignment still open on `today`, the school's own calendar day (a date, or an SQL expression of one
 * per school): never due, or due today or later. Needs quiz_assignments joined to quizzes.
 */
export const isOpenHomework = (today: string | SQL): SQL =>
  sql`${quizzes.quizType} = 'homework' and (${quizAssignments.dueDate} is null or ${quizAssignments.dueDate} >= ${today})`;

/** Months (YYYY-MM, school time) in which the school's students signed in, newest first. */
export async function monthsWithSignIns(db: Db, schoolId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: sql<string>`to_char(${schoolDayStats.day}, 'YYYY-MM')` })
    .from(schoolDayStats)
    .where(and(eq(schoolDayStats.schoolId, schoolId), sql`${schoolDayStats.logins} > 0`))
    .orderBy(desc(sql`1`));
  return rows.map((r) => r.month);
}

/** The first day of the month after `month` (YYYY-MM). */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** One month of the school's days in numbers, oldest first: a range of school_day_stats' primary key. */
export async function monthOfEngagement(db: Db, schoolId: number, month: string) {
  const rows = await db
    .select({ day: schoolDayStats.day, logins: schoolDayStats.logins, learners: schoolDayStats.learners, seconds: schoolDayStats.seconds })
    .from(schoolDayStats)
    .where(and(
      eq(schoolDayStats.schoolId, schoolId), gte(schoolDayStats.day, `${month}-01`), lt(schoolDayStats.day, nextMonthStart(month)),
      sql`(${schoolDayStats.logins} > 0 or ${schoolDayStats.seconds} > 0)`,
    ))
    .orderBy(asc(schoolDayStats.day));
  return rows.map((r) => ({ login_date: r.day, logins: r.logins, learners: r.learners, minutes: Math.round(r.seconds / 6) / 10 }));
}
