import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { NO_ACTIVITY_MESSAGE, type StudentActivityResponse, type SubjectSummaryItem, type TeacherRemarkResponse } from '@prayog/contract';
import { activityDaily } from '../activity/activity.table';
import { lessons, subjects } from '../lessons/lessons.table';
import { users } from '../accounts/accounts.table';
import { teacherRemarks } from '../students/students.table';
import type { StudentContext } from '../students/student-context';

/** Seconds of one lesson-viewer tab; activity_daily's CHECK keeps `action` to the five tabs. */
const secondsOf = (action: (typeof activityDaily.$inferSelect)['action']) =>
  sql<number>`coalesce(sum(${activityDaily.seconds}) filter (where ${activityDaily.action} = ${action}), 0)::int`;

/**
 * The signed-in student's all-time time per lesson and per subject, in seconds, from the per-day
 * aggregates: one grouped query per lesson; the subject rows are sums of their lessons.
 * No rows at all is the spec's 404 'No activity found for this user.'.
 */
export async function studentActivity(db: Db, student: StudentContext): Promise<StudentActivityResponse> {
  const rows = await db
    .select({
      subjectId: subjects.id, subject: subjects.name, slug: subjects.slug, grade: subjects.grade,
      lessonId: lessons.id, position: lessons.position, lesson: lessons.name,
      video: secondsOf('video'), quiz: secondsOf('quiz'), content: secondsOf('content'),
      simulator: secondsOf('simulator'), hint: secondsOf('hint'),
    })
    .from(activityDaily)
    .innerJoin(lessons, eq(lessons.id, activityDaily.lessonId))
    .innerJoin(subjects, eq(subjects.id, activityDaily.subjectId))
    .where(eq(activityDaily.studentId, student.id))
    .groupBy(subjects.id, lessons.id)
    .orderBy(asc(subjects.grade), asc(subjects.name), asc(subjects.id), asc(lessons.position));
  if (rows.length === 0) throw notFound(NO_ACTIVITY_MESSAGE);

  const bySubject = new Map<number, SubjectSummaryItem>();
  for (const r of rows) {
    const s = bySubject.get(r.subjectId) ?? {
      subject_id: r.subjectId, subject: r.subject, subject_slug: r.slug, grade: r.grade,
      total_video_time: 0, total_quiz_time: 0, total_content_time: 0, total_simulator_time: 0, total_hint_time: 0, total_curriculum_time: 0,
    };
    s.total_video_time += r.video;
    s.total_quiz_time += r.quiz;
    s.total_content_time += r.content;
    s.total_simulator_time += r.simulator;
    s.total_hint_time += r.hint;
    // Curriculum time is every tab of the lesson viewer together.
    s.total_curriculum_time += r.video + r.quiz + r.content + r.simulator + r.hint;
    bySubject.set(r.subjectId, s);
  }

  return {
    subject_summary: [...bySubject.values()],
    lesson_summary: rows.map((r) => ({
      subject_id: r.subjectId, subject: r.subject, lesson_id: r.lessonId, lesson_position: r.position, page_visited: r.lesson,
      video_time: r.video, quiz_time: r.quiz, content_time: r.content, simulator_time: r.simulator, hint_time: r.hint,
    })),
  };
}

/** The newest remark any teacher wrote for the signed-in student, or null. */
export async function latestTeacherRemark(db: Db, student: StudentContext): Promise<TeacherRemarkResponse> {
  const [row] = await db
    .select({ remark: teacherRemarks.remark, createdAt: teacherRemarks.createdAt, name: users.name, username: users.username })
    .from(teacherRemarks)
    .innerJoin(users, eq(users.id, teacherRemarks.teacherId))
    .where(eq(teacherRemarks.studentId, student.id))
    .orderBy(desc(teacherRemarks.createdAt), desc(teacherRemarks.id))
    .limit(1);
  return {
    teacher_remark: row ? { remark: row.remark, teacher_name: row.name ?? row.username, created_at: row.createdAt.toISOString() } : null,
  };
}
