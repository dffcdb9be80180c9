import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** Events (eventEndpoints): the Upcoming Events panel. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
};

export const eventQueries = {
  /** The student's assessments still to take and their school's events, soonest first. */
  upcoming: () => queryOptions({
    queryKey: eventKeys.upcoming(),
    queryFn: ({ signal }) => callEndpoint(eventEndpoints.upcoming, { signal }),
    enabled: whenSignedIn,
  }),
};

export function useUpcomingEvents() {
  return useQuery(eventQueries.upcoming());
}
