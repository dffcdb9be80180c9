import { and, eq } from 'drizzle-orm';
import { PARENT_MESSAGES, type ParentDashboard } from '@prayog/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit/audit.service';
import { quizReports, type AssignableType } from '../assignments/assignment-reports.service';
import { studentActivity } from '../course-report/student-activity.service';
import { loginActivity } from '../login-activity/login-activity.service';
import { findStudentByUsername, type StudentContext } from '../students/student-context';
import { parentChildLinks } from './parents.table';

const childSchool = (child: StudentContext) => ({ id: child.schoolId, code: '', name: child.schoolName, timeZone: child.timeZone });

/** The child's time per lesson (empty when the child has not opened a lesson yet: the course report's 404). */
async function accessReport(db: Db, child: StudentContext): Promise<ParentDashboard['access_report']> {
  try {
    const { lesson_summary: lessons } = await studentActivity(db, child);
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
export async function parentDashboard(db: Db, child: StudentContext, children: StudentContext[], year?: number): Promise<ParentDashboard> {
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
    access_report: await accessReport(db, child),
    year: logins.year, years: logins.years, login_report: perMonth,
    children: children.map((c) => ({ username: c.username, name: c.name, grade: c.grade, section: c.section, school: c.schoolName })),
  };
}

/** The staff report of one quiz type narrowed to the child's class, with only the child's own rows (ADR 0014). */
export async function childReports(db: Db, child: StudentContext, quizType: AssignableType, quizId?: number) {
  const { reports } = await quizReports(db, childSchool(child), quizType, quizId, { studentId: child.id, grade: child.grade, section: child.section });
  return reports;
}

/**
 * Asks to link another child: a pending link the child's school decides in its Approvals. A username that names
 * no student is answered like one that does (nothing is made), so the form does not reveal which usernames exist.
 */
export async function requestLink(db: Db, parent: Principal, username: string): Promise<{ detail: string }> {
  const child = await findStudentByUsername(db, username);
  if (!child || child.id === parent.id) return { detail: PARENT_MESSAGES.linkRequested };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: parentChildLinks.id }).from(parentChildLinks)
      .where(and(eq(parentChildLinks.parentId, parent.id), eq(parentChildLinks.studentId, child.id))).limit(1);
    if (existing) throw conflict(PARENT_MESSAGES.linkExists);
    const [link] = await tx.insert(parentChildLinks).values({ parentId: parent.id, studentId: child.id, status: 'pending' })
      .onConflictDoNothing().returning({ id: parentChildLinks.id });
    if (!link) throw conflict(PARENT_MESSAGES.linkExists);
    await recordAudit(tx, {
      schoolId: child.schoolId, actorId: parent.id, action: 'create', entity: 'parent_link', entityId: link.id,
      after: { parent: parent.username, child: child.username, status: 'pending' },
    });
  });
  return { detail: PARENT_MESSAGES.linkRequested };
}
