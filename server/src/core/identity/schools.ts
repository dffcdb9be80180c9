import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from './accounts.table';
import type { Db } from '../../db/client';
import type { SchoolChoice } from '@prayog/contract';
import { schools } from './schools.table';

export async function listSchoolChoices(db: Db): Promise<SchoolChoice[]> {
  const rows = await db.select({ value: schools.code, label: schools.name }).from(schools).orderBy(asc(schools.name));
  return rows;
}

/** What staff-side services need to know about a school. */
export interface SchoolContext {
  id: number;
  code: string;
  name: string;
  timeZone: string;
}

export async function findSchool(db: Db, schoolId: number): Promise<SchoolContext | null> {
  const [row] = await db.select({ id: schools.id, code: schools.code, name: schools.name, timeZone: schools.timeZone })
    .from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row ?? null;
}

/** An approved teacher or school account by username (any case), with its school. */
export async function findStaffByUsername(db: Db, username: string, role: 'teacher' | 'school') {
  const [row] = await db.select({ id: users.id, username: users.username, name: users.name, schoolId: users.schoolId })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.role, role), eq(users.approvalStatus, 'approved')))
    .limit(1);
  return row && row.schoolId !== null ? { ...row, schoolId: row.schoolId } : null;
}
