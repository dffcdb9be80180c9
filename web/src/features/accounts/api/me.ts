import { useQuery } from '@tanstack/react-query';
import { accountPaths, meResponseSchema, type MeResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const meQueryKey = ['accounts', 'me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest(accountPaths.me, { schema: meResponseSchema, signal });
}

/** Who is signed in; the role shells' account card reads it. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), enabled: whenSignedIn });
}
