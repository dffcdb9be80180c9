import { useQuery } from '@tanstack/react-query';
import { accountPaths, meResponseSchema } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const homeworkMySchoolKey = ['homework', 'my-school'] as const;

/** The signed-in student's school, so the form can start on it. */
export function fetchMySchool(signal?: AbortSignal): Promise<string | null> {
  return apiRequest(accountPaths.me, { schema: meResponseSchema, signal }).then((me) => me.school?.name ?? null);
}

export function useMySchool() {
  return useQuery({ queryKey: homeworkMySchoolKey, queryFn: ({ signal }) => fetchMySchool(signal), enabled: whenSignedIn, staleTime: 5 * 60_000 });
}
