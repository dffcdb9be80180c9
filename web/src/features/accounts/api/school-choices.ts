import { useQuery } from '@tanstack/react-query';
import { schoolChoicesResponseSchema, schoolPaths } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export const schoolChoicesQueryKey = ['accounts', 'school-choices'] as const;

// Public call: the sign-up form needs the school list before anyone is signed in.
export function fetchSchoolChoices(signal?: AbortSignal) {
  return apiRequest(schoolPaths.choices, { schema: schoolChoicesResponseSchema, signal });
}

export function useSchoolChoices(enabled = true) {
  return useQuery({
    queryKey: schoolChoicesQueryKey,
    queryFn: ({ signal }) => fetchSchoolChoices(signal),
    enabled,
    // The list changes rarely; one fetch per visit to the sign-up form is plenty.
    staleTime: 5 * 60_000,
  });
}
