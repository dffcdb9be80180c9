import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_ACTIVITY_MESSAGE, courseReportEndpoints, type StudentActivityResponse } from '@prayog/contract';
import { callEndpoint, isApiError } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { storage } from '../lib/storage';

// Course report (courseReportEndpoints): the student's time per subject and lesson, and the teacher's remark.

export interface StudentActivity extends StudentActivityResponse {
  /** The server's 404 'No activity found for this user.', read as success with nothing in it (spec 1 §8). */
  empty: boolean;
}

export const courseReportKeys = {
  all: ['course-report'] as const,
  studentActivities: () => [...courseReportKeys.all, 'student-activity'] as const,
  studentActivity: (username: string | null) => [...courseReportKeys.studentActivities(), username] as const,
  teacherRemark: () => [...courseReportKeys.all, 'teacher-remark'] as const,
};

async function fetchStudentActivity(username: string, signal?: AbortSignal): Promise<StudentActivity> {
  try {
    const data = await callEndpoint(courseReportEndpoints.studentActivity, { params: { username }, signal });
    return { ...data, empty: data.subject_summary.length === 0 };
  } catch (error) {
    if (isApiError(error) && error.status === 404 && (error.serverMessage ?? error.detail) === NO_ACTIVITY_MESSAGE) {
      return { subject_summary: [], lesson_summary: [], empty: true };
    }
    throw error;
  }
}

export const courseReportQueries = {
  /** A student's time per subject and lesson (seconds); no activity at all is an empty result, not an error. */
  studentActivity: (username: string | null) => queryOptions({
    queryKey: courseReportKeys.studentActivity(username),
    queryFn: ({ signal }) => fetchStudentActivity(username ?? '', signal),
    enabled: () => whenSignedIn() && Boolean(username),
  }),
  /** The newest remark a teacher wrote for the signed-in student. */
  teacherRemark: () => queryOptions({
    queryKey: courseReportKeys.teacherRemark(),
    queryFn: ({ signal }) => callEndpoint(courseReportEndpoints.teacherRemark, { signal }),
    enabled: whenSignedIn,
  }),
};

/** The signed-in student's activity; the username is the stored one. */
export function useStudentActivity() {
  return useQuery(courseReportQueries.studentActivity(storage.username()));
}

export function useTeacherRemark() {
  return useQuery(courseReportQueries.teacherRemark());
}
