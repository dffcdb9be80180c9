import { pgTable, integer, bigint, primaryKey } from 'drizzle-orm/pg-core';

/**
 * How many of a school's students scored each score_percent on a quiz (submitted attempts) — the reports' school
 * average and highest, kept up to date on write by statement triggers on quiz_attempts (migration 0010, ADR 0020),
 * so a report reads at most 101 rows per quiz instead of every attempt of the school. A count per score (not a sum
 * and a maximum) stays exact when an attempt is changed or removed.
 */
export const quizSchoolScores = pgTable('quiz_school_scores', {
  quizId: integer('quiz_id').notNull(),
  schoolId: integer('school_id').notNull(),
  scorePercent: integer('score_percent').notNull(),
  students: integer('students').notNull(),
}, (t) => [primaryKey({ columns: [t.quizId, t.schoolId, t.scorePercent] })]);

/**
 * A quiz's submitted attempts in a school, counted and their scores summed — the reports' school average in one row
 * per quiz (ADR 0020). Kept by the same triggers as quiz_school_scores (migration 0012), by adding each statement's
 * changes, so concurrent submits never overwrite each other's counts. `highest` (migration 0013) is raised by every
 * submit and becomes null — unknown — when the last attempt with that score goes (a rescore or a removal); a report
 * then reads it from quiz_school_scores (the last of a quiz's and school's rows with students: one index step).
 */
export const quizSchoolTotals = pgTable('quiz_school_totals', {
  quizId: integer('quiz_id').notNull(),
  schoolId: integer('school_id').notNull(),
  students: integer('students').notNull(),
  scoreSum: bigint('score_sum', { mode: 'number' }).notNull(),
  highest: integer('highest'),
}, (t) => [primaryKey({ columns: [t.quizId, t.schoolId] })]);
