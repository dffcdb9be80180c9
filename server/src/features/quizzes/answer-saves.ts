import { sql } from 'drizzle-orm';
import { answerMatchKey, type SaveAnswerRequest, type SaveAnswerResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { batcherPerDatabase } from '../../core/group-commit';
import type { StudentContext } from '../../core/identity/student-context';
import { answerFits, epochMs, expiredBefore, isAnswered, secondsLeft } from './attempt-scoring';
import { intArray, intListArray, nullableIntArray, textArray, timestampArray } from '../../db/array-literals';
import { preparedStatement } from '../../db/prepared';
import { ALREADY_SUBMITTED, TIME_OVER } from './quiz-attempt.service';

interface Save { studentId: number; quizId: number; body: SaveAnswerRequest; now: Date }

interface SaveRow { n: number; status: string | null; in_time: boolean | null; on_paper: boolean; kind: string | null; valid: boolean; deadline_ms: number | null; answered: number }

const saveBatch = preparedStatement('quiz_answer_saves', ['students', 'quizzes', 'questions', 'options', 'choices', 'responses', 'textKeys', 'numberKeys', 'at', 'expired'], (p) => sql`
  with input as (
    select i.student_id, i.quiz_id, i.question_id, i.answer_id, i.choices::int[] as choice_ids, i.response, i.text_key, i.number_key,
      i.at, i.expired, i.n
    from unnest(${p.students}::int[], ${p.quizzes}::int[], ${p.questions}::int[], ${p.options}::int[], ${p.choices}::text[],
      ${p.responses}::text[], ${p.textKeys}::text[], ${p.numberKeys}::text[], ${p.at}::timestamptz[], ${p.expired}::timestamptz[]
    ) with ordinality as i(student_id, quiz_id, question_id, answer_id, choices, response, text_key, number_key, at, expired, n)
  ),
  attempt as (
    select a.id, a.student_id, a.quiz_id, a.status, a.deadline_at, a.question_ids from quiz_attempts a
    where (a.student_id, a.quiz_id) in (select i.student_id, i.quiz_id from input i)
    order by a.id
    for share
  ),
  keyed as (
    -- The typed answer's key as its question's kind compares it (the browser cannot know which to send).
    select i.*, q.kind, q.id as found_question, case when q.kind = 'numeric' then i.number_key when q.kind = 'short_text' then i.text_key end as response_key
    from input i left join questions q on q.id = i.question_id and q.quiz_id = i.quiz_id
  ),
  checked as (
    select k.n, k.question_id, k.answer_id, k.choice_ids, k.response, k.response_key, k.at, k.kind, a.id as attempt_id, a.status, a.deadline_at,
      a.deadline_at >= k.expired as in_time,
      coalesce(k.found_question is not null and (a.question_ids is null or k.question_id = any(a.question_ids)), false) as on_paper,
      coalesce(k.found_question is not null and (a.question_ids is null or k.question_id = any(a.question_ids))
        and ${answerFits(sql`k`, sql`k.kind`, sql`k.found_question`)}, false) as valid
    from keyed k left join attempt a on a.student_id = k.student_id and a.quiz_id = k.quiz_id
  ),
  saved as (
    insert into attempt_answers as s (attempt_id, question_id, answer_id, choice_ids, response, response_key, answered_at)
    select c.attempt_id, c.question_id, c.answer_id, c.choice_ids, case when c.response_key is null then null else c.response end,
      c.response_key, c.at from checked c
    where c.status = 'in_progress' and c.in_time and c.valid
    order by c.attempt_id, c.question_id
    on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, choice_ids = excluded.choice_ids,
      response = excluded.response, response_key = excluded.response_key, answered_at = excluded.answered_at
    returning s.attempt_id, ${isAnswered(sql`s`)} as answered
  )
  select c.n::int as n, c.status, c.in_time, c.on_paper, c.kind, c.valid, ${epochMs(sql`c.deadline_at`)} as deadline_ms,
    (select count(*)::int from attempt_answers s where s.attempt_id = c.attempt_id and s.question_id <> c.question_id and ${isAnswered(sql`s`)})
      + (select count(*)::int from saved w where w.attempt_id = c.attempt_id and w.answered) as answered
  from checked c
`);

/** Why a save's answer does not fit its question, for the 400. */
function misfit(row: SaveRow, body: SaveAnswerRequest): Error {
  const message = !row.on_paper ? 'This question is not part of your quiz.'
    : row.kind === 'numeric' && body.response !== undefined ? 'This question takes a number, for example 9.8 or -3.'
    : 'This answer is not an option of a question of this quiz.';
  const field = body.answer_ids !== undefined ? 'answer_ids' : body.response !== undefined ? 'response' : 'answer_id';
  return badRequest(message, [{ field, message }]);
}
/** The answer as the save echoes it: only the field it was sent with. */
const echo = (body: SaveAnswerRequest) => ({
  question_id: body.question_id,
  ...(body.answer_id !== undefined && { answer_id: body.answer_id }),
  ...(body.answer_ids !== undefined && { answer_ids: [...new Set(body.answer_ids)] }),
  ...(body.response !== undefined && { response: body.response }),
});

/**
 * The answer saves waiting at one moment, written as ONE statement (ADR 0020's group commit, as heartbeats): for
 * each save it share-locks the student's attempt — so a submit, which takes the row for update, either waits for the
 * save or makes the save wait and then see it submitted — checks that the answer is one its question takes
 * (answerFits) and the question one of the attempt's paper, upserts the answer only when the attempt is running and
 * in time (deadline + grace at the save's own moment), and counts the attempt's answers. A statement does not see
 * its own inserts, so the count is the other questions' rows plus this one (two saves of one student at the same
 * instant may each count without the other). A batch never holds two saves of one student (GroupCommit keys);
 * attempts are locked and answers written in one order, so two batches at once wait for each other but never
 * deadlock. A typed answer travels with both of its possible keys; the statement keeps the one its question's kind
 * compares.
 */
async function writeSaves(db: Db, saves: Save[]): Promise<(SaveAnswerResponse | Error)[]> {
  const column = <T>(f: (s: Save) => T) => saves.map(f);
  const response = (s: Save) => s.body.response ?? null;
  const rows = await saveBatch<SaveRow>(db, {
    students: intArray(column((s) => s.studentId)), quizzes: intArray(column((s) => s.quizId)),
    questions: intArray(column((s) => s.body.question_id)), options: nullableIntArray(column((s) => s.body.answer_id ?? null)),
    choices: intListArray(column((s) => (s.body.answer_ids === undefined ? null : [...new Set(s.body.answer_ids)]))),
    responses: textArray(column(response)),
    // An empty response clears the answer: it has no key, so nothing of it is kept.
    textKeys: textArray(column((s) => (response(s) ? answerMatchKey('short_text', response(s)!) : null))),
    numberKeys: textArray(column((s) => (response(s) === null ? null : answerMatchKey('numeric', response(s)!)))),
    at: timestampArray(column((s) => s.now)), expired: timestampArray(column((s) => expiredBefore(s.now))),
  });
  const answers: (SaveAnswerResponse | Error)[] = new Array(saves.length);
  for (const row of rows) {
    const { body, now } = saves[Number(row.n) - 1];
    answers[Number(row.n) - 1] =
      row.status === null ? notFound('Start this quiz before answering.')
      : row.status === 'submitted' ? conflict(ALREADY_SUBMITTED)
      : !row.in_time ? conflict(TIME_OVER)
      : !row.valid ? misfit(row, body)
      : { ...echo(body), answered: row.answered, seconds_left: secondsLeft(new Date(row.deadline_ms!), now) };
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
