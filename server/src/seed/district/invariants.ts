/**
 * What must hold for any seeded database (demo or district) so the dashboards show true numbers: each query counts
 * the rows that break one rule, so every answer should be 0. The district test runs them; they can be run against a
 * full district too (they read whole tables: about a minute on 16 million rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import { purposeWithdrawnSql } from '../../core/identity/consents';
import { chosenFromAnswers } from '../../features/quizzes/attempt-scoring';

const localDay = (instant: string) => `(${instant} at time zone 'Asia/Kolkata')::date`;

/** `tables`: the public tables, so rules of tables a migration adds later apply only where they exist. */
export function districtInvariants(now: Date, tables: ReadonlySet<string> = new Set()): Record<string, SQL> {
  const at = now.toISOString();
  return {
    ...(tables.has('quiz_school_scores') ? {
      'a school\'s kept count of a quiz score that differs from its attempts': sql`
        with x as (
          select a.quiz_id, coalesce(a.school_id, p.school_id) as school_id, a.score_percent, count(*)::int as n
          from quiz_attempts a left join student_profiles p on p.user_id = a.student_id
          where a.status = 'submitted' group by 1, 2, 3)
        select count(*) from x full join (select * from quiz_school_scores where students <> 0) k
          on k.quiz_id = x.quiz_id and k.school_id = x.school_id and k.score_percent = x.score_percent
        where x.n is distinct from k.students`,
    } : {}),
    ...(tables.has('quiz_school_totals') ? {
      // One pass over the attempts for the count, the sum and the highest. A null highest is allowed (unknown: a report
      // reads it from quiz_school_scores); a number must be the highest.
      'a school\'s kept count, sum or highest of a quiz\'s scores that differs from its attempts': sql`
        with x as (
          select a.quiz_id, coalesce(a.school_id, p.school_id) as school_id, count(*)::int as n, sum(a.score_percent)::bigint as total,
            max(a.score_percent) as highest
          from quiz_attempts a left join student_profiles p on p.user_id = a.student_id
          where a.status = 'submitted' group by 1, 2)
        select count(*) from x full join quiz_school_totals k on k.quiz_id = x.quiz_id and k.school_id = x.school_id
        where (k.students <> 0 or k.highest is not null or x.n is not null) and (x.n is distinct from k.students or x.total is distinct from k.score_sum
          or (k.highest is not null and k.highest is distinct from x.highest))`,
      'a submitted attempt whose kept options differ from its answers': sql`
        select count(*) from quiz_attempts a where a.status = 'submitted' and a.chosen is distinct from ${chosenFromAnswers(sql`a.id`)}`,
    } : {}),
    'a student without a profile at their school': sql`select count(*) from users u where u.role = 'student'
      and not exists (select 1 from student_profiles p where p.user_id = u.id and p.school_id = u.school_id)`,
    'a coach without a profile at their school': sql`select count(*) from users u where u.role = 'teacher'
      and not exists (select 1 from teacher_profiles p where p.user_id = u.id and p.school_id = u.school_id)`,
    'a school account without a profile': sql`select count(*) from users u where u.role = 'school' and not u.is_superuser
      and not exists (select 1 from school_profiles p where p.user_id = u.id and p.school_id = u.school_id)`,
    'an approved parent without a confirmed child at their school': sql`select count(*) from users u
      where u.role = 'parent' and u.approval_status = 'approved' and not exists (
        select 1 from parent_child_links l join users c on c.id = l.student_id
        where l.parent_id = u.id and l.status = 'approved' and c.school_id = u.school_id and c.role = 'student')`,
    'a sign-in whose login_num is not its running number': sql`select count(*) from (
      select login_num, row_number() over (partition by user_id order by logged_in_at) as n from login_events) x where login_num <> n`,
    'a user whose login_count or last_login_at is not that of their sign-ins': sql`select count(*) from users u
      left join (select user_id, count(*) as n, max(logged_in_at) as last_at from login_events group by user_id) l on l.user_id = u.id
      where u.login_count <> coalesce(l.n, 0) or u.last_login_at is distinct from l.last_at`,
    'a sign-in after now or before the account existed': sql`select count(*) from login_events e join users u on u.id = e.user_id
      where e.logged_in_at > ${at}::timestamptz or e.logged_in_at < u.created_at`,
    'a school day whose kept figures differ from the sign-ins and activity': sql`
      with l as (
        select e.school_id, (e.logged_in_at at time zone s.time_zone)::date as day, count(*) as logins, count(distinct e.user_id) as learners
        from login_events e join users u on u.id = e.user_id join schools s on s.id = e.school_id
        where u.role = 'student' group by 1, 2),
      a as (select p.school_id, d.day, sum(d.seconds) as seconds from activity_daily d join student_profiles p on p.user_id = d.student_id group by 1, 2),
      x as (
        select coalesce(l.school_id, a.school_id) as school_id, coalesce(l.day, a.day) as day,
          coalesce(l.logins, 0) as logins, coalesce(l.learners, 0) as learners, coalesce(a.seconds, 0) as seconds
        from l full join a on a.school_id = l.school_id and a.day = l.day)
      select count(*) from x full join school_day_stats k on k.school_id = x.school_id and k.day = x.day
      where x.school_id is null or k.school_id is null or x.logins <> k.logins or x.learners <> k.learners or x.seconds <> k.seconds`,
    'activity on a day the student did not sign in': sql`select count(*) from activity_daily d where not exists (
      select 1 from login_events e where e.user_id = d.student_id and ${sql.raw(localDay('e.logged_in_at'))} = d.day)`,
    'activity on a lesson not of the student\'s grade, subject or school': sql`select count(*) from activity_daily d
      join lessons l on l.id = d.lesson_id join subjects s on s.id = l.subject_id join student_profiles p on p.user_id = d.student_id
      where s.id <> d.subject_id or s.grade <> p.grade
        or not exists (select 1 from lesson_schools ls where ls.lesson_id = l.id and ls.school_id = p.school_id)`,
    'activity that is not whole heartbeats, or a day over 50 minutes': sql`select count(*) from (
      select student_id, day, sum(seconds) as total, bool_or(seconds <= 0 or seconds % 30 <> 0) as odd
      from activity_daily group by 1, 2) x where odd or total > 3000`,
    // A parent who withdrew the child's learning records had the time deleted; the completions stay (ADR 0035).
    'a completion on a day without time on that lesson': sql`select count(*) from lesson_completions c where not exists (
      select 1 from activity_daily d where d.student_id = c.student_id and d.lesson_id = c.lesson_id
        and d.day = ${sql.raw(localDay('c.completed_at'))}) and not ${purposeWithdrawnSql(sql`c.student_id`, 'learning_records')}`,
    'a lesson completed before the one before it': sql`select count(*) from lesson_completions c
      join lessons l on l.id = c.lesson_id
      where l.position > 1 and not exists (
        select 1 from lesson_completions c2 join lessons l2 on l2.id = c2.lesson_id
        where c2.student_id = c.student_id and l2.subject_id = l.subject_id and l2.position = l.position - 1 and c2.completed_at <= c.completed_at)`,
    'an active student without a clock, or a clock after now or before the last sign-in with activity': sql`select count(*) from (
      select distinct student_id from activity_daily) a
      left join activity_clocks c on c.student_id = a.student_id
      where c.student_id is null or c.last_heartbeat_at > ${at}::timestamptz
        or c.last_heartbeat_at < (select max(e.logged_in_at) from login_events e where e.user_id = a.student_id
          and ${sql.raw(localDay('e.logged_in_at'))} = (select max(day) from activity_daily d where d.student_id = a.student_id))`,
    // The marking of ADR 0041, restated from attempt-scoring.ts (closingCtes) and question-kinds.ts (creditOf, marksOf):
    // each answered question of the attempt's paper has a credit by its kind, earns its marks × the credit, or loses the
    // quiz's negative share of them at no credit (two decimals each); blanks earn nothing. Counts, marks, the paper's
    // marks, the score (never below 0) and the kept credits must be those.
    'an attempt whose counts, marks, score or credits are not those of its answers': sql`
      with paper as (
        select a.id, count(q.id)::int as n, coalesce(sum(q.marks), 0)::int as marks
        from quiz_attempts a left join questions q on q.quiz_id = a.quiz_id and (a.question_ids is null or q.id = any(a.question_ids))
        group by a.id),
      marked as (
        select aa.attempt_id as id, q.id as question_id, q.marks, z.negative_percent, a.credits as kept,
          case
            when q.kind = 'multiple' then (select greatest(0, count(*) filter (where o.is_correct) - count(*) filter (where not o.is_correct))::float8
                / nullif((select count(*) from answers r where r.question_id = q.id and r.is_correct), 0)
              from answers o where o.question_id = q.id and o.id = any(aa.choice_ids))
            when q.kind = 'numeric' then (case when exists (select 1 from answers o where o.question_id = q.id
              and abs(o.match_key::float8 - aa.response_key::float8) <= coalesce(q.tolerance, 0) + 1e-9) then 1 else 0 end)::float8
            when q.kind = 'short_text' then (case when exists (select 1 from answers o where o.question_id = q.id
              and o.match_key = aa.response_key) then 1 else 0 end)::float8
            else (case when x.is_correct then 1 else 0 end)::float8
          end as credit
        from attempt_answers aa join quiz_attempts a on a.id = aa.attempt_id join quizzes z on z.id = a.quiz_id
        join questions q on q.id = aa.question_id and q.quiz_id = a.quiz_id and (a.question_ids is null or q.id = any(a.question_ids))
        left join answers x on x.id = aa.answer_id and x.question_id = q.id
        where aa.answer_id is not null or cardinality(aa.choice_ids) > 0 or aa.response is not null),
      tally as (
        select id, count(credit)::int as answered,
          count(*) filter (where credit >= 1)::int as correct, count(*) filter (where credit <= 0)::int as wrong,
          sum(round((case when credit >= 1 then marks when credit <= 0 then -marks * negative_percent / 100.0
            else marks * credit end)::numeric, 2)::float8) as marks,
          count(*) filter (where credit is not null and (kept is null or not kept ? question_id::text
            or abs((kept ->> question_id::text)::float8 - credit) > 1e-9))::int as bad_credits
        from marked group by id)
      select count(*) from quiz_attempts a join paper p on p.id = a.id left join tally t on t.id = a.id
      where a.status <> 'submitted'
        or a.total_questions <> p.n or cardinality(a.question_ids) <> p.n or a.marks_total <> p.marks
        or a.correct_count <> coalesce(t.correct, 0) or a.wrong_count <> coalesce(t.wrong, 0)
        or a.unattempted_count <> p.n - coalesce(t.answered, 0)
        or abs(a.marks_scored - round(coalesce(t.marks, 0)::numeric, 2)::float8) > 0.001
        or a.score_percent <> (case when a.marks_total > 0
          then greatest(0, round((100.0 * coalesce(t.marks, 0) / a.marks_total)::numeric)) else 0 end)
        or coalesce(t.bad_credits, 0) > 0 or (select count(*) from jsonb_object_keys(coalesce(a.credits, '{}'))) <> coalesce(t.answered, 0)
        or not (a.started_at < a.submitted_at and a.submitted_at <= a.deadline_at and a.submitted_at <= ${at}::timestamptz)`,
    'an answer outside its attempt\'s time, quiz or paper, or not the kind its question takes': sql`select count(*) from attempt_answers aa
      join quiz_attempts a on a.id = aa.attempt_id join questions q on q.id = aa.question_id
      where q.quiz_id <> a.quiz_id or aa.answered_at < a.started_at or aa.answered_at > a.submitted_at
        or (a.question_ids is not null and not q.id = any(a.question_ids))
        or not case
          when q.kind = 'multiple' then aa.answer_id is null and aa.response is null and aa.choice_ids is not null and not exists (
            select 1 from unnest(aa.choice_ids) c(id) where not exists (select 1 from answers o where o.id = c.id and o.question_id = q.id))
          when q.kind in ('numeric', 'short_text') then aa.answer_id is null and aa.choice_ids is null and aa.response is not null and aa.response_key is not null
          else aa.choice_ids is null and aa.response is null and exists (select 1 from answers o where o.id = aa.answer_id and o.question_id = q.id)
        end`,
    // The authoring rule of each kind (authoring.contract.ts answersProblem): what the marking above relies on.
    'a question whose answers do not fit its kind': sql`select count(*) from questions q
      join lateral (select count(*) as n, count(*) filter (where o.is_correct) as right_answers, count(*) filter (where o.match_key is null) as unkeyed
        from answers o where o.question_id = q.id) o on true
      where case q.kind
        when 'single' then o.right_answers <> 1 or o.n < 2 or q.tolerance is not null
        when 'true_false' then o.right_answers <> 1 or o.n <> 2 or q.tolerance is not null
        when 'multiple' then o.right_answers < 1 or o.n < 2 or q.tolerance is not null
        when 'numeric' then o.n <> 1 or o.right_answers <> 1 or o.unkeyed > 0 or q.tolerance is null
        else o.n < 1 or o.right_answers <> o.n or o.unkeyed > 0 or q.tolerance is not null
      end`,
    'an attempt not by a student of a class it was given to, in its window, at their school': sql`select count(*) from quiz_attempts a
      join student_profiles p on p.user_id = a.student_id
      where a.school_id is distinct from p.school_id or not exists (
        select 1 from quiz_assignments qa where qa.quiz_id = a.quiz_id and qa.school_id = p.school_id and qa.grade = p.grade
          and qa.section = p.section and a.started_at > qa.assigned_at
          and (qa.due_date is null or ${sql.raw(localDay('a.started_at'))} <= qa.due_date))`,
    'homework not of the student\'s school and class': sql`select count(*) from holiday_homework_submissions h
      join student_profiles p on p.user_id = h.student_id
      where (h.school_id, h.grade, h.section) <> (p.school_id, p.grade, p.section) or h.submitted_at > ${at}::timestamptz`,
    'a subject or lesson not offered to a school': sql`select
      (select count(*) from subjects s cross join schools sc where s.archived_at is null
        and not exists (select 1 from subject_schools x where x.subject_id = s.id and x.school_id = sc.id))
      + (select count(*) from lessons l cross join schools sc where l.archived_at is null
        and not exists (select 1 from lesson_schools x where x.lesson_id = l.id and x.school_id = sc.id))`,
    'an inventory component whose stock is not that of its history': sql`select count(*) from inventory_components c
      join (select component_id, sum(quantity_change) filter (where transaction_type = 'Credit') as credits,
        coalesce(sum(quantity_change) filter (where transaction_type = 'Debit'), 0) as debits
        from inventory_transactions group by 1) t on t.component_id = c.id
      where c.total_quantity <> t.credits or c.quantity_available <> t.credits - t.debits`,
  };
}
