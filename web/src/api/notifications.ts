import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/**
 * Notifications (notificationEndpoints): the top bar's bell, the dashboard's list, marking one read.
 * Every notification query starts with 'notifications', so marking one read refreshes them all.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  student: (limit: number) => [...notificationKeys.all, 'student', limit] as const,
};

export const notificationQueries = {
  /** Unread count and newest notifications of whoever is signed in (any role); refreshed every minute. */
  bell: () => queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => callEndpoint(notificationEndpoints.bell, { signal }),
    enabled: whenSignedIn,
    refetchInterval: 60_000,
  }),
  /** The newest `limit` notifications of the signed-in student, with the unread count. */
  student: (limit: number) => queryOptions({
    queryKey: notificationKeys.student(limit),
    queryFn: ({ signal }) => callEndpoint(notificationEndpoints.studentNotifications, { query: { limit }, signal }),
    enabled: whenSignedIn,
  }),
};

export function useBell() {
  return useQuery(notificationQueries.bell());
}

export function useStudentNotifications(limit: number) {
  return useQuery(notificationQueries.student(limit));
}

/** Marks one notification read, then refreshes every notification list (the bell's too). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(notificationEndpoints.markRead, { params: { notificationId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
