import { useInfiniteQuery } from '@tanstack/react-query';
import { holidayHomeworkListSchema, homeworkPaths, type HolidayHomeworkList } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const holidayHomeworkQueryKey = ['homework', 'holiday'] as const;
/** Submissions per page of the list; "Show more" fetches the next page. */
export const HOMEWORK_PAGE_SIZE = 20;

export function fetchHolidayHomework(offset: number, signal?: AbortSignal): Promise<HolidayHomeworkList> {
  return apiRequest(homeworkPaths.holidayHomework, {
    schema: holidayHomeworkListSchema, query: { limit: HOMEWORK_PAGE_SIZE, offset }, signal,
  });
}

/** The student's earlier submissions, newest first, a page at a time. */
export function useHolidayHomework() {
  return useInfiniteQuery({
    queryKey: holidayHomeworkQueryKey,
    queryFn: ({ pageParam, signal }) => fetchHolidayHomework(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: whenSignedIn,
  });
}
