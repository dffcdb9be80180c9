import { useMutation } from '@tanstack/react-query';
import { profilePath, studentProfileSchema, type StudentProfile } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export interface ProfileChanges {
  name: string;
  grade: number;
  section: string;
}

export function updateProfile(username: string, changes: ProfileChanges): Promise<StudentProfile> {
  return apiRequest(profilePath(username), { method: 'PATCH', body: changes, schema: studentProfileSchema });
}

/** PATCH name, grade and section. The page reloads after a save (spec 1 §2), so no cache to update. */
export function useUpdateProfile(username: string) {
  return useMutation({ mutationFn: (changes: ProfileChanges) => updateProfile(username, changes) });
}
