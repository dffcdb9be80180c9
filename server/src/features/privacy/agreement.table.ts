import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';

/**
 * Each school's data-processing agreement (ADR 0036): the school is the data fiduciary, Prayog's operator its
 * processor. One row per school, replaced when an administrator records a new one (the audit log keeps the old).
 */
export const schoolPrivacyAgreements = pgTable('school_privacy_agreements', {
  schoolId: integer('school_id').primaryKey().references(() => schools.id, { onDelete: 'cascade' }),
  agreedOn: date('agreed_on').notNull(),
  // Who signed for the school, and its grievance officer: the school's officials, named as the agreement names them.
  signatory: text('signatory').notNull(),
  grievanceName: text('grievance_name').notNull(),
  grievanceEmail: text('grievance_email').notNull(),
  // The school's recorded basis for its children with no confirmed parent (ADR 0035): whether other schools see their
  // names on leaderboards (a parent's decision, once there is a confirmed parent, always prevails).
  unlinkedChildrenNamed: boolean('unlinked_children_named').notNull().default(false),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
