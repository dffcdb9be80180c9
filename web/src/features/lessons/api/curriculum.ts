import { useQuery } from '@tanstack/react-query';
import { curriculumPath, curriculumResponseSchema, type CurriculumResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { storage } from '../../../lib/storage';

export const curriculumQueryKey = (grade: number, subject: string) => ['lessons', 'curriculum', grade, subject] as const;

export function fetchCurriculum(grade: number, subject: string, signal?: AbortSignal): Promise<CurriculumResponse> {
  return apiRequest(curriculumPath(grade, subject), { schema: curriculumResponseSchema, signal });
}

/** The lessons of one subject with the student's progress (the lesson viewer, spec 2 §7 "lesson content fetch"). */
export function useCurriculum(grade: number, subject: string) {
  return useQuery({
    queryKey: curriculumQueryKey(grade, subject),
    queryFn: ({ signal }) => fetchCurriculum(grade, subject, signal),
    // The viewer only needs a stored token (spec 2 §6), not the portal's authenticated flag.
    enabled: () => storage.authToken() !== null,
  });
}
