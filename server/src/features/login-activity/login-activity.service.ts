import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LoginActivityResponse } from '@prayog/contract';
import { loginEvents } from '../../core/identity/accounts.table';
import { avatars, studentProfiles } from '../../core/identity/students.table';
import type { StudentContext } from '../../core/identity/student-context';
import { currentYearIn } from '../../lib/school-time';

/**
 * The signed-in student's sign-ins per school-local day of one year, with the profile box and the
 * years that have sign-ins. Three small queries on login_events' (user_id, logged_in_at) index.
 */
export async function loginActivity(db: Db, student: StudentContext, requestedYear?: number): Promise<LoginActivityResponse> {
  const tz = student.timeZone;
  const thisYear = currentYearIn(tz);
  const year = requestedYear ?? thisYear;

  // The year's bounds are local midnights in the school's zone, so a 20:00 UTC sign-in on 31 December
  // already belongs to the next year in Asia/Kolkata.
  const from = sql`(make_timestamp(${year}::int, 1, 1, 0, 0, 0) at time zone ${tz}::text)`;
  const to = sql`(make_timestamp(${year + 1}::int, 1, 1, 0, 0, 0) at time zone ${tz}::text)`;

  const [perYear, days, [avatar]] = await Promise.all([
    db.select({
      year: sql<number>`extract(year from ${loginEvents.loggedInAt} at time zone ${tz}::text)::int`,
      logins: sql<number>`count(*)::int`,
    })
      .from(loginEvents)
      .where(eq(loginEvents.userId, student.id))
      // Positional: the select's expression carries its own parameter, which a repeated expression would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db.select({
      date: sql<string>`to_char((${loginEvents.loggedInAt} at time zone ${tz}::text)::date, 'YYYY-MM-DD')`,
      login_count: sql<number>`count(*)::int`,
    })
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, student.id), gte(loginEvents.loggedInAt, from), lt(loginEvents.loggedInAt, to)))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db.select({ imagePath: avatars.imagePath })
      .from(studentProfiles)
      .innerJoin(avatars, eq(avatars.key, studentProfiles.avatarKey))
      .where(eq(studentProfiles.userId, student.id))
      .limit(1),
  ]);

  const years = new Set(perYear.map((r) => r.year));
  years.add(thisYear);
  return {
    student: {
      username: student.username, name: student.name, grade: student.grade, section: student.section,
      school: student.schoolName, profile_pic: avatar?.imagePath ?? null,
    },
    total_logins: perYear.reduce((sum, r) => sum + r.logins, 0),
    year,
    years: [...years].sort((a, b) => a - b),
    login_summary: days,
  };
}
