import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leaderboardPaths, leaderboardResponseSchema, type LeaderboardResponse, type QuizType } from '@prayog/contract';
import { apiRequest, isApiError } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const leaderboardQueryKey = (quizType: QuizType | null) => ['leaderboard', quizType ?? 'all'] as const;

export function fetchLeaderboard(quizType: QuizType | null, signal?: AbortSignal): Promise<LeaderboardResponse> {
  return apiRequest(leaderboardPaths.leaderboard, { schema: leaderboardResponseSchema, query: { quiz_type: quizType ?? undefined }, signal });
}

/** The signed-in student's rank and the leaders, over every quiz type (null) or one. */
export function useLeaderboard(quizType: QuizType | null) {
  return useQuery({
    queryKey: leaderboardQueryKey(quizType),
    queryFn: ({ signal }) => fetchLeaderboard(quizType, signal),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  });
}

/** The spec's client reads `message` on the quiz_type variant's errors, `detail` otherwise (spec 1 §8). */
export function leaderboardErrorFallback(error: unknown, quizType: QuizType | null, fallback: string): string {
  return quizType && isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
