import { pgTable, integer, jsonb, text, index } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';

/** A school's advocacy report: free-form fields (spec 3 §3) plus the gallery link. */
export const advocacyReports = pgTable('advocacy_reports', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<Record<string, string | number | boolean | null>>().notNull(),
  gallery: text('gallery'),
  createdAt: createdAt(),
}, (t) => [index('advocacy_reports_school_idx').on(t.schoolId, t.createdAt)]);
