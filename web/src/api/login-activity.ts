import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loginActivityEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/** Login activity (loginActivityEndpoints): sign-ins per day of a year, with the student's profile box. */
export const loginActivityKeys = {
  all: ['login-activity'] as const,
  /** `null` asks for the server's default: the current year in the school's time zone. */
  year: (year: number | null) => [...loginActivityKeys.all, year ?? 'current'] as const,
};

export const loginActivityQueries = {
  /** The signed-in student's sign-ins per day of one year (the Login Activity panel and the Course Report). */
  year: (year: number | null) => queryOptions({
    queryKey: loginActivityKeys.year(year),
    queryFn: ({ signal }) => callEndpoint(loginActivityEndpoints.loginActivity, { query: { year: year ?? undefined }, signal }),
    enabled: whenSignedIn,
    // Switching the year keeps the chart on screen until the new year arrives.
    placeholderData: keepPreviousData,
  }),
};

export function useLoginActivity(year: number | null) {
  return useQuery(loginActivityQueries.year(year));
}
