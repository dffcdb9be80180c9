import { useQuery } from '@tanstack/react-query';
import { courseReportPaths, teacherRemarkResponseSchema, type TeacherRemarkResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';

export const teacherRemarkQueryKey = ['courseReport', 'teacherRemark'] as const;

export function fetchTeacherRemark(signal?: AbortSignal): Promise<TeacherRemarkResponse> {
  return apiRequest(courseReportPaths.teacherRemark, { schema: teacherRemarkResponseSchema, signal });
}

/** The newest remark a teacher wrote for the signed-in student. */
export function useTeacherRemark() {
  return useQuery({ queryKey: teacherRemarkQueryKey, queryFn: ({ signal }) => fetchTeacherRemark(signal), enabled: whenSignedIn });
}
