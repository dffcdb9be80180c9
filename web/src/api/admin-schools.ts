import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type SchoolSummary } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';

/**
 * The schools an administrator chooses from for a school's screens (ADR 0015). The public school choices name a
 * school by its code, but `?school=` takes its id, so the choices come from the admin school summary (every school
 * by name, with its id). The key is the summary's own (`['admin', 'summary']`), so the admin Dashboard and the picker
 * share one fetch and a school added there shows up here too.
 */
export interface AdminSchoolChoice {
  id: number;
  name: string;
}

export const adminSchoolKeys = {
  summary: () => ['admin', 'summary'] as const,
};

const choicesOf = (summary: SchoolSummary): AdminSchoolChoice[] => summary.schools.map((s) => ({ id: s.id, name: s.school_name }));

export const adminSchoolQueries = {
  choices: () => queryOptions({
    queryKey: adminSchoolKeys.summary(),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.schoolSummary, { signal }),
    enabled: whenSignedIn,
    select: choicesOf,
  }),
};

/** Every school by name (the server's order), as id and name. */
export function useAdminSchoolChoices() {
  return useQuery(adminSchoolQueries.choices());
}
