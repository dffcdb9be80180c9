import { useQuery } from '@tanstack/react-query';
import { studentDashboardPaths, studentDashboardSchema, type StudentDashboard } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const studentDashboardQueryKey = (username: string) => ['studentDashboard', 'data', username] as const;

export function fetchStudentDashboard(username: string, signal?: AbortSignal): Promise<StudentDashboard> {
  const path = studentDashboardPaths.dashboard.replace(':username', encodeURIComponent(username));
  return apiRequest(path, { schema: studentDashboardSchema, signal });
}

/** The signed-in student's dashboard data (spec 1 §3); `username` is the stored one. */
export function useStudentDashboard(username: string | null) {
  return useQuery({
    queryKey: studentDashboardQueryKey(username ?? ''),
    queryFn: ({ signal }) => fetchStudentDashboard(username!, signal),
    enabled: () => whenSignedIn() && !!username,
  });
}
