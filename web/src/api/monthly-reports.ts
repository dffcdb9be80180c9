import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONTHLY_REPORT_FILE_FIELD, monthlyReportEndpoints, type MonthlyReportFields } from '@prayog/contract';
import { apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam } from '../lib/staff-role';
import { uploadToEndpoint } from '../lib/upload';
import type { ServerPage } from './paging';
import { scopeKey, type ScopeRef } from './staff-scope';

/**
 * Monthly Reports (monthlyReportEndpoints): the school's reports, newest date first. The teacher adds, modifies and
 * deletes them (multipart with the file); the school account reads the same list.
 */
export const monthlyReportKeys = {
  all: ['monthly-reports'] as const,
  lists: () => [...monthlyReportKeys.all, 'list'] as const,
  list: (scope: ScopeRef, page: ServerPage) => [...monthlyReportKeys.lists(), ...scopeKey(scope), page] as const,
};

export const monthlyReportQueries = {
  /** One page of the list; mutations invalidate every page (the `lists()` prefix). */
  list: (scope: ScopeRef, page: ServerPage) => queryOptions({
    queryKey: monthlyReportKeys.list(scope, page),
    queryFn: ({ signal }) => callEndpoint(scope.role === 'school' ? monthlyReportEndpoints.schoolList : monthlyReportEndpoints.teacherList, {
      query: { ...page, ...schoolParam(scope) },
      signal,
    }),
    enabled: whenSignedIn,
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  }),
};

export function useMonthlyReports(scope: ScopeRef, page: ServerPage) {
  return useQuery(monthlyReportQueries.list(scope, page));
}

/** The form's values: date and month, and the file when one was chosen (required on add). */
export type MonthlyReportInput = Pick<MonthlyReportFields, 'date' | 'month'> & { monthly_report?: File | null };

function reportForm({ date, month, monthly_report: file }: MonthlyReportInput): FormData {
  const form = new FormData();
  form.append('date', date);
  form.append('month', month);
  // On modify the file is sent only if one was chosen: without it the server keeps the stored one.
  if (file) form.append(MONTHLY_REPORT_FILE_FIELD, file, file.name);
  return form;
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: monthlyReportKeys.lists() });
}

export function useCreateMonthlyReport() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: MonthlyReportInput) => uploadToEndpoint(monthlyReportEndpoints.create, reportForm(input)),
    onSuccess: invalidate,
  });
}

export function useUpdateMonthlyReport() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, ...input }: MonthlyReportInput & { id: number }) => uploadToEndpoint(monthlyReportEndpoints.update, reportForm(input), { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteMonthlyReport() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(monthlyReportEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** A report's file (its `monthly_report` address), fetched with the token header: a plain link cannot send it. */
export function fetchMonthlyReportFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
