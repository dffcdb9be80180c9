import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fileUrl, type CompleteLessonResponse, type CurriculumLesson, type CurriculumResponse, type Language, type LessonProgress } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../policies';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { storedFiles } from '../files/files.table';
import { findStudent, type StudentContext } from '../../core/identity/student-context';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { lessonTranslations, subjectTranslations } from '../translations/translations.table';
import { lessonCompletions, lessonSchools, lessons, subjects } from './lessons.table';

export const OTHER_GRADE_DETAIL = 'You can only open the subjects of your own grade.';
export const SUBJECT_NOT_FOUND_DETAIL = 'Subject not found.';

/** Who is looking: a student sees their school's lessons and their completions; staff their school's; a superuser all. */
interface Viewer {
  studentId: number | null;
  schoolId: number | null;
}

/**
 * Which lessons a school is shown: displayed on the front end and offered to that school. A viewer
 * without a school (a superuser) sees every displayed lesson.
 */
export const visibleToSchool = (schoolId: number | null) =>
  and(
    eq(lessons.displayOnFrontend, true),
    // An archived lesson (deleted after students used it) is kept for reports only.
    isNull(lessons.archivedAt),
    schoolId === null
      ? undefined
      : sql`exists (select 1 from ${lessonSchools} where ${lessonSchools.lessonId} = ${lessons.id} and ${lessonSchools.schoolId} = ${schoolId})`,
  );

/** The progress the circles show: lessons are worked through in order, so the current one is the first not completed. */
export function progressOf(data: { position: number; completed: boolean }[]): LessonProgress {
  const firstOpen = data.findIndex((l) => !l.completed);
  return {
    completed_positions: data.filter((l) => l.completed).map((l) => l.position),
    current_index: firstOpen === -1 ? Math.max(0, data.length - 1) : firstOpen,
    subject_completed: data.length > 0 && firstOpen === -1,
  };
}

/**
 * The subject and its visible lessons with the viewer's completion flags, in one query; null for an unknown subject.
 * Names and descriptions in the caller's language where a version has them, the hint the version's where one was
 * uploaded, else English (ADR 0044); each version joined by its primary key (item, language).
 */
async function loadCurriculum(db: Db, viewer: Viewer, grade: number, slug: string, language: Language): Promise<Omit<CurriculumResponse, 'progress'> | null> {
  const hintFileId = inLanguage(lessonTranslations.hintFileId, lessons.hintFileId);
  const rows = await db
    .select({
      subjectId: subjects.id, subjectName: inLanguage(subjectTranslations.name, subjects.name), subjectSlug: subjects.slug, subjectGrade: subjects.grade,
      description: inLanguage(subjectTranslations.description, subjects.description), subjectLanguage: textLanguage(subjectTranslations.name, language),
      id: lessons.id, name: inLanguage(lessonTranslations.name, lessons.name), textLanguage: textLanguage(lessonTranslations.name, language),
      position: lessons.position, content: lessons.contentUrl, video: lessons.videoUrl,
      simulator: lessons.simulatorUrl, quiz: lessons.quizUrl, hintFileId, hintType: storedFiles.contentType,
      completedAt: lessonCompletions.completedAt,
    })
    .from(subjects)
    .leftJoin(subjectTranslations, versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language))
    .leftJoin(lessons, and(eq(lessons.subjectId, subjects.id), visibleToSchool(viewer.schoolId)))
    .leftJoin(lessonTranslations, versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language))
    .leftJoin(storedFiles, eq(storedFiles.id, hintFileId))
    .leftJoin(lessonCompletions, and(
      eq(lessonCompletions.lessonId, lessons.id),
      // Staff have no completions of their own: a student id that matches nobody keeps the flags false.
      eq(lessonCompletions.studentId, viewer.studentId ?? -1),
    ))
    .where(and(eq(subjects.grade, grade), eq(subjects.slug, slug), isNull(subjects.archivedAt)))
    .orderBy(asc(lessons.position));
  const first = rows[0];
  if (!first) return null;
  const data: CurriculumLesson[] = rows.flatMap((r) => (r.id === null || r.name === null || r.position === null ? [] : [{
    id: r.id,
    name: r.name,
    position: r.position,
    content: r.content,
    tutorial_video: r.video,
    editor: r.simulator,
    quiz: r.quiz,
    hint: r.hintFileId ? fileUrl(r.hintFileId) : null,
    hint_content_type: r.hintFileId ? r.hintType : null,
    completed: r.completedAt !== null,
    text_language: r.textLanguage,
  }]));
  return {
    success: true,
    subject: {
      id: first.subjectId, name: first.subjectName, slug: first.subjectSlug, grade: first.subjectGrade, description: first.description,
      text_language: first.subjectLanguage,
    },
    data,
  };
}

/**
 * GET /curriculum/{grade}/{subject}/. A student may open only their own grade's subjects (the
 * portal links only those); teachers and school staff may read any grade's lessons for their school.
 */
export async function getCurriculum(db: Db, principal: Principal, grade: number, slug: string, language: Language): Promise<CurriculumResponse> {
  let viewer: Viewer;
  if (principal.role === 'student' && !principal.isSuperuser) {
    const student = await findStudent(db, principal.id);
    if (!student) throw forbidden('Only students can use this.');
    if (student.grade !== grade) throw forbidden(OTHER_GRADE_DETAIL);
    viewer = { studentId: student.id, schoolId: student.schoolId };
  } else {
    viewer = { studentId: null, schoolId: principal.isSuperuser ? null : principal.schoolId };
  }
  const curriculum = await loadCurriculum(db, viewer, grade, slug, language);
  if (!curriculum) throw notFound(SUBJECT_NOT_FOUND_DETAIL);
  return { ...curriculum, progress: progressOf(curriculum.data) };
}

/**
 * Stores that the signed-in student completed a lesson. Idempotent; refused with 409 unless every
 * earlier lesson of the subject is completed, so progress can only grow in order (spec 2 §4).
 */
export async function completeLesson(db: Db, student: StudentContext, grade: number, slug: string, position: number): Promise<CompleteLessonResponse> {
  if (student.grade !== grade) throw forbidden(OTHER_GRADE_DETAIL);
  // Only the lessons' order and completions matter here: read in English, the source.
  const curriculum = await loadCurriculum(db, { studentId: student.id, schoolId: student.schoolId }, grade, slug, 'en');
  if (!curriculum) throw notFound(SUBJECT_NOT_FOUND_DETAIL);
  const index = curriculum.data.findIndex((l) => l.position === position);
  if (index === -1) throw notFound('Lesson not found.');
  const lesson = curriculum.data[index];
  if (!lesson.completed) {
    if (curriculum.data.slice(0, index).some((l) => !l.completed)) throw conflict('Complete the earlier lessons first.');
    await db.insert(lessonCompletions).values({ studentId: student.id, lessonId: lesson.id }).onConflictDoNothing();
  }
  const data = curriculum.data.map((l, i) => (i === index ? { ...l, completed: true } : l));
  return { position, progress: progressOf(data) };
}
