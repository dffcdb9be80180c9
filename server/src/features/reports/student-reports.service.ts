import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certificateUrl, reportListKeyByQuizType, type QuizType, type ReportItem, type ReportLists, type ReviewMode } from '@prayog/contract';
import type { StudentContext } from '../students/student-context';
import { loadAnswerReview } from './answer-review';
import { quizzes, quizAttempts, questions, answers, attemptAnswers } from '../quizzes/quizzes.table';
import { quizSchoolScores } from './quiz-school-scores.table';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A student's submitted attempts as report items, newest first, in a fixed number of queries whatever their
 * number: the attempts, the school's average and highest per quiz (kept on write), every question's feedback, and what the
 * answer-review rule lets the student see (correct answers are held back where it says so).
 */
export async function listStudentReports(db: Db, student: StudentContext, quizType?: QuizType, now = new Date()): Promise<ReportItem[]> {
  const attempts = await db
    .select({
      id: quizAttempts.id, quizId: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, type: quizzes.quizType,
      passPercent: quizzes.passPercent, reviewMode: quizzes.reviewMode, submittedAt: quizAttempts.submittedAt, total: quizAttempts.totalQuestions,
      correct: quizAttempts.correctCount, wrong: quizAttempts.wrongCount, unattempted: quizAttempts.unattemptedCount,
      score: quizAttempts.scorePercent,
      // The school's average and highest per quiz, kept per score on write (quiz_school_scores): a few rows per quiz.
      average: sql<number | null>`(select sum(s.score_percent * s.students)::float8 / nullif(sum(s.students), 0) from ${quizSchoolScores} s
        where s.quiz_id = ${quizzes.id} and s.school_id = ${student.schoolId} and s.students > 0)`,
      highest: sql<number | null>`(select max(s.score_percent) from ${quizSchoolScores} s
        where s.quiz_id = ${quizzes.id} and s.school_id = ${student.schoolId} and s.students > 0)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.studentId, student.id), eq(quizAttempts.status, 'submitted'), quizType ? eq(quizzes.quizType, quizType) : undefined))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
  if (attempts.length === 0) return [];
  const quizIds = attempts.map((a) => a.quizId);

  const chosen = alias(answers, 'chosen');
  const correct = alias(answers, 'correct');
  const feedbackQuery = db
    .select({
      attemptId: quizAttempts.id, question: questions.text, studentAnswer: chosen.text, correctAnswer: correct.text,
      isCorrect: sql<boolean>`coalesce(${attemptAnswers.answerId} = ${correct.id}, false)`,
    })
    .from(quizAttempts)
    .innerJoin(questions, eq(questions.quizId, quizAttempts.quizId))
    .innerJoin(correct, and(eq(correct.questionId, questions.id), eq(correct.isCorrect, true)))
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.attemptId, quizAttempts.id), eq(attemptAnswers.questionId, questions.id)))
    .leftJoin(chosen, eq(chosen.id, attemptAnswers.answerId))
    .where(inArray(quizAttempts.id, attempts.map((a) => a.id)))
    .orderBy(asc(quizAttempts.id), asc(questions.position));
  const [feedback, review] = await Promise.all([feedbackQuery, loadAnswerReview(db, student, quizIds, now)]);
  // Map.groupBy needs Node 21; this runs on Node 20 too.
  const feedbackByAttempt = new Map<number, typeof feedback>();
  for (const f of feedback) feedbackByAttempt.set(f.attemptId, [...(feedbackByAttempt.get(f.attemptId) ?? []), f]);

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
