import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language, LessonSummaryResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { StudentContext } from '../../core/identity/student-context';
import { lessons, subjects } from '../lessons/lessons.table';
import { visibleToSchool } from '../lessons';
import { inLanguage, versionOf } from '../translations';
import { lessonTranslations, subjectTranslations } from '../translations/translations.table';
import { activityDaily } from './activity.table';

/** Seconds as HH:MM:SS (hours keep growing past 99), as the viewer's time-spent line shows them. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

const secondsFor = (action: string) =>
  sql<number>`coalesce(sum(${activityDaily.seconds}) filter (where ${activityDaily.action} = ${action}), 0)::int`;

/**
 * The signed-in student's time per lesson and tab in one subject, summed over all days, named in the reader's language
 * (spec 2 §3 "Lesson summary"). Only the student's own rows are read; a student may read any grade's
 * subject (their history from an earlier grade), but the lesson viewer asks for their current one.
 */
export async function lessonSummary(db: Db, student: StudentContext, grade: number, slug: string, language: Language): Promise<LessonSummaryResponse> {
  const rows = await db
    .select({
      subjectId: subjects.id, subjectName: inLanguage(subjectTranslations.name, subjects.name), subjectSlug: subjects.slug, subjectGrade: subjects.grade,
      description: inLanguage(subjectTranslations.description, subjects.description),
      lessonId: lessons.id, position: lessons.position, name: inLanguage(lessonTranslations.name, lessons.name),
      content: secondsFor('content'), video: secondsFor('video'), quiz: secondsFor('quiz'),
      simulator: secondsFor('simulator'), hint: secondsFor('hint'),
      total: sql<number>`coalesce(sum(${activityDaily.seconds}), 0)::int`,
    })
    .from(subjects)
    .leftJoin(lessons, and(eq(lessons.subjectId, subjects.id), visibleToSchool(student.schoolId)))
    // The names in the reader's language where versions have them (ADR 0044).
    .leftJoin(subjectTranslations, versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language))
    .leftJoin(lessonTranslations, versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language))
    // subject_id in the join lets the (student_id, subject_id) index find the rows.
    .leftJoin(activityDaily, and(
      eq(activityDaily.studentId, student.id), eq(activityDaily.subjectId, subjects.id), eq(activityDaily.lessonId, lessons.id),
    ))
    .where(and(eq(subjects.grade, grade), eq(subjects.slug, slug)))
    .groupBy(subjects.id, lessons.id, subjectTranslations.name, subjectTranslations.description, lessonTranslations.name)
    .orderBy(asc(lessons.position));
  const first = rows[0];
  if (!first) throw notFound('Subject not found.');
  return {
    subject: { id: first.subjectId, name: first.subjectName, slug: first.subjectSlug, grade: first.subjectGrade, description: first.description },
    lesson_summary: rows.flatMap((r) => (r.lessonId === null || r.position === null || r.name === null ? [] : [{
      lesson_id: r.lessonId,
      position: r.position,
      lesson_name: r.name,
      content_time: formatHms(Number(r.content)),
      video_time: formatHms(Number(r.video)),
      quiz_time: formatHms(Number(r.quiz)),
      simulator_time: formatHms(Number(r.simulator)),
      hint_time: formatHms(Number(r.hint)),
      curriculum_time: formatHms(Number(r.total)),
    }])),
  };
}
