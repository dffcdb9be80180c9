import { sql } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_SECONDS, IDEMPOTENCY_KEEP_DAYS, type TrackActivityRequest, type TrackActivityResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { StudentContext } from '../../core/identity/student-context';
import { forbidden, notFound } from '../../lib/http-errors';
import { batcherPerDatabase } from '../../core/group-commit';
import { intArray, textArray, timestampArray } from '../../db/array-literals';
import { preparedStatement } from '../../db/prepared';
import { purposeWithdrawnSql } from '../../core/identity/consents';

/** Timers and networks are not exact; a heartbeat may credit a few seconds more than one interval. */
export const HEARTBEAT_SLACK_SECONDS = 5;
const MAX_CREDIT = HEARTBEAT_INTERVAL_SECONDS + HEARTBEAT_SLACK_SECONDS;

interface Heartbeat { student: StudentContext; input: TrackActivityRequest; at: Date }

interface HeartbeatRow {
  n: number;
  lesson_id: number | null;
  credited: number | null;
  day: string;
  before_today: number | null;
}

const BATCH_KEYS = ['students', 'schools', 'zones', 'grades', 'subjects', 'lessons', 'actions', 'seconds', 'moments'] as const;

/**
 * The heartbeats of many students written as ONE statement (ARCHITECTURE §5, ADR 0020) — the hot path. For each
 * heartbeat it finds the lesson (of the student's grade, shown, offered to the student's school), locks the student's
 * activity clock, credits min(time_spent, seconds since the previous heartbeat, interval + slack) (the first
 * heartbeat ever: min(time_spent, interval)), moves the clock, and upserts activity_daily for the school-local day;
 * the schools' day totals move by the batch's sum per school. Nothing is written for a heartbeat whose lesson is not
 * found, nor for a student whose parent withdrew their learning records (credited 0). A batch never holds two heartbeats of one student (GroupCommit keys), so each key is upserted once.
 *
 * Locks are taken in student order (clocks, then their day rows) and then in school order (day totals), so two
 * batches running at once wait for each other but never deadlock; a second student's heartbeat that races the first
 * sees the first's new clock and is credited only the time between them.
 */
const heartbeatBatch = preparedStatement('heartbeat_batch', BATCH_KEYS, (p) => sql`
    with input as (
      select * from unnest(
        ${p.students}::int[], ${p.schools}::int[], ${p.zones}::text[], ${p.grades}::int[],
        ${p.subjects}::text[], ${p.lessons}::text[], ${p.actions}::text[], ${p.seconds}::int[], ${p.moments}::timestamptz[]
      ) with ordinality as i(student_id, school_id, time_zone, grade, subject, lesson_name, action, time_spent, at, n)
    ),
    -- A child whose parent withdrew their learning records (ADR 0035): nothing of the heartbeat is kept, not even the clock.
    st as (select i.*, (i.at at time zone i.time_zone)::date as day, not ${purposeWithdrawnSql(sql`i.student_id`, 'learning_records')} as recorded from input i),
    named as (
      select distinct on (st.n) st.n, l.id as lesson_id, l.subject_id
      from st
      join subjects su on su.grade = st.grade and su.slug = st.subject
      join lessons l on l.subject_id = su.id and l.name = st.lesson_name and l.display_on_frontend
      where exists (select 1 from lesson_schools ls where ls.lesson_id = l.id and ls.school_id = st.school_id)
      order by st.n, l.position
    ),
    -- A heartbeat names the lesson as the viewer showed it: a learner reading in Hindi sees a version's name (ADR 0044).
    -- Those the lessons' own (English) names did not find are looked up among the versions, once per batch.
    target as (
      select * from named
      union all
      (select distinct on (st.n) st.n, l.id, l.subject_id
      from st
      join subjects su on su.grade = st.grade and su.slug = st.subject
      join lessons l on l.subject_id = su.id and l.display_on_frontend
      join lesson_translations lt on lt.lesson_id = l.id and lt.name = st.lesson_name
      where not exists (select 1 from named m where m.n = st.n)
        and exists (select 1 from lesson_schools ls where ls.lesson_id = l.id and ls.school_id = st.school_id)
      order by st.n, l.position)
    ),
    prev as (
      select c.student_id, c.last_heartbeat_at from activity_clocks c
      where c.student_id in (select st.student_id from st join target t on t.n = st.n)
      order by c.student_id
      for update
    ),
    credit as (
      select t.n, case
        when not st.recorded then 0
        when p.student_id is null then least(st.time_spent, ${sql.raw(String(HEARTBEAT_INTERVAL_SECONDS))}::int)
        else greatest(0, least(st.time_spent, ${sql.raw(String(MAX_CREDIT))}::int, floor(extract(epoch from st.at - p.last_heartbeat_at))::int))
      end as seconds
      from target t join st on st.n = t.n left join prev p on p.student_id = st.student_id
    ),
    clock as (
      insert into activity_clocks as c (student_id, last_heartbeat_at)
      select st.student_id, st.at from target t join st on st.n = t.n where st.recorded order by st.student_id
      on conflict (student_id) do update set last_heartbeat_at = greatest(c.last_heartbeat_at, excluded.last_heartbeat_at)
      returning 1
    ),
    daily as (
      insert into activity_daily as d (student_id, day, lesson_id, subject_id, action, seconds)
      select st.student_id, st.day, t.lesson_id, t.subject_id, st.action, cr.seconds
      from target t join st on st.n = t.n join credit cr on cr.n = t.n
      where cr.seconds > 0
      order by st.student_id
      on conflict (student_id, day, lesson_id, action) do update set seconds = d.seconds + excluded.seconds
      returning 1
    ),
    -- The school's day in numbers (the dashboards' engagement chart) moves with each credited heartbeat.
    school_day as (
      insert into school_day_stats as s (school_id, day, seconds)
      select st.school_id, st.day, sum(cr.seconds)::int
      from target t join st on st.n = t.n join credit cr on cr.n = t.n
      where cr.seconds > 0
      group by st.school_id, st.day
      order by st.school_id
      on conflict (school_id, day) do update set seconds = s.seconds + excluded.seconds
      returning 1
    )
    select st.n::int as n, t.lesson_id, cr.seconds as credited, st.day::text as day, td.seconds as before_today,
      (select count(*)::int from clock) + (select count(*)::int from daily) + (select count(*)::int from school_day) as writes
    from st
    left join target t on t.n = st.n
    left join credit cr on cr.n = st.n
    -- The student's time on the day so far. Every sub-statement sees the same snapshot: this sum is before the upserts,
    -- so credited is added by the caller. Per heartbeat (lateral), so each is one probe of the primary key in the day's
    -- month alone (run-time partition pruning, ADR 0045); a join would hash every month's partition.
    left join lateral (
      select sum(x.seconds)::int as seconds from activity_daily x where x.student_id = st.student_id and x.day = st.day
    ) td on true
`);

