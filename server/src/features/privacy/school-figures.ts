import { sql, type SQL } from 'drizzle-orm';

/**
 * The schools' day figures (`school_day_stats`: sign-ins, learners signed in, seconds in lessons) are sums of the raw
 * rows, kept as things happen and recounted from them (staff-dashboard/kept-figures.ts). When a child's rows go (an
 * erasure, ADR 0037; a withdrawn consent, ADR 0035) their part of the sums goes too, in the same transaction, before
 * the rows are deleted: the dashboards then show what a recount would.
 */

/** Takes the child's seconds in lessons out of their school's days. */
export const withoutLessonTimeOf = (studentId: number): SQL => sql`update school_day_stats s set seconds = greatest(0, s.seconds - a.seconds)
  from (select p.school_id, d.day, sum(d.seconds)::int as seconds from activity_daily d join student_profiles p on p.user_id = d.student_id
    where d.student_id = ${studentId} group by 1, 2) a
  where s.school_id = a.school_id and s.day = a.day`;

/** Takes the child's sign-ins, and the child as one learner signed in, out of each school day they signed in on. */
export const withoutSignInsOf = (studentId: number): SQL => sql`update school_day_stats s
  set logins = greatest(0, s.logins - x.logins), learners = greatest(0, s.learners - 1)
  from (select e.school_id, (e.logged_in_at at time zone sc.time_zone)::date as day, count(*)::int as logins
    from login_events e join schools sc on sc.id = e.school_id where e.user_id = ${studentId} group by 1, 2) x
  where s.school_id = x.school_id and s.day = x.day`;
