import { useQuery } from '@tanstack/react-query';
import { schoolChoicesResponseSchema, schoolPaths } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export const homeworkSchoolChoicesKey = ['homework', 'school-choices'] as const;

export function fetchSchoolChoices(signal?: AbortSignal) {
  return apiRequest(schoolPaths.choices, { schema: schoolChoicesResponseSchema, signal });
}

/** The fixed list of schools the form offers (spec 1 §5). */
export function useSchoolChoices() {
  return useQuery({
    queryKey: homeworkSchoolChoicesKey,
    queryFn: ({ signal }) => fetchSchoolChoices(signal),
    staleTime: 5 * 60_000,
  });
}
