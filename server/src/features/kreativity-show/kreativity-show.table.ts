import { pgTable, text, integer, date, index, primaryKey } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

export const kreativityShows = pgTable('kreativity_shows', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  dateAssigned: date('date_assigned').notNull(),
  projectName: text('project_name').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('kreativity_shows_school_idx').on(t.schoolId, t.dateAssigned)]);

export const kreativityShowMembers = pgTable('kreativity_show_members', {
  showId: integer('show_id').notNull().references(() => kreativityShows.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.showId, t.studentId] }), index('kreativity_show_members_student_idx').on(t.studentId)]);
