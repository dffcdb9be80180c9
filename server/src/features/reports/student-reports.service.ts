import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  SOURCE_LANGUAGE, certificateUrl, marksOf, reportListKeyByQuizType, type FeedbackState, type Language, type QuizType, type ReportItem, type ReportLists, type ReviewMode,
} from '@prayog/contract';
import type { StudentContext } from '../../core/identity/student-context';
import { chosenFromAnswers, quizTextsIn, type QuizTexts } from '../quizzes';
import { answerKeys, type AnswerKey } from '../../read-models/answer-keys';
import { answerReviewColumns, answerReviewOf, type AnswerReviewData } from './answer-review';
import { studentReadBatcher, type StudentReadParam } from '../../read-models/student-read-batch';

const round1 = (n: number) => Math.round(n * 10) / 10;

interface AttemptRow {
  id: number; quiz_id: number; name: string; topic: string; type: QuizType; pass_percent: number; review_mode: ReviewMode;
  submitted_at: string | null; total: number; correct: number; wrong: number; unattempted: number; score: number;
  average: number | null; highest: number | null;
  marks: number; max_marks: number; negative_percent: number;
  /** The answer to each answered question (question id → option id, option ids, or the text typed; null if the option was removed). */
  chosen: Record<string, number | number[] | string | null>;
  /** The credit (0–1) of each answered question, kept at submit; null for rows written without it (derived then). */
  credits: Record<string, number> | null;
  /** The attempt's questions (a pool quiz's draw); null: all of the quiz's. */
  question_ids: number[] | null;
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
      a.unattempted_count as unattempted, a.score_percent as score, a.marks_scored as marks, a.marks_total as max_marks,
      z.negative_percent, a.credits, a.question_ids,
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

/**
 * A student's submitted attempts as report items, newest first, in one statement whatever their number (and, for a
 * reader in another language than English, one more for the versions of the quizzes' texts).
 */
export async function listStudentReports(
  db: Db, student: StudentContext, quizType?: QuizType, now = new Date(), language: Language = SOURCE_LANGUAGE,
): Promise<ReportItem[]> {
  const data = await readReport(db, { student, quizType: quizType ?? null, now });
  return reportItems(db, data, student, now, language);
}

/**
 * Report items from what reportColumns read and the quizzes' answer keys (answerKeys, usually from memory), with what
 * the answer-review rule lets the student see (correct answers are held back where it says so). The texts are in the
 * reader's language where versions have them (ADR 0044); the figures are the same in every language, and the rule
 * compares the English texts, as the open quizzes' are read.
 */
export async function reportItems(db: Db, data: ReportData, student: StudentContext, now: Date, language: Language): Promise<ReportItem[]> {
  const { attempts } = data;
  if (attempts.length === 0) return [];
  const quizIds = attempts.map((a) => a.quiz_id);
  const [keys, texts] = await Promise.all([answerKeys(db, quizIds), quizTextsIn(db, quizIds, language)]);
  const review = answerReviewOf(data, student, now);

  return attempts.map((a) => {
    const passed = a.score >= a.pass_percent;
    const hidden = review.hiddenFor(a.quiz_id, a.review_mode);
    const items = feedbackOf(a, keys.get(a.quiz_id), texts);
    const inOpenQuiz = items.map((f) => review.isInOpenQuiz(f.english));
    // A question still in an open quiz hides the student's own answer too: with the score it could tell the answer.
    return {
      id: a.id,
      quiz_id: a.quiz_id,
      exam_name: texts.quizName(a.quiz_id, a.name),
      topic: texts.topic(a.quiz_id, a.topic),
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
      marks: Number(a.marks),
      max_marks: a.max_marks,
      passed,
      certificate_url: passed ? certificateUrl(a.id) : null,
      questions_feedback: items.map((f, i) => inOpenQuiz[i]
        ? { question: f.question, student_answer: null, correct_answer: null, is_correct: null, marks: f.marks, marks_earned: null, state: 'hidden' as const }
        // An unanswered question says so even while the marking is held back: it gives no answer away.
        : hidden !== null
          ? { question: f.question, student_answer: f.student_answer, correct_answer: null, is_correct: null, marks: f.marks,
            marks_earned: f.answered ? null : 0, state: f.answered ? 'hidden' as const : 'unanswered' as const }
          : { question: f.question, student_answer: f.student_answer, correct_answer: f.correct_answer, is_correct: f.is_correct, marks: f.marks,
            marks_earned: f.marks_earned, state: stateOf(f) }),
      answers_hidden: hidden ?? (inOpenQuiz.includes(true) ? { reason: 'open_quiz', until: null } : null),
    };
  });
}

interface Feedback {
  /** The question in the reader's language, and in English (what the answer-review rule compares). */
  question: string; english: string; student_answer: string | null; correct_answer: string; is_correct: boolean; answered: boolean;
  credit: number; marks: number; marks_earned: number;
}

/** What the student answered, as text: the option, the options (in the paper's order, in the reader's language), or what they typed. */
function answerText(value: number | number[] | string | null, key: AnswerKey, texts: QuizTexts): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  const ids = Array.isArray(value) ? value : [value];
  const shown = ids.flatMap((id) => {
    const english = key.optionText.get(id);
    return english === undefined ? [] : [texts.option(id, english)];
  });
  return shown.length > 0 ? shown.join('; ') : null;
}

/**
 * Each question of the attempt's paper, in order, with the student's answer, the right answers (the accepted ones of a
 * typed question), and what the answer earned as the submit marked it (its kept credit, ADR 0041; for an attempt
 * kept without credits, a single-choice answer's). A question without an answer is unanswered, as the submit counted
 * it (unattempted), never incorrect.
 */
function feedbackOf(attempt: AttemptRow, key: AnswerKey | undefined, texts: QuizTexts): Feedback[] {
  if (!key) return [];
  const paper = attempt.question_ids === null ? key.questions
    : attempt.question_ids.flatMap((id) => key.questions.filter((q) => q.id === id));
  return paper.map((q) => {
    const value = attempt.chosen[q.id] ?? null;
    const answered = value !== null && !(Array.isArray(value) && value.length === 0);
    const credit = !answered ? 0 : attempt.credits?.[q.id] ?? (q.correct.some((c) => c.id === value) ? 1 : 0);
    return {
      question: texts.question(q.id, q.text), english: q.text, student_answer: answered ? answerText(value, key, texts) : null,
      correct_answer: q.correct.map((c) => texts.option(c.id, c.text)).join('; '),
      is_correct: credit >= 1, answered, credit, marks: q.marks,
      marks_earned: answered ? marksOf(credit, q.marks, attempt.negative_percent) : 0,
    };
  });
}

const stateOf = (f: Feedback): FeedbackState => (!f.answered ? 'unanswered' : f.credit >= 1 ? 'correct' : f.credit > 0 ? 'partial' : 'incorrect');

/** The dashboard's five lists (spec 1 §3), from a student's report items. */
export function reportLists(items: ReportItem[]): ReportLists {
  const lists: ReportLists = { homework_reports: [], preassessment_reports: [], postassessment_reports: [], half_yearly_reports: [], annual_reports: [] };
  for (const item of items) lists[reportListKeyByQuizType[item.quiz_type]].push(item);
  return lists;
}
