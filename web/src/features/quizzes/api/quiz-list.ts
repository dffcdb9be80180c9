import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUIZ_LIST_DEFAULT_LIMIT, quizListResponseSchema, quizPaths, type QuizListResponse, type QuizType } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const QUIZ_PAGE_SIZE = QUIZ_LIST_DEFAULT_LIMIT;

export const quizzesQueryKey = ['quizzes'] as const;
export const quizListQueryKey = (quizType: QuizType | null, page: number) => [...quizzesQueryKey, 'list', quizType ?? 'all', page] as const;

export function fetchQuizList(quizType: QuizType | null, page: number, signal?: AbortSignal): Promise<QuizListResponse> {
  return apiRequest(quizPaths.list, {
    schema: quizListResponseSchema,
    query: { quiz_type: quizType ?? undefined, limit: QUIZ_PAGE_SIZE, offset: (page - 1) * QUIZ_PAGE_SIZE },
    signal,
  });
}

/** The quizzes of the student's class with their attempt state; page is 1-based. */
export function useQuizList(quizType: QuizType | null, page: number) {
  return useQuery({
    queryKey: quizListQueryKey(quizType, page),
    queryFn: ({ signal }) => fetchQuizList(quizType, page, signal),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
    // seconds_left and attempt states change by themselves; never show an old list after a quiz.
    staleTime: 0,
  });
}
