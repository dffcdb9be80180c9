import { z } from 'zod';
import { quizTypeSchema } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';

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

export const leaderboardEndpoints = {
  leaderboard: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student_leaderboard', tags: ['leaderboard'],
    summary: "The student's rank and the top 10 of their class, their grade and every school",
    query: leaderboardQuerySchema, responses: { 200: leaderboardResponseSchema },
    // The spec's client reads `message` for the quiz_type variant (spec 1 §8).
    errorsCarryMessage: true,
  }),
} as const;

// ---------------------------------------------------------------- the staff dashboards' leaderboard

/** One row of a staff leaderboard (spec 2 §3, spec 3 §3): total_score is the leaderboard score above. */
export const staffLeaderSchema = z.object({ rank: z.number().int(), name: z.string(), school: z.string(), total_score: z.number() });
export type StaffLeader = z.infer<typeof staffLeaderSchema>;

export const staffLeaderboardQuerySchema = z.object({
  school: z.coerce.number().int().positive().max(2147483647).optional().meta({ description: 'Administrators only: the school to read' }),
  quiz_type: quizTypeSchema.optional(),
});

/**
 * Top 10 of each grade and of each class of the school, and of every school (the "Top Performers" panel), from the
 * kept leaderboard scores (ADR 0007). Grades and sections are keys as strings (JSON object keys).
 */
export const staffLeaderboardSchema = z.object({
  quiz_type: quizTypeSchema.nullable(),
  gradewise: z.record(z.string(), z.array(staffLeaderSchema)),
  sectionwise: z.record(z.string(), z.record(z.string(), z.array(staffLeaderSchema))),
  nationwide: z.array(staffLeaderSchema),
});
export type StaffLeaderboard = z.infer<typeof staffLeaderboardSchema>;

export const staffLeaderboardEndpoints = {
  teacher: defineEndpoint({
    method: 'GET', path: '/teacher_dashboard/leaderboard/', tags: ['leaderboard'], summary: 'Top 10 per grade and class of the school, and of every school',
    query: staffLeaderboardQuerySchema, responses: { 200: staffLeaderboardSchema },
  }),
  school: defineEndpoint({
    method: 'GET', path: '/school_dashboard/leaderboard/', tags: ['leaderboard'], summary: 'Top 10 per grade and class of the school, and of every school',
    query: staffLeaderboardQuerySchema, responses: { 200: staffLeaderboardSchema },
  }),
} as const;
