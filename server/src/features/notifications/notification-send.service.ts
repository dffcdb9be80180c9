import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTIFY_MESSAGES, type notifyStudentsSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { users } from '../accounts/accounts.table';
import { recordAudit } from '../audit/audit.service';
import { studentProfiles } from '../students/students.table';
import type { SchoolContext } from '../schools/schools.service';
import { storeNotification } from './deliver';

export type NotifyStudentsInput = z.output<typeof notifyStudentsSchema>;

/** Who a notification goes to, and how the audit log describes the choice. */
interface Recipients {
  ids: number[];
  audit: Record<string, unknown>;
}

const required = (field: string) => badRequest(NOTIFY_MESSAGES.required, [{ field, message: NOTIFY_MESSAGES.required }]);

/** Approved students of the school, by the usernames asked for (any case); uses users_username_lower_uq. */
async function studentsByUsername(db: Db, schoolId: number, usernames: readonly string[]): Promise<Recipients> {
  const wanted = [...new Map(usernames.map((u) => [u.toLowerCase(), u])).entries()];
  if (wanted.length === 0) throw required('student_usernames');
  const found = await db.select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(
      inArray(sql`lower(${users.username})`, wanted.map(([lower]) => lower)),
      eq(studentProfiles.schoolId, schoolId),
      eq(users.approvalStatus, 'approved'),
    ));
  const known = new Set(found.map((s) => s.username.toLowerCase()));
  const missing = wanted.filter(([lower]) => !known.has(lower)).map(([, typed]) => typed);
  if (missing.length > 0) {
    const detail = `These usernames are not students of your school: ${missing.join(', ')}.`;
    throw badRequest(detail, [{ field: 'student_usernames', message: detail }]);
  }
  return { ids: found.map((s) => s.id), audit: { student_usernames: found.map((s) => s.username).sort() } };
}

/** The approved students of one class of the school (student_profiles_class_idx). */
async function studentsOfClass(db: Db, schoolId: number, grade: number | undefined, section: string | undefined): Promise<Recipients> {
  if (grade === undefined) throw required('grade');
  if (section === undefined) throw required('section');
  const found = await db.select({ id: studentProfiles.userId })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(studentProfiles.schoolId, schoolId), eq(studentProfiles.grade, grade), eq(studentProfiles.section, section), eq(users.approvalStatus, 'approved')));
  if (found.length === 0) throw badRequest(NOTIFY_MESSAGES.noStudents);
  return { ids: found.map((s) => s.id), audit: { grade, section } };
}

/**
 * A teacher's notification to students of their school: the named students (every one must be a student of
 * the school, or nothing is sent) or a whole class. Stored with its audit entry in one transaction and handed
 * to the recipients' open streams once committed.
 */
export async function notifyStudents(db: Db, senderId: number, school: SchoolContext, input: NotifyStudentsInput): Promise<{ recipients: number }> {
  const to = input.mode === 'individual'
    ? await studentsByUsername(db, school.id, input.student_usernames ?? [])
    : await studentsOfClass(db, school.id, input.grade, input.section);
  const delivered = await db.transaction(async (tx) => {
    const stored = await storeNotification(tx, {
      subject: input.subject, message: input.message, link: input.link ?? null, type: input.notification_type, sentBy: senderId, schoolId: school.id,
    }, to.ids);
    await recordAudit(tx, {
      schoolId: school.id, actorId: senderId, action: 'send', entity: 'notification', entityId: stored.id,
      after: { subject: input.subject, mode: input.mode, ...to.audit, recipients: stored.recipients },
    });
    return stored;
  });
  delivered.publish();
  return { recipients: delivered.recipients };
}
