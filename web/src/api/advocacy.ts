import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { advocacyEndpoints, type AdvocacyReportRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';

/**
 * Advocacy Report (advocacyEndpoints): the school's one report (null before it is written). The teacher creates and
 * edits it; the school account reads it (ADR 0011).
 */
export const advocacyKeys = {
  all: ['advocacy'] as const,
  report: (role: StaffRole) => [...advocacyKeys.all, role] as const,
};

export const advocacyQueries = {
  report: (role: StaffRole) => queryOptions({
    queryKey: advocacyKeys.report(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? advocacyEndpoints.schoolGet : advocacyEndpoints.teacherGet, { signal }),
    enabled: whenSignedIn,
    select: (data) => data.advocacy_report,
  }),
};

export function useAdvocacyReport(role: StaffRole) {
  return useQuery(advocacyQueries.report(role));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: advocacyKeys.all });
}

export function useCreateAdvocacyReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdvocacyReportRequest) => callEndpoint(advocacyEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}

/** Replaces every field of the report with the form's. */
export function useUpdateAdvocacyReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: AdvocacyReportRequest & { id: number }) => callEndpoint(advocacyEndpoints.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
