import { sql } from 'drizzle-orm';
import { pgTable, text, integer, uuid, timestamp, index, check } from 'drizzle-orm/pg-core';
import { id, gradeCheck, sectionCheck } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';

/** A student's holiday homework: text, a PDF, or both. */
export const holidayHomeworkSubmissions = pgTable('holiday_homework_submissions', {
  id: id(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  grade: integer('grade').notNull(),
  section: text('section').notNull(),
  text: text('text'),
  fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('holiday_homework_student_idx').on(t.studentId, t.submittedAt),
  index('holiday_homework_class_idx').on(t.schoolId, t.grade, t.section, t.submittedAt),
  check('holiday_homework_grade_ck', gradeCheck(t.grade)),
  check('holiday_homework_section_ck', sectionCheck(t.section)),
  check('holiday_homework_content_ck', sql`${t.text} is not null or ${t.fileId} is not null`),
]);
