import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffDashboardEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam, type StaffRole } from '../lib/staff-role';
import { storage } from '../lib/storage';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * The teacher's and school account's dashboard home (staffDashboardEndpoints): counts, subjects and the month's
 * engagement, the active learners, the recent activity. Each role calls its own dashboard's paths (ADR 0007); an
 * administrator reads a chosen school's active learners at the school dashboard's path with `?school=` (ADR 0015).
 */
export const staffDashboardKeys = {
  all: ['staffDashboard'] as const,
  /** `null` is the server's default month (the latest with sign-ins). */
  home: (role: StaffRole, month: string | null) => [...staffDashboardKeys.all, role, 'home', month ?? 'latest'] as const,
  activeUsers: (scope: ScopeRef) => [...staffDashboardKeys.all, ...scopeKey(scope), 'activeUsers'] as const,
  recentActivity: (role: StaffRole) => [...staffDashboardKeys.all, role, 'recentActivity'] as const,
};

/** The Active Learners table pages through this many rows itself: the most the server gives in one answer. */
export const ACTIVE_LEARNERS_LIMIT = 200;

const endpointsOf = (role: StaffRole) => role === 'school'
  ? { home: staffDashboardEndpoints.schoolHome, activeUsers: staffDashboardEndpoints.schoolActiveUsers, recentActivity: staffDashboardEndpoints.schoolRecentActivity }
  : { home: staffDashboardEndpoints.teacherHome, activeUsers: staffDashboardEndpoints.teacherActiveUsers, recentActivity: staffDashboardEndpoints.teacherRecentActivity };

export const staffDashboardQueries = {
  /** The signed-in staff member's home for one month of engagement; the previous month stays on screen while another loads. */
  home: (role: StaffRole, month: string | null) => queryOptions({
    queryKey: staffDashboardKeys.home(role, month),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).home, {
      // The stored username names the dashboard (spec 3 §6); the server answers only for the caller's own.
      params: { username: storage.username() ?? '' },
      query: { month: month ?? undefined },
      signal,
    }),
    enabled: () => whenSignedIn() && Boolean(storage.username()),
    placeholderData: keepPreviousData,
  }),
  /** Students of the school who signed in during the last 7 days, newest sign-in first. */
  activeUsers: (scope: ScopeRef) => queryOptions({
    queryKey: staffDashboardKeys.activeUsers(scope),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(scope.role).activeUsers, { query: { limit: ACTIVE_LEARNERS_LIMIT, ...schoolParam(scope) }, signal }),
    enabled: whenSignedIn,
  }),
  /** The school's latest sign-ins, quiz submissions and gallery uploads. */
  recentActivity: (role: StaffRole) => queryOptions({
    queryKey: staffDashboardKeys.recentActivity(role),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).recentActivity, { signal }),
    enabled: whenSignedIn,
    select: (data) => data.recent_activity,
  }),
};

export function useStaffHome(role: StaffRole, month: string | null) {
  return useQuery(staffDashboardQueries.home(role, month));
}

export function useActiveLearners(scope: ScopeRef) {
  return useQuery(staffDashboardQueries.activeUsers(scope));
}

export function useRecentActivity(role: StaffRole) {
  return useQuery(staffDashboardQueries.recentActivity(role));
}
