import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardEndpoints, type QuizType } from '@prayog/contract';
import { callEndpoint, isApiError } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

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
