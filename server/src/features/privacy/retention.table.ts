import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../core/identity/accounts.table';

/**
 * The warnings the retention job gave (issue 31 item 6, ADR 0038): one per student whose account has been deactivated
 * long enough, about that deactivation. A student is erased only 48 hours after a warning about their current
 * deactivation; a reactivation (or a new deactivation) makes the warning stale, and a new one is given when due.
 */
export const retentionWarnings = pgTable('retention_warnings', {
  studentId: integer('student_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }).notNull(),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull().defaultNow(),
  eraseOn: timestamp('erase_on', { withTimezone: true }).notNull(),
});
