import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loginActivityPaths, loginActivityResponseSchema, type LoginActivityResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

/** `null` asks for the server's default: the current year in the school's time zone. */
export const loginSummaryQueryKey = (year: number | null) => ['courseReport', 'loginSummary', year ?? 'current'] as const;

export function fetchLoginSummary(year: number | null, signal?: AbortSignal): Promise<LoginActivityResponse> {
  return apiRequest(loginActivityPaths.loginActivity, { schema: loginActivityResponseSchema, query: { year: year ?? undefined }, signal });
}

/** Sign-ins per day of one year; the Course Report adds them up per month. */
export function useLoginSummary(year: number | null) {
  return useQuery({
    queryKey: loginSummaryQueryKey(year),
    queryFn: ({ signal }) => fetchLoginSummary(year, signal),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  });
}
