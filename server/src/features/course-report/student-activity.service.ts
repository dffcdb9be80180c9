import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perLanguage } from '../../lib/per-language';
import { notFound } from '../../lib/http-errors';
import {
  ACTIVITY_ACTIONS, NO_ACTIVITY_MESSAGE, type Language, type StudentActivityResponse, type SubjectSummaryItem, type TeacherRemarkResponse,
} from '@prayog/contract';
import { studentReadBatcher, type StudentRead } from '../../read-models/student-read-batch';
import { lessons, subjects } from '../lessons/lessons.table';
import { inLanguage, versionOf } from '../translations';
import { lessonTranslations, subjectTranslations } from '../translations/translations.table';
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
 * A student's all-time seconds per lesson and tab, from the per-day aggregates, as one JSON column, the subject and
 * lesson names in the reader's language where versions have them (ADR 0044). Students open their course reports all
 * at once and cold like their homes: those asked for at the same moment are read in one statement per language
 * (studentReadBatcher, ADR 0020).
 */
const activityIn = (language: Language) => studentReadBatcher<{ lessons: LessonActivityRow[] }>(`student_activity_batch_${language}`, (p) => sql`
  (select coalesce(json_agg(r order by r.grade, r.subject, r.subject_id, r.position), '[]') from (
    select ${subjects.id} as subject_id, ${inLanguage(subjectTranslations.name, subjects.name)} as subject, ${subjects.slug} as slug,
      ${subjects.grade} as grade, ${lessons.id} as lesson_id, ${lessons.position} as position,
      ${inLanguage(lessonTranslations.name, lessons.name)} as lesson, ${secondsPerTab}
    from activity_daily d join ${lessons} on ${lessons.id} = d.lesson_id join ${subjects} on ${subjects.id} = d.subject_id
      left join ${subjectTranslations} on ${versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language)}
      left join ${lessonTranslations} on ${versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language)}
    where d.student_id = ${p.student}::int
    group by ${subjects.id}, ${lessons.id}, ${subjectTranslations.name}, ${lessonTranslations.name}) r) as lessons`);

/** Each language's statement and batches, made when a course report is first read in it. */
const activities = perLanguage(activityIn);
const readActivity = (db: Db, read: StudentRead, language: Language) => activities.of(language)(db, read);

/**
 * The student's all-time time per lesson and per subject, in seconds, named in the reader's language; the subject rows
 * are sums of their lessons.
 * No rows at all is the spec's 404 'No activity found for this user.'.
 */
export async function studentActivity(db: Db, student: StudentContext, language: Language): Promise<StudentActivityResponse> {
  const { lessons: rows } = await readActivity(db, { student, quizType: null, now: new Date() }, language);
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
