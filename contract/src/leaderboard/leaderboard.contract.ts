import { z } from 'zod';
import { quizTypeSchema } from '../common/enums';
import { errorSchema } from '../common/errors';

export const leaderboardPaths = { leaderboard: '/student_dashboard/student_leaderboard' } as const;

/** How many students each leaders list shows (spec 1 §9). */
export const LEADERBOARD_SIZE = 10;

export const leaderboardQuerySchema = z.object({
  quiz_type: quizTypeSchema.optional().meta({ description: 'Rank on this quiz type only; every type when absent' }),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

const rankMeta = { description: 'Competition rank (1, 1, 3 …): equal scores share a rank' };
const scoreMeta = { description: 'The leaderboard score: average score_percent (0–100) over the quizzes that count' };

/** One row of a leaders list. `user` is the student's display name; usernames are not shown to other students. */
export const leaderSchema = z.object({
  rank: z.number().int().meta(rankMeta),
  user: z.string(),
  score: z.number().meta(scoreMeta),
  is_you: z.boolean().meta({ description: 'This row is the signed-in student' }),
});
export const overallLeaderSchema = leaderSchema.extend({ school: z.string() });
export type Leader = z.infer<typeof leaderSchema>;
export type OverallLeader = z.infer<typeof overallLeaderSchema>;

/**
 * GET /student_dashboard/student_leaderboard (spec 1 §3, §7). A student's score is the average of
 * score_percent over the quizzes that count for them: every quiz they submitted, and every quiz
 * assigned to their class whose due date has passed (a missed one counts 0). student_rank is among
 * all students of every school (the Overall Leaders list); grade_rank and section_rank are within the
 * student's school and grade, and class. A student with no quiz that counts yet is not ranked (null).
 */
export const leaderboardResponseSchema = z.object({
  quiz_type: quizTypeSchema.nullable(),
  student_rank: z.number().int().nullable().meta(rankMeta),
  student_score: z.number().meta(scoreMeta),
  max_student_score: z.number().meta({ description: 'The top score among all ranked students' }),
  average_student_score: z.number().meta({ description: 'The mean score of all ranked students' }),
  ranked_students: z.number().int().meta({ description: 'How many students are ranked' }),
  grade_rank: z.number().int().nullable(),
  section_rank: z.number().int().nullable(),
  grade_leaders: z.array(leaderSchema).meta({ description: 'Top 10 of the student’s school and grade' }),
  section_leaders: z.array(leaderSchema).meta({ description: 'Top 10 of the student’s class' }),
  overall_leaders: z.array(overallLeaderSchema).meta({ description: 'Top 10 of every school' }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** Errors of this call also carry `message`: the spec's client reads it for the quiz_type variant (spec 1 §8). */
export const leaderboardErrorSchema = errorSchema.extend({ message: z.string() });

export const leaderboardResponses = {
  200: leaderboardResponseSchema,
  400: leaderboardErrorSchema,
  401: leaderboardErrorSchema,
  403: leaderboardErrorSchema,
} as const;
