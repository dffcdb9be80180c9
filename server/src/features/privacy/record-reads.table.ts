import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, check, primaryKey, serial } from 'drizzle-orm/pg-core';
import { inList } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

export const READER_ROLES = ['teacher', 'school', 'admin'] as const;

/**
 * Access records (issue 31 item 5, core/record-reads.ts): each read of a student's own records by their school's staff
 * or an administrator: who, whose, what (the endpoint's tag) and when. Shown to the student, their parents and their
 * school; kept at least a year: the hourly retention job drops whole months older than LOG_RETENTION_MONTHS (default 24,
 * never less than 13; ADR 0045), and a student's own go with their erasure. The reader's role is kept with the row, so
 * a record still says "a teacher" once the teacher's account is gone.
 */
export const recordReads = pgTable('record_reads', {
  id: serial('id').notNull(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
  readerRole: text('reader_role').notNull(),
  what: text('what').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.readAt] }),
  // A student's records, newest first (the privacy centre's list).
  index('record_reads_student_idx').on(t.studentId, t.readAt.desc()),
  index('record_reads_reader_idx').on(t.readerId),
  check('record_reads_role_ck', inList(t.readerRole, READER_ROLES)),
  check('record_reads_what_ck', sql`length(${t.what}) between 1 and 40`),
]);
