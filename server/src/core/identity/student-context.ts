import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './accounts.table';
import { parentChildLinks } from './parents.table';
import { schools } from './schools.table';
import { studentProfiles } from './students.table';

/** What student-side services need to know about the signed-in student, read in one query. */
export interface StudentContext {
  id: number;
  username: string;
  name: string;
  schoolId: number;
  schoolName: string;
  timeZone: string;
  grade: number;
  section: string;
  /** When the account was made: quizzes that closed before it are not the student's to have missed. */
  joinedAt: Date;
}

/** The student with this user id, or null. */
export const findStudent = async (db: Db, userId: number) => (await loadStudents(db, eq(studentProfiles.userId, userId), 1))[0] ?? null;

/** The student with this username (any case), or null. */
export const findStudentByUsername = async (db: Db, username: string) =>
  (await loadStudents(db, sql`lower(${users.username}) = ${username.toLowerCase()}`, 1))[0] ?? null;

/** Approved students matching `where`, by name. */
export async function loadStudents(db: Db, where: SQL | undefined, limit: number): Promise<StudentContext[]> {
  const rows = await db
    .select({
      id: users.id, username: users.username, name: users.name, schoolId: studentProfiles.schoolId,
      schoolName: schools.name, timeZone: schools.timeZone, grade: studentProfiles.grade, section: studentProfiles.section,
      joinedAt: users.createdAt,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(and(where, eq(users.approvalStatus, 'approved')))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, name: row.name ?? row.username }));
}

/** Whether the school confirmed this parent's link to this student. */
export async function isConfirmedParent(db: Db, parentId: number, studentId: number): Promise<boolean> {
  const [link] = await db.select({ id: parentChildLinks.id }).from(parentChildLinks)
    .where(and(eq(parentChildLinks.parentId, parentId), eq(parentChildLinks.studentId, studentId), eq(parentChildLinks.status, 'approved')))
    .limit(1);
  return Boolean(link);
}
