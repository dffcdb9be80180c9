import { sql } from 'drizzle-orm';
import type { SaveAnswerRequest, SaveAnswerResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { batcherPerDatabase } from '../../core/group-commit';
import type { StudentContext } from '../../core/identity/student-context';
import { epochMs, expiredBefore, secondsLeft } from './attempt-scoring';
import { intArray, timestampArray } from '../../db/array-literals';
import { preparedStatement } from '../../db/prepared';
import { ALREADY_SUBMITTED, TIME_OVER } from './quiz-attempt.service';

interface Save { studentId: number; quizId: number; body: SaveAnswerRequest; now: Date }

interface SaveRow { n: number; status: string | null; in_time: boolean | null; valid: boolean; deadline_ms: number | null; answered: number }

const saveBatch = preparedStatement('quiz_answer_saves', ['students', 'quizzes', 'questions', 'options', 'at', 'expired'], (p) => sql`
  with input as (
    select * from unnest(${p.students}::int[], ${p.quizzes}::int[], ${p.questions}::int[], ${p.options}::int[],
      ${p.at}::timestamptz[], ${p.expired}::timestamptz[]
    ) with ordinality as i(student_id, quiz_id, question_id, answer_id, at, expired, n)
  ),
  attempt as (
    select a.id, a.student_id, a.quiz_id, a.status, a.deadline_at from quiz_attempts a
    where (a.student_id, a.quiz_id) in (select i.student_id, i.quiz_id from input i)
    order by a.id
    for share
  ),
  checked as (
    select i.n, i.question_id, i.answer_id, i.at, a.id as attempt_id, a.status, a.deadline_at,
      a.deadline_at >= i.expired as in_time,
      exists (
        select 1 from answers x join questions q on q.id = x.question_id
        where x.id = i.answer_id and x.question_id = i.question_id and q.quiz_id = i.quiz_id
      ) as valid
    from input i left join attempt a on a.student_id = i.student_id and a.quiz_id = i.quiz_id
  ),
  saved as (
    insert into attempt_answers as s (attempt_id, question_id, answer_id, answered_at)
    select c.attempt_id, c.question_id, c.answer_id, c.at from checked c
    where c.status = 'in_progress' and c.in_time and c.valid
    order by c.attempt_id, c.question_id
    on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, answered_at = excluded.answered_at
    returning s.attempt_id
  )
  select c.n::int as n, c.status, c.in_time, c.valid, ${epochMs(sql`c.deadline_at`)} as deadline_ms,
    (select count(*)::int from attempt_answers s where s.attempt_id = c.attempt_id and s.question_id <> c.question_id)
      + (select count(*)::int from saved w where w.attempt_id = c.attempt_id) as answered
  from checked c
`);

/**
 * The answer saves waiting at one moment, written as ONE statement (ADR 0020's group commit, as heartbeats): for
 * each save it share-locks the student's attempt — so a submit, which takes the row for update, either waits for the
 * save or makes the save wait and then see it submitted — checks that the option is one of the question's and the
 * question one of the quiz's, upserts the answer only when the attempt is running and in time (deadline + grace at
 * the save's own moment), and counts the attempt's answers. A statement does not see its own inserts, so the count
 * is the other questions' rows plus this one (two saves of one student at the same instant may each count without
 * the other). A batch never holds two saves of one student (GroupCommit keys); attempts are locked and answers
 * written in one order, so two batches at once wait for each other but never deadlock.
 */
async function writeSaves(db: Db, saves: Save[]): Promise<(SaveAnswerResponse | Error)[]> {
  const column = <T>(f: (s: Save) => T) => saves.map(f);
  const rows = await saveBatch<SaveRow>(db, {
    students: intArray(column((s) => s.studentId)), quizzes: intArray(column((s) => s.quizId)),
    questions: intArray(column((s) => s.body.question_id)), options: intArray(column((s) => s.body.answer_id)),
    at: timestampArray(column((s) => s.now)), expired: timestampArray(column((s) => expiredBefore(s.now))),
  });
  const answers: (SaveAnswerResponse | Error)[] = new Array(saves.length);
  for (const row of rows) {
    const { body, now } = saves[Number(row.n) - 1];
    answers[Number(row.n) - 1] =
      row.status === null ? notFound('Start this quiz before answering.')
      : row.status === 'submitted' ? conflict(ALREADY_SUBMITTED)
      : !row.in_time ? conflict(TIME_OVER)
      : !row.valid ? badRequest('This answer is not an option of a question of this quiz.', [{ field: 'answer_id', message: 'Not an option of this question.' }])
      : { question_id: body.question_id, answer_id: body.answer_id, answered: row.answered, seconds_left: secondsLeft(new Date(row.deadline_ms!), now) };
  }
  return answers;
}

/** The answer-save batcher of a database (one per running server), as heartbeats. */
export const answerSaveBatcher = batcherPerDatabase(writeSaves, (save: Save) => save.studentId);

/**
 * Saves one answer as the student picks it, so a reload or a lost connection keeps it. Refused after the time.
 * Answers once the batch that carried it has committed.
 */
export function saveAnswer(db: Db, student: StudentContext, quizId: number, body: SaveAnswerRequest, now: Date): Promise<SaveAnswerResponse> {
  return answerSaveBatcher(db).submit({ studentId: student.id, quizId, body, now });
}
