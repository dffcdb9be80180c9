import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Sets the figures the server keeps as things happen (each user's sign-in count, each attempt's school, each
 * school's day in numbers) from the records themselves. The demo seed writes records in bulk, then calls this;
 * migration 0004 does the same once for data that existed before the figures were kept.
 */
export async function recountKeptFigures(db: Db): Promise<void> {
  await db.execute(sql`
    update users u set login_count = c.n
    from (select user_id, max(login_num) as n from login_events group by user_id) c where c.user_id = u.id`);
  await db.execute(sql`
    update quiz_attempts a set school_id = p.school_id
    from student_profiles p where p.user_id = a.student_id and a.school_id is null`);
  await db.execute(sql`delete from school_day_stats`);
  await db.execute(sql`
    insert into school_day_stats (school_id, day, logins, learners, seconds)
    select l.school_id, l.day, sum(l.logins)::int, sum(l.learners)::int, coalesce(sum(l.seconds), 0)::int from (
      select e.school_id, (e.logged_in_at at time zone s.time_zone)::date as day, count(*) as logins, count(distinct e.user_id) as learners, 0 as seconds
      from login_events e join users u on u.id = e.user_id and u.role = 'student' join schools s on s.id = e.school_id
      where e.school_id is not null group by 1, 2
      union all
      select p.school_id, d.day, 0, 0, sum(d.seconds) from activity_daily d join student_profiles p on p.user_id = d.student_id group by 1, 2
    ) l group by l.school_id, l.day`);
}
