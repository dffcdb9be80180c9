import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_CHOICE_FIELD, studentProfileSchema, uploadAvatarPath, type StudentProfile } from '@prayog/contract';
import { apiUpload } from '../../../lib/upload';

export function uploadAvatar(username: string, avatarKey: string): Promise<StudentProfile> {
  const form = new FormData();
  form.append(AVATAR_CHOICE_FIELD, avatarKey);
  return apiUpload(uploadAvatarPath(username), form, { schema: studentProfileSchema });
}

/** Sends the chosen avatar (multipart, spec 1 §7); the caller refetches the profile afterwards. */
export function useUploadAvatar(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarKey: string) => uploadAvatar(username, avatarKey),
    // Other panels (the dashboard's profile card) show the picture too: mark their data stale so
    // they fetch it again when next opened, without refetching anything now.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
