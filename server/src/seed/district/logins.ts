/**
 * The district's sign-ins over the last `days` school days, written in SQL from hash draws. A person signs in at
 * most once a day (students a second time some evenings, from home), with a chance that depends on who they are:
 * students by engagement on school days (Saturdays half as often), coaches and school accounts on most school
 * days, parents in the evening on any day. login_num counts up per user and users.last_login_at is the latest,
 * as the sign-in service keeps them.
 */
import { sql } from 'drizzle-orm';
import type { SeedContext } from '../context';
import { addDays, eachDay, weekday, type Day } from '../time';
import { P, draw, insertCounted, key2, pick, raw, run } from './draws';
import { textArray } from '../../db/array-literals';
import { maintainPartitions } from '../../db/partitions';

/** The first day of a window holding `days` school days (Monday to Saturday) that ends today. */
export function windowStartFor(today: Day, days: number): Day {
  let day = today;
  let left = weekday(day) === 0 ? days : days - 1;
  while (left > 0) {
    day = addDays(day, -1);
    if (weekday(day) !== 0) left--;
  }
  return day;
}

/**
 * Chance of signing in on a day, by kind (1 student, 2 coach, 3 school account, 4 parent) and weekday (0 Sunday).
 * Students who never sign in have engagement 0.
 */
const CHANCE = `case p.kind
  when 1 then (case when p.engagement = 0 then 0 else 0.04 + 0.5 * p.engagement end) * (case d.dow when 0 then 0 when 6 then 0.5 else 1 end)
  when 2 then case d.dow when 0 then 0 when 6 then 0.3 else 0.75 end
  when 3 then case d.dow when 0 then 0 when 6 then 0.2 else 0.55 end
  else case d.dow when 0 then 0.2 when 6 then 0.2 else 0.12 end
end`;
/** First minute of the day (IST) and the span of minutes a sign-in may fall in, by kind. */
const FROM = 'array[480, 465, 540, 1080]';
const SPAN = 'array[331, 526, 481, 226]';

/**
 * The logs' month partitions for the district's window (ADR 0045), made before its millions of rows go in so each
 * lands in its month rather than the default partition: from the course's date (60 days before the window, as the
 * demo's) through today.
 */
export const districtMonths = (ctx: SeedContext) => ({ from: new Date(`${addDays(ctx.windowStart, -61)}T00:00:00Z`), to: ctx.now });

export async function seedDistrictLogins(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  await maintainPartitions(db, districtMonths(ctx));
  const days = eachDay(ctx.windowStart, ctx.today);
  const now = ctx.now.toISOString();
  await run(db, sql`create temp table district_days on commit drop as
    select (n - 1)::int as n, day::date as day, extract(dow from day::date)::int as dow
    from unnest(${textArray(days)}::date[]) with ordinality as t(day, n)`);

  const k = key2('p.ordinal', 'd.n');
  // Logins after `now` (later today) and before the account existed did not happen.
  await run(db, sql`create temp table district_logins on commit drop as
    select user_id, school_id, kind, ordinal, n, day, at from (
      select p.id as user_id, p.school_id, p.kind, p.ordinal, d.n, d.day, p.created_at,
        (d.day + make_interval(mins => (${raw(FROM)})[p.kind] + ${raw(pick(k, P.loginMinute, `(${SPAN})[p.kind]`))},
          secs => ${raw(pick(k, P.loginSecond, 60))})) at time zone 'Asia/Kolkata' as at
      from district_people p cross join district_days d
      where ${raw(draw(k, P.login))} < ${raw(CHANCE)}
    ) x where x.at <= ${now}::timestamptz and x.at > x.created_at`);
  // Some evenings a student looks in again from home (17:00-20:59).
  const k2 = key2('l.ordinal', 'l.n');
  await run(db, sql`insert into district_logins
    select l.user_id, l.school_id, l.kind, l.ordinal, l.n, l.day, x.at from district_logins l
    cross join lateral (select (l.day + make_interval(mins => 1020 + ${raw(pick(k2, P.secondMinute, 240))})) at time zone 'Asia/Kolkata' as at) x
    where l.kind = 1 and ${raw(draw(k2, P.secondLogin))} < 0.1 and x.at <= ${now}::timestamptz`);
  await run(db, sql`analyze district_logins`);

  await insertCounted(ctx, 'login_events', sql`insert into login_events (user_id, school_id, logged_in_at, login_num)
    select user_id, school_id, at, row_number() over (partition by user_id order by at) from district_logins`);
  await run(db, sql`update users u set last_login_at = l.last_at, login_count = l.n
    from (select user_id, max(at) as last_at, count(*)::int as n from district_logins group by user_id) l where u.id = l.user_id`);
}
