import { pgTable, text, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

/** A link to a classroom photo gallery. */
export const classroomGalleries = pgTable('classroom_galleries', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  gallery: text('gallery').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('classroom_galleries_school_idx').on(t.schoolId, t.lastModified)]);
