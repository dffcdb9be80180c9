import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import type { registerRequestSchema, RegisterResponse } from '@prayog/contract';
import { users } from './accounts.table';
import { schools } from '../schools/schools.table';
import { studentProfiles } from '../students/students.table';
import { teacherProfiles, schoolProfiles } from '../staff/staff.table';
import { parentProfiles, parentChildLinks } from '../parents/parents.table';
import { hashPassword } from './password';

type RegisterInput = z.output<typeof registerRequestSchema>;

const required = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Finds what is wrong with the role-specific fields before anything is written. */
function checkRoleFields(input: RegisterInput) {
  const role = input.user.role;
  if (!input.school) throw required('school', 'Please choose your school.');
  if (role !== 'school' && !input.name) throw required('name', 'Please enter your name.');
  if (role === 'student' && input.grade === undefined) throw required('grade', 'Please choose your grade.');
  if (role === 'parent' && !input.child_username) throw required('child_username', "Please enter your child's username.");
}

/**
 * Creates the account and its role profile in one transaction. Students may sign in at once;
 * teacher, school and parent accounts (and a parent's link to the child) wait for approval.
 */
export async function register(db: Db, input: RegisterInput): Promise<RegisterResponse> {
  checkRoleFields(input);
  const { username, email, password, role } = input.user;

  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.code, input.school!)).limit(1);
  if (!school) throw required('school', 'Please choose a school from the list.');

  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    throw required('user.username', 'A user with that username already exists.');
  }
  if (taken.length > 0) throw required('user.email', 'A user with that email already exists.');

  let childId: number | null = null;
  if (role === 'parent') {
    const [child] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(sql`lower(${users.username}) = ${input.child_username!.toLowerCase()}`, eq(studentProfiles.schoolId, school.id)))
      .limit(1);
    if (!child) throw required('child_username', 'No student with that username was found at this school.');
    childId = child.id;
  }

  const passwordHash = await hashPassword(password);
  const approvalStatus = role === 'student' ? 'approved' : 'pending';
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({
      username, email, passwordHash, role, approvalStatus,
      name: input.name ?? null, phoneNumber: input.phone_number ?? null, schoolId: school.id,
    }).returning({ id: users.id });
    if (role === 'student') {
      await tx.insert(studentProfiles).values({ userId: user.id, schoolId: school.id, grade: input.grade!, section: input.section ?? 'A' });
    } else if (role === 'teacher') {
      await tx.insert(teacherProfiles).values({ userId: user.id, schoolId: school.id });
    } else if (role === 'school') {
      await tx.insert(schoolProfiles).values({ userId: user.id, schoolId: school.id });
    } else {
      await tx.insert(parentProfiles).values({ userId: user.id, schoolId: school.id });
      await tx.insert(parentChildLinks).values({ parentId: user.id, studentId: childId!, status: 'pending' });
    }
  });

  return {
    message: approvalStatus === 'approved'
      ? 'Registration successful. You can sign in now.'
      : 'Registration successful. You can sign in once your school approves your account.',
    username,
    role,
    approval_status: approvalStatus,
  };
}
