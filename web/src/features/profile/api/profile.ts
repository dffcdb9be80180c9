import { useQuery } from '@tanstack/react-query';
import { profilePath, studentProfileSchema, type StudentProfile } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const profileQueryKey = (username: string) => ['profile', username] as const;

export function fetchProfile(username: string, signal?: AbortSignal): Promise<StudentProfile> {
  return apiRequest(profilePath(username), { schema: studentProfileSchema, signal });
}

/** The signed-in student's profile; `username` comes from browser storage (spec 1 §3). */
export function useProfile(username: string | null) {
  return useQuery({
    queryKey: profileQueryKey(username ?? ''),
    queryFn: ({ signal }) => fetchProfile(username!, signal),
    enabled: () => whenSignedIn() && Boolean(username),
  });
}
