import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES, NOTIFY_MESSAGES, type NotificationItem, type notifySchoolSchema, type notifyStudentsSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import { studentProfiles } from '../../core/identity/students.table';
import type { SchoolContext } from '../../core/identity/schools';
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

/** The approved students of the school, of one grade or of one class (student_profiles_class_idx). */
async function approvedStudentsOf(db: Db, schoolId: number, grade?: number, section?: string): Promise<number[]> {
  const found = await db.select({ id: studentProfiles.userId })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(
      eq(studentProfiles.schoolId, schoolId), eq(users.approvalStatus, 'approved'),
      grade === undefined ? undefined : eq(studentProfiles.grade, grade), section === undefined ? undefined : eq(studentProfiles.section, section),
    ));
  return found.map((s) => s.id);
}

/** The approved students of one class of the school. */
async function studentsOfClass(db: Db, schoolId: number, grade: number | undefined, section: string | undefined): Promise<Recipients> {
  if (grade === undefined) throw required('grade');
  if (section === undefined) throw required('section');
  const ids = await approvedStudentsOf(db, schoolId, grade, section);
  if (ids.length === 0) throw badRequest(NOTIFY_MESSAGES.noStudents);
  return { ids, audit: { grade, section } };
}

interface Message {
  subject: string;
  message: string;
  link?: string;
  type: NotificationItem['notification_type'];
}

/**
 * Stores a notification to students of a school with its audit entry in one transaction, and hands it to the
 * recipients' open streams once committed: the one way a notification to students is sent.
 */
async function sendToStudents(db: Db, senderId: number, schoolId: number, note: Message, to: Recipients): Promise<{ recipients: number }> {
  const delivered = await db.transaction(async (tx) => {
    const stored = await storeNotification(tx, {
      subject: note.subject, message: note.message, link: note.link ?? null, type: note.type, sentBy: senderId, schoolId,
    }, to.ids);
    await recordAudit(tx, {
      schoolId, actorId: senderId, action: 'send', entity: 'notification', entityId: stored.id,
      after: { subject: note.subject, ...to.audit, recipients: stored.recipients },
    });
    return stored;
  });
  delivered.publish();
  return { recipients: delivered.recipients };
}

/**
 * A teacher's notification to students of their school: the named students (every one must be a student of
 * the school, or nothing is sent) or a whole class.
 */
export async function notifyStudents(db: Db, senderId: number, school: SchoolContext, input: NotifyStudentsInput): Promise<{ recipients: number }> {
  const to = input.mode === 'individual'
    ? await studentsByUsername(db, school.id, input.student_usernames ?? [])
    : await studentsOfClass(db, school.id, input.grade, input.section);
  return sendToStudents(db, senderId, school.id, { ...input, type: input.notification_type }, { ...to, audit: { mode: input.mode, ...to.audit } });
}

export type NotifySchoolInput = z.output<typeof notifySchoolSchema>;

const SECTION_NEEDS_GRADE = 'Choose the grade of that section.';

/**
 * An administrator's notification (type info) to a school's approved students: all of them, one grade, or one class
 * (a section needs its grade). Nothing is sent when no student matches.
 */
export async function notifySchoolStudents(db: Db, senderId: number, school: SchoolContext, input: NotifySchoolInput): Promise<{ recipients: number }> {
  if (input.section !== undefined && input.grade === undefined) throw badRequest(SECTION_NEEDS_GRADE, [{ field: 'grade', message: SECTION_NEEDS_GRADE }]);
  const ids = await approvedStudentsOf(db, school.id, input.grade, input.section);
  if (ids.length === 0) throw badRequest(ADMIN_MESSAGES.noStudentsMatch);
  const audit = { to: input.section !== undefined ? 'class' : input.grade !== undefined ? 'grade' : 'school', grade: input.grade, section: input.section };
  return sendToStudents(db, senderId, school.id, { ...input, type: 'info' }, { ids, audit });
}
