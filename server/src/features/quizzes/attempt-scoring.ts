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
  marks_scored: number;
  marks_total: number;
  submitted_at: string | Date;
  pass_percent: number;
  late_answers_ignored?: boolean | null;
}

/** Whether an answer row holds an answer (an emptied multiple-select row does not). */
export const isAnswered = (row: SQL) =>
  sql`(${row}.answer_id is not null or cardinality(${row}.choice_ids) > 0 or ${row}.response is not null)`;

/**
 * Whether the answer row `i` (answer_id, choice_ids int[], response_key) is an answer its question (`kind`,
 * `questionId`) takes: an option of it (single, true/false), options of it (multiple), or a typed answer with a key
 * (numeric, short text), or an empty one, which clears it. Saves and submits check with it, so nothing else is ever
 * stored.
 */
export const answerFits = (i: SQL, kind: SQL, questionId: SQL) => sql`case
  when ${kind} = 'multiple' then ${i}.answer_id is null and ${i}.choice_ids is not null and not exists (
    select 1 from unnest(${i}.choice_ids) c(id) where not exists (select 1 from answers x where x.id = c.id and x.question_id = ${questionId}))
  when ${kind} in ('numeric', 'short_text') then ${i}.response_key is not null or ${i}.response = ''
  else ${i}.answer_id is not null and exists (select 1 from answers x where x.id = ${i}.answer_id and x.question_id = ${questionId})
end`;

/** One answer row's value as the attempt keeps it: the option id, the option ids, or the text as typed. */
const valueOf = (row: SQL) => sql`coalesce(to_jsonb(${row}.answer_id), to_jsonb(${row}.choice_ids), to_jsonb(${row}.response))`;

/** The answers (question id → value) of the answer rows `answers` in a group; '{}' for none. */
const chosenOf = (answers: SQL) =>
  sql`coalesce(jsonb_object_agg(${answers}.question_id, ${valueOf(answers)}) filter (where ${answers}.question_id is not null and ${isAnswered(answers)}), '{}')`;

/**
 * The credit (0–1) of the answer row `aa` to its question `q` (ADR 0041; question-kinds.ts `creditOf` is the same rule
 * for the browser): single and true/false 1 when the option is a right one; multiple (right chosen − wrong chosen) /
 * right options, never below 0; numeric 1 within the tolerance of an accepted answer; short text 1 when its
 * normalised text is an accepted one's, in any language it was written in (ADR 0044: the same marking for every student).
 */
const creditSql = sql`case
  when q.kind = 'multiple' then (
    select greatest(0, count(*) filter (where x.is_correct) - count(*) filter (where not x.is_correct))::float8
      / nullif((select count(*) from answers r where r.question_id = q.id and r.is_correct), 0)
    from answers x where x.question_id = q.id and x.id = any(aa.choice_ids))
  when q.kind = 'numeric' then (case when exists (select 1 from answers x where x.question_id = q.id
    and abs(x.match_key::float8 - aa.response_key::float8) <= coalesce(q.tolerance, 0) + 1e-9) then 1 else 0 end)::float8
  when q.kind = 'short_text' then (case when exists (select 1 from answers x where x.question_id = q.id
    and (x.match_key = aa.response_key or exists (select 1 from answer_translations xt where xt.answer_id = x.id
      and xt.match_key = aa.response_key))) then 1 else 0 end)::float8
  else (select case when x.is_correct then 1 else 0 end from answers x where x.id = aa.answer_id and x.question_id = q.id)::float8
end`;

/**
 * Scores and submits the running attempts that `filter` selects, in one statement, from the answers
 * stored in attempt_answers, by the marking rules of ADR 0041: each answered question of the attempt's paper earns
 * its marks × its credit, and one with no credit loses the quiz's negative share of its marks (blank ones have no
 * row, or an empty one, and lose nothing). Questions without an answer count as unattempted. `submittedAt` is an SQL
 * expression so expired attempts can be closed at their deadline. The whole rule lives here so submitting and
 * expiring can never score differently. The answers and each question's credit are kept on the attempt too (the
 * reports and item analysis read them there, ADR 0020).
 *
 * These are the statement's last two CTEs, `tally` and `closed` (the closed attempts with their quiz's pass mark).
 * `answersOf` is what each attempt is scored on, as attempt_answers rows (attempt_id, question_id, answer_id,
 * choice_ids, response, response_key), attempt_answers by default: a statement does not see its own writes, so a
 * submit that writes answers passes the merge of both.
 */
export function closingCtes(filter: SQL, submittedAt: SQL, answersOf: SQL = sql`attempt_answers`): SQL {
  return sql`
    tally as (
      select a.id,
        count(m.credit) filter (where m.credit >= 1)::int as correct,
        count(m.credit) filter (where m.credit <= 0)::int as wrong,
        count(m.credit) filter (where m.credit > 0 and m.credit < 1)::int as partial,
        coalesce(sum(m.earned), 0)::float8 as marks,
        coalesce(jsonb_object_agg(m.question_id, m.credit) filter (where m.credit is not null), '{}') as credits,
        ${chosenOf(sql`aa`)} as chosen
      from quiz_attempts a
      join quizzes qz on qz.id = a.quiz_id
      left join ${answersOf} aa on aa.attempt_id = a.id and (a.question_ids is null or aa.question_id = any(a.question_ids))
      left join lateral (
        select c.question_id, c.credit,
          round((case when c.credit >= 1 then c.marks when c.credit <= 0 then -c.marks * qz.negative_percent / 100.0
            else c.marks * c.credit end)::numeric, 2)::float8 as earned
        from (select q.id as question_id, q.marks, ${creditSql} as credit from questions q
          where q.id = aa.question_id and ${isAnswered(sql`aa`)}) c
      ) m on true
      where a.status = 'in_progress' and (${filter})
      group by a.id
    ),
    closed as (
      update quiz_attempts a set
        status = 'submitted',
        submitted_at = ${submittedAt},
        correct_count = t.correct,
        wrong_count = t.wrong,
        unattempted_count = greatest(a.total_questions - t.correct - t.wrong - t.partial, 0),
        marks_scored = round(t.marks::numeric, 2)::float8,
        -- Rounded as numeric (half away from zero, as before marks): round() of a float8 would round halves to even.
        score_percent = case when a.marks_total > 0 then greatest(0, round((100.0 * t.marks / a.marks_total)::numeric))::int else 0 end,
        chosen = t.chosen,
        credits = t.credits
      from tally t, quizzes q
      -- Checked again here: a concurrent submit of the same row must not be scored twice.
      where a.id = t.id and q.id = a.quiz_id and a.status = 'in_progress'
      returning a.id, a.quiz_id, a.total_questions, a.correct_count, a.wrong_count, a.unattempted_count,
        a.score_percent, a.marks_scored, a.marks_total, a.submitted_at, q.pass_percent
    )`;
}

/** The answers of an attempt, read from its answer rows (what `closingCtes` keeps in quiz_attempts.chosen). */
export const chosenFromAnswers = (attemptId: SQL) =>
  sql`(select ${chosenOf(sql`x`)} from attempt_answers x where x.attempt_id = ${attemptId})`;

export function toResult(r: ClosedRow): QuizResult {
  const passed = r.score_percent >= r.pass_percent;
  return {
    attempt_id: r.id,
    quiz_id: r.quiz_id,
    score: r.correct_count,
    total: r.total_questions,
    marks: Number(r.marks_scored),
    max_marks: r.marks_total,
    score_percent: r.score_percent,
    correct: r.correct_count,
    partial: Math.max(0, r.total_questions - r.correct_count - r.wrong_count - r.unattempted_count),
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
