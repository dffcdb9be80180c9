import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONTHLY_REPORT_FILE_FIELD, monthlyReportEndpoints, type MonthlyReportFields } from '@prayog/contract';
import { apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { StaffRole } from '../lib/staff-role';
import { uploadToEndpoint } from '../lib/upload';

/**
 * Monthly Reports (monthlyReportEndpoints): the school's reports, newest date first. The teacher adds, modifies and
 * deletes them (multipart with the file); the school account reads the same list.
 */
export const MONTHLY_REPORT_LIST_LIMIT = 100;

export const monthlyReportKeys = {
  all: ['monthly-reports'] as const,
  lists: () => [...monthlyReportKeys.all, 'list'] as const,
  list: (role: StaffRole) => [...monthlyReportKeys.lists(), role] as const,
};

export const monthlyReportQueries = {
  /** The newest reports (the largest page the server allows; the table pages them itself). */
  list: (role: StaffRole) => queryOptions({
    queryKey: monthlyReportKeys.list(role),
    queryFn: ({ signal }) => callEndpoint(role === 'school' ? monthlyReportEndpoints.schoolList : monthlyReportEndpoints.teacherList, {
      query: { limit: MONTHLY_REPORT_LIST_LIMIT, offset: 0 },
      signal,
    }),
    enabled: whenSignedIn,
  }),
};

export function useMonthlyReports(role: StaffRole) {
  return useQuery(monthlyReportQueries.list(role));
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