/** Writes one batch with the statement above (prepared once per connection) and answers each heartbeat. */
async function writeHeartbeats(db: Db, beats: Heartbeat[]): Promise<(TrackActivityResponse | Error)[]> {
  const order = beats.map((_, i) => i).sort((a, b) => beats[a].student.id - beats[b].student.id);
  const column = <T>(f: (b: Heartbeat) => T) => order.map((i) => f(beats[i]));
  const rows = await heartbeatBatch<HeartbeatRow>(db, {
    students: intArray(column((b) => b.student.id)), schools: intArray(column((b) => b.student.schoolId)),
    zones: textArray(column((b) => b.student.timeZone)), grades: intArray(column((b) => b.student.grade)),
    subjects: textArray(column((b) => b.input.subject)), lessons: textArray(column((b) => b.input.lesson_name)),
    actions: textArray(column((b) => b.input.action)), seconds: intArray(column((b) => b.input.time_spent)),
    moments: timestampArray(column((b) => b.at)),
  });
  const answers: (TrackActivityResponse | Error)[] = new Array(beats.length);
  for (const row of rows) {
    const index = order[Number(row.n) - 1];
    if (row.lesson_id === null) {
      answers[index] = notFound('Lesson not found.');
      continue;
    }
    const credited = Number(row.credited ?? 0);
    answers[index] = { credited_seconds: credited, total_seconds_today: Number(row.before_today ?? 0) + credited, day: row.day };
  }
  return answers;
}

/** The heartbeat batcher of a database (one per running server). */
export const heartbeatBatcher = batcherPerDatabase(writeHeartbeats, (beat: Heartbeat) => beat.student.id);

const KEEP_MS = IDEMPOTENCY_KEEP_DAYS * 24 * 3600 * 1000;

/**
 * The moment a heartbeat is credited at: on arrival, or for one the phone queued offline (issue 29 part 4) as long
 * before now as the phone says it waited (sent_at − made_at, by its own clock, so a wrong phone clock does not move
 * it; made_at alone is read as an instant). Never in the future, never older than the keep window of idempotency
 * keys: a retry older than that could not be told from a new heartbeat.
 */
export function heartbeatMoment(input: Pick<TrackActivityRequest, 'made_at' | 'sent_at'>, now: Date): Date {
  if (!input.made_at) return now;
  const made = Date.parse(input.made_at);
  const at = input.sent_at ? now.getTime() - Math.max(0, Date.parse(input.sent_at) - made) : made;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - KEEP_MS, at)));
}

/**
 * Credits one heartbeat; answers once the batch that carried it has committed. The burst guard reads the time since
 * the student's previous heartbeat at the heartbeat's own moment, so a queue sent at once is credited as it was made.
 */
export async function trackActivity(db: Db, student: StudentContext, input: TrackActivityRequest, now = new Date()): Promise<TrackActivityResponse> {
  if (student.grade !== input.grade) throw forbidden('You can only track lessons of your own grade.');
  return heartbeatBatcher(db).submit({ student, input, at: heartbeatMoment(input, now) });
}
