import { useEffect } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOMEWORK_FILE_FIELD, homeworkEndpoints, staffHomeworkEndpoints, type Section } from '@prayog/contract';
import { ApiError, apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { offlineQueue, type QueuedForm } from './offline-queue';
import { whenSignedIn } from '../lib/query-client';

/** Holiday homework (homeworkEndpoints): the student's submissions, a new submission, a submitted PDF. */
export const homeworkKeys = {
  all: ['homework'] as const,
  list: () => [...homeworkKeys.all, 'list'] as const,
  staff: (grade: number, section: Section) => [...homeworkKeys.all, 'staff', grade, section] as const,
};

/** Submissions per page of the list; "Show more" fetches the next page. */
export const HOMEWORK_PAGE_SIZE = 20;

export const homeworkQueries = {
  /** The student's earlier submissions, newest first, a page at a time. */
  list: () => infiniteQueryOptions({
    queryKey: homeworkKeys.list(),
    queryFn: ({ pageParam, signal }) => callEndpoint(homeworkEndpoints.list, { query: { limit: HOMEWORK_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: whenSignedIn,
  }),
  /** The coaches' Holiday Homework Report: one class's submissions, grouped by grade then section, newest first. */
  staff: (grade: number, section: Section) => queryOptions({
    queryKey: homeworkKeys.staff(grade, section),
    queryFn: ({ signal }) => callEndpoint(staffHomeworkEndpoints.teacher, { query: { grade, section }, signal }),
    enabled: whenSignedIn,
  }),
};

export function useHolidayHomework() {
  return useInfiniteQuery(homeworkQueries.list());
}

/** The Holiday Report's submissions of one class; nothing is fetched until both grade and section are chosen. */
export function useStaffHolidayHomework(grade: number | null, section: Section | null) {
  return useQuery({
    ...homeworkQueries.staff(grade ?? 0, section ?? 'A'),
    enabled: () => grade !== null && section !== null && whenSignedIn(),
  });
}

export interface HomeworkSubmission {
  school: string;
  grade: string;
  section: string;
  text: string;
  file: File | null;
}

/** The multipart form of spec 1 §7 (school, grade, section, text and an optional file), as the queue keeps it. */
function homeworkForm(submission: HomeworkSubmission): QueuedForm {
  return {
    fields: [['school', submission.school], ['grade', submission.grade], ['section', submission.section], ['text', submission.text]],
    file: submission.file
      ? { field: HOMEWORK_FILE_FIELD, name: submission.file.name, type: submission.file.type || 'application/pdf', blob: submission.file }
      : null,
  };
}

/**
 * Submits with upload progress (0 to 1), through the offline queue (issue 29 part 4): offline, the submission (its PDF
 * too) is kept on the phone and sent when the network returns, answering `{ kept: true }` at once. The list of
 * submissions is refetched whenever one is sent.
 */
export function useSubmitHolidayHomework(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  useEffect(() => offlineQueue.onOutcome((write, outcome) => {
    if (write.call === 'submitHomework' && outcome.status === 'sent') void queryClient.invalidateQueries({ queryKey: homeworkKeys.list() });
  }), [queryClient]);
  return useMutation({
    // The queue keeps it offline: TanStack's default ('online') would pause the mutation instead, so the homework made
    // offline would wait in memory and be lost with the page rather than kept on the phone.
    networkMode: 'always',
    mutationFn: async (submission: HomeworkSubmission): Promise<{ kept: boolean }> => {
      const outcome = await offlineQueue.submit({ call: 'submitHomework', form: homeworkForm(submission), onProgress });
      if (outcome.status === 'refused') throw outcome.error;
      if (outcome.status === 'dropped') throw new ApiError(0);
      return { kept: outcome.status === 'kept' };
    },
  });
}

/** A submitted PDF (an item's `file` address), fetched with the token header: a plain link cannot send it. */
export function fetchHomeworkFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
