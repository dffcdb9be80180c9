import { sql } from 'drizzle-orm';
import { pgTable, integer, timestamp, text, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from '../../db/columns';
import { schools } from './schools.table';
import { users } from './accounts.table';
import { APPROVAL_STATUSES } from '@prayog/contract';

export const parentProfiles = pgTable('parent_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  /**
   * The child's username as typed at sign-up. A link row exists only when it named a student of the school;
   * either way the parent is told the same, so sign-up does not reveal which usernames exist.
   */
  requestedChildUsername: text('requested_child_username'),
}, (t) => [index('parent_profiles_school_idx').on(t.schoolId)]);

/** A parent sees a child only once the child's school confirmed the link (status approved). */
export const parentChildLinks = pgTable('parent_child_links', {
  id: id(),
  parentId: integer('parent_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('parent_child_links_pair_uq').on(t.parentId, t.studentId),
  index('parent_child_links_student_idx').on(t.studentId),
  check('parent_child_links_status_ck', inList(t.status, APPROVAL_STATUSES)),
  check('parent_child_links_distinct_ck', sql`${t.parentId} <> ${t.studentId}`),
]);
