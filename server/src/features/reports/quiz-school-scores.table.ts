import { pgTable, integer, primaryKey } from 'drizzle-orm/pg-core';

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
