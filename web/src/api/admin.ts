import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEndpoints, type NotifySchoolRequest, type SchoolCreateRequest, type SchoolUpdateRequest, type Section,
} from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import type { ServerPage } from './paging';
import { schoolKeys } from './schools';

/**
 * The administrator's own calls (adminEndpoints, ADR 0015): the summary of every school, one school's LMS
 * engagement, the schools and their pending school accounts, a notification to a school's students, and the
 * students of every school. A school's own records are read through the school modules with `?school=`.
 */

/** The Students section's filters; every one may be left out. */
export interface AdminStudentFilters {
  search?: string;
  school?: number;
  grade?: number;
  section?: Section;
}

export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  engagements: () => [...adminKeys.all, 'engagement'] as const,
  engagement: (school: number | null, month: string | null) => [...adminKeys.engagements(), { school, month }] as const,
  schoolAccounts: () => [...adminKeys.all, 'school-accounts'] as const,
  studentLists: () => [...adminKeys.all, 'students'] as const,
  students: (filters: AdminStudentFilters, page: ServerPage) => [...adminKeys.studentLists(), filters, page] as const,
};

export const adminQueries = {
  summary: () => queryOptions({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.schoolSummary, { signal }),
    enabled: whenSignedIn,
  }),
  /** `null` asks for the server's default: the first school by name, its latest month with sign-ins. */
  engagement: (school: number | null, month: string | null) => queryOptions({
    queryKey: adminKeys.engagement(school, month),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.lmsEngagement, {
      query: { school: school ?? undefined, month: month ?? undefined },
      signal,
    }),
    enabled: whenSignedIn,
    // The chart stays drawn (dimmed) while another school or month loads.
    placeholderData: keepPreviousData,
  }),
  schoolAccounts: () => queryOptions({
    queryKey: adminKeys.schoolAccounts(),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.pendingSchoolAccounts, { signal }),
    enabled: whenSignedIn,
    // Schools sign up at any time: coming back to the section shows who has joined the queue since.
    staleTime: 0,
  }),
  students: (filters: AdminStudentFilters, page: ServerPage) => queryOptions({
    queryKey: adminKeys.students(filters, page),
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.students, { query: { ...filters, ...page }, signal }),
    enabled: whenSignedIn,
    placeholderData: keepPreviousData,
  }),
};

export function useSchoolSummary() {
  return useQuery(adminQueries.summary());
}

/** The summary's schools alone (the same fetch and cache as the summary), for the tables built on them. */
export function useSchoolSummaryRows() {
  return useQuery({ ...adminQueries.summary(), select: (summary) => summary.schools });
}

export function useLmsEngagement(school: number | null, month: string | null) {
  return useQuery(adminQueries.engagement(school, month));
}

export function usePendingSchoolAccounts() {
  return useQuery(adminQueries.schoolAccounts());
}

export function useAdminStudents(filters: AdminStudentFilters, page: ServerPage) {
  return useQuery(adminQueries.students(filters, page));
}

/**
 * A school added or changed: the summary (and every table built on it), the engagement's school names, the
 * student lists' school names and the public school choices of the sign-up form all change.
 */
function useInvalidateSchools() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  ]);
}

/** Adds a school; a duplicate name or code is refused (409) with the server's detail. */
export function useAddSchool() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: (body: SchoolCreateRequest) => callEndpoint(adminEndpoints.addSchool, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateSchool() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SchoolUpdateRequest }) => callEndpoint(adminEndpoints.updateSchool, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

/** Approves or rejects a school account; the answer's `detail` is the server's message. */
export function useDecideSchoolAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) => callEndpoint(adminEndpoints.decideSchoolAccount, {
      params: { id }, body: { decision },
    }),
    // Refetched on failure too: a 404 means another administrator has decided it already. The summary counts them.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.schoolAccounts() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
    ]),
  });
}

/** A notification to a school's students (all, one grade, or one class); nothing listed here changes. */
export function useNotifySchool() {
  return useMutation({
    mutationFn: (body: NotifySchoolRequest) => callEndpoint(adminEndpoints.notifySchool, { body }),
  });
}

/** A one-time password for any student: nothing listed changes (the table shows no password state). */
export function useResetAdminStudentPassword() {
  return useMutation({
    mutationFn: (username: string) => callEndpoint(adminEndpoints.resetStudentPassword, { params: { username } }),
  });
}
