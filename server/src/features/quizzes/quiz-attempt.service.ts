import { sql } from 'drizzle-orm';
import type { QuizResult, SubmitQuizRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { StudentContext } from '../../core/identity/student-context';
import { preparedStatement } from '../../db/prepared';
import { perDatabase } from '../../db/per-database';
import { quizPaperJson, resolveSavePayload, type PaperQuestion } from './save-payload';
import { submitOne } from './submit-batch';

export const ALREADY_SUBMITTED = 'You have already submitted this quiz.';
export const TIME_OVER = 'The time for this quiz is over.';

interface SubmitReadRow { id: number | null; status: string | null; options: PaperQuestion[] | null }

/** The student's attempt and, while it runs, the quiz's options (for the payload to be checked against). */
const submitRead = preparedStatement('quiz_submit_read', ['student', 'quiz'], (p) => sql`
  select a.id, a.status, case when a.status = 'in_progress' then ${quizPaperJson(sql`${p.quiz}::int`)} end as options
  from (select 1) one
  left join quiz_attempts a on a.student_id = ${p.student}::int and a.quiz_id = ${p.quiz}::int
`);

/**
 * The options of quizzes that had an attempt when they were read, per database. Those never change: a quiz whose
 * questions are edited after someone started it becomes a new quiz (a new version, authoring/quizzes.service.ts),
 * so a submit can check its payload without reading them again. The submit statement checks the chosen ids once
 * more against the database, so a kept list can never store anything that is not an option.
 */
const keptOptionsOf = perDatabase(() => new Map<number, PaperQuestion[]>());
const KEPT_QUIZZES = 500;

/**
 * Submits the attempt (spec 1 §7 save) and scores it on the server; any score the client sends is
 * ignored. In time (deadline + grace) the payload's answers are stored over the saved ones. Late,
 * the payload is not counted: the attempt is closed at its deadline with the answers saved in time,
 * and `late_answers_ignored` says whether that dropped anything, so a client that submits by itself
 * at 0:00 still gets its result.
 *
 * Usually no query of its own: the payload is checked against the quiz's kept options and the submit joins the
 * next batch (submit-batch.ts), one statement that locks, stores and scores. Otherwise (options not kept yet, or a
 * payload they refuse) the attempt and the options are read first, so a missing or submitted attempt is answered
 * before a bad payload, as ever.
 */
export async function submitAttempt(db: Db, student: StudentContext, quizId: number, payload: SubmitQuizRequest, now: Date): Promise<QuizResult> {
  const kept = keptOptionsOf(db);
  const keptOptionsOfQuiz = kept.get(quizId);
  let chosen = keptOptionsOfQuiz ? tryResolve(keptOptionsOfQuiz, payload) : null;
  if (!chosen) chosen = await readAndResolve(db, kept, student, quizId, payload);

  let outcome = await submitOne(db, { studentId: student.id, quizId, chosen, now });
  if (outcome.kind === 'invalid') {
    // The kept options disagree with the database (they should never): forget them and check the payload afresh.
    kept.delete(quizId);
    chosen = await readAndResolve(db, kept, student, quizId, payload);
    outcome = await submitOne(db, { studentId: student.id, quizId, chosen, now });
  }
  if (outcome.kind === 'submitted') return outcome.result;
  if (outcome.kind === 'not_running' && outcome.status === null) throw notFound(NOT_STARTED);
  // An option removed between the read and the submit (the app never does that to a quiz with attempts).
  if (outcome.kind === 'invalid') throw badRequest('This answer is not an option of a question of this quiz.');
  // Submitted meanwhile by another request (a double click): it was scored once, by that one.
  throw conflict(ALREADY_SUBMITTED);
}

const NOT_STARTED = 'Start this quiz before submitting it.';

const tryResolve = (options: PaperQuestion[], payload: SubmitQuizRequest) => {
  try {
    return resolveSavePayload(options, payload);
  } catch {
    return null;
  }
};

/** Reads the attempt and the options: refuses a missing or submitted attempt, then a payload that is not the quiz's. */
async function readAndResolve(db: Db, kept: Map<number, PaperQuestion[]>, student: StudentContext, quizId: number, payload: SubmitQuizRequest) {
  const [attempt] = await submitRead<SubmitReadRow>(db, { student: student.id, quiz: quizId });
  if (attempt.id === null) throw notFound(NOT_STARTED);
  if (attempt.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
  const options = attempt.options ?? [];
  if (!kept.has(quizId)) {
    if (kept.size >= KEPT_QUIZZES) kept.delete(kept.keys().next().value!);
    kept.set(quizId, options);
  }
  return resolveSavePayload(options, payload);
}
