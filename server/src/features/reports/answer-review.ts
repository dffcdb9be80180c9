import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnswersHidden, ReviewMode } from '@prayog/contract';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../students/student-context';
import { questions, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';

/** How a question's text is compared: the same words in another quiz are the same question. */
export const questionKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a student may see of the correct answers of their submitted quizzes (ADR 0005):
 * - a quiz's review mode decides first: after submission, after the quiz closed for the student's class
 *   (the end of its due date, school time), or never;
 * - whatever the mode, a question whose text is in a quiz the student can still start or is taking is
 *   never answered, so one report cannot give away another quiz.
 */
export interface AnswerReview {
  /** Why the whole attempt's answers are held back, or null when its mode allows them now. */
  hiddenFor(quizId: number, reviewMode: ReviewMode): AnswersHidden | null;
  /** Whether this question's answer is in a quiz still open to the student. */
  isInOpenQuiz(questionText: string): boolean;
}

type ReviewParam = 'student' | 'school' | 'grade' | 'section' | 'today';
const param = (name: ReviewParam) => sql.placeholder(name);

/** The two queries of the rule, prepared once per database (ADR 0020): a whole district opens its reports. */
const reviewQueries = perDatabase((db) => {
  const ownClass = and(eq(quizAssignments.schoolId, param('school')), eq(quizAssignments.grade, param('grade')), eq(quizAssignments.section, param('section')));
  const inClass = sql`${quizAssignments.grade} = ${param('grade')} and ${quizAssignments.section} = ${param('section')}`;
  // Questions of the quizzes of the student's class that are not submitted and still open (or running).
  const openTexts = db.selectDistinct({ text: questions.text })
    .from(quizAssignments)
    .innerJoin(questions, eq(questions.quizId, quizAssignments.quizId))
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizAssignments.quizId), eq(quizAttempts.studentId, param('student'))))
    .where(and(
      ownClass,
      or(isNull(quizAttempts.id), eq(quizAttempts.status, 'in_progress')),
      or(isNull(quizAssignments.dueDate), sql`${quizAssignments.dueDate} >= ${param('today')}::date`, eq(quizAttempts.status, 'in_progress')),
    ))
    .prepare('answer_review_open_texts');
  // When each quiz the student submitted closes for the student's class (or, if the student moved class, their school).
  const closing = db
    .select({
      quizId: quizAssignments.quizId,
      classCount: sql<number>`count(*) filter (where ${inClass})::int`,
      classOpenEnded: sql<boolean>`coalesce(bool_or(${quizAssignments.dueDate} is null) filter (where ${inClass}), false)`,
      classDue: sql<string | null>`max(${quizAssignments.dueDate}) filter (where ${inClass})`,
      schoolOpenEnded: sql<boolean>`bool_or(${quizAssignments.dueDate} is null)`,
      schoolDue: sql<string | null>`max(${quizAssignments.dueDate})`,
    })
    .from(quizAssignments)
    .where(and(
      eq(quizAssignments.schoolId, param('school')),
      sql`${quizAssignments.quizId} in (select a.quiz_id from ${quizAttempts} a where a.student_id = ${param('student')} and a.status = 'submitted')`,
    ))
    .groupBy(quizAssignments.quizId)
    .prepare('answer_review_closing');
  return { openTexts, closing };
});

/** The rule for every quiz the student submitted, in two queries sent at once. */
export async function loadAnswerReview(db: Db, student: StudentContext, now: Date): Promise<AnswerReview> {
  const today = schoolToday(student.timeZone, now);
  const queries = reviewQueries(db);
  const values: Record<ReviewParam, unknown> = { student: student.id, school: student.schoolId, grade: student.grade, section: student.section, today };
  const [openTexts, closing] = await Promise.all([queries.openTexts.execute(values), queries.closing.execute(values)]);

  const open = new Set(openTexts.map((r) => questionKey(r.text)));
  const closesAfter = new Map<number, string | null>(closing.map((c) => [
    c.quizId,
    c.classCount > 0 ? (c.classOpenEnded ? null : toDay(c.classDue)) : (c.schoolOpenEnded ? null : toDay(c.schoolDue)),
  ]));

  return {
    hiddenFor(quizId, reviewMode) {
      if (reviewMode === 'after_submission') return null;
      if (reviewMode === 'never') return { reason: 'never', until: null };
      const lastDay = closesAfter.get(quizId) ?? null;
      return lastDay !== null && lastDay < today ? null : { reason: 'until_close', until: lastDay };
    },
    isInOpenQuiz: (text) => open.has(questionKey(text)),
  };
}

/** A date column read through sql`` arrives as a string (pg) or a Date (some drivers); keep YYYY-MM-DD. */
function toDay(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
