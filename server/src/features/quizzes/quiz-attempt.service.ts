import { and, asc, count, eq, sql } from 'drizzle-orm';
import { QUIZ_CLOSED_MESSAGE, type QuizResult, type QuizStartResponse, type QuizType, type SaveAnswerRequest, type SaveAnswerResponse, type SaveQuizRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../students/student-context';
import { quizzes, questions, answers, quizAssignments, quizAttempts, attemptAnswers } from './quizzes.table';
import { closeAttempts, isTimeOver, secondsLeft } from './attempt-scoring';
import { resolveSavePayload } from './save-payload';
import { openToStudents } from './quiz-visibility';

export const ALREADY_SUBMITTED = 'You have already submitted this quiz.';
export const TIME_OVER = 'The time for this quiz is over.';

type Attempt = typeof quizAttempts.$inferSelect;

const findAttempt = async (db: Db, studentId: number, quizId: number, lock = false): Promise<Attempt | null> => {
  const query = db.select().from(quizAttempts).where(and(eq(quizAttempts.studentId, studentId), eq(quizAttempts.quizId, quizId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/**
 * The quiz, if it is assigned to the student's class and still open; otherwise the student may not start it.
 * A quiz closes at the end of its due date in the school's time zone (ADR 0005).
 */
async function findOpenAssignedQuiz(db: Db, student: StudentContext, quizId: number, now: Date) {
  const [row] = await db
    .select({ id: quizzes.id, dueDate: quizAssignments.dueDate })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .where(and(eq(quizAssignments.quizId, quizId), eq(quizAssignments.schoolId, student.schoolId), eq(quizAssignments.grade, student.grade), eq(quizAssignments.section, student.section), openToStudents))
    .limit(1);
  if (!row) throw notFound('This quiz is not assigned to your class.');
  if (row.dueDate !== null && row.dueDate < schoolToday(student.timeZone, now)) throw conflict(QUIZ_CLOSED_MESSAGE);
  return row;
}

/** The questions and their options for the student: ids and texts only, never is_correct. */
async function quizForStudent(db: Db, quizId: number) {
  const [[quiz], rows] = await Promise.all([
    db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1),
    db
      .select({ questionId: questions.id, question: questions.text, answerId: answers.id, answer: answers.text })
      .from(questions)
      .innerJoin(answers, eq(answers.questionId, questions.id))
      .where(eq(questions.quizId, quizId))
      .orderBy(asc(questions.position), asc(answers.position)),
  ]);
  const list: QuizStartResponse['questions'] = [];
  for (const r of rows) {
    if (list.at(-1)?.id !== r.questionId) list.push({ id: r.questionId, question: r.question, answers: [] });
    list.at(-1)!.answers.push({ id: r.answerId, answer: r.answer });
  }
  return { quiz, questions: list };
}

/**
 * Starts the student's one attempt at a quiz (deadline = now + time × 60 s, set here, never by the
 * browser) or resumes the running one with its deadline and the answers saved so far.
 * A submitted attempt cannot start again (409); one whose time ran out unseen is closed with the
 * answers saved in time, and the student is told so (409).
 */
export async function startAttempt(db: Db, student: StudentContext, quizId: number, now: Date): Promise<{ created: boolean; body: QuizStartResponse }> {
  let attempt = await findAttempt(db, student.id, quizId);
  let created = false;
  if (attempt?.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
  if (attempt && isTimeOver(attempt.deadlineAt, now)) {
    await closeAttempts(db, sql`a.id = ${attempt.id}`, sql`a.deadline_at`);
    throw conflict(`${TIME_OVER} Your saved answers were submitted.`);
  }
  if (!attempt) {
    // Assignment is checked when the attempt is created only: a running attempt stays the student's
    // even if their class changes meanwhile.
    await findOpenAssignedQuiz(db, student, quizId, now);
    const [quiz] = await db.select({ minutes: quizzes.timeMinutes }).from(quizzes).where(eq(quizzes.id, quizId));
    const [{ total }] = await db.select({ total: count() }).from(questions).where(eq(questions.quizId, quizId));
    if (total === 0) throw conflict('This quiz has no questions yet.');
    const [inserted] = await db.insert(quizAttempts)
      .values({ quizId, studentId: student.id, schoolId: student.schoolId, status: 'in_progress', startedAt: now, deadlineAt: new Date(now.getTime() + quiz.minutes * 60_000), totalQuestions: total })
      .onConflictDoNothing({ target: [quizAttempts.studentId, quizAttempts.quizId] })
      .returning();
    created = Boolean(inserted);
    // Two starts at once (a double click, two tabs): the other one won; resume it.
    attempt = inserted ?? (await findAttempt(db, student.id, quizId));
    if (!attempt) throw conflict('The quiz could not be started; please try again.');
  }

  const [{ quiz, questions: list }, saved] = await Promise.all([
    quizForStudent(db, quizId),
    db.select({ question_id: attemptAnswers.questionId, answer_id: attemptAnswers.answerId })
      .from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id)).orderBy(asc(attemptAnswers.questionId)),
  ]);
  return {
    created,
    body: {
      id: quiz.id, quiz_name: quiz.quizName, topic: quiz.topic, quiz_type: quiz.quizType as QuizType, time: quiz.timeMinutes,
      no_of_questions: list.length, questions: list,
      attempt_id: attempt.id, started_at: attempt.startedAt.toISOString(), deadline_at: attempt.deadlineAt.toISOString(),
      seconds_left: secondsLeft(attempt.deadlineAt, now), resumed: !created,
      saved_answers: saved.filter((s): s is { question_id: number; answer_id: number } => s.answer_id !== null),
    },
  };
}

/** The running attempt, locked for this transaction, or the reason there is none. */
async function runningAttempt(tx: Db, student: StudentContext, quizId: number, missing: string): Promise<Attempt> {
  const attempt = await findAttempt(tx, student.id, quizId, true);
  if (!attempt) throw notFound(missing);
  if (attempt.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
  return attempt;
}

/** Saves one answer as the student picks it, so a reload or a lost connection keeps it. Refused after the time. */
export async function saveAnswer(db: Db, student: StudentContext, quizId: number, body: SaveAnswerRequest, now: Date): Promise<SaveAnswerResponse> {
  return db.transaction(async (tx) => {
    const attempt = await runningAttempt(tx, student, quizId, 'Start this quiz before answering.');
    if (isTimeOver(attempt.deadlineAt, now)) throw conflict(TIME_OVER);
    const [option] = await tx.select({ id: answers.id }).from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(eq(answers.id, body.answer_id), eq(answers.questionId, body.question_id), eq(questions.quizId, quizId)))
      .limit(1);
    if (!option) throw badRequest('This answer is not an option of a question of this quiz.', [{ field: 'answer_id', message: 'Not an option of this question.' }]);
    await tx.insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: body.question_id, answerId: body.answer_id, answeredAt: now })
      .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { answerId: body.answer_id, answeredAt: now } });
    const [{ answered }] = await tx.select({ answered: count() }).from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
    return { question_id: body.question_id, answer_id: body.answer_id, answered, seconds_left: secondsLeft(attempt.deadlineAt, now) };
  });
}

