import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, PRIVACY_REQUESTERS } from '@prayog/contract';
import { createdAt, id, inList } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';

/**
 * Requests about a child's data (issue 31 items 3 and 4, ADR 0037): filed by the student or a confirmed parent, decided
 * by the child's school within `due_at`. The school stays named when the child is erased: the row then is the erasure's
 * proof record, its personal parts emptied (no child, no details, only how many records of each kind were removed).
 */
export const privacyRequests = pgTable('privacy_requests', {
  id: id(),
  kind: text('kind').notNull(),
  status: text('status').notNull().default('open'),
  studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedByRole: text('requested_by_role').notNull(),
  details: text('details').notNull(),
  nomineeName: text('nominee_name'),
  nomineeContact: text('nominee_contact'),
  createdAt: createdAt(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decisionReason: text('decision_reason'),
  erased: jsonb('erased').$type<Record<string, number>>(),
}, (t) => [
  index('privacy_requests_student_idx').on(t.studentId, t.createdAt),
  index('privacy_requests_queue_idx').on(t.schoolId, t.status, t.dueAt),
  // One open request of a kind per child: asking again while the school has not answered adds nothing.
  uniqueIndex('privacy_requests_open_uq').on(t.studentId, t.kind).where(sql`${t.status} = 'open'`),
  check('privacy_requests_kind_ck', inList(t.kind, PRIVACY_REQUEST_KINDS)),
  check('privacy_requests_status_ck', inList(t.status, PRIVACY_REQUEST_STATUSES)),
  // 'retention': the retention job erased a student who had left (ADR 0038); nobody asked.
  check('privacy_requests_role_ck', inList(t.requestedByRole, PRIVACY_REQUESTERS)),
]);
