import { and, asc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shortSchoolName, type adminStudentsQuerySchema, type AdminStudent } from '@prayog/contract';
import type { Db } from '../../db/client';
import { users } from '../../core/identity/accounts.table';
import { learnerColumns } from '../learners';
import { schools } from '../../core/identity/schools.table';
import { studentProfiles } from '../../core/identity/students.table';

type StudentsQuery = z.output<typeof adminStudentsQuerySchema>;

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Approved students of every school (or of one school, grade or class), those whose username or name contains
 * `search` in any case, by name then id: one page of at most the contract's 200 rows, and how many there are.
 * The page and the count are chosen from users alone in one pass, and only the page's rows are joined to their class
 * and school: at 50,000 students that is one scan of users instead of joining every student before sorting.
 */
export async function listStudents(db: Db, q: StudentsQuery) {
  const search = q.search?.trim();
  const inClass = q.grade === undefined && q.section === undefined ? undefined : exists(
    db.select({ one: sql`1` }).from(studentProfiles).where(and(
      eq(studentProfiles.userId, users.id),
      q.grade === undefined ? undefined : eq(studentProfiles.grade, q.grade),
      q.section === undefined ? undefined : eq(studentProfiles.section, q.section),
    )),
  );
  const matching = and(
    eq(users.role, 'student'), eq(users.approvalStatus, 'approved'),
    q.school === undefined ? undefined : eq(users.schoolId, q.school),
    inClass,
    search ? or(ilike(users.username, containing(search)), ilike(users.name, containing(search))) : undefined,
  );
  // The count rides along with the page (one pass over users); only a page past the end needs it on its own.
  const page = db.select({ id: users.id, name: users.name, total: sql<number>`(count(*) over ())::int`.as('total') }).from(users).where(matching)
    .orderBy(asc(users.name), asc(users.id)).limit(q.limit).offset(q.offset).as('page');
  const rows = await db.select({ ...learnerColumns, id: users.id, deactivatedAt: users.deactivatedAt, total: page.total, school: { id: schools.id, name: schools.name } })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .orderBy(asc(page.name), asc(page.id));
  const count = rows[0]?.total
    ?? (q.offset === 0 ? 0 : (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(matching))[0]?.n ?? 0);
  const results = rows.map((r): AdminStudent => ({
    id: r.id, username: r.username, name: r.name ?? r.username, email: r.email,
    school: { id: r.school.id, name: r.school.name, short_name: shortSchoolName(r.school.name) },
    grade: r.grade, section: r.section, login_count: r.loginCount, last_login: r.lastLogin ? r.lastLogin.toISOString() : null,
    status: r.deactivatedAt ? 'deactivated' : 'active',
  }));
  return { count, limit: q.limit, offset: q.offset, results };
}
