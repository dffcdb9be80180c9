import { and, asc, eq, sql } from 'drizzle-orm';
import { CLASS_CHANGE_MESSAGES, READ_ONLY_PROFILE_FIELDS, READ_ONLY_PROFILE_MESSAGE, type AvailableAvatars, type StudentProfile } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { recordAudit } from '../audit';
import { avatars, classChangeRequests, studentProfiles } from '../../core/identity/students.table';

export const NO_PROFILE = 'No profile data found.';

/** The profile of the student with this username (case-insensitive, as sign-in is). */
export async function getStudentProfile(db: Db, username: string): Promise<StudentProfile> {
  const [row] = await db
    .select({
      username: users.username, email: users.email, name: users.name, grade: studentProfiles.grade,
      section: studentProfiles.section, avatarKey: studentProfiles.avatarKey, imagePath: avatars.imagePath, school: schools.name,
      change: { grade: classChangeRequests.grade, section: classChangeRequests.section, at: classChangeRequests.createdAt },
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .innerJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .leftJoin(avatars, eq(avatars.key, studentProfiles.avatarKey))
    .leftJoin(classChangeRequests, and(eq(classChangeRequests.studentId, users.id), eq(classChangeRequests.status, 'pending')))
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
    class_change: row.change ? { grade: row.change.grade, section: row.change.section, requested_at: new Date(row.change.at).toISOString() } : null,
  };
}

async function studentOf(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, schoolId: studentProfiles.schoolId, grade: studentProfiles.grade, section: studentProfiles.section })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!row) throw notFound(NO_PROFILE);
  return row;
}
const studentIdOf = async (db: Db, username: string) => (await studentOf(db, username)).id;

interface ProfileChanges {
  name?: string;
  grade?: number;
  section?: string;
  [key: string]: unknown;
}

/**
 * Name may change; username and email are read-only (spec 1 §5) and refused. Another grade or section is a request
 * the student's teacher or school decides (ADR 0024): the student stays in their class until then; asking again
 * replaces the waiting request, and asking for the class they are in withdraws it.
 */
export async function updateStudentProfile(db: Db, username: string, changes: ProfileChanges): Promise<StudentProfile> {
  const readOnly = READ_ONLY_PROFILE_FIELDS.filter((field) => field in changes);
  if (readOnly.length > 0) {
    throw badRequest(READ_ONLY_PROFILE_MESSAGE, readOnly.map((field) => ({ field, message: READ_ONLY_PROFILE_MESSAGE })));
  }
  const student = await studentOf(db, username);
  await db.transaction(async (tx) => {
    if (changes.name !== undefined) await tx.update(users).set({ name: changes.name }).where(eq(users.id, student.id));
    if (changes.grade === undefined && changes.section === undefined) return;
    const to = { grade: changes.grade ?? student.grade, section: changes.section ?? student.section };
    if (to.grade === student.grade && to.section === student.section) {
      await withdrawClassChange(tx, student.id, student.schoolId);
      return;
    }
    await askForClass(tx, student, to);
  });
  return getStudentProfile(db, username);
}

/** Makes (or replaces) the student's one waiting request for another class, audited under their school. */
async function askForClass(db: Db, student: Awaited<ReturnType<typeof studentOf>>, to: { grade: number; section: string }): Promise<void> {
  const from = { fromGrade: student.grade, fromSection: student.section };
  const waiting = and(eq(classChangeRequests.studentId, student.id), eq(classChangeRequests.status, 'pending'));
  let [request] = await db.update(classChangeRequests).set({ ...from, ...to, createdAt: sql`now()` }).where(waiting).returning({ id: classChangeRequests.id });
  if (!request) {
    [request] = await db.insert(classChangeRequests).values({ studentId: student.id, schoolId: student.schoolId, ...from, ...to })
      .onConflictDoNothing().returning({ id: classChangeRequests.id });
  }
  if (!request) return; // another request of the same student won the race; it stands
  await recordAudit(db, {
    schoolId: student.schoolId, actorId: student.id, action: 'create', entity: 'student_account', entityId: student.id,
    before: { grade: student.grade, section: student.section }, after: { class_change: to, status: 'pending' },
  });
}

/** Withdraws the student's waiting class change; false when none waits. */
async function withdrawClassChange(db: Db, studentId: number, schoolId: number): Promise<boolean> {
  const withdrawn = await db.update(classChangeRequests).set({ status: 'cancelled', decidedBy: studentId, decidedAt: sql`now()` })
    .where(and(eq(classChangeRequests.studentId, studentId), eq(classChangeRequests.status, 'pending')))
    .returning({ grade: classChangeRequests.grade, section: classChangeRequests.section });
  if (withdrawn.length === 0) return false;
  await recordAudit(db, {
    schoolId, actorId: studentId, action: 'update', entity: 'student_account', entityId: studentId,
    before: { class_change: withdrawn[0], status: 'pending' }, after: { class_change: withdrawn[0], status: 'cancelled' },
  });
  return true;
}

/** The student withdraws their waiting class change request (404 when none waits). */
export async function cancelClassChange(db: Db, username: string): Promise<StudentProfile> {
  const student = await studentOf(db, username);
  if (!(await db.transaction((tx) => withdrawClassChange(tx, student.id, student.schoolId)))) throw notFound(CLASS_CHANGE_MESSAGES.noneWaiting);
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
