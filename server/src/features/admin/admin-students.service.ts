import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shortSchoolName, type adminStudentsQuerySchema, type AdminStudent } from '@prayog/contract';
import type { Db } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { learnerColumns } from '../learners/school-student';
import { schools } from '../schools/schools.table';
import { studentProfiles } from '../students/students.table';

type StudentsQuery = z.output<typeof adminStudentsQuerySchema>;

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Approved students of every school (or of one school, grade or class), those whose username or name contains
 * `search` in any case, by name then id: one page of at most the contract's 200 rows, and how many there are.
 */
export async function listStudents(db: Db, q: StudentsQuery) {
  const search = q.search?.trim();
  const where = and(
    eq(users.approvalStatus, 'approved'),
    q.school === undefined ? undefined : eq(studentProfiles.schoolId, q.school),
    q.grade === undefined ? undefined : eq(studentProfiles.grade, q.grade),
    q.section === undefined ? undefined : eq(studentProfiles.section, q.section),
    search ? or(ilike(users.username, containing(search)), ilike(users.name, containing(search))) : undefined,
  );
  const [[counted], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId)).where(where),
    db.select({ ...learnerColumns, school: { id: schools.id, name: schools.name } })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  const results = rows.map((r): AdminStudent => ({
    username: r.username, name: r.name ?? r.username, email: r.email,
    school: { id: r.school.id, name: r.school.name, short_name: shortSchoolName(r.school.name) },
    grade: r.grade, section: r.section, login_count: r.loginCount, last_login: r.lastLogin ? r.lastLogin.toISOString() : null,
  }));
  return { count: counted?.n ?? 0, limit: q.limit, offset: q.offset, results };
}
