import { sql } from 'drizzle-orm';
import { pgTable, text, integer, uuid, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

export const FILE_KINDS = ['hint', 'lesson_plan', 'lesson_ppt', 'certificate', 'homework', 'monthly_report', 'document', 'subject_image'] as const;

/** Metadata of an uploaded or generated file; the bytes live in the storage backend under storage_key. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  kind: text('kind').notNull(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('stored_files_key_uq').on(t.storageKey),
  index('stored_files_owner_idx').on(t.ownerId),
  check('stored_files_kind_ck', inList(t.kind, FILE_KINDS)),
  check('stored_files_size_ck', sql`${t.sizeBytes} >= 0`),
]);
