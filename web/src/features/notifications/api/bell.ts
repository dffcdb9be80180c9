import { useQuery } from '@tanstack/react-query';
import { bellResponseSchema, notificationPaths, type BellResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

/** Under ['notifications'] like every notification list, so marking one read refreshes them all. */
export const bellQueryKey = ['notifications', 'bell'] as const;

export function fetchBell(signal?: AbortSignal): Promise<BellResponse> {
  return apiRequest(notificationPaths.bell, { schema: bellResponseSchema, signal });
}

/** Unread count and newest notifications of whoever is signed in (any role); refreshed every minute. */
export function useBell() {
  return useQuery({ queryKey: bellQueryKey, queryFn: ({ signal }) => fetchBell(signal), enabled: whenSignedIn, refetchInterval: 60_000 });
}
