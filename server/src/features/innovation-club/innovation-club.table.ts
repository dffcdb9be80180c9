import { sql } from 'drizzle-orm';
import { pgTable, text, integer, date, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck, sectionCheck } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

export const innovationProjects = pgTable('innovation_projects', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  projectName: text('project_name').notNull(),
  date: date('date').notNull(),
  progress: text('progress').notNull(),
  grade: integer('grade'),
  section: text('section'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('innovation_projects_school_idx').on(t.schoolId, t.date),
  check('innovation_projects_grade_ck', sql`${t.grade} is null or ${gradeCheck(t.grade)}`),
  check('innovation_projects_section_ck', sql`${t.section} is null or ${sectionCheck(t.section)}`),
]);

export const innovationProjectMembers = pgTable('innovation_project_members', {
  projectId: integer('project_id').notNull().references(() => innovationProjects.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.projectId, t.studentId] }), index('innovation_project_members_student_idx').on(t.studentId)]);
