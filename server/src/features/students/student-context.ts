import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/access';
import { forbidden } from '../../lib/http-errors';
import { users } from '../accounts/accounts.table';
import { schools } from '../schools/schools.table';
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
}

export async function findStudent(db: Db, userId: number): Promise<StudentContext | null> {
  const [row] = await db
    .select({
      id: users.id, username: users.username, name: users.name, schoolId: studentProfiles.schoolId,
      schoolName: schools.name, timeZone: schools.timeZone, grade: studentProfiles.grade, section: studentProfiles.section,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(eq(studentProfiles.userId, userId))
    .limit(1);
  return row ? { ...row, name: row.name ?? row.username } : null;
}

/** The signed-in user as a student; anyone without a student profile (a superuser, say) is refused. */
export async function requireStudent(db: Db, principal: Principal): Promise<StudentContext> {
  const student = await findStudent(db, principal.id);
  if (!student) throw forbidden('Only students can use this.');
  return student;
}
