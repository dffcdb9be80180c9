import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileUrl, type CourseLessons, type Language } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../core/identity/schools';
import { storedFiles } from '../files/files.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { lessonTranslations, subjectTranslations } from '../translations/translations.table';
import { lessons, subjects } from './lessons.table';
import { visibleToSchool } from './curriculum.service';

const planFile = alias(storedFiles, 'plan_file');
const slidesFile = alias(storedFiles, 'slides_file');

export interface CourseLessonsQuery {
  grade?: number;
  course?: number;
}

/**
 * The coaches' Curriculum viewer (spec 3): the lessons offered to the school (lesson_schools) and shown on the front
 * end. `grades` and `courses` are every grade and subject that has such a lesson, for the cascading selects;
 * `results` are the lessons of the chosen grade (and subject), by subject then position, with the addresses of
 * their files (lesson plan and slides through /api/files/, which teachers may read) and of the simulator.
 * Nothing is listed until a grade or a subject is chosen, so an answer holds one grade at most.
 * Names are in the caller's language where a version has them, and the lesson plan is the version's where one was
 * uploaded (ADR 0044): each version joined by its primary key (item, language).
 *
 * Two statements: the school's subjects (each subject's lessons by lessons_subject_position_uq, each lesson's offer
 * by the lesson_schools primary key) and the chosen lessons (subjects_grade_slug_uq by grade, then as before).
 */
export async function courseLessons(db: Db, school: SchoolContext, query: CourseLessonsQuery, language: Language): Promise<CourseLessons> {
  const offered = visibleToSchool(school.id);
  const chosen = query.grade !== undefined || query.course !== undefined;
  const subjectVersion = versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language);
  const subjectName = inLanguage(subjectTranslations.name, subjects.name);
  const planId = inLanguage(lessonTranslations.lessonPlanFileId, lessons.lessonPlanFileId);
  const [courses, rows] = await Promise.all([
    db.select({
      course_id: subjects.id, course_name: subjectName, grade: subjects.grade,
      text_language: textLanguage(subjectTranslations.name, language),
    })
      .from(subjects)
      .leftJoin(subjectTranslations, subjectVersion)
      .where(sql`exists (select 1 from ${lessons} where ${lessons.subjectId} = ${subjects.id} and ${offered})`)
      .orderBy(asc(subjects.grade), asc(subjectName), asc(subjects.id)),
    !chosen ? Promise.resolve([]) : db
      .select({
        lessonId: lessons.id, lessonName: inLanguage(lessonTranslations.name, lessons.name), position: lessons.position, courseId: subjects.id,
        courseName: subjectName, textLanguage: textLanguage(lessonTranslations.name, language),
        grade: subjects.grade, video: lessons.videoUrl, planId, planType: planFile.contentType,
        slidesId: lessons.lessonPptFileId, slidesType: slidesFile.contentType, simulator: lessons.simulatorUrl, display: lessons.displayOnFrontend,
      })
      .from(lessons)
      .innerJoin(subjects, eq(subjects.id, lessons.subjectId))
      .leftJoin(lessonTranslations, versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language))
      .leftJoin(subjectTranslations, subjectVersion)
      .leftJoin(planFile, eq(planFile.id, planId))
      .leftJoin(slidesFile, eq(slidesFile.id, lessons.lessonPptFileId))
      .where(and(
        offered,
        query.grade === undefined ? undefined : eq(subjects.grade, query.grade),
        query.course === undefined ? undefined : eq(subjects.id, query.course),
      ))
      .orderBy(asc(subjectName), asc(subjects.id), asc(lessons.position)),
  ]);

  const results = rows.map((r) => ({
    lesson_id: r.lessonId, lesson_name: r.lessonName, position: r.position, course_id: r.courseId, course_name: r.courseName, grade: r.grade,
    lesson_video: r.video,
    lesson_plans: r.planId ? fileUrl(r.planId) : null,
    lesson_plan_content_type: r.planId ? r.planType : null,
    lesson_ppt: r.slidesId ? fileUrl(r.slidesId) : null,
    lesson_ppt_content_type: r.slidesId ? r.slidesType : null,
    lesson_editor: r.simulator,
    display_on_frontend: r.display,
    text_language: r.textLanguage,
  }));
  return { grades: [...new Set(courses.map((c) => c.grade))], courses, count: results.length, results };
}
