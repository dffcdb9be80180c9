import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentDashboardEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** Student dashboard (studentDashboardEndpoints): the dashboard data and the active homework. */
export const studentDashboardKeys = {
  all: ['student-dashboard'] as const,
  dashboard: (username: string) => [...studentDashboardKeys.all, 'dashboard', username] as const,
  activeHomework: () => [...studentDashboardKeys.all, 'active-homework'] as const,
};

export const studentDashboardQueries = {
  /** The signed-in student's dashboard data (spec 1 §3); `username` is the stored one. */
  dashboard: (username: string | null) => queryOptions({
    queryKey: studentDashboardKeys.dashboard(username ?? ''),
    queryFn: ({ signal }) => callEndpoint(studentDashboardEndpoints.dashboard, { params: { username: username! }, signal }),
    enabled: () => whenSignedIn() && !!username,
  }),
  /** Homework given to the student's class, not yet submitted and not past due. */
  activeHomework: () => queryOptions({
    queryKey: studentDashboardKeys.activeHomework(),
    queryFn: ({ signal }) => callEndpoint(studentDashboardEndpoints.homeworkAssignment, { signal }),
    enabled: whenSignedIn,
  }),
};

export function useStudentDashboard(username: string | null) {
  return useQuery(studentDashboardQueries.dashboard(username));
}

export function useActiveHomework() {
  return useQuery(studentDashboardQueries.activeHomework());
}
