import { and, desc, eq, sql } from 'drizzle-orm';
import { PARENT_MESSAGES, type Language, type ParentDashboard, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { quizReports } from '../assignments';
import { studentActivity } from '../course-report';
import { loginActivity } from '../login-activity';
import { quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { findStudentByUsername, type StudentContext } from '../../core/identity/student-context';
import { parentChildLinks } from '../../core/identity/parents.table';

const childSchool = (child: StudentContext) => ({ id: child.schoolId, code: '', name: child.schoolName, timeZone: child.timeZone });

/**
 * The child's time per lesson, named in the parent's language (empty when the child has not opened a lesson yet: the
 * course report's 404).
 */
async function accessReport(db: Db, child: StudentContext, language: Language): Promise<ParentDashboard['access_report']> {
  try {
    const { lesson_summary: lessons } = await studentActivity(db, child, language);
    return lessons.map((l) => ({
      subject: l.subject, page_visited: l.page_visited, video_time_spent: l.video_time, content_time_spent: l.content_time, quiz_time_spent: l.quiz_time,
      curriculum_time_spent: l.video_time + l.content_time + l.quiz_time + l.simulator_time + l.hint_time,
    }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return [];
    throw error;
  }
}

/**
 * The Dashboard section: the child's name, class, sign-ins and lesson time. The login chart's years are those of
 * the login service (years with sign-ins, and this year); without ?year= it shows the latest year with sign-ins.
 */
export async function parentDashboard(
  db: Db, child: StudentContext, children: StudentContext[], language: Language, year?: number,
): Promise<ParentDashboard> {
  let logins = await loginActivity(db, child, year);
  // This year is always offered; when it has no sign-ins yet, the default is the latest earlier year that has some.
  const earlier = logins.years.filter((y) => y < logins.year);
  if (year === undefined && logins.login_summary.length === 0 && logins.total_logins > 0 && earlier.length > 0) {
    logins = await loginActivity(db, child, earlier[earlier.length - 1]);
  }
  const perMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, login_num: 0 }));
  for (const day of logins.login_summary) perMonth[Number(day.date.slice(5, 7)) - 1].login_num += day.login_count;
  return {
    child_name: child.name, child_grade: `${child.grade} ${child.section}`, login_count: logins.total_logins,
    access_report: await accessReport(db, child, language),
    year: logins.year, years: logins.years, login_report: perMonth,
    children: children.map((c) => ({ username: c.username, name: c.name, grade: c.grade, section: c.section, school: c.schoolName })),
  };
}

/** The quiz of the type the child submitted last, among the quizzes given to the child's class (null when none). */
async function latestAttempted(db: Db, child: StudentContext, quizType: QuizType): Promise<number | null> {
  const [row] = await db.select({ quizId: quizAttempts.quizId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(quizAssignments, and(
      eq(quizAssignments.quizId, quizAttempts.quizId), eq(quizAssignments.schoolId, child.schoolId),
      eq(quizAssignments.grade, child.grade), eq(quizAssignments.section, child.section),
    ))
    .where(and(eq(quizAttempts.studentId, child.id), eq(quizAttempts.status, 'submitted'), eq(quizzes.quizType, quizType)))
    .orderBy(sql`coalesce(${quizAttempts.submittedAt}, ${quizAttempts.deadlineAt}) desc`, desc(quizAttempts.id))
    .limit(1);
  return row?.quizId ?? null;
}

/**
 * The staff report of one quiz type (the exams too) narrowed to the child's class, with only the child's own rows
 * (ADR 0014): of `?quiz_id=`, or else of the quiz the child attempted last, which the report opens on.
 */
export async function childReports(db: Db, child: StudentContext, quizType: QuizType, quizId: number | undefined, language: Language) {
  const attempted = await latestAttempted(db, child, quizType);
  const { reports } = await quizReports(
    db, childSchool(child), quizType, quizId ?? attempted ?? undefined, { studentId: child.id, grade: child.grade, section: child.section }, undefined, language,
  );
  return { reports, attempted_quiz_id: attempted };
}

/**
 * Asks to link another child: a pending link the child's school decides in its Approvals. Every request is answered
 * the same (a username that names no student, the parent themselves, or a child already asked for or linked), so
 * the form does not reveal which usernames exist; only a new link to a real student adds to that school's queue.
 */
export async function requestLink(db: Db, parent: Principal, username: string): Promise<{ detail: string }> {
  const answer = { detail: PARENT_MESSAGES.linkRequested };
  const child = await findStudentByUsername(db, username);
  if (!child || child.id === parent.id) return answer;
  await db.transaction(async (tx) => {
    const [link] = await tx.insert(parentChildLinks).values({ parentId: parent.id, studentId: child.id, status: 'pending' })
      .onConflictDoNothing().returning({ id: parentChildLinks.id });
    if (!link) return;
    await recordAudit(tx, {
      schoolId: child.schoolId, actorId: parent.id, action: 'create', entity: 'parent_link', entityId: link.id,
      after: { parent: parent.username, child: child.username, status: 'pending' },
    });
  });
  return answer;
}
