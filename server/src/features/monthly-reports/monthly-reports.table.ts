import { pgTable, text, integer, date, uuid, index, check } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';
import { MONTHS } from '@prayog/contract';

export const monthlyReports = pgTable('monthly_reports', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  month: text('month').notNull(),
  fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('monthly_reports_school_date_idx').on(t.schoolId, t.date),
  check('monthly_reports_month_ck', inList(t.month, MONTHS)),
]);
