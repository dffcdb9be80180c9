import { sql } from 'drizzle-orm';
import type { QuizResult } from '@prayog/contract';
import type { Db } from '../../db/client';
import { batcherPerDatabase } from '../../core/group-commit';
import { answerFits, closingCtes, expiredBefore, toResult, type ClosedRow } from './attempt-scoring';
import { intArray, intListArray, nullableIntArray, textArray, timestampArray } from '../../db/array-literals';
import type { StoredAnswer } from './save-payload';
import { preparedStatement } from '../../db/prepared';

export interface Submit { studentId: number; quizId: number; chosen: Map<number, StoredAnswer>; now: Date }

export type SubmitOutcome =
  | { kind: 'submitted'; result: QuizResult }
  /** No attempt (status null), or one that is no longer running. */
  | { kind: 'not_running'; status: string | null }
  /** A chosen pair is not an option of the quiz: nothing was written. */
  | { kind: 'invalid' }
  /** The attempt is running but another transaction holds it (a save, a second submit): nothing was written. */
  | { kind: 'busy' };

type SubmitRow = { [K in keyof ClosedRow]: ClosedRow[K] | null } & { n: number; found_status: string | null; valid: boolean };

/**
 * Submits several students' attempts in ONE statement, after holdAttempts (below) has taken, in the same
 * transaction, the running attempts no other transaction holds. An attempt another transaction holds is left alone
 * and answered `busy`, never waited for, because a statement sees the data of the moment it started, and after
 * waiting for a save under way it would score without that save's answer. For each held attempt whose chosen
 * (question, option) pairs are all the quiz's: in time (deadline + grace) it stores the chosen answers over the saved
 * ones and scores the attempt on both, closed at the submit's moment; late, it stores nothing and closes it at its
 * deadline with the answers saved in time, and late_answers_ignored says whether the chosen ones differed from those.
 * A statement does not see its own insert, so each attempt is scored on its saved answers merged with the written
 * ones. Attempts are locked before anything is written, in id order, and answers written in (attempt, question)
 * order.
 */
const submitBatch = preparedStatement('quiz_submits', ['students', 'quizzes', 'at', 'expired', 'ns', 'questions', 'options', 'choices', 'responses', 'keys', 'held'], (p) => sql`
  with req as (
    select * from unnest(${p.students}::int[], ${p.quizzes}::int[], ${p.at}::timestamptz[], ${p.expired}::timestamptz[])
      with ordinality as r(student_id, quiz_id, at, expired, n)
  ),
  input as (
    select i.n, i.question_id, i.answer_id, i.choices::int[] as choice_ids, i.response, i.response_key
    from unnest(${p.ns}::int[], ${p.questions}::int[], ${p.options}::int[], ${p.choices}::text[], ${p.responses}::text[], ${p.keys}::text[])
      as i(n, question_id, answer_id, choices, response, response_key)
  ),
  found as (
    select r.n, a.status, a.question_ids from req r left join quiz_attempts a on a.student_id = r.student_id and a.quiz_id = r.quiz_id
  ),
  valid as (
    -- Every answer is one its question takes, and the question one of the attempt's paper.
    select r.n, not exists (select 1 from input i where i.n = r.n and not exists (
      select 1 from questions q where q.id = i.question_id and q.quiz_id = r.quiz_id
        and (f.question_ids is null or q.id = any(f.question_ids)) and ${answerFits(sql`i`, sql`q.kind`, sql`q.id`)})) as ok
    from req r join found f on f.n = r.n
  ),
  locked as (
    select a.id, r.n, r.at, a.deadline_at >= r.expired as in_time
    from quiz_attempts a
    join req r on a.student_id = r.student_id and a.quiz_id = r.quiz_id
    join valid v on v.n = r.n
    where a.status = 'in_progress' and v.ok and a.id = any(${p.held}::int[])
    order by a.id
    for update of a
  ),
  written as (
    insert into attempt_answers as s (attempt_id, question_id, answer_id, choice_ids, response, response_key, answered_at)
    select l.id, i.question_id, i.answer_id, i.choice_ids, nullif(i.response, ''), i.response_key, l.at from locked l join input i on i.n = l.n where l.in_time
    order by l.id, i.question_id
    on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, choice_ids = excluded.choice_ids,
      response = excluded.response, response_key = excluded.response_key, answered_at = excluded.answered_at
    returning s.attempt_id, s.question_id, s.answer_id, s.choice_ids, s.response, s.response_key
  ),
  ${closingCtes(
    sql`a.id in (select l.id from locked l)`,
    sql`(select case when l.in_time then l.at else a.deadline_at end from locked l where l.id = a.id)`,
    sql`(
      select s.attempt_id, s.question_id, s.answer_id, s.choice_ids, s.response, s.response_key from attempt_answers s
      where s.attempt_id in (select l.id from locked l)
        and not exists (select 1 from written w where w.attempt_id = s.attempt_id and w.question_id = s.question_id)
      union all
      select w.attempt_id, w.question_id, w.answer_id, w.choice_ids, w.response, w.response_key from written w
    )`,
  )}
  select r.n::int as n, f.status as found_status, v.ok as valid, c.*,
    not l.in_time and exists (select 1 from input i where i.n = r.n and not exists (
      select 1 from attempt_answers s where s.attempt_id = l.id and s.question_id = i.question_id and s.answer_id is not distinct from i.answer_id
        and s.choice_ids is not distinct from i.choice_ids and s.response_key is not distinct from i.response_key)
    ) as late_answers_ignored
  from req r
  join found f on f.n = r.n
  join valid v on v.n = r.n
  left join locked l on l.n = r.n
  left join closed c on c.id = l.id
`);

