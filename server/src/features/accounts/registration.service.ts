import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-errors';
import { REGISTRATION_MESSAGES, type registerRequestSchema, type RegisterResponse } from '@prayog/contract';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { studentProfiles } from '../../core/identity/students.table';
import { teacherProfiles, schoolProfiles } from '../staff/staff.table';
import { parentProfiles, parentChildLinks } from '../../core/identity/parents.table';
import { hashPassword } from './password';
import { checkNewPassword } from './password-policy';
import { checkCurrentNotice, recordAcceptance } from '../privacy';

type RegisterInput = z.output<typeof registerRequestSchema>;
type FieldError = { field: string; message: string };

/** Everything missing for the chosen role, all at once, before anything is written. */
function missingRoleFields(input: RegisterInput): FieldError[] {
  const role = input.user.role;
  const m = REGISTRATION_MESSAGES;
  const missing: FieldError[] = [];
  // A student's join code names the school, so the school is theirs to leave out (issue 28, item 5).
  if (!input.school && role !== 'student') missing.push({ field: 'school', message: m.schoolRequired });
  if (role !== 'school' && !input.name) missing.push({ field: 'name', message: m.nameRequired });
  if (role === 'student' && input.grade === undefined) missing.push({ field: 'grade', message: m.gradeRequired });
  if (role === 'student' && !input.join_code) missing.push({ field: 'join_code', message: m.joinCodeRequired });
  if (role === 'parent' && !input.child_username) missing.push({ field: 'child_username', message: m.childRequired });
  return missing;
}

const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * The school the account joins. Staff and parents choose it. A student's join code names it; a student who also
 * chose one must have typed that school's code. No separate look-up route: the school is found here, on a submit
 * that is rate-limited per address like the rest of sign-up, so join codes cannot be probed faster than sign-ups.
 */
async function joinedSchool(db: Db, input: RegisterInput): Promise<{ id: number; name: string }> {
  const columns = { id: schools.id, name: schools.name, joinCode: schools.joinCode };
  if (input.school) {
    const [school] = await db.select(columns).from(schools).where(eq(schools.code, input.school)).limit(1);
    if (!school) throw refuse('school', REGISTRATION_MESSAGES.unknownSchool);
    if (input.user.role === 'student' && input.join_code !== school.joinCode) throw refuse('join_code', REGISTRATION_MESSAGES.wrongJoinCode);
    return school;
  }
  const [school] = await db.select(columns).from(schools).where(eq(schools.joinCode, input.join_code!)).limit(1);
  if (!school) throw refuse('join_code', REGISTRATION_MESSAGES.unknownJoinCode);
  return school;
}

/**
 * Creates the account and its role profile in one transaction. Students join with their school's join code
 * and may sign in at once; teacher, school and parent accounts (and a parent's link to the child) wait for
 * approval. Two sign-ups racing for one username or email: the database's unique index refuses the second,
 * and the error handler answers 409 like the check below does.
 */
export async function register(db: Db, input: RegisterInput): Promise<RegisterResponse> {
  const missing = missingRoleFields(input);
  if (missing.length > 0) throw badRequest(missing[0].message, missing);
  const { username, email, password, role } = input.user;
  checkNewPassword(password, { username, email }, 'user.password');

  const school = await joinedSchool(db, input);

  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw conflict(REGISTRATION_MESSAGES.usernameTaken);
  if (taken.length > 0) throw conflict(REGISTRATION_MESSAGES.emailTaken);

  // The link is made only when the username names a student of this school; the answer is the same either
  // way, so an anonymous caller cannot learn which usernames exist. The school sees what was typed.
  let childId: number | null = null;
  if (role === 'parent') {
    const [child] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(sql`lower(${users.username}) = ${input.child_username!.toLowerCase()}`, eq(studentProfiles.schoolId, school.id)))
      .limit(1);
    childId = child?.id ?? null;
  }

  // A notice that changed while the form was open is read again before the account exists.
  if (input.privacy_notice_version !== undefined) await checkCurrentNotice(db, input.privacy_notice_version);
  const passwordHash = await hashPassword(password);
  const approvalStatus = role === 'student' ? 'approved' : 'pending';
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({
      username, email, passwordHash, role, approvalStatus,
      name: input.name ?? null, phoneNumber: input.phone_number ?? null, schoolId: school.id,
    }).returning({ id: users.id });
    if (input.privacy_notice_version !== undefined) await recordAcceptance(tx, user.id, input.privacy_notice_version);
    if (role === 'student') {
      await tx.insert(studentProfiles).values({ userId: user.id, schoolId: school.id, grade: input.grade!, section: input.section ?? 'A' });
    } else if (role === 'teacher') {
      await tx.insert(teacherProfiles).values({ userId: user.id, schoolId: school.id });
    } else if (role === 'school') {
      await tx.insert(schoolProfiles).values({ userId: user.id, schoolId: school.id });
    } else {
      await tx.insert(parentProfiles).values({ userId: user.id, schoolId: school.id, requestedChildUsername: input.child_username! });
      if (childId !== null) await tx.insert(parentChildLinks).values({ parentId: user.id, studentId: childId, status: 'pending' });
    }
  });

  return {
    message: role === 'student' ? REGISTRATION_MESSAGES.studentCreated
      : role === 'parent' ? REGISTRATION_MESSAGES.parentCreated : REGISTRATION_MESSAGES.staffCreated,
    username,
    role,
    approval_status: approvalStatus,
    school: school.name,
  };
}
