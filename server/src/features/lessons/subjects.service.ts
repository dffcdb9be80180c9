import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Language, SubjectsResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { StudentContext } from '../../core/identity/student-context';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { subjectTranslations } from '../translations/translations.table';
import { lessonCompletions, lessons, subjects } from './lessons.table';
import { visibleToSchool } from './curriculum.service';

/**
 * The Subjects panel's cards: the subjects of the student's grade that have at least one lesson
 * for their school, with how many of those lessons the student completed, in the caller's language (ADR 0044). One query.
 */
export async function listStudentSubjects(db: Db, student: StudentContext, language: Language): Promise<SubjectsResponse> {
  const rows = await db
    .select({
      id: subjects.id, name: inLanguage(subjectTranslations.name, subjects.name), slug: subjects.slug, grade: subjects.grade,
      description: inLanguage(subjectTranslations.description, subjects.description), textLanguage: textLanguage(subjectTranslations.name, language),
      image: subjects.imageUrl,
      total: sql<number>`count(${lessons.id})::int`,
      completed: sql<number>`count(${lessonCompletions.lessonId})::int`,
    })
    .from(subjects)
    .innerJoin(lessons, and(eq(lessons.subjectId, subjects.id), visibleToSchool(student.schoolId)))
    .leftJoin(lessonCompletions, and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.studentId, student.id)))
    .leftJoin(subjectTranslations, versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language))
    .where(and(eq(subjects.grade, student.grade), isNull(subjects.archivedAt)))
    // The version's primary key makes its fields one per group.
    .groupBy(subjects.id, subjectTranslations.subjectId, subjectTranslations.language)
    // Creation order is the order the curriculum was planned in.
    .orderBy(asc(subjects.id));
  return {
    grade: student.grade,
    subjects: rows.map((r) => ({
      id: r.id, subject_id: r.id, name: r.name, slug: r.slug, grade: r.grade, description: r.description, image: r.image,
      total_lessons: Number(r.total), completed_lessons: Number(r.completed), text_language: r.textLanguage,
    })),
  };
}
