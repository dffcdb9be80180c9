import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { MAX_EXTRA_MINUTES, MAX_TIME_FACTOR } from '@prayog/contract';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';

/**
 * A student's extra time in timed quizzes (issue 32 item 3, ADR 0040): each quiz's time × time_percent / 100 +
 * extra_minutes, applied when an attempt starts (quiz-start.ts). The factor is kept in whole percent (125 for 1.25×), so
 * both engines read the same integer. One row per student who has any; none means the quizzes' own time.
 * Only the amount, never the reason.
 */
export const timeAccommodations = pgTable('time_accommodations', {
  studentId: integer('student_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  timePercent: integer('time_percent').notNull().default(100),
  extraMinutes: integer('extra_minutes').notNull().default(0),
  setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('time_accommodations_school_idx').on(t.schoolId),
  index('time_accommodations_set_by_idx').on(t.setBy),
  check('time_accommodations_factor_ck', sql`${t.timePercent} between 100 and ${sql.raw(String(MAX_TIME_FACTOR * 100))} and ${t.timePercent} % 5 = 0`),
  check('time_accommodations_minutes_ck', sql`${t.extraMinutes} >= 0 and ${t.extraMinutes} <= ${sql.raw(String(MAX_EXTRA_MINUTES))}`),
  // A row always gives something: no extra time is no row.
  check('time_accommodations_some_ck', sql`${t.timePercent} > 100 or ${t.extraMinutes} > 0`),
]);
