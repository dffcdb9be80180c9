import { integer, pgTable, text, timestamp, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck } from '../../db/columns';
import { storedFiles } from '../files/files.table';

/** A subject (course) for one grade; students open it at /learning/{grade}/{slug}/. */
export const subjects = pgTable('subjects', {
  id: id(),
  grade: integer('grade').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  /** The uploaded card image (authoring); image_url then points at its public address. */
  imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** Set when a subject students used was deleted: hidden from students and lists, kept for reports. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('subjects_grade_slug_uq').on(t.grade, t.slug),
  check('subjects_grade_ck', gradeCheck(t.grade)),
]);