/**
 * Submits the attempt (spec 1 §7 save) and scores it on the server; any score the client sends is
 * ignored. In time (deadline + grace) the payload's answers are stored over the saved ones. Late,
 * the payload is not counted: the attempt is closed at its deadline with the answers saved in time,
 * and `late_answers_ignored` says whether that dropped anything, so a client that submits by itself
 * at 0:00 still gets its result.
 */
export async function submitAttempt(db: Db, student: StudentContext, quizId: number, payload: SaveQuizRequest, now: Date): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const attempt = await runningAttempt(tx, student, quizId, 'Start this quiz before submitting it.');
    const chosen = await resolveSavePayload(tx, quizId, payload);
    const late = isTimeOver(attempt.deadlineAt, now);
    let lateAnswersIgnored = false;
    if (late) {
      const saved = await tx.select({ q: attemptAnswers.questionId, a: attemptAnswers.answerId }).from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
      const savedOf = new Map(saved.map((s) => [s.q, s.a]));
      lateAnswersIgnored = [...chosen].some(([q, a]) => savedOf.get(q) !== a);
    } else if (chosen.size > 0) {
      await tx.insert(attemptAnswers)
        .values([...chosen].map(([questionId, answerId]) => ({ attemptId: attempt.id, questionId, answerId, answeredAt: now })))
        .onConflictDoUpdate({
          target: [attemptAnswers.attemptId, attemptAnswers.questionId],
          set: { answerId: sql`excluded.answer_id`, answeredAt: sql`excluded.answered_at` },
        });
    }
    const [result] = await closeAttempts(tx, sql`a.id = ${attempt.id}`, late ? sql`a.deadline_at` : sql`${now.toISOString()}::timestamptz`);
    return { ...result, late_answers_ignored: lateAnswersIgnored };
  });
}
