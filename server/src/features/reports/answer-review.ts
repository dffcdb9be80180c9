import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnswersHidden, ReviewMode } from '@prayog/contract';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../../core/identity/student-context';
import type { ReviewParam } from '../../read-models/student-read-batch';

/** How a question's text is compared: the same words in another quiz are the same question. */
export const questionKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * questionKey, remembered: a district's reports compare the same few thousand question texts over and over (each
 * report hundreds of times), and making the key is most of a report's own work. Started afresh when full.
 */
const keys = new Map<string, string>();
const KEPT_QUESTION_KEYS = 20_000;
function keptQuestionKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    if (keys.size >= KEPT_QUESTION_KEYS) keys.clear();
    key = questionKey(text);
    keys.set(text, key);
  }
  return key;
}

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

/** What the rule reads, as two JSON columns of a report's statement (student-reports.service.ts). */
export interface AnswerReviewData {
  /** Question texts of the quizzes of the student's class not submitted and still open (or running). */
  open_texts: string[];
  /** When each quiz the student submitted closes for the student's class (or, if the student moved class, their school); days as JSON gives them, YYYY-MM-DD. */
  closing: { quiz_id: number; class_count: number; class_open_ended: boolean; class_due: string | null; school_open_ended: boolean; school_due: string | null }[];
}

/**
 * The rule's two parts as columns of the statement that reads a report (ADR 0020): a whole district opens its
 * reports, and each round trip to the database costs the server as much as the work it asks for.
 */
export const answerReviewColumns = (p: Record<ReviewParam, SQLWrapper>) => sql`
  (select coalesce(json_agg(distinct q.text), '[]') from quiz_assignments qa
    join questions q on q.quiz_id = qa.quiz_id
    left join quiz_attempts a on a.quiz_id = qa.quiz_id and a.student_id = ${p.student}::int
    where qa.school_id = ${p.school}::int and qa.grade = ${p.grade}::int and qa.section = ${p.section}::text
      and (a.id is null or a.status = 'in_progress')
      and (qa.due_date is null or qa.due_date >= ${p.today}::date or a.status = 'in_progress')) as open_texts,
  (select coalesce(json_agg(c), '[]') from (
    select qa.quiz_id,
      count(*) filter (where ${inClass(p)})::int as class_count,
      coalesce(bool_or(qa.due_date is null) filter (where ${inClass(p)}), false) as class_open_ended,
      max(qa.due_date) filter (where ${inClass(p)}) as class_due,
      bool_or(qa.due_date is null) as school_open_ended,
      max(qa.due_date) as school_due
    from quiz_assignments qa
    where qa.school_id = ${p.school}::int
      and qa.quiz_id in (select s.quiz_id from quiz_attempts s where s.student_id = ${p.student}::int and s.status = 'submitted')
    group by qa.quiz_id) c) as closing`;

const inClass = (p: Record<ReviewParam, SQLWrapper>) => sql`qa.grade = ${p.grade}::int and qa.section = ${p.section}::text`;

/** The rule for every quiz the student submitted, from what answerReviewColumns read. */
export function answerReviewOf(data: AnswerReviewData, student: StudentContext, now: Date): AnswerReview {
  const today = schoolToday(student.timeZone, now);
  const open = new Set(data.open_texts.map(keptQuestionKey));
  const closesAfter = new Map<number, string | null>(data.closing.map((c) => [
    c.quiz_id,
    c.class_count > 0 ? (c.class_open_ended ? null : c.class_due) : (c.school_open_ended ? null : c.school_due),
  ]));

  return {
    hiddenFor(quizId, reviewMode) {
      if (reviewMode === 'after_submission') return null;
      if (reviewMode === 'never') return { reason: 'never', until: null };
      const lastDay = closesAfter.get(quizId) ?? null;
      return lastDay !== null && lastDay < today ? null : { reason: 'until_close', until: lastDay };
    },
    isInOpenQuiz: (text) => open.size > 0 && open.has(keptQuestionKey(text)),
  };
}
