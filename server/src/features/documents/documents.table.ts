import { pgTable, text, integer, uuid, timestamp, check } from 'drizzle-orm/pg-core';
import { PROGRAMME_DOCUMENT_KEYS } from '@prayog/contract';
import { inList } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';

/**
 * The programme documents (Innovation Calendar, STEM-SOP, STEM Curriculum): one current PDF per key, the same for
 * every school. Replacing one points the row at the new stored file and removes the old one (ADR 0011).
 */
export const programmeDocuments = pgTable('programme_documents', {
  key: text('key').primaryKey(),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'restrict' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('programme_documents_key_ck', inList(t.key, PROGRAMME_DOCUMENT_KEYS))]);
