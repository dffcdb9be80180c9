import { and, asc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { ActiveHomeworkResponse, Language } from '@prayog/contract';
import type { Db } from '../../db/client';
import { subjects } from '../lessons/lessons.table';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';
import { openToStudents } from '../quizzes';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { quizTranslations, subjectTranslations } from '../translations/translations.table';
import type { StudentContext } from '../../core/identity/student-context';
import { schoolToday } from '../../lib/school-time';

/**
 * Homework quizzes given to the student's class that they have not submitted and whose due date
 * (a day on the school's calendar) has not passed. Soonest due first; open-ended ones last. Names in the caller's
 * language where versions have them (ADR 0044).
 */
export async function activeHomework(db: Db, student: StudentContext, language: Language): Promise<ActiveHomeworkResponse> {
  const submitted = db.select({ one: sql`1` }).from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, student.id), eq(quizAttempts.status, 'submitted')));
  const rows = await db
    .select({
      quizId: quizzes.id, title: inLanguage(quizTranslations.quizName, quizzes.quizName), topic: inLanguage(quizTranslations.topic, quizzes.topic),
      textLanguage: textLanguage(quizTranslations.quizName, language),
      subject: inLanguage(subjectTranslations.name, subjects.name), timeMinutes: quizzes.timeMinutes,
      dueDate: quizAssignments.dueDate, assignedAt: quizAssignments.assignedAt,
    })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .leftJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(quizTranslations, versionOf(quizTranslations.quizId, quizzes.id, quizTranslations.language, language))
    .leftJoin(subjectTranslations, versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language))
    .where(and(
      eq(quizAssignments.schoolId, student.schoolId), eq(quizAssignments.grade, student.grade), eq(quizAssignments.section, student.section),
      eq(quizzes.quizType, 'homework'),
      or(isNull(quizAssignments.dueDate), gte(quizAssignments.dueDate, schoolToday(student.timeZone))),
      notExists(submitted), openToStudents,
    ))
    .orderBy(sql`${quizAssignments.dueDate} asc nulls last`, asc(quizzes.id));
  return {
    homework: rows.map((r) => ({
      quiz_id: r.quizId, title: r.title, topic: r.topic, subject: r.subject, due_date: r.dueDate,
      assigned_at: r.assignedAt.toISOString(), time_minutes: r.timeMinutes, text_language: r.textLanguage,
    })),
  };
}
