import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOME_NOTIFICATIONS, studentDashboardEndpoints, type StudentHome } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { queryClient, whenSignedIn } from '../lib/query-client';
import { seedMe } from './accounts';
import { notificationKeys } from './notifications';

/** Student dashboard (studentDashboardEndpoints): the first view in one call, the dashboard data and the active homework. */
export const studentDashboardKeys = {
  all: ['student-dashboard'] as const,
  // Not under `all`: what invalidates the dashboard's data refreshes the cards' own queries, not this one too.
  home: (username: string) => ['student-home', username] as const,
  dashboard: (username: string) => [...studentDashboardKeys.all, 'dashboard', username] as const,
  activeHomework: () => [...studentDashboardKeys.all, 'active-homework'] as const,
};

/**
 * Each part of the first view goes into the cache of its own call, so the cards, the top bar's bell and account, and
 * other screens read it there instead of asking again (until it goes stale, as if each had been fetched now).
 */
function seedFromHome(username: string, home: StudentHome): void {
  queryClient.setQueryData(studentDashboardKeys.dashboard(username), home.dashboard);
  queryClient.setQueryData(studentDashboardKeys.activeHomework(), home.active_homework);
  queryClient.setQueryData(notificationKeys.student(HOME_NOTIFICATIONS), home.notifications);
  queryClient.setQueryData(notificationKeys.bell(), home.bell);
  seedMe(home.me);
}

export const studentDashboardQueries = {
  /** Everything the dashboard's first view shows, in one round trip (issue 29); its parts seed their own calls' caches. */
  home: (username: string | null) => queryOptions({
    queryKey: studentDashboardKeys.home(username ?? ''),
    queryFn: async ({ signal }) => {
      const home = await callEndpoint(studentDashboardEndpoints.home, { params: { username: username! }, signal });
      seedFromHome(username!, home);
      return home;
    },
    enabled: () => whenSignedIn() && !!username,
  }),
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

/** Starts loading the first view as soon as a student has signed in, while the dashboard's code still downloads. */
export function prefetchStudentHome(username: string): void {
  void queryClient.prefetchQuery(studentDashboardQueries.home(username));
}

/**
 * The dashboard's first view: asked for in one call while the dashboard's data is not in the cache (a sign-in, a
 * reload); later visits show the cached cards, which refresh themselves. `waiting` while that call is under way: the
 * cards wait instead of each asking for its part. Should it fail, they ask on their own.
 */
export function useStudentHome(username: string | null): { waiting: boolean } {
  const client = useQueryClient();
  const firstView = !!username && client.getQueryData(studentDashboardKeys.dashboard(username)) === undefined;
  const home = useQuery({ ...studentDashboardQueries.home(username), enabled: () => firstView && whenSignedIn() });
  return { waiting: firstView && home.isPending };
}

export function useStudentDashboard(username: string | null) {
  return useQuery(studentDashboardQueries.dashboard(username));
}

export function useActiveHomework() {
  return useQuery(studentDashboardQueries.activeHomework());
}
