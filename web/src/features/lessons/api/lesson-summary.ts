import { useQuery } from '@tanstack/react-query';
import { activityPaths, HEARTBEAT_INTERVAL_SECONDS, lessonSummaryResponseSchema, type LessonSummaryResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { storage } from '../../../lib/storage';

export const lessonSummaryQueryKey = (grade: number, subject: string) => ['lessons', 'lesson-summary', grade, subject] as const;

export function fetchLessonSummary(grade: number, subject: string, signal?: AbortSignal): Promise<LessonSummaryResponse> {
  return apiRequest(activityPaths.lessonSummary, { schema: lessonSummaryResponseSchema, query: { grade, subject }, signal });
}

/** The student's time per lesson of the subject, refreshed every 30 s while the viewer is open (spec 2 §4). */
export function useLessonSummary(grade: number, subject: string) {
  return useQuery({
    queryKey: lessonSummaryQueryKey(grade, subject),
    queryFn: ({ signal }) => fetchLessonSummary(grade, subject, signal),
    refetchInterval: HEARTBEAT_INTERVAL_SECONDS * 1000,
    enabled: () => storage.authToken() !== null,
  });
}
