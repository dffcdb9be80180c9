import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUIZ_LIST_DEFAULT_LIMIT, quizEndpoints,
  type QuizType, type SaveAnswerRequest, type SubmitQuizRequest,
} from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { eventKeys } from './events';
import { leaderboardKeys } from './leaderboard';
import { reportKeys } from './reports';
import { studentDashboardKeys } from './student-dashboard';

/** Quizzes (quizEndpoints): the student's quiz list, and starting, answering and submitting an attempt. */
export const QUIZ_PAGE_SIZE = QUIZ_LIST_DEFAULT_LIMIT;

export const quizKeys = {
  all: ['quizzes'] as const,
  lists: () => [...quizKeys.all, 'list'] as const,
  /** `null` is every quiz type; `page` is 1-based. */
  list: (quizType: QuizType | null, page: number) => [...quizKeys.lists(), quizType ?? 'all', page] as const,
};

export const quizQueries = {
  /** The quizzes of the student's class with their attempt state; page is 1-based. */
  list: (quizType: QuizType | null, page: number) => queryOptions({
    queryKey: quizKeys.list(quizType, page),
    queryFn: ({ signal }) => callEndpoint(quizEndpoints.list, {
      query: { quiz_type: quizType ?? undefined, limit: QUIZ_PAGE_SIZE, offset: (page - 1) * QUIZ_PAGE_SIZE },
      signal,
    }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
    // seconds_left and attempt states change by themselves; never show an old list after a quiz.
    staleTime: 0,
  }),
};

export function useQuizList(quizType: QuizType | null, page: number) {
  return useQuery(quizQueries.list(quizType, page));
}

/** Starts the attempt, or resumes the running one with the time the server says is left. */
export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quizId: number) => callEndpoint(quizEndpoints.start, { params: { quizId } }),
    // The list's attempt state changed. It is never fresh anyway (staleTime 0) and the page refetches it
    // when the student returns, so only mark it: no request while the attempt runs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.lists(), refetchType: 'none' }),
  });
}

export interface SaveAnswerVariables extends SaveAnswerRequest {
  quizId: number;
}

/** Saves one answer as it is picked, so a reload or a lost connection resumes with it. */
export function useSaveAnswer() {
  return useMutation({
    mutationFn: ({ quizId, ...body }: SaveAnswerVariables) => callEndpoint(quizEndpoints.saveAnswer, { params: { quizId }, body }),
  });
}

export interface SubmitQuizVariables {
  quizId: number;
  payload: SubmitQuizRequest;
}

/**
 * Submits the attempt; the server scores it. A result changes the quiz list, the assessment reports, the
 * dashboard (its report lists, certificates and active homework), the leaderboard and the upcoming events
 * (a submitted assessment leaves them): all are marked stale, the ones on screen refetch.
 */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it fails at once (the runner says so and submits again on reconnect, after the answers kept on the
    // phone were sent): TanStack's default ('online') would hold it and send it on reconnect ahead of those answers.
    networkMode: 'always',
    mutationFn: ({ quizId, payload }: SubmitQuizVariables) => callEndpoint(quizEndpoints.submit, { params: { quizId }, body: payload }),
    onSuccess: () => {
      for (const queryKey of [quizKeys.all, reportKeys.all, studentDashboardKeys.all, leaderboardKeys.all, eventKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
