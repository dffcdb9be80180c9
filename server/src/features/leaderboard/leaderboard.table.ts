import { pgTable, text, integer, doublePrecision, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Every ranked student's score and ranks, per quiz type ('all' for every type), as of the last refresh (ADR 0020).
 * Ranking needs every student's score, so it is computed once per refresh, not per request: the leaderboards then
 * read a few rows by index (the top 10 overall, of a grade, of a class, and the student's own row).
 */
export const leaderboardRanks = pgTable('leaderboard_ranks', {
  quizType: text('quiz_type').notNull(),
  studentId: integer('student_id').notNull(),
  schoolId: integer('school_id').notNull(),
  grade: integer('grade').notNull(),
  section: text('section').notNull(),
  userName: text('user_name').notNull(),
  schoolName: text('school_name').notNull(),
  score: doublePrecision('score').notNull(),
  overallRank: integer('overall_rank').notNull(),
  overallPos: integer('overall_pos').notNull(),
  gradeRank: integer('grade_rank').notNull(),
  gradePos: integer('grade_pos').notNull(),
  sectionRank: integer('section_rank').notNull(),
  sectionPos: integer('section_pos').notNull(),
}, (t) => [
  primaryKey({ columns: [t.quizType, t.studentId] }),
  index('leaderboard_ranks_overall_idx').on(t.quizType, t.overallPos),
  index('leaderboard_ranks_grade_idx').on(t.quizType, t.schoolId, t.grade, t.gradePos),
  index('leaderboard_ranks_section_idx').on(t.quizType, t.schoolId, t.grade, t.section, t.sectionPos),
]);

/** The figures over all ranked students of a quiz type, and when they were ranked. */
export const leaderboardTotals = pgTable('leaderboard_totals', {
  quizType: text('quiz_type').primaryKey(),
  maxScore: doublePrecision('max_score').notNull(),
  avgScore: doublePrecision('avg_score').notNull(),
  rankedCount: integer('ranked_count').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
