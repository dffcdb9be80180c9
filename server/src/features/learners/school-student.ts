import { and, eq, sql } from 'drizzle-orm';
import type { LearnerRow } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';

export const NO_SUCH_STUDENT = 'No student with that username at your school.';

/** The columns of a learner row (Learner's Assigned / Onboard), from users joined to student_profiles. */
export const learnerColumns = {
  username: users.username, email: users.email, name: users.name, grade: studentProfiles.grade, section: studentProfiles.section,
  loginCount: users.loginCount, lastLogin: users.lastLoginAt,
};

/**
 * A learner row's columns with their extra time in quizzes (ADR 0040), or null: correlated primary-key look-ups per
 * listed learner, so a query that selects them stays as it is (no join). The administrators' list does not show it.
 */
export const learnerRowColumns = {
  ...learnerColumns,
  extraPercent: sql<number | null>`(select ta.time_percent from time_accommodations ta where ta.student_id = "users"."id")`,
  extraMinutes: sql<number | null>`(select ta.extra_minutes from time_accommodations ta where ta.student_id = "users"."id")`,
};
interface LearnerRecord {
  username: string; email: string; name: string | null; grade: number; section: string; loginCount: number; lastLogin: Date | null;
  extraPercent: number | null; extraMinutes: number | null;
}

export const toLearnerRow = (r: LearnerRecord): LearnerRow => ({
  user: { username: r.username, email: r.email }, name: r.name ?? r.username, grade: r.grade, section: r.section,
  login_count: r.loginCount, last_login: r.lastLogin ? r.lastLogin.toISOString() : null,
  extra_time: r.extraPercent === null ? null : { time_factor: Number(r.extraPercent) / 100, extra_minutes: Number(r.extraMinutes) },
});

/**
 * A student of this school by username (any case), with the learner row's columns and whether they must change
 * their password; 404 for another school's student and a missing one alike, so staff cannot probe other schools.
 */
export async function schoolStudent(db: Db, schoolId: number, username: string) {
  const [row] = await db.select({ id: users.id, mustChangePassword: users.mustChangePassword, ...learnerRowColumns })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.role, 'student'), eq(studentProfiles.schoolId, schoolId)))
    .limit(1);
  if (!row) throw notFound(NO_SUCH_STUDENT);
  return row;
}
