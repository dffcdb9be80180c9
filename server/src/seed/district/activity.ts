/**
 * What the district's students did on the days they signed in, in SQL: time per lesson and viewer tab
 * (activity_daily, in 30-second heartbeats), lesson completions and each student's activity clock. The rules are
 * the demo's (seed/activity.ts): a student is only active on days they signed in; each day they work on one
 * subject (two on some days), on the first lesson of it they have not completed; lessons are completed in order,
 * each on a day with time spent on it; time only goes to tabs the lesson has.
 */
import { sql } from 'drizzle-orm';
import { subjectCatalogue } from '../../content/catalogue';
import type { SeedContext } from '../context';
import { P, draw, insertCounted, key2, pick, raw, run } from './draws';
import { textArray } from '../../db/array-literals';

/** Lessons per subject (positions 1..8). */
const LESSONS = 8;
const SUBJECTS = subjectCatalogue.length;

export async function seedDistrictActivity(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const now = ctx.now.toISOString();

  // The shared course: each grade's catalogue subjects (by catalogue place) and their lessons, with the tabs they have.
  await run(db, sql`create temp table district_lessons on commit drop as
    select s.grade, (array_position(${textArray(subjectCatalogue.map((c) => c.slug))}::text[], s.slug) - 1)::int as subject_idx,
      l.position, l.id as lesson_id, s.id as subject_id,
      l.content_url is not null as has_content, l.simulator_url is not null as has_simulator, l.video_url is not null as has_video
    from subjects s join lessons l on l.subject_id = s.id
    where s.archived_at is null and l.archived_at is null and l.display_on_frontend and s.slug = any(${textArray(subjectCatalogue.map((c) => c.slug))}::text[])`);
  await run(db, sql`analyze district_lessons`);

  await run(db, sql`create temp table district_active on commit drop as
    select l.user_id as student_id, s.ordinal, s.grade, s.engagement, l.day, l.n, min(l.at) as first_at, max(l.at) as last_at
    from district_logins l join district_students s on s.id = l.user_id
    group by l.user_id, s.ordinal, s.grade, s.engagement, l.day, l.n`);

  // Per active day: the subject(s), the day's heartbeats (5-40 minutes, as in the demo), and per subject the m-th day
  // spent on it. A student finishes a lesson every `pace` days on a subject (2-5, quicker when engaged) and then
  // revises a finished subject at random.
  const ka = key2('a.ordinal', 'a.n');
  const normal = `((${draw(ka, P.ticks1)} + ${draw(ka, P.ticks2)} + ${draw(ka, P.ticks3)} - 1.5) * 2)`;
  await run(db, sql`create temp table district_study on commit drop as
    select y.*,
      case when y.m <= ${raw(String(LESSONS))} * y.pace then 1 + (y.m - 1) / y.pace
        else 1 + ${raw(pick(key2(key2('y.ordinal', 'y.n'), 'y.subject_idx'), P.revise, LESSONS))} end as position,
      y.m <= ${raw(String(LESSONS))} * y.pace and y.m % y.pace = 0 as completes
    from (
      select a.*, x.subject_idx,
        (row_number() over (partition by a.student_id, x.subject_idx order by a.day))::int as m
      from (
        select a.*,
          case when ${raw(draw(ka, P.favouriteToday))} < 0.5 then ${raw(pick('a.ordinal', P.favourite, SUBJECTS))}
            else ${raw(pick(ka, P.subject, SUBJECTS))} end as first_idx,
          case when ${raw(SUBJECTS > 1 ? `${draw(ka, P.twoSubjects)} < 0.2` : 'false')} then 2 else 1 end as nsub,
          (2 * round(least(40, greatest(5, 8 + 25 * greatest(a.engagement, 0.3) + 6 * ${raw(normal)}))))::int as ticks,
          (2 + floor((1 - a.engagement) * 3) + ${raw(pick('a.ordinal', P.pace, 2))})::int as pace
        from district_active a
      ) a
      cross join lateral (
        select a.first_idx as subject_idx
        union all
        select (a.first_idx + 1 + ${raw(pick(ka, P.secondSubject, Math.max(1, SUBJECTS - 1)))}) % ${raw(String(SUBJECTS))} where a.nsub = 2
      ) x
    ) y`);
  await run(db, sql`analyze district_study`);

  // The day's heartbeats are shared between its subjects, then over the tabs by the demo's weights (ACTION_SHARE).
  const ks = key2(key2('st.ordinal', 'st.n'), 'st.subject_idx');
  await insertCounted(ctx, 'activity_daily', sql`insert into activity_daily (student_id, day, lesson_id, subject_id, action, seconds)
    select st.student_id, st.day, dl.lesson_id, dl.subject_id, act.action,
      30 * greatest(1, round(st.ticks::float8 / st.nsub * act.w / f.total))::int
    from district_study st
    join district_lessons dl on dl.grade = st.grade and dl.subject_idx = st.subject_idx and dl.position = st.position
    cross join lateral (
      select dl.has_content as content_on,
        dl.has_simulator and ${raw(draw(ks, P.simulator))} < 0.7 as simulator_on,
        dl.has_video and ${raw(draw(ks, P.video))} < 0.6 as video_on,
        ${raw(draw(ks, P.quiz))} < 0.35 as quiz_drawn,
        ${raw(draw(ks, P.hint))} < 0.3 as hint_on
    ) f0
    cross join lateral (
      select f0.*, f0.quiz_drawn or not (f0.content_on or f0.simulator_on or f0.video_on) as quiz_on
    ) f1
    cross join lateral (
      select f1.*, 0.55::float8 * f1.content_on::int + 0.3::float8 * f1.simulator_on::int + 0.25::float8 * f1.video_on::int
        + 0.15::float8 * f1.quiz_on::int + 0.1::float8 * f1.hint_on::int as total
    ) f
    cross join lateral (values
      ('content', 0.55::float8, f.content_on), ('simulator', 0.3::float8, f.simulator_on), ('video', 0.25::float8, f.video_on),
      ('quiz', 0.15::float8, f.quiz_on), ('hint', 0.1::float8, f.hint_on)
    ) as act(action, w, used)
    where act.used`);

  await insertCounted(ctx, 'lesson_completions', sql`insert into lesson_completions (student_id, lesson_id, completed_at)
    select st.student_id, dl.lesson_id, least(st.first_at + make_interval(mins => 10 + ${raw(pick(ks, P.completedAfter, 26))}), ${now}::timestamptz)
    from district_study st
    join district_lessons dl on dl.grade = st.grade and dl.subject_idx = st.subject_idx and dl.position = st.position
    where st.completes`);

  // The clock stands where the last day's heartbeats ended (never after now), as the heartbeat service leaves it.
  await insertCounted(ctx, 'activity_clocks', sql`insert into activity_clocks (student_id, last_heartbeat_at)
    select a.student_id, least(a.last_at + make_interval(secs => coalesce(t.seconds, 0)), ${now}::timestamptz)
    from (select distinct on (student_id) student_id, day, last_at from district_active order by student_id, day desc) a
    cross join lateral (select sum(d.seconds)::int as seconds from activity_daily d where d.student_id = a.student_id and d.day = a.day) t`);
}
