import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loginActivityPaths, loginActivityResponseSchema, type LoginActivityResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

/** `null` asks for the server's default: the current year in the school's time zone. */
export const loginActivityQueryKey = (year: number | null) => ['loginActivity', 'daily', year ?? 'current'] as const;

export function fetchLoginActivity(year: number | null, signal?: AbortSignal): Promise<LoginActivityResponse> {
  return apiRequest(loginActivityPaths.loginActivity, { schema: loginActivityResponseSchema, query: { year: year ?? undefined }, signal });
}

/** The signed-in student's sign-ins per day of one year, with the profile box. */
export function useLoginActivity(year: number | null) {
  return useQuery({
    queryKey: loginActivityQueryKey(year),
    queryFn: ({ signal }) => fetchLoginActivity(year, signal),
    enabled: whenSignedIn,
    // Switching the year keeps the chart on screen until the new year arrives.
    placeholderData: keepPreviousData,
  });
}
