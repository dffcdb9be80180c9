import crypto from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REGISTRATION_MESSAGES, usernameSchema, type addStudentSchema, type OneTimePassword } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal, SchoolContext } from '../../policies';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { authTokens, users } from '../../core/identity/accounts.table';
import { hashOneTimePassword } from '../accounts';
import { studentProfiles } from '../../core/identity/students.table';
import { recordAudit } from '../audit';
import { NO_SUCH_STUDENT, schoolStudent } from './school-student';
import { oneTimePassword, placeholderEmail, usernameBase, usernameCandidates } from './one-time-password';

export const RESET_DETAIL = 'Give this one-time password to the student. It is shown only once; they choose their own password when they next sign in.';
export const ADDED_DETAIL = 'The student was added. Give them this one-time password; it is shown only once, and they choose their own password when they first sign in.';

/**
 * Gives a student of the school a one-time password (ADR 0007): a new random password, hashed; the student must
 * choose their own at the next sign-in; every session of theirs ends; the audit log records who did it (never the
 * password). All in one transaction. The password is answered once and stored nowhere in clear.
 */
/** How long a one-time password given now works (ONE_TIME_PASSWORD_HOURS, ADR 0023), as the answer tells it. */
const validity = (hours: number) => ({ valid_hours: hours, expires_at: new Date(Date.now() + hours * 3_600_000).toISOString() });

export async function resetStudentPassword(db: Db, actor: Principal, school: SchoolContext, username: string, validHours: number): Promise<OneTimePassword & { studentId: number }> {
  const student = await schoolStudent(db, school.id, username);
  const password = oneTimePassword(student);
  const passwordHash = await hashOneTimePassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ passwordHash, mustChangePassword: true, oneTimePasswordAt: sql`now()` }).where(eq(users.id, student.id)).returning({ id: users.id });
    if (updated.length === 0) throw notFound(NO_SUCH_STUDENT);
    const ended = await tx.delete(authTokens).where(eq(authTokens.userId, student.id)).returning({ id: authTokens.id });
    await recordAudit(tx, {
      schoolId: school.id, actorId: actor.id, action: 'reset_password', entity: 'student_account', entityId: student.id,
      before: { username: student.username, must_change_password: student.mustChangePassword },
      after: { username: student.username, must_change_password: true, sessions_ended: ended.length },
    });
  });
  return { studentId: student.id, username: student.username, name: student.name ?? student.username, one_time_password: password, detail: RESET_DETAIL, ...validity(validHours) };
}

type AddStudentInput = z.output<typeof addStudentSchema>;

/** The username and email a new student gets: the ones asked for (409 when taken), or made from the name. */
async function chooseIdentity(db: Db, input: AddStudentInput): Promise<{ username: string; email: string }> {
  if (input.username) {
    const parsed = usernameSchema.safeParse(input.username);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid value';
      throw badRequest(`username: ${message}`, [{ field: 'username', message }]);
    }
    const username = parsed.data;
    const email = input.email ?? placeholderEmail(username);
    const taken = await db.select({ username: users.username }).from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`);
    if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw conflict(REGISTRATION_MESSAGES.usernameTaken);
    if (taken.length > 0) throw conflict(REGISTRATION_MESSAGES.emailTaken);
    return { username, email };
  }
  if (input.email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
    if (taken) throw conflict(REGISTRATION_MESSAGES.emailTaken);
  }
  // One query for the base and its numbered variants (each an index lookup on lower(username) / lower(email)).
  const candidates = usernameCandidates(usernameBase(input.name));
  const taken = await db.select({ username: sql<string>`lower(${users.username})`, email: sql<string>`lower(${users.email})` }).from(users)
    .where(or(inArray(sql`lower(${users.username})`, candidates), inArray(sql`lower(${users.email})`, candidates.map(placeholderEmail))));
  const takenNames = new Set(taken.flatMap((t) => [t.username, t.email]));
  const username = candidates.find((c) => !takenNames.has(c) && (input.email || !takenNames.has(placeholderEmail(c))))
    // Fifty students of one name: a random number instead (a clash then is a 409 from the unique index).
    ?? `${candidates[0]}${crypto.randomInt(100, 1_000_000)}`;
  return { username, email: input.email ?? placeholderEmail(username) };
}

/**
 * Adds an approved student to the school (Add User, ADR 0007) with a profile in the given class and a one-time
 * password, in one transaction with its audit entry. Two additions racing for one username: the unique index
 * refuses the second, which the error handler answers 409.
 */
export async function addStudent(db: Db, actor: Principal, school: SchoolContext, input: AddStudentInput, validHours: number): Promise<OneTimePassword> {
  const { username, email } = await chooseIdentity(db, input);
  const password = oneTimePassword({ username, email });
  const passwordHash = await hashOneTimePassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({
      username, email, passwordHash, role: 'student', approvalStatus: 'approved', approvedBy: actor.id, approvedAt: new Date(),
      name: input.name, schoolId: school.id, mustChangePassword: true, oneTimePasswordAt: sql`now()`,
    }).returning({ id: users.id });
    await tx.insert(studentProfiles).values({ userId: user.id, schoolId: school.id, grade: input.grade, section: input.section });
    await recordAudit(tx, {
      schoolId: school.id, actorId: actor.id, action: 'create', entity: 'student_account', entityId: user.id,
      after: { username, email, name: input.name, grade: input.grade, section: input.section, must_change_password: true },
    });
  });
  return { username, name: input.name, one_time_password: password, detail: ADDED_DETAIL, ...validity(validHours) };
}
