import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { certificateUrl, type QuizAttemptState, type QuizListItem, type QuizListResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../students/student-context';
import { quizzes, questions, quizAssignments, quizAttempts, attemptAnswers } from './quizzes.table';
import { closeExpiredAttempts, secondsLeft } from './attempt-scoring';
import { openToStudents } from './quiz-visibility';

interface ListOptions {
  quizType?: QuizType;
  limit: number;
  offset: number;
}

/**
 * The quizzes assigned to the student's class (quiz_assignments_class_idx), optionally of one type — except
 * those that closed before the student joined, which were never theirs to take (unless they took them anyway).
 */
const assignedToClass = (student: StudentContext, joinedOn: string, quizType?: QuizType) => and(
  eq(quizAssignments.schoolId, student.schoolId),
  eq(quizAssignments.grade, student.grade),
  eq(quizAssignments.section, student.section),
  quizType ? eq(quizzes.quizType, quizType) : undefined,
  or(isNotNull(quizAttempts.id), isNull(quizAssignments.dueDate), gte(quizAssignments.dueDate, joinedOn)),
  // A quiz deleted after others took it stays only with those who took it.
  or(openToStudents, isNotNull(quizAttempts.id)),
);

/**
 * The Assessments panel's card grid: the quizzes of the student's class with the student's own
 * attempt state. Running attempts come first (so a reload finds them on the first page), then the
 * quizzes still to take, soonest due first, then the submitted ones, newest first.
 */
export async function listStudentQuizzes(db: Db, student: StudentContext, opts: ListOptions, now: Date): Promise<QuizListResponse> {
  // An attempt whose time ran out while nobody was watching becomes a result before it is listed.
  await closeExpiredAttempts(db, student.id, now);

  const where = assignedToClass(student, schoolToday(student.timeZone, student.joinedAt), opts.quizType);
  const today = schoolToday(student.timeZone, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: quizzes.id, name: quizzes.quizName, topic: quizzes.topic, type: quizzes.quizType, minutes: quizzes.timeMinutes,
        passPercent: quizzes.passPercent, dueDate: quizAssignments.dueDate, assignedAt: quizAssignments.assignedAt,
        questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.quizId} = ${quizzes.id})`,
        attemptId: quizAttempts.id, status: quizAttempts.status, deadlineAt: quizAttempts.deadlineAt, submittedAt: quizAttempts.submittedAt,
        total: quizAttempts.totalQuestions, correct: quizAttempts.correctCount, scorePercent: quizAttempts.scorePercent,
        answered: sql<number>`(select count(*)::int from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${quizAttempts.id})`,
      })
      .from(quizAssignments)
      .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
      .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, student.id)))
      .where(where)
      .orderBy(
        // Running, then still open (soonest due first), then submitted, then closed without an attempt last,
        // so a student who joins late finds the quizzes they can take on the first page.
        sql`case when ${quizAttempts.status} = 'in_progress' then 0
          when ${quizAttempts.status} = 'submitted' then 2
          when ${quizAssignments.dueDate} < ${today} then 3 else 1 end`,
        sql`case when ${quizAttempts.status} is null then ${quizAssignments.dueDate} end asc nulls last`,
        desc(sql`coalesce(${quizAttempts.submittedAt}, ${quizAttempts.deadlineAt})`),
        asc(quizzes.id),
      )
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(quizAssignments).innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
      .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, student.id)))
      .where(where),
  ]);

  const results = rows.map((r): QuizListItem => {
    let attempt: QuizAttemptState = { status: 'not_started' };
    if (r.attemptId !== null && r.status === 'in_progress') {
      attempt = { status: 'in_progress', attempt_id: r.attemptId, seconds_left: secondsLeft(r.deadlineAt!, now), answered: r.answered };
    } else if (r.attemptId !== null) {
      const passed = r.scorePercent! >= r.passPercent;
      attempt = {
        status: 'submitted', attempt_id: r.attemptId, score: r.correct!, total: r.total!, score_percent: r.scorePercent!, passed,
        submitted_at: (r.submittedAt ?? r.deadlineAt!).toISOString(), certificate_url: passed ? certificateUrl(r.attemptId) : null,
      };
    }
    return {
      id: r.id, quiz_name: r.name, topic: r.topic, quiz_type: r.type as QuizType, time: r.minutes, no_of_questions: r.questionCount,
      due_date: r.dueDate, assigned_at: r.assignedAt.toISOString(), closed: r.dueDate !== null && r.dueDate < today, attempt,
    };
  });
  return { count: total, limit: opts.limit, offset: opts.offset, results };
}
