import { sql } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_SECONDS, type TrackActivityRequest, type TrackActivityResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { StudentContext } from '../students/student-context';
import { forbidden, notFound } from '../../lib/http-errors';

/** Timers and networks are not exact; a heartbeat may credit a few seconds more than one interval. */
export const HEARTBEAT_SLACK_SECONDS = 5;
const MAX_CREDIT = HEARTBEAT_INTERVAL_SECONDS + HEARTBEAT_SLACK_SECONDS;

interface HeartbeatRow {
  student_grade: number | null;
  lesson_id: number | null;
  credited: number | null;
  day: string | null;
  before_today: number | null;
}

/**
 * Adds a heartbeat's time into the student's per-day aggregate (ARCHITECTURE §5) — the hot path,
 * so it is ONE statement after authentication: it finds the student and the lesson, locks the
 * student's activity clock, credits min(time_spent, seconds since the previous heartbeat,
 * interval + slack) (the first heartbeat ever: min(time_spent, interval)), moves the clock, and
 * upserts activity_daily for the school-local day. Nothing is written when the lesson is not found.
 *
 * The clock row is locked (FOR UPDATE) before anything reads it, so two heartbeats racing for the
 * same student are serialised: the second sees the first's new clock and credits only the time
 * between them. (Only the very first heartbeat of a student has no row to lock.)
 */
export async function trackActivity(db: Db, student: StudentContext, input: TrackActivityRequest): Promise<TrackActivityResponse> {
  const studentId = student.id;
  const result = await db.execute(sql`
    with st as (
      select p.school_id, p.grade, (now() at time zone sc.time_zone)::date as day
      from student_profiles p join schools sc on sc.id = p.school_id
      where p.user_id = ${studentId}
    ),
    target as (
      select l.id as lesson_id, l.subject_id
      from st
      join subjects su on su.grade = st.grade and su.slug = ${input.subject}
      join lessons l on l.subject_id = su.id and l.name = ${input.lesson_name} and l.display_on_frontend
      where st.grade = ${input.grade}
        and exists (select 1 from lesson_schools ls where ls.lesson_id = l.id and ls.school_id = st.school_id)
      order by l.position
      limit 1
    ),
    prev as (
      select c.last_heartbeat_at from activity_clocks c
      where c.student_id = ${studentId} and exists (select 1 from target)
      for update
    ),
    credit as (
      select case
        when not exists (select 1 from prev) then least(${input.time_spent}::int, ${HEARTBEAT_INTERVAL_SECONDS}::int)
        else greatest(0, least(${input.time_spent}::int, ${MAX_CREDIT}::int,
          floor(extract(epoch from now() - (select last_heartbeat_at from prev)))::int))
      end as seconds
    ),
    clock as (
      insert into activity_clocks as c (student_id, last_heartbeat_at)
      select ${studentId}, now() from target cross join credit
      on conflict (student_id) do update set last_heartbeat_at = greatest(c.last_heartbeat_at, excluded.last_heartbeat_at)
      returning 1
    ),
    daily as (
      insert into activity_daily as d (student_id, day, lesson_id, subject_id, action, seconds)
      select ${studentId}, st.day, t.lesson_id, t.subject_id, ${input.action}, cr.seconds
      from target t cross join st cross join credit cr
      where cr.seconds > 0
      on conflict (student_id, day, lesson_id, action) do update set seconds = d.seconds + excluded.seconds
      returning 1
    ),
    -- The school's day in numbers (the dashboards' engagement chart) moves with each credited heartbeat.
    school_day as (
      insert into school_day_stats as s (school_id, day, seconds)
      select st.school_id, st.day, cr.seconds
      from target t cross join st cross join credit cr
      where cr.seconds > 0
      on conflict (school_id, day) do update set seconds = s.seconds + excluded.seconds
      returning 1
    )
    select
      (select grade from st) as student_grade,
      (select lesson_id from target) as lesson_id,
      (select seconds from credit) as credited,
      (select day::text from st) as day,
      -- Every sub-statement sees the same snapshot: this sum is before the upsert, so credited is added below.
      (select coalesce(sum(x.seconds), 0)::int from activity_daily x join st on x.day = st.day where x.student_id = ${studentId}) as before_today,
      (select count(*)::int from clock) + (select count(*)::int from daily) + (select count(*)::int from school_day) as writes
  `);
  const row = (result as unknown as { rows: HeartbeatRow[] }).rows[0];
  if (!row || row.student_grade === null) throw forbidden('Only students can use this.');
  if (Number(row.student_grade) !== input.grade) throw forbidden('You can only track lessons of your own grade.');
  if (row.lesson_id === null || row.day === null) throw notFound('Lesson not found.');
  const credited = Number(row.credited ?? 0);
  return { credited_seconds: credited, total_seconds_today: Number(row.before_today ?? 0) + credited, day: row.day };
}
