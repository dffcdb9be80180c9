import { and, eq, isNull, or } from 'drizzle-orm';
import { ASSIGNMENT_DEFAULT_DAYS, ASSIGNMENT_MESSAGES, type Assignment } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { Principal } from '../../policies';
import type { SchoolContext } from '../../core/identity/schools';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { storeNotification } from '../notifications';
import { recordAudit } from '../audit';
import type { AssignableType } from './assignment-reports.service';

export const INVALID_DUE_DATE = 'The due date is not a day of the calendar.';
export const PAST_DUE_DATE = 'The due date cannot be before today.';

/** What each tab calls its quizzes: the notification's subject and the answer's detail. */
export const ASSIGNED_DETAIL: Record<AssignableType, string> = {
  homework: 'Homework assigned successfully.',
  'pre-assessment': 'Pre-assessment assigned successfully.',
  'post-assessment': 'Post-assessment assigned successfully.',
};
const NOTIFICATION_SUBJECT: Record<AssignableType, string> = {
  homework: 'New homework',
  'pre-assessment': 'New pre-assessment',
  'post-assessment': 'New post-assessment',
};
/** Where the student portal lists assigned quizzes (web: /dashboard/assessments). */
const ASSESSMENTS_LINK = '/dashboard/assessments';

/** A YYYY-MM-DD day `days` later; null when the text is no calendar day (2026-02-31). */
function addDays(day: string, days: number): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface AssignInput {
  quiz_id: number;
  grade: number;
  section: string;
  due_date?: string;
}

/**
 * Gives a quiz of the tab's type to one class of the caller's school (ADR 0007): the quiz must exist (404), be graded,
 * not practice (409, ADR 0022), be of that type and for that grade or any grade (400); the due date defaults to ASSIGNMENT_DEFAULT_DAYS from today in
 * the school's calendar and may not be in the past. The assignment, the class's notification and the audit entry
 * are one transaction; the notification reaches open tabs only after it commits. The same quiz to the same class
 * twice is 409: checked first for the message, and settled by quiz_assignments_class_uq when two arrive at once
 * (the loser's insert does nothing and gets the same 409).
 */
export async function assignQuiz(
  db: Db, school: SchoolContext, user: Principal, quizType: AssignableType, input: AssignInput, now = new Date(),
): Promise<Assignment> {
  const [quiz] = await db.select({ id: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, type: quizzes.quizType, kind: quizzes.kind, grade: quizzes.grade })
    .from(quizzes)
    // Another school's quiz, or an archived one (an old version, or deleted after use), is not the school's to give.
    .where(and(eq(quizzes.id, input.quiz_id), or(isNull(quizzes.schoolId), eq(quizzes.schoolId, school.id)), isNull(quizzes.archivedAt)))
    .limit(1);
  if (!quiz) throw notFound(ASSIGNMENT_MESSAGES.unknownQuiz);
  if (quiz.kind !== 'graded') throw conflict(ASSIGNMENT_MESSAGES.practiceQuiz);
  if (quiz.type !== quizType) throw badRequest(ASSIGNMENT_MESSAGES.wrongType, [{ field: 'quiz_id', message: ASSIGNMENT_MESSAGES.wrongType }]);
  if (quiz.grade !== null && quiz.grade !== input.grade) throw badRequest(ASSIGNMENT_MESSAGES.wrongGrade, [{ field: 'grade', message: ASSIGNMENT_MESSAGES.wrongGrade }]);

  const today = schoolToday(school.timeZone, now);
  const dueDate = input.due_date === undefined ? addDays(today, ASSIGNMENT_DEFAULT_DAYS)! : addDays(input.due_date, 0);
  if (dueDate === null) throw badRequest(INVALID_DUE_DATE, [{ field: 'due_date', message: INVALID_DUE_DATE }]);
  if (dueDate < today) throw badRequest(PAST_DUE_DATE, [{ field: 'due_date', message: PAST_DUE_DATE }]);

  const theClass = and(eq(quizAssignments.quizId, quiz.id), eq(quizAssignments.schoolId, school.id),
    eq(quizAssignments.grade, input.grade), eq(quizAssignments.section, input.section));
  const [existing] = await db.select({ id: quizAssignments.id }).from(quizAssignments).where(theClass).limit(1);
  if (existing) throw conflict(ASSIGNMENT_MESSAGES.duplicate);

  const { assignment, delivered } = await db.transaction(async (tx) => {
    // Read again under a share lock: a graded quiz becomes practice only under its row lock and only while nobody was
    // given it (ADR 0022), so it cannot turn practice between this check and the insert.
    const [locked] = await tx.select({ kind: quizzes.kind }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('share');
    if (locked?.kind !== 'graded') throw conflict(ASSIGNMENT_MESSAGES.practiceQuiz);
    const [row] = await tx.insert(quizAssignments)
      .values({ quizId: quiz.id, schoolId: school.id, grade: input.grade, section: input.section, assignedBy: user.id, dueDate })
      .onConflictDoNothing({ target: [quizAssignments.quizId, quizAssignments.schoolId, quizAssignments.grade, quizAssignments.section] })
      .returning({ id: quizAssignments.id });
    if (!row) throw conflict(ASSIGNMENT_MESSAGES.duplicate);
    // The class's students (student_profiles_class_idx); a student who has not been approved is not in the class yet.
    const students = await tx.select({ id: studentProfiles.userId }).from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(and(eq(studentProfiles.schoolId, school.id), eq(studentProfiles.grade, input.grade),
        eq(studentProfiles.section, input.section), eq(users.approvalStatus, 'approved')));
    const note = await storeNotification(tx, {
      subject: `${NOTIFICATION_SUBJECT[quizType]}: ${quiz.name}`,
      message: `${quiz.topic}. Open it in Assessments and finish it by ${dueDate}.`,
      link: ASSESSMENTS_LINK, type: 'info', sentBy: user.id, schoolId: school.id,
    }, students.map((s) => s.id));
    const after = { quiz_id: quiz.id, quiz_name: quiz.name, quiz_type: quizType, grade: input.grade, section: input.section, due_date: dueDate, students: note.recipients };
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'create', entity: 'quiz_assignment', entityId: row.id, after });
    return { assignment: { id: row.id, ...after }, delivered: note };
  });
  delivered.publish();

  return {
    id: assignment.id, quiz_id: quiz.id, quiz_name: quiz.name, grade: input.grade, section: input.section,
    due_date: dueDate, students: delivered.recipients, detail: ASSIGNED_DETAIL[quizType],
  };
}
