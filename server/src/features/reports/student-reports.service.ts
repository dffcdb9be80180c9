import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateUrl, reportListKeyByQuizType, type FeedbackState, type QuizType, type ReportItem, type ReportLists, type ReviewMode } from '@prayog/contract';
import type { StudentContext } from '../../core/identity/student-context';
import { chosenFromAnswers } from '../quizzes';
import { answerKeys, type AnswerKey } from '../../read-models/answer-keys';
import { answerReviewColumns, answerReviewOf, type AnswerReviewData } from './answer-review';
import { studentReadBatcher, type StudentReadParam } from '../../read-models/student-read-batch';

const round1 = (n: number) => Math.round(n * 10) / 10;

interface AttemptRow {
  id: number; quiz_id: number; name: string; topic: string; type: QuizType; pass_percent: number; review_mode: ReviewMode;
  submitted_at: string | null; total: number; correct: number; wrong: number; unattempted: number; score: number;
  average: number | null; highest: number | null;
  /** The option chosen for each answered question (question id → option id; null if the option was removed). */
  chosen: Record<string, number | null>;
}

/** What reportColumns read: the student's submitted attempts with their chosen options, and the answer-review rule's data. */
export interface ReportData extends AnswerReviewData { attempts: AttemptRow[] }

/** The student's submitted attempts (alias a, quizzes z), of one quiz type when `type` is given. */
const submittedBy = (p: Record<StudentReadParam, SQL>) => sql`a.student_id = ${p.student}::int and a.status = 'submitted'
  and (${p.type}::text is null or z.quiz_type = ${p.type}::text)`;

/**
 * A student's report, as JSON columns of ONE statement (ADR 0020): the attempts with the school's average and highest
 * per quiz (kept on write in quiz_school_totals, one row; a highest it no longer knows is the last row of
 * quiz_school_scores with students) and the options chosen (kept on the attempt), and what the
 * answer-review rule needs. A whole district opens its reports, and each round trip costs the server as much as
 * the work it asks for; the dashboard adds its own columns to the same statement.
 */
export const reportColumns = (p: Record<StudentReadParam, SQL>) => sql`
  (select coalesce(json_agg(r order by r.submitted_at desc, r.id desc), '[]') from (
    select a.id, z.id as quiz_id, z.quiz_name as name, z.topic, z.quiz_type as type, z.pass_percent, z.review_mode,
      a.submitted_at, a.total_questions as total, a.correct_count as correct, a.wrong_count as wrong,
      a.unattempted_count as unattempted, a.score_percent as score,
      t.score_sum::float8 / nullif(t.students, 0) as average,
      -- Kept beside the count; null (unknown, after a rescore or a removal) is read from the counts per score.
      coalesce(t.highest, (select max(s.score_percent) from quiz_school_scores s
        where s.quiz_id = z.id and s.school_id = ${p.school}::int and s.students > 0)) as highest,
      -- The options chosen, by question, kept on the attempt at submit (read from its answers for rows written without
      -- them); the feedback's texts come from the quiz's kept answer key (answer-keys.ts).
      coalesce(a.chosen, ${chosenFromAnswers(sql`a.id`)}) as chosen
    from quiz_attempts a join quizzes z on z.id = a.quiz_id
      left join quiz_school_totals t on t.quiz_id = z.id and t.school_id = ${p.school}::int
    where ${submittedBy(p)}) r) as attempts,
  ${answerReviewColumns(p)}`;

/** A student's report (reportColumns), read in one statement with the other students' asking at the same moment. */
const readReport = studentReadBatcher<ReportData>('student_report_batch', reportColumns);

/** A student's submitted attempts as report items, newest first, in one statement whatever their number. */
export async function listStudentReports(db: Db, student: StudentContext, quizType?: QuizType, now = new Date()): Promise<ReportItem[]> {
  const data = await readReport(db, { student, quizType: quizType ?? null, now });
  return reportItems(db, data, student, now);
}

/**
 * Report items from what reportColumns read and the quizzes' answer keys (answerKeys, usually from memory), with what
 * the answer-review rule lets the student see (correct answers are held back where it says so).
 */
export async function reportItems(db: Db, data: ReportData, student: StudentContext, now: Date): Promise<ReportItem[]> {
  const { attempts } = data;
  if (attempts.length === 0) return [];
  const keys = await answerKeys(db, attempts.map((a) => a.quiz_id));
  const review = answerReviewOf(data, student, now);

  return attempts.map((a) => {
    const passed = a.score >= a.pass_percent;
    const hidden = review.hiddenFor(a.quiz_id, a.review_mode);
    const items = feedbackOf(a, keys.get(a.quiz_id));
    const inOpenQuiz = items.map((f) => review.isInOpenQuiz(f.question));
    // A question still in an open quiz hides the student's own answer too: with the score it could tell the answer.
    return {
      id: a.id,
      quiz_id: a.quiz_id,
      exam_name: a.name,
      topic: a.topic,
      quiz_type: a.type,
      attempted_at: new Date(a.submitted_at ?? 0).toISOString(),
      your_result: { score: a.score },
      student_score: a.score,
      average_score: round1(a.average ?? a.score),
      highest_score: a.highest ?? a.score,
      total_questions: a.total,
      correct_questions: a.correct,
      wrong_questions: a.wrong,
      unattempted_questions: a.unattempted,
      passed,
      certificate_url: passed ? certificateUrl(a.id) : null,
      questions_feedback: items.map((f, i) => inOpenQuiz[i]
        ? { question: f.question, student_answer: null, correct_answer: null, is_correct: null, state: 'hidden' as const }
        // An unanswered question says so even while the marking is held back: it gives no answer away.
        : hidden !== null
          ? { question: f.question, student_answer: f.student_answer, correct_answer: null, is_correct: null, state: f.answered ? 'hidden' as const : 'unanswered' as const }
          : { question: f.question, student_answer: f.student_answer, correct_answer: f.correct_answer, is_correct: f.is_correct, state: stateOf(f) }),
      answers_hidden: hidden ?? (inOpenQuiz.includes(true) ? { reason: 'open_quiz', until: null } : null),
    };
  });
}

interface Feedback { question: string; student_answer: string | null; correct_answer: string; is_correct: boolean; answered: boolean }

/**
 * Each question of the attempt's quiz, in order, once per correct option, with the option the student chose. A
 * question is correct as the submit scored it (the chosen option is one marked correct); a question without a chosen
 * option is unanswered, as the submit counted it (unattempted), never incorrect.
 */
function feedbackOf(attempt: AttemptRow, key: AnswerKey | undefined): Feedback[] {
  if (!key) return [];
  return key.questions.flatMap((q) => {
    const chosen = attempt.chosen[q.id] ?? null;
    const studentAnswer = chosen === null ? null : key.optionText.get(chosen) ?? null;
    const isCorrect = chosen !== null && q.correct.some((c) => c.id === chosen);
    return q.correct.map((c) => ({ question: q.text, student_answer: studentAnswer, correct_answer: c.text, is_correct: isCorrect, answered: chosen !== null }));
  });
}

const stateOf = (f: Feedback): FeedbackState => (!f.answered ? 'unanswered' : f.is_correct ? 'correct' : 'incorrect');

/** The dashboard's five lists (spec 1 §3), from a student's report items. */
export function reportLists(items: ReportItem[]): ReportLists {
  const lists: ReportLists = { homework_reports: [], preassessment_reports: [], postassessment_reports: [], half_yearly_reports: [], annual_reports: [] };
  for (const item of items) lists[reportListKeyByQuizType[item.quiz_type]].push(item);
  return lists;
}
