import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

/**
 * The breach register (issue 31 item 7, ADR 0039): what happened, its likely consequences, what was done, what the
 * affected people can do and whom they contact, as the administrator wrote them; which schools; when the affected
 * accounts were told (in the app, and by email where configured) and when the Board's report was sent.
 */
export const breachIncidents = pgTable('breach_incidents', {
  id: id(),
  title: text('title').notNull(),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
  whatHappened: text('what_happened').notNull(),
  consequences: text('consequences').notNull(),
  measures: text('measures').notNull(),
  advice: text('advice').notNull(),
  contact: text('contact').notNull(),
  // The schools affected (ids); empty: every school. A list, not a link table: it is read with its incident only.
  schoolIds: jsonb('school_ids').$type<number[]>().notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: createdAt('recorded_at'),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  notifiedCount: integer('notified_count').notNull().default(0),
  emailedCount: integer('emailed_count').notNull().default(0),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
});
