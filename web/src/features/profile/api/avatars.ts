import { useQuery } from '@tanstack/react-query';
import { availableAvatarsResponseSchema, profilePaths, type AvailableAvatars } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const avatarsQueryKey = ['profile', 'avatars'] as const;

export function fetchAvatars(signal?: AbortSignal): Promise<AvailableAvatars> {
  return apiRequest(profilePaths.avatars, { schema: availableAvatarsResponseSchema, signal });
}

export function useAvatars() {
  return useQuery({
    queryKey: avatarsQueryKey,
    queryFn: ({ signal }) => fetchAvatars(signal),
    enabled: whenSignedIn,
    // The shipped avatars change only with a new release.
    staleTime: 60 * 60_000,
  });
}
