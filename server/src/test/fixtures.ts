import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schools } from '../core/identity/schools.table';
import { users } from '../core/identity/accounts.table';
import { studentProfiles } from '../core/identity/students.table';
import { teacherProfiles, schoolProfiles } from '../features/staff/staff.table';
import { parentProfiles, parentChildLinks } from '../core/identity/parents.table';
import { hashPassword } from '../features/accounts/password';
import type { Role } from '@prayog/contract';

export const PASSWORD = 'correct-horse-9';
let passwordHash: Promise<string> | null = null;
/** The hash of PASSWORD, made once: hashing is slow on purpose. */
export const sharedPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

export async function createSchool(db: Db, code = 'green-valley', name = 'Green Valley School, Sector 21, Noida') {
  const [row] = await db.insert(schools).values({ code, name, city: 'Noida' }).returning();
  return row;
}

interface UserSpec {
  username: string;
  role: Role;
  schoolId: number | null;
  isSuperuser?: boolean;
  approval?: 'approved' | 'pending' | 'rejected';
  grade?: number;
  section?: string;
  name?: string;
}

/** Inserts a user and the role's profile directly, without going through the API. */
export async function createUser(db: Db, spec: UserSpec) {
  const [user] = await db.insert(users).values({
    username: spec.username,
    email: `${spec.username}@test.example`,
    passwordHash: await sharedPasswordHash(),
    role: spec.role,
    isSuperuser: spec.isSuperuser ?? false,
    name: spec.name ?? spec.username,
    schoolId: spec.schoolId,
    approvalStatus: spec.approval ?? 'approved',
  }).returning();
  if (spec.schoolId !== null) {
    if (spec.role === 'student') await db.insert(studentProfiles).values({ userId: user.id, schoolId: spec.schoolId, grade: spec.grade ?? 7, section: spec.section ?? 'A' });
    if (spec.role === 'teacher') await db.insert(teacherProfiles).values({ userId: user.id, schoolId: spec.schoolId });
    if (spec.role === 'school') await db.insert(schoolProfiles).values({ userId: user.id, schoolId: spec.schoolId });
    if (spec.role === 'parent') await db.insert(parentProfiles).values({ userId: user.id, schoolId: spec.schoolId });
  }
  return user;
}

export async function linkParent(db: Db, parentId: number, studentId: number, status: 'approved' | 'pending' = 'approved') {
  await db.insert(parentChildLinks).values({ parentId, studentId, status });
}

export async function userByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}