function outcomeOf(row: SubmitRow): SubmitOutcome {
  if (row.id !== null) return { kind: 'submitted', result: toResult(row as ClosedRow) };
  if (row.found_status !== 'in_progress') return { kind: 'not_running', status: row.found_status };
  return row.valid ? { kind: 'busy' } : { kind: 'invalid' };
}

/**
 * Takes the running attempts of these submits that no other transaction holds (`skip locked`), in id order. The
 * statement that scores them comes after, so it sees every save committed before these locks were taken: a save that
 * held an attempt when a single statement began, and let go before that statement reached the row, would have been
 * left out of the score although it was acknowledged.
 */
const holdAttempts = preparedStatement('quiz_submits_hold', ['students', 'quizzes'], (p) => sql`
  select a.id from quiz_attempts a
  join unnest(${p.students}::int[], ${p.quizzes}::int[]) as r(student_id, quiz_id) on a.student_id = r.student_id and a.quiz_id = r.quiz_id
  where a.status = 'in_progress'
  order by a.id
  for update of a skip locked
`);

/** Runs the statements for these submits in one transaction; one outcome each, in order. */
async function writeSubmits(db: Db, submits: Submit[]): Promise<SubmitOutcome[]> {
  const answers = submits.flatMap((s, i) => [...s.chosen].map(([question, answer]) => ({ n: i + 1, question, answer })));
  const students = intArray(submits.map((s) => s.studentId));
  const quizzes = intArray(submits.map((s) => s.quizId));
  const rows = await db.transaction(async (tx) => {
    const held = await holdAttempts<{ id: number }>(tx, { students, quizzes });
    return submitBatch<SubmitRow>(tx, {
      students, quizzes, at: timestampArray(submits.map((s) => s.now)), expired: timestampArray(submits.map((s) => expiredBefore(s.now))),
      ns: intArray(answers.map((a) => a.n)), questions: intArray(answers.map((a) => a.question)),
      options: nullableIntArray(answers.map((a) => a.answer.answerId)), choices: intListArray(answers.map((a) => a.answer.choiceIds)),
      responses: textArray(answers.map((a) => a.answer.response)), keys: textArray(answers.map((a) => a.answer.responseKey)),
      held: intArray(held.map((h) => Number(h.id))),
    });
  });
  const outcomes: SubmitOutcome[] = new Array(submits.length);
  for (const row of rows) outcomes[Number(row.n) - 1] = outcomeOf(row);
  return outcomes;
}

/**
 * The submit batcher of a database (one per running server), as heartbeats and answer saves. A batch is one commit:
 * the school's score counts (a statement trigger on quiz_attempts) move once per batch instead of once per submit.
 */
export const submitBatcher = batcherPerDatabase(writeSubmits, (submit: Submit) => submit.studentId, 200);

/**
 * Submits one attempt: in a batch with the others waiting at that moment; if its attempt was busy, on its own in a
 * transaction whose first statement waits for the attempt's lock, so the statement after it sees everything
 * committed before (a save under way, or the submit that got there first).
 */
export async function submitOne(db: Db, submit: Submit): Promise<SubmitOutcome> {
  const outcome = await submitBatcher(db).submit(submit);
  if (outcome.kind !== 'busy') return outcome;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from quiz_attempts where student_id = ${submit.studentId}::int and quiz_id = ${submit.quizId}::int for update`);
    const [again] = await writeSubmits(tx, [submit]);
    // Cannot be busy while this transaction holds the row; answered as a second submit if it ever were.
    return again.kind === 'busy' ? { kind: 'not_running', status: 'submitted' } : again;
  });
}
