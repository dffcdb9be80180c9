import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, CONSENT_VERIFICATIONS } from '@prayog/contract';
import { id, inList } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

/**
 * The consent ledger (issue 31 item 2, ADR 0035): one row per decision of a parent for a child and a purpose. Giving
 * adds a row; withdrawing closes it (withdrawn_at), so the history stays whole. At most one open row per child,
 * parent and purpose. Withdrawing a purpose the school's educational basis ran, which the parent had not given, adds a
 * row without given_at.
 */
export const parentalConsents = pgTable('parental_consents', {
  id: id(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // The decision outlives the parent's account (the child's history says a parent decided), without naming them.
  parentId: integer('parent_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  noticeVersion: integer('notice_version').notNull(),
  verifiedHow: text('verified_how').notNull(),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  givenAt: timestamp('given_at', { withTimezone: true }).defaultNow(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
}, (t) => [
  index('parental_consents_student_idx').on(t.studentId, t.purpose),
  index('parental_consents_parent_idx').on(t.parentId),
  uniqueIndex('parental_consents_open_uq').on(t.studentId, t.parentId, t.purpose).where(sql`${t.withdrawnAt} is null`),
  check('parental_consents_purpose_ck', inList(t.purpose, CONSENT_PURPOSES)),
  check('parental_consents_verified_ck', inList(t.verifiedHow, CONSENT_VERIFICATIONS)),
  // A row says something: given, withdrawn, or both.
  check('parental_consents_decision_ck', sql`${t.givenAt} is not null or ${t.withdrawnAt} is not null`),
]);
