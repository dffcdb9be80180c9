import { and, asc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Language, QuizType, UpcomingEvent, UpcomingEventsResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { schoolEvents } from '../news/news.table';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';
import { openToStudents } from '../quizzes';
import { inLanguage, versionOf } from '../translations';
import { quizTranslations } from '../translations/translations.table';
import type { StudentContext } from '../../core/identity/student-context';
import { schoolToday } from '../../lib/school-time';

/**
 * What is coming up for the student, by date from the school's today: assessments given to their
 * class that they have not submitted (on their due date), and their school's events for the whole
 * school or their grade. Assessments without a due date have no day to show and are left out. An assessment's name and
 * topic are in the caller's language where the quiz has a version in it (ADR 0044).
 */
export async function upcomingEvents(db: Db, student: StudentContext, limit: number, language: Language): Promise<UpcomingEventsResponse> {
  const today = schoolToday(student.timeZone);
  const submitted = db.select({ one: sql`1` }).from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, student.id), eq(quizAttempts.status, 'submitted')));

  const [assessments, events] = await Promise.all([
    db.select({
      quizId: quizzes.id, name: inLanguage(quizTranslations.quizName, quizzes.quizName), topic: inLanguage(quizTranslations.topic, quizzes.topic),
      type: quizzes.quizType, dueDate: quizAssignments.dueDate,
    })
      .from(quizAssignments)
      .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
      .leftJoin(quizTranslations, versionOf(quizTranslations.quizId, quizzes.id, quizTranslations.language, language))
      .where(and(
        eq(quizAssignments.schoolId, student.schoolId), eq(quizAssignments.grade, student.grade), eq(quizAssignments.section, student.section),
        gte(quizAssignments.dueDate, today), notExists(submitted), openToStudents,
      ))
      .orderBy(asc(quizAssignments.dueDate), asc(quizzes.id))
      .limit(limit),
    db.select({ id: schoolEvents.id, title: schoolEvents.title, description: schoolEvents.description, date: schoolEvents.eventDate })
      .from(schoolEvents)
      .where(and(
        eq(schoolEvents.schoolId, student.schoolId), gte(schoolEvents.eventDate, today),
        or(isNull(schoolEvents.grade), eq(schoolEvents.grade, student.grade)),
      ))
      .orderBy(asc(schoolEvents.eventDate), asc(schoolEvents.id))
      .limit(limit),
  ]);

  const merged: UpcomingEvent[] = [
    ...assessments.map((a) => ({
      id: `assessment-${a.quizId}`, kind: 'assessment' as const, date: a.dueDate!, title: a.name, description: a.topic,
      quiz_id: a.quizId, quiz_type: a.type as QuizType,
    })),
    ...events.map((e) => ({
      id: `event-${e.id}`, kind: 'school_event' as const, date: e.date, title: e.title, description: e.description, quiz_id: null, quiz_type: null,
    })),
  ];
  // Same day: assessments (something to do) before events, then by title.
  merged.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title));
  return { today, events: merged.slice(0, limit) };
}
