import { useQuery } from '@tanstack/react-query';
import { activeHomeworkResponseSchema, studentDashboardPaths, type ActiveHomeworkResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const activeHomeworkQueryKey = ['studentDashboard', 'activeHomework'] as const;

export function fetchActiveHomework(signal?: AbortSignal): Promise<ActiveHomeworkResponse> {
  return apiRequest(studentDashboardPaths.homeworkAssignment, { schema: activeHomeworkResponseSchema, signal });
}

/** Homework given to the student's class, not yet submitted and not past due. */
export function useActiveHomework() {
  return useQuery({ queryKey: activeHomeworkQueryKey, queryFn: ({ signal }) => fetchActiveHomework(signal), enabled: whenSignedIn });
}
