import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolEndpoints } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { useMySchoolName } from './accounts';

/** Schools (schoolEndpoints): the fixed list of schools the forms offer (spec 1 §5). */
export const schoolKeys = {
  all: ['schools'] as const,
  choices: () => [...schoolKeys.all, 'choices'] as const,
};

export const schoolQueries = {
  /** Public call: the sign-up form needs the list before anyone is signed in. */
  choices: () => queryOptions({
    queryKey: schoolKeys.choices(),
    queryFn: ({ signal }) => callEndpoint(schoolEndpoints.choices, { signal }),
    // The list changes rarely; one fetch per visit to a form is plenty.
    staleTime: 5 * 60_000,
  }),
};

/** The school choices of the sign-up and homework forms; `enabled` lets sign-up wait until its side is shown. */
export function useSchoolChoices(enabled = true) {
  return useQuery({ ...schoolQueries.choices(), enabled });
}

/**
 * The signed-in staff member's own school among the choices (its `value`), for forms that preselect it; the server
 * accepts only that one (ADR 0008). `value` is undefined while either list loads or when the school is not offered.
 */
export function useOwnSchoolChoice(): { value: string | undefined; isPending: boolean } {
  const schools = useSchoolChoices();
  const mine = useMySchoolName();
  return { value: schools.data?.schools.find((s) => s.label === mine.data)?.value, isPending: schools.isPending || mine.isPending };
}
