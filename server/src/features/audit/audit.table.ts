import { pgTable, text, integer, jsonb, timestamp, index, primaryKey, serial } from 'drizzle-orm/pg-core';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

/**
 * Who created, changed or deleted what, and when, with the record before and after: assignments, notifications,
 * approvals, password resets and the programme records. A school's account and the administrator read their
 * school's log. Partitioned by month of `at` (ADR 0045, db/partitions.ts): the id comes from a sequence (PostgreSQL 15
 * refuses identities on partitioned tables) and the key includes `at`; months past LOG_RETENTION_MONTHS are dropped.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').notNull(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** create, update, delete, approve, reject, reset_password, send … */
  action: text('action').notNull(),
  /** What kind of record: quiz_assignment, notification, teacher_account, parent_link, student_account … */
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.at] }),
  index('audit_log_school_at_idx').on(t.schoolId, t.at),
  index('audit_log_entity_idx').on(t.entity, t.entityId),
]);
