/**
 * The demo's quizzes given to every district class, and the students' attempts, in SQL. The timing is the demo's
 * (QUIZ_PLAN: days back from today, days until due). A student attempts a quiz on one of their sign-ins between the
 * assignment and the end of the due day, with the demo's chances; each question is skipped, right or wrong by hash
 * draws that depend on the student's ability, the quiz type and the question's ease. Unanswered questions have no
 * attempt_answers row, and each attempt's counts, marks and score are those of its answer rows, scored as the app's
 * closeAttempts does (ADR 0041). The shared quizzes are single choice (one right option a question): that is what the
 * draws below answer.
 */
import { sql } from 'drizzle-orm';
import { subjectCatalogue } from '../../content/catalogue';
import type { SeedContext } from '../context';
import { QUIZ_PLAN } from '../quizzes';
import { addDays } from '../time';
import { P, draw, insertCounted, key2, pick, raw, run } from './draws';
import { numberArray, textArray } from '../../db/array-literals';

export async function seedDistrictAttempts(ctx: SeedContext, schoolIds: number[], teachersPerSchool: number): Promise<void> {
  const db = ctx.db;
  const now = ctx.now.toISOString();

  // The administrator's shared quizzes (the demo's, for every school), with their timing from QUIZ_PLAN.
  const quizRows = (await db.execute(sql`select q.id, q.quiz_type, q.time_minutes, s.slug,
      (select count(*)::int from questions x where x.quiz_id = q.id) as total
    from quizzes q join subjects s on s.id = q.subject_id
    where q.school_id is null and q.archived_at is null and s.archived_at is null and q.grade is not null and q.draw_count is null
      and not exists (select 1 from questions x where x.quiz_id = q.id and x.kind <> 'single')
    order by q.id`)) as unknown as { rows: { id: number; quiz_type: keyof typeof QUIZ_PLAN; time_minutes: number; slug: string; total: number }[] };
  const quizzes = quizRows.rows.filter((q) => QUIZ_PLAN[q.quiz_type] && q.total > 0).map((q) => {
    const plan = QUIZ_PLAN[q.quiz_type];
    const index = Math.max(0, subjectCatalogue.findIndex((c) => c.slug === q.slug));
    const assigned = addDays(ctx.today, -plan.assignedDaysAgo(index));
    return { id: Number(q.id), type: q.quiz_type, index, minutes: q.time_minutes, assigned, due: addDays(assigned, plan.dueAfterDays), difficulty: plan.difficulty };
  });
  await run(db, sql`create temp table district_quizzes on commit drop as
    select q.id as quiz_id, z.grade, q.quiz_type, t.subject_idx, t.minutes, t.assigned_day, t.due_day, t.difficulty, q.negative_percent,
      (select count(*)::int from questions x where x.quiz_id = q.id) as total,
      (select coalesce(sum(x.marks), 0)::int from questions x where x.quiz_id = q.id) as marks_total,
      t.due_day >= ${ctx.today}::date as open
    from unnest(${numberArray(quizzes.map((q) => q.id))}::int[], ${numberArray(quizzes.map((q) => q.index))}::int[], ${numberArray(quizzes.map((q) => q.minutes))}::int[],
      ${textArray(quizzes.map((q) => q.assigned))}::date[], ${textArray(quizzes.map((q) => q.due))}::date[], ${numberArray(quizzes.map((q) => q.difficulty))}::float8[])
      as t(quiz_id, subject_idx, minutes, assigned_day, due_day, difficulty)
    join quizzes q on q.id = t.quiz_id join subjects z on z.id = q.subject_id`);

  // Each class's coach (by arithmetic on the class) gives every quiz of its grade, between 08:00 and 10:00 IST.
  const kc = key2('z.quiz_id', "c.school_id * 1000 + c.grade * 20 + ascii(c.section) - 64");
  await insertCounted(ctx, 'quiz_assignments', sql`insert into quiz_assignments (quiz_id, school_id, grade, section, assigned_by, assigned_at, due_date)
    select z.quiz_id, c.school_id, c.grade, c.section, t.user_id,
      (z.assigned_day + make_interval(mins => 480 + ${raw(pick(kc, P.assignedMinute, 121))})) at time zone 'Asia/Kolkata', z.due_day
    from (select distinct school_id, grade, section from district_students) c
    join district_quizzes z on z.grade = c.grade
    join district_teachers t on t.school_id = c.school_id
      and t.n = (c.grade * 7 + ascii(c.section) + case when z.quiz_type = 'homework' then z.subject_idx else 0 end) % ${raw(String(teachersPerSchool))}
    where c.school_id = any(${numberArray(schoolIds)}::int[])`);

  // Who attempts what, when: the demo's chances (open quizzes less often, final exams least), on a sign-in in the
  // quiz's window; started 2-25 minutes after signing in and submitted after 35-95% of the time allowed.
  const kq = key2('s.ordinal', 'z.quiz_id');
  await run(db, sql`create temp table district_attempt_plan on commit drop as
    select x.*, x.started_at + make_interval(mins => x.minutes) as deadline_at,
      x.started_at + make_interval(secs => round(x.minutes * 60 * (0.35 + 0.6 * ${raw(draw(key2('x.ordinal', 'x.quiz_id'), P.duration))}))) as submitted_at
    from (
      select s.ordinal, s.id as student_id, s.school_id, s.ability, z.quiz_id, z.minutes, z.difficulty, z.total, z.marks_total, z.negative_percent,
        l.logged_in_at + make_interval(mins => 2 + ${raw(pick(kq, P.startAfter, 24))}, secs => ${raw(pick(kq, P.startSecond, 60))}) as started_at
      from district_students s
      join quiz_assignments qa on qa.school_id = s.school_id and qa.grade = s.grade and qa.section = s.section
      join district_quizzes z on z.quiz_id = qa.quiz_id
      cross join lateral (
        select e.logged_in_at from login_events e
        where e.user_id = s.id and e.logged_in_at > qa.assigned_at
          and e.logged_in_at <= least(((z.due_day + 1)::timestamp - interval '1 second') at time zone 'Asia/Kolkata', ${now}::timestamptz)
        order by hashint8extended(${raw(kq)} + extract(epoch from e.logged_in_at)::bigint, ${raw(String(P.attemptLogin))})
        limit 1
      ) l
      where ${raw(draw(kq, P.attempt))} < (case when not z.open then 0.92 when z.quiz_type = 'final_exam' then 0.3 else 0.5 end) * (0.55 + 0.45 * s.engagement)
    ) x`);
  await run(db, sql`delete from district_attempt_plan where submitted_at > ${now}::timestamptz`);
  await run(db, sql`analyze district_attempt_plan`);

  // Questions with their right option, wrong options and an ease (the demo's: -0.12 .. 0.12).
  await run(db, sql`create temp table district_questions on commit drop as
    select q.quiz_id, q.id as question_id, q.position, q.marks,
      (array_agg(a.id order by a.position) filter (where a.is_correct))[1] as correct_id,
      array_agg(a.id order by a.position) filter (where not a.is_correct) as wrong_ids,
      -0.12 + 0.24 * ${raw(draw('q.id', P.ease))} as ease
    from questions q join answers a on a.question_id = q.id
    where q.quiz_id in (select quiz_id from district_quizzes)
    group by q.quiz_id, q.id, q.position`);
  await run(db, sql`analyze district_questions`);

  // 0 skipped, 1 right, 2 wrong: the same expression makes the counts and the answer rows, so they agree.
  const kqa = key2('p.ordinal', 'q.question_id');
  const outcome = raw(`case when ${draw(kqa, P.skip)} < 0.02 + 0.12 * (1 - p.ability) then 0
    when ${draw(kqa, P.right)} < least(0.98, greatest(0.05, p.ability + p.difficulty + q.ease)) then 1 else 2 end`);
  // The option of an answered question: the correct one, or one of the wrong ones.
  const chosenOption = raw(`case o.v when 1 then q.correct_id else q.wrong_ids[1 + ${pick(kqa, P.wrongOption, 'cardinality(q.wrong_ids)')}] end`);
  // Scored as a submit scores (attempt-scoring.ts, ADR 0041): a right answer earns the question's marks, a wrong one
  // loses the quiz's negative share of them (two decimals each), a blank nothing; the score is the marks over the
  // paper's marks, never below 0. The answers and their credits are kept on the attempt as a submit keeps them.
  await insertCounted(ctx, 'quiz_attempts', sql`insert into quiz_attempts (quiz_id, student_id, school_id, status, started_at, deadline_at,
      submitted_at, total_questions, correct_count, wrong_count, unattempted_count, marks_scored, marks_total, score_percent, chosen, credits)
    select p.quiz_id, p.student_id, p.school_id, 'submitted', p.started_at, p.deadline_at, p.submitted_at, p.total,
      t.correct, t.wrong, p.total - t.correct - t.wrong, round(t.marks::numeric, 2)::float8, p.marks_total,
      case when p.marks_total > 0 then greatest(0, round(100.0 * t.marks / p.marks_total))::int else 0 end, t.chosen, t.credits
    from district_attempt_plan p
    join (
      select p.student_id, p.quiz_id, count(*) filter (where o.v = 1)::int as correct, count(*) filter (where o.v = 2)::int as wrong,
        coalesce(sum(case o.v when 1 then q.marks::float8
          when 2 then round((-q.marks * p.negative_percent / 100.0)::numeric, 2)::float8 else 0 end), 0) as marks,
        coalesce(jsonb_object_agg(q.question_id, ${chosenOption}) filter (where o.v > 0), '{}') as chosen,
        coalesce(jsonb_object_agg(q.question_id, case o.v when 1 then 1 else 0 end) filter (where o.v > 0), '{}') as credits
      from district_attempt_plan p join district_questions q on q.quiz_id = p.quiz_id
      cross join lateral (select ${outcome} as v) o
      group by p.student_id, p.quiz_id
    ) t on t.student_id = p.student_id and t.quiz_id = p.quiz_id`);

  await insertCounted(ctx, 'attempt_answers', sql`insert into attempt_answers (attempt_id, question_id, answer_id, answered_at)
    select a.id, q.question_id,
      ${chosenOption},
      p.started_at + (p.submitted_at - p.started_at) * q.position / (p.total + 1)
    from district_attempt_plan p
    join quiz_attempts a on a.student_id = p.student_id and a.quiz_id = p.quiz_id
    join district_questions q on q.quiz_id = p.quiz_id
    cross join lateral (select ${outcome} as v) o
    where o.v > 0`);
}
