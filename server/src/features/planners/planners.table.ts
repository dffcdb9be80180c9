import { sql } from 'drizzle-orm';
import { pgTable, text, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { MONTHS } from '@prayog/contract';

/** The year's topic per grade and month: one per grade and month of a school (issue 28). */
export const macroPlans = pgTable('macro_plans', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  grade: integer('grade').notNull(),
  month: text('month').notNull(),
  topic: text('topic').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('macro_plans_school_grade_idx').on(t.schoolId, t.grade),
  uniqueIndex('macro_plans_school_grade_month_uq').on(t.schoolId, t.grade, t.month),
  check('macro_plans_grade_ck', gradeCheck(t.grade)),
  check('macro_plans_month_ck', inList(t.month, MONTHS)),
]);

/** Sessions and activities per month and grade: one plan per grade and month of a school (issue 28). */
export const microPlans = pgTable('micro_plans', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  grade: integer('grade').notNull(),
  month: text('month').notNull(),
  noOfSessions: integer('no_of_sessions').notNull(),
  nameOfActivity: text('name_of_activity').array().notNull().default(sql`'{}'::text[]`),
  extraActivity: text('extra_activity').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('micro_plans_school_month_idx').on(t.schoolId, t.month),
  uniqueIndex('micro_plans_school_month_grade_uq').on(t.schoolId, t.month, t.grade),
  check('micro_plans_grade_ck', gradeCheck(t.grade)),
  check('micro_plans_month_ck', inList(t.month, MONTHS)),
  check('micro_plans_sessions_ck', sql`${t.noOfSessions} >= 0`),
]);
