import { useQuery } from '@tanstack/react-query';
import { eventPaths, upcomingEventsResponseSchema, type UpcomingEventsResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const upcomingEventsQueryKey = ['events', 'upcoming'] as const;

export function fetchUpcomingEvents(signal?: AbortSignal): Promise<UpcomingEventsResponse> {
  return apiRequest(eventPaths.upcoming, { schema: upcomingEventsResponseSchema, signal });
}

/** The student's assessments still to take and their school's events, soonest first. */
export function useUpcomingEvents() {
  return useQuery({ queryKey: upcomingEventsQueryKey, queryFn: ({ signal }) => fetchUpcomingEvents(signal), enabled: whenSignedIn });
}
