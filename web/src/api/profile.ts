import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVATAR_CHOICE_FIELD, profileEndpoints, type ProfileUpdate } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { uploadToEndpoint } from '../lib/upload';
import { loginActivityKeys } from './login-activity';
import { studentDashboardKeys } from './student-dashboard';

/** Profile (profileEndpoints): the student's profile, its changes, and the avatars to choose from. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (username: string) => [...profileKeys.all, 'detail', username] as const,
  avatars: () => [...profileKeys.all, 'avatars'] as const,
};

export const profileQueries = {
  /** The signed-in student's profile; `username` comes from browser storage (spec 1 §3). */
  detail: (username: string | null) => queryOptions({
    queryKey: profileKeys.detail(username ?? ''),
    queryFn: ({ signal }) => callEndpoint(profileEndpoints.get, { params: { username: username! }, signal }),
    enabled: () => whenSignedIn() && Boolean(username),
  }),
  avatars: () => queryOptions({
    queryKey: profileKeys.avatars(),
    queryFn: ({ signal }) => callEndpoint(profileEndpoints.avatars, { signal }),
    enabled: whenSignedIn,
    // The shipped avatars change only with a new release.
    staleTime: 60 * 60_000,
  }),
};

export function useProfile(username: string | null) {
  return useQuery(profileQueries.detail(username));
}

export function useAvatars() {
  return useQuery(profileQueries.avatars());
}

export type ProfileChanges = ProfileUpdate & { name: string; grade: number };

/**
 * PATCH name, grade and section (another class is only asked for, ADR 0024). The page reloads after a save (spec 1 §2): a new class changes nearly
 * every list, so the whole cache is only marked stale here, without refetching anything.
 */
export function useUpdateProfile(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => callEndpoint(profileEndpoints.update, { params: { username }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}

/** Withdraws the student's waiting class change (ADR 0024); the profile is fetched again. */
export function useCancelClassChange(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(profileEndpoints.cancelClassChange, { params: { username } }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(username), profile),
  });
}

/**
 * Sends the chosen avatar (multipart, spec 1 §7); the caller refetches the profile afterwards. The other
 * places that show the picture (the dashboard's profile card, the Login Activity profile box) are marked
 * stale so they fetch it again when next shown, without refetching anything now.
 */
export function useUploadAvatar(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarKey: string) => {
      const form = new FormData();
      form.append(AVATAR_CHOICE_FIELD, avatarKey);
      return uploadToEndpoint(profileEndpoints.uploadAvatar, form, { params: { username } });
    },
    onSuccess: () => Promise.all(
      [profileKeys.detail(username), studentDashboardKeys.dashboard(username), loginActivityKeys.all]
        .map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
    ),
  });
}
