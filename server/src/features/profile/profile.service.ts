import { asc, eq, sql } from 'drizzle-orm';
import { READ_ONLY_PROFILE_FIELDS, READ_ONLY_PROFILE_MESSAGE, type AvailableAvatars, type StudentProfile } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { users } from '../accounts/accounts.table';
import { schools } from '../schools/schools.table';
import { avatars, studentProfiles } from '../students/students.table';

export const NO_PROFILE = 'No profile data found.';

/** The profile of the student with this username (case-insensitive, as sign-in is). */
export async function getStudentProfile(db: Db, username: string): Promise<StudentProfile> {
  const [row] = await db
    .select({
      username: users.username, email: users.email, name: users.name, grade: studentProfiles.grade,
      section: studentProfiles.section, avatarKey: studentProfiles.avatarKey, imagePath: avatars.imagePath, school: schools.name,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .leftJoin(avatars, eq(avatars.key, studentProfiles.avatarKey))
    // Uses the unique index on lower(username).
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!row) throw notFound(NO_PROFILE);
  return {
    user: { username: row.username, email: row.email },
    name: row.name ?? row.username,
    grade: row.grade,
    section: row.section,
    profile_pic: row.imagePath ?? null,
    avatar_key: row.avatarKey,
    school: row.school,
  };
}

async function studentIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!row) throw notFound(NO_PROFILE);
  return row.id;
}

interface ProfileChanges {
  name?: string;
  grade?: number;
  section?: string;
  [key: string]: unknown;
}

/** Name, grade and section may change; username and email are read-only (spec 1 §5) and refused. */
export async function updateStudentProfile(db: Db, username: string, changes: ProfileChanges): Promise<StudentProfile> {
  const readOnly = READ_ONLY_PROFILE_FIELDS.filter((field) => field in changes);
  if (readOnly.length > 0) {
    throw badRequest(READ_ONLY_PROFILE_MESSAGE, readOnly.map((field) => ({ field, message: READ_ONLY_PROFILE_MESSAGE })));
  }
  const studentId = await studentIdOf(db, username);
  const classChanges: Partial<typeof studentProfiles.$inferInsert> = {};
  if (changes.grade !== undefined) classChanges.grade = changes.grade;
  if (changes.section !== undefined) classChanges.section = changes.section;
  await db.transaction(async (tx) => {
    if (changes.name !== undefined) await tx.update(users).set({ name: changes.name }).where(eq(users.id, studentId));
    if (Object.keys(classChanges).length > 0) await tx.update(studentProfiles).set(classChanges).where(eq(studentProfiles.userId, studentId));
  });
  return getStudentProfile(db, username);
}

/** Sets the profile picture to one of the shipped avatars. */
export async function chooseAvatar(db: Db, username: string, avatarKey: string | undefined): Promise<StudentProfile> {
  if (!avatarKey) throw badRequest('Choose an avatar.', [{ field: 'avatar_choice', message: 'Choose an avatar.' }]);
  const studentId = await studentIdOf(db, username);
  const [avatar] = await db.select({ key: avatars.key }).from(avatars).where(eq(avatars.key, avatarKey)).limit(1);
  if (!avatar) throw badRequest('Unknown avatar.', [{ field: 'avatar_choice', message: 'Unknown avatar.' }]);
  await db.update(studentProfiles).set({ avatarKey: avatar.key }).where(eq(studentProfiles.userId, studentId));
  return getStudentProfile(db, username);
}

export async function listAvatars(db: Db): Promise<AvailableAvatars> {
  const rows = await db.select().from(avatars).orderBy(asc(avatars.label));
  return {
    available_avatars: Object.fromEntries(rows.map((a) => [a.key, a.imagePath])),
    avatars: rows.map((a) => ({ key: a.key, label: a.label, image: a.imagePath })),
  };
}
