import { sql } from 'drizzle-orm';
import { pgTable, integer, date, primaryKey, check } from 'drizzle-orm/pg-core';
import { schools } from '../../core/identity/schools.table';

/**
 * A school's day in numbers, kept up to date as it happens (sign-ins count at sign-in, seconds with each
 * heartbeat), so the dashboards' LMS Engagement chart reads a month in one small index range instead of adding up
 * every student's sign-ins and heartbeats per request.
 */
export const schoolDayStats = pgTable('school_day_stats', {
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  /** Sign-ins of the school's students. */
  logins: integer('logins').notNull().default(0),
  /** Different students who signed in (counted at each student's first sign-in of the day). */
  learners: integer('learners').notNull().default(0),
  /** Seconds the school's students spent in lessons. */
  seconds: integer('seconds').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.schoolId, t.day] }),
  check('school_day_stats_counts_ck', sql`${t.logins} >= 0 and ${t.learners} >= 0 and ${t.seconds} >= 0`),
]);
