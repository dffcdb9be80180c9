import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardEndpoints, staffLeaderboardEndpoints, type QuizType } from '@prayog/contract';
import { callEndpoint, isApiError } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/** Leaderboard (leaderboardEndpoints): the student's rank and the leaders. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  /** `null` is every quiz type. */
  board: (quizType: QuizType | null) => [...leaderboardKeys.all, quizType ?? 'all'] as const,
};

export const leaderboardQueries = {
  /** The signed-in student's rank and the leaders, over every quiz type (null) or one. */
  board: (quizType: QuizType | null) => queryOptions({
    queryKey: leaderboardKeys.board(quizType),
    queryFn: ({ signal }) => callEndpoint(leaderboardEndpoints.leaderboard, { query: { quiz_type: quizType ?? undefined }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useLeaderboard(quizType: QuizType | null) {
  return useQuery(leaderboardQueries.board(quizType));
}

/** The spec's client reads `message` on the quiz_type variant's errors, `detail` otherwise (spec 1 §8). */
export function leaderboardErrorFallback(error: unknown, quizType: QuizType | null, fallback: string): string {
  return quizType && isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

// ---------------------------------------------------------------- the staff dashboards' leaderboard

/** The Report's Leaderboard tab (staffLeaderboardEndpoints): top 10 per grade and class, and of every school. */
export const staffLeaderboardKeys = {
  all: ['staff-leaderboard'] as const,
  board: (role: StaffRole, quizType: QuizType | null) => [...staffLeaderboardKeys.all, role, quizType ?? 'all'] as const,
};

export const staffLeaderboardQueries = {
  board: (role: StaffRole, quizType: QuizType | null) => queryOptions({
    queryKey: staffLeaderboardKeys.board(role, quizType),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? staffLeaderboardEndpoints.school : staffLeaderboardEndpoints.teacher, {
      query: { quiz_type: quizType ?? undefined },
      signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useStaffLeaderboard(role: StaffRole, quizType: QuizType | null) {
  return useQuery(staffLeaderboardQueries.board(role, quizType));
}
