import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accommodationEndpoints, learnerEndpoints, type AddStudentRequest, type Section, type SetAccommodationRequest } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { schoolParam, useStaffScope, type StaffRole } from '../lib/staff-role';

/**
 * Learner's Assigned / Learner's Onboard (learnerEndpoints): one class or a search, a learner's attendance, and the
 * one-time passwords of a reset or an added student. The teacher and the school account call their own paths.
 */
const endpointsOf = (role: StaffRole) => role === 'school'
  ? { report: learnerEndpoints.schoolAccessReport, attendance: learnerEndpoints.schoolAttendance, reset: learnerEndpoints.schoolResetPassword, add: learnerEndpoints.schoolAddStudent, extraTime: accommodationEndpoints.schoolSetAccommodation }
  : { report: learnerEndpoints.teacherAccessReport, attendance: learnerEndpoints.teacherAttendance, reset: learnerEndpoints.teacherResetPassword, add: learnerEndpoints.teacherAddStudent, extraTime: accommodationEndpoints.teacherSetAccommodation };

/** A class (grade and section), a search across the school, or neither (the server's first class). */
export interface LearnerFilter {
  grade?: number;
  section?: Section;
  search?: string;
}

export const learnerKeys = {
  all: ['learners'] as const,
  role: (role: StaffRole) => [...learnerKeys.all, role] as const,
  reports: (role: StaffRole) => [...learnerKeys.role(role), 'report'] as const,
  report: (role: StaffRole, filter: LearnerFilter) =>
    [...learnerKeys.reports(role), filter.search ? { search: filter.search } : { grade: filter.grade ?? null, section: filter.section ?? null }] as const,
  attendance: (role: StaffRole, username: string, school?: number) => [...learnerKeys.role(role), 'attendance', username, school ?? 'own'] as const,
};

export const learnerQueries = {
  report: (role: StaffRole, filter: LearnerFilter) => queryOptions({
    queryKey: learnerKeys.report(role, filter),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).report, {
      query: filter.search ? { search: filter.search } : { grade: filter.grade, section: filter.section },
      signal,
    }),
    enabled: whenSignedIn,
    // Keeps the class list and the table in place while another class or search loads.
    placeholderData: keepPreviousData,
  }),
  /** `school`: an administrator reads a student of that school (`?school=`); staff read their own school's. */
  attendance: (role: StaffRole, username: string, school?: number) => queryOptions({
    queryKey: learnerKeys.attendance(role, username, school),
    queryFn: ({ signal }) => callEndpoint(endpointsOf(role).attendance, { params: { username }, query: schoolParam({ school }), signal }),
    enabled: whenSignedIn,
  }),
};

export function useAccessReport(role: StaffRole, filter: LearnerFilter) {
  return useQuery(learnerQueries.report(role, filter));
}

/**
 * A learner's attendance, fetched only while the Attendance Details modal shows one (`null` otherwise), of the
 * screen's staff scope: an administrator's chosen school (the admin's Students section provides the student's), else
 * the caller's own.
 */
export function useAttendance(role: StaffRole, username: string | null) {
  const { school } = useStaffScope();
  return useQuery({ ...learnerQueries.attendance(role, username ?? '', school), enabled: username !== null && whenSignedIn() });
}

/** A one-time password for a student: nothing listed changes (the table shows no password state). */
export function useResetStudentPassword(role: StaffRole) {
  return useMutation({
    mutationFn: (username: string) => callEndpoint(endpointsOf(role).reset, { params: { username } }),
  });
}

/** Adds a student: the class lists and counts change, so every loaded class and search of this role is refetched. */
export function useAddStudent(role: StaffRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStudentRequest) => callEndpoint(endpointsOf(role).add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerKeys.reports(role) }),
  });
}

/** Extra time in timed quizzes for one student or a class (ADR 0040): the class lists show it, so they are refetched. */
export function useSetAccommodation(role: StaffRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAccommodationRequest) => callEndpoint(endpointsOf(role).extraTime, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerKeys.reports(role) }),
  });
}
