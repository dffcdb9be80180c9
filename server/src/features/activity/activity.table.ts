import { sql } from 'drizzle-orm';
import { pgTable, text, integer, date, timestamp, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { inList } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';
import { ACTIVITY_ACTIONS } from '@prayog/contract';
import { subjects, lessons } from '../lessons/lessons.table';

// The viewer tabs (one list, in the contract); re-exported for the seed.
export { ACTIVITY_ACTIONS };

/**
 * Seconds a student spent per school-local day, lesson and tab. Heartbeats add into this with
 * one upsert, so the table grows with days of use, not with every 30-second ping. Partitioned by month of `day` (ADR
 * 0045, db/partitions.ts): the key already holds the day, so the heartbeat's upsert keeps its conflict target; months
 * past LOG_RETENTION_MONTHS are dropped.
 */
export const activityDaily = pgTable('activity_daily', {
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  lessonId: integer('lesson_id').notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  seconds: integer('seconds').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.studentId, t.day, t.lessonId, t.action] }),
  index('activity_daily_student_subject_idx').on(t.studentId, t.subjectId),
  index('activity_daily_day_idx').on(t.day),
  check('activity_daily_action_ck', inList(t.action, ACTIVITY_ACTIONS)),
  check('activity_daily_seconds_ck', sql`${t.seconds} >= 0`),
]);

/** When a student's last heartbeat was credited: the server never credits more than has passed. */
export const activityClocks = pgTable('activity_clocks', {
  studentId: integer('student_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull(),
});
