import { useQuery } from '@tanstack/react-query';
import { notificationPaths, studentNotificationsResponseSchema, type StudentNotificationsResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

/**
 * Every notification query in the app starts with 'notifications' (the bell's too), so marking one
 * read refreshes them all with one prefix invalidation.
 */
export const studentNotificationsQueryKey = (limit: number) => ['notifications', 'student', limit] as const;

export function fetchStudentNotifications(limit: number, signal?: AbortSignal): Promise<StudentNotificationsResponse> {
  return apiRequest(notificationPaths.studentNotifications, { schema: studentNotificationsResponseSchema, query: { limit }, signal });
}

/** The newest `limit` notifications of the signed-in student, with the unread count. */
export function useStudentNotifications(limit: number) {
  return useQuery({
    queryKey: studentNotificationsQueryKey(limit),
    queryFn: ({ signal }) => fetchStudentNotifications(limit, signal),
    enabled: whenSignedIn,
  });
}
