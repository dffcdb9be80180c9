import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

/** Innovation coaches. */
export const teacherProfiles = pgTable('teacher_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  designation: text('designation').notNull().default('Innovation Coach'),
}, (t) => [index('teacher_profiles_school_idx').on(t.schoolId)]);

/** School staff accounts (principal, coordinator) that run the school dashboard. */
export const schoolProfiles = pgTable('school_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  designation: text('designation').notNull().default('School Coordinator'),
}, (t) => [index('school_profiles_school_idx').on(t.schoolId)]);
