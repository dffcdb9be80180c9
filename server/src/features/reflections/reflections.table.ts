import { pgTable, text, integer, date, timestamp, index } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

/** My Reflections: a coach's own dated notes (ADR 0007); nobody else reads them. */
export const teacherReflections = pgTable('teacher_reflections', {
  id: id(),
  teacherId: integer('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  note: text('note').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('teacher_reflections_teacher_idx').on(t.teacherId, t.date)]);
