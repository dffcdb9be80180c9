import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { ACTIVITY_ACTIONS, NO_ACTIVITY_MESSAGE, type StudentActivityResponse, type SubjectSummaryItem, type TeacherRemarkResponse } from '@prayog/contract';
import { studentReadBatcher } from '../../read-models/student-read-batch';
import { users } from '../../core/identity/accounts.table';
import { teacherRemarks } from '../../core/identity/students.table';
import type { StudentContext } from '../../core/identity/student-context';

interface LessonActivityRow {
  subject_id: number; subject: string; slug: string; grade: number; lesson_id: number; position: number; lesson: string;
  video: number; quiz: number; content: number; simulator: number; hint: number;
}

/** Seconds of each lesson-viewer tab; activity_daily's CHECK keeps `action` to these five (ACTIVITY_ACTIONS). */
const secondsPerTab = sql.raw(ACTIVITY_ACTIONS
  .map((action) => `coalesce(sum(d.seconds) filter (where d.action = '${action}'), 0)::int as ${action}`).join(', '));

/**
 * A student's all-time seconds per lesson and tab, from the per-day aggregates, as one JSON column. Students open
 * their course reports all at once and cold like their homes: those asked for at the same moment are read in one
 * statement (studentReadBatcher, ADR 0020).
 */
const readActivity = studentReadBatcher<{ lessons: LessonActivityRow[] }>('student_activity_batch', (p) => sql`
  (select coalesce(json_agg(r order by r.grade, r.subject, r.subject_id, r.position), '[]') from (
    select su.id as subject_id, su.name as subject, su.slug, su.grade, le.id as lesson_id, le.position, le.name as lesson,
      ${secondsPerTab}
    from activity_daily d join lessons le on le.id = d.lesson_id join subjects su on su.id = d.subject_id
    where d.student_id = ${p.student}::int
    group by su.id, le.id) r) as lessons`);

/**
 * The student's all-time time per lesson and per subject, in seconds; the subject rows are sums of their lessons.
 * No rows at all is the spec's 404 'No activity found for this user.'.
 */
export async function studentActivity(db: Db, student: StudentContext): Promise<StudentActivityResponse> {
  const { lessons: rows } = await readActivity(db, { student, quizType: null, now: new Date() });
  if (rows.length === 0) throw notFound(NO_ACTIVITY_MESSAGE);

  const bySubject = new Map<number, SubjectSummaryItem>();
  for (const r of rows) {
    const s = bySubject.get(r.subject_id) ?? {
      subject_id: r.subject_id, subject: r.subject, subject_slug: r.slug, grade: r.grade,
      total_video_time: 0, total_quiz_time: 0, total_content_time: 0, total_simulator_time: 0, total_hint_time: 0, total_curriculum_time: 0,
    };
    s.total_video_time += r.video;
    s.total_quiz_time += r.quiz;
    s.total_content_time += r.content;
    s.total_simulator_time += r.simulator;
    s.total_hint_time += r.hint;
    // Curriculum time is every tab of the lesson viewer together.
    s.total_curriculum_time += r.video + r.quiz + r.content + r.simulator + r.hint;
    bySubject.set(r.subject_id, s);
  }

  return {
    subject_summary: [...bySubject.values()],
    lesson_summary: rows.map((r) => ({
      subject_id: r.subject_id, subject: r.subject, lesson_id: r.lesson_id, lesson_position: r.position, page_visited: r.lesson,
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
