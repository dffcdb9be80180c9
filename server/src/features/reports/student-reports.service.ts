import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { certificateUrl, reportListKeyByQuizType, type QuizType, type ReportItem, type ReportLists, type ReviewMode } from '@prayog/contract';
import type { StudentContext } from '../students/student-context';
import { loadAnswerReview } from './answer-review';
import { quizzes, quizAttempts, questions, answers, attemptAnswers } from '../quizzes/quizzes.table';
import { quizSchoolScores } from './quiz-school-scores.table';

const round1 = (n: number) => Math.round(n * 10) / 10;

type ReportParam = 'student' | 'school' | 'type';
const param = (name: ReportParam) => sql.placeholder(name);

/** The student's submitted attempts, of one quiz type when `type` is given. */
const submittedByStudent = and(
  eq(quizAttempts.studentId, param('student')), eq(quizAttempts.status, 'submitted'),
  sql`(${param('type')}::text is null or ${quizzes.quizType} = ${param('type')}::text)`,
);

/**
 * The report's two queries, prepared once per database (ADR 0020): planning them cost as much as running them, and a
 * whole district opens its reports. Neither needs the other's rows, so both go out at once.
 */
const reportQueries = perDatabase((db) => {
  const chosen = alias(answers, 'chosen');
  const correct = alias(answers, 'correct');
  const attempts = db
    .select({
      id: quizAttempts.id, quizId: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, type: quizzes.quizType,
      passPercent: quizzes.passPercent, reviewMode: quizzes.reviewMode, submittedAt: quizAttempts.submittedAt, total: quizAttempts.totalQuestions,
      correct: quizAttempts.correctCount, wrong: quizAttempts.wrongCount, unattempted: quizAttempts.unattemptedCount,
      score: quizAttempts.scorePercent,
      // The school's average and highest per quiz, kept per score on write (quiz_school_scores): a few rows per quiz.
      average: sql<number | null>`(select sum(s.score_percent * s.students)::float8 / nullif(sum(s.students), 0) from ${quizSchoolScores} s
        where s.quiz_id = ${quizzes.id} and s.school_id = ${param('school')} and s.students > 0)`,
      highest: sql<number | null>`(select max(s.score_percent) from ${quizSchoolScores} s
        where s.quiz_id = ${quizzes.id} and s.school_id = ${param('school')} and s.students > 0)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(submittedByStudent)
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .prepare('student_report_attempts');
  const feedback = db
    .select({
      attemptId: quizAttempts.id, question: questions.text, studentAnswer: chosen.text, correctAnswer: correct.text,
      isCorrect: sql<boolean>`coalesce(${attemptAnswers.answerId} = ${correct.id}, false)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(questions, eq(questions.quizId, quizAttempts.quizId))
    .innerJoin(correct, and(eq(correct.questionId, questions.id), eq(correct.isCorrect, true)))
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.attemptId, quizAttempts.id), eq(attemptAnswers.questionId, questions.id)))
    .leftJoin(chosen, eq(chosen.id, attemptAnswers.answerId))
    .where(submittedByStudent)
    .orderBy(asc(quizAttempts.id), asc(questions.position))
    .prepare('student_report_feedback');
  return { attempts, feedback };
});

/**
 * A student's submitted attempts as report items, newest first, in a fixed number of queries whatever their
 * number, all sent at once: the attempts with the school's average and highest per quiz (kept on write), every
 * question's feedback, and what the answer-review rule lets the student see (correct answers are held back where it
 * says so).
 */
export async function listStudentReports(db: Db, student: StudentContext, quizType?: QuizType, now = new Date()): Promise<ReportItem[]> {
  const queries = reportQueries(db);
  const values: Record<ReportParam, unknown> = { student: student.id, school: student.schoolId, type: quizType ?? null };
  const [attempts, feedback, review] = await Promise.all([
    queries.attempts.execute(values), queries.feedback.execute(values), loadAnswerReview(db, student, now),
  ]);
  if (attempts.length === 0) return [];
  // Map.groupBy needs Node 21; this runs on Node 20 too.
  const feedbackByAttempt = new Map<number, typeof feedback>();
  for (const f of feedback) {
    const list = feedbackByAttempt.get(f.attemptId);
    if (list) list.push(f);
    else feedbackByAttempt.set(f.attemptId, [f]);
  }

  return attempts.map((a) => {
    const passed = a.score >= a.passPercent;
    const hidden = review.hiddenFor(a.quizId, a.reviewMode as ReviewMode);
    const items = feedbackByAttempt.get(a.id) ?? [];
    const heldBack = (question: string) => hidden !== null || review.isInOpenQuiz(question);
    // A question still in an open quiz hides the student's own answer too: with the score it could tell the answer.
    return {
      id: a.id,
      quiz_id: a.quizId,
      exam_name: a.name,
      topic: a.topic,
      quiz_type: a.type as QuizType,
      attempted_at: (a.submittedAt ?? new Date(0)).toISOString(),
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
      questions_feedback: items.map((f) => heldBack(f.question)
        ? { question: f.question, student_answer: review.isInOpenQuiz(f.question) ? null : f.studentAnswer, correct_answer: null, is_correct: null }
        : { question: f.question, student_answer: f.studentAnswer, correct_answer: f.correctAnswer, is_correct: f.isCorrect }),
      answers_hidden: hidden ?? (items.some((f) => review.isInOpenQuiz(f.question)) ? { reason: 'open_quiz', until: null } : null),
    };
  });
}

/** The dashboard's five lists (spec 1 §3), from one call to listStudentReports. */
export async function studentReportLists(db: Db, student: StudentContext): Promise<ReportLists> {
  const lists: ReportLists = { homework_reports: [], preassessment_reports: [], postassessment_reports: [], half_yearly_reports: [], annual_reports: [] };
  for (const item of await listStudentReports(db, student)) lists[reportListKeyByQuizType[item.quiz_type]].push(item);
  return lists;
}
