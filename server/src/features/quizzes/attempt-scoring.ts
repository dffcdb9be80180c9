import { sql, type SQL } from 'drizzle-orm';
import { QUIZ_GRACE_SECONDS, certificateUrl, type QuizResult } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const GRACE_MS = QUIZ_GRACE_SECONDS * 1000;

/** Whole seconds until the deadline, never negative; the browser counts down from this. */
export const secondsLeft = (deadline: Date, now: Date): number =>
  Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));

/** Past the deadline and its grace: answers are no longer taken. */
export const isTimeOver = (deadline: Date, now: Date): boolean => now.getTime() > deadline.getTime() + GRACE_MS;

/** The latest deadline whose attempt is over at `now`. */
export const expiredBefore = (now: Date): Date => new Date(now.getTime() - GRACE_MS);

/** A timestamp as epoch milliseconds (float8 reads back as a number on both engines; timestamptz does not). */
export const epochMs = (timestamp: SQL): SQL => sql`(extract(epoch from ${timestamp}) * 1000)::float8`;

/** Rows returned by a raw statement on either engine. */

export interface ClosedRow {
  id: number;
  quiz_id: number;
  total_questions: number;
  correct_count: number;
  wrong_count: number;
  unattempted_count: number;
  score_percent: number;
  submitted_at: string | Date;
  pass_percent: number;
  late_answers_ignored?: boolean | null;
}

/** The options chosen (question id → option id) of the answer rows `answers` in a group; '{}' for none. */
const chosenOf = (answers: SQL) =>
  sql`coalesce(jsonb_object_agg(${answers}.question_id, ${answers}.answer_id) filter (where ${answers}.question_id is not null), '{}')`;

/**
 * Scores and submits the running attempts that `filter` selects, in one statement, from the answers
 * stored in attempt_answers: an answer is correct when the chosen option is the one marked correct
 * (spec 1 §5). Questions without a stored answer count as unattempted (they have no row, as in the
 * seed). `submittedAt` is an SQL expression so expired attempts can be closed at their deadline.
 * The whole rule lives here so submitting and expiring can never score differently. The options chosen are kept
 * on the attempt too (the reports read them there, ADR 0020).
 *
 * These are the statement's last two CTEs, `tally` and `closed` (the closed attempts with their quiz's pass mark).
 * `answersOf` is what each attempt is scored on, as (attempt_id, question_id, answer_id) rows, attempt_answers by
 * default: a statement does not see its own writes, so a submit that writes answers passes the merge of both.
 */
export function closingCtes(filter: SQL, submittedAt: SQL, answersOf: SQL = sql`attempt_answers`): SQL {
  return sql`
    tally as (
      select a.id,
        count(x.id) filter (where x.is_correct)::int as correct,
        count(x.id) filter (where not x.is_correct)::int as wrong,
        ${chosenOf(sql`aa`)} as chosen
      from quiz_attempts a
      left join ${answersOf} aa on aa.attempt_id = a.id
      left join answers x on x.id = aa.answer_id and x.question_id = aa.question_id
      where a.status = 'in_progress' and (${filter})
      group by a.id
    ),
    closed as (
      update quiz_attempts a set
        status = 'submitted',
        submitted_at = ${submittedAt},
        correct_count = t.correct,
        wrong_count = t.wrong,
        unattempted_count = greatest(a.total_questions - t.correct - t.wrong, 0),
        score_percent = case when a.total_questions > 0 then round(100.0 * t.correct / a.total_questions)::int else 0 end,
        chosen = t.chosen
      from tally t, quizzes q
      -- Checked again here: a concurrent submit of the same row must not be scored twice.
      where a.id = t.id and q.id = a.quiz_id and a.status = 'in_progress'
      returning a.id, a.quiz_id, a.total_questions, a.correct_count, a.wrong_count, a.unattempted_count,
        a.score_percent, a.submitted_at, q.pass_percent
    )`;
}

/** The options chosen on an attempt, read from its answer rows (what `closingCtes` keeps in quiz_attempts.chosen). */
export const chosenFromAnswers = (attemptId: SQL) =>
  sql`(select ${chosenOf(sql`x`)} from attempt_answers x where x.attempt_id = ${attemptId})`;

export function toResult(r: ClosedRow): QuizResult {
  const passed = r.score_percent >= r.pass_percent;
  return {
    attempt_id: r.id,
    quiz_id: r.quiz_id,
    score: r.correct_count,
    total: r.total_questions,
    score_percent: r.score_percent,
    correct: r.correct_count,
    wrong: r.wrong_count,
    unattempted: r.unattempted_count,
    passed,
    submitted_at: new Date(r.submitted_at).toISOString(),
    certificate_url: passed ? certificateUrl(r.id) : null,
    late_answers_ignored: r.late_answers_ignored ?? false,
  };
}

export async function closeAttempts(db: Db, filter: SQL, submittedAt: SQL): Promise<QuizResult[]> {
  return rowsOf<ClosedRow>(await db.execute(sql`with ${closingCtes(filter, submittedAt)} select c.* from closed c`)).map(toResult);
}

/**
 * Closes the student's attempts whose time ran out without a submit (the tab was closed, the
 * connection lost), at their deadline, with the answers saved in time. Runs when the student's
 * quizzes are listed and one of them has run out, so an abandoned attempt turns into a result instead of hanging.
 */
export async function closeExpiredAttempts(db: Db, studentId: number, now: Date): Promise<void> {
  await closeAttempts(
    db,
    sql`a.student_id = ${studentId} and a.deadline_at < ${expiredBefore(now).toISOString()}::timestamptz`,
    sql`a.deadline_at`,
  );
}
