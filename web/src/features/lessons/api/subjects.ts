import { useQuery } from '@tanstack/react-query';
import { lessonPaths, subjectsResponseSchema, type SubjectsResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const subjectsQueryKey = ['lessons', 'subjects'] as const;

export function fetchSubjects(signal?: AbortSignal): Promise<SubjectsResponse> {
  return apiRequest(lessonPaths.subjects, { schema: subjectsResponseSchema, signal });
}

/** The Subjects panel's cards: the signed-in student's subjects with their progress. */
export function useSubjects() {
  return useQuery({ queryKey: subjectsQueryKey, queryFn: ({ signal }) => fetchSubjects(signal), enabled: whenSignedIn });
}
