import { useQuery } from '@tanstack/react-query';
import { NO_ACTIVITY_MESSAGE, studentActivityPath, studentActivityResponseSchema, type StudentActivityResponse } from '@prayog/contract';
import { apiRequest, isApiError } from '../../../lib/api';
import { whenSignedIn } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';

export interface StudentActivity extends StudentActivityResponse {
  /** The server's 404 'No activity found for this user.', read as success with nothing in it (spec 1 §8). */
  empty: boolean;
}

export const studentActivityQueryKey = (username: string | null) => ['courseReport', 'studentActivity', username] as const;

export async function fetchStudentActivity(username: string, signal?: AbortSignal): Promise<StudentActivity> {
  try {
    const data = await apiRequest(studentActivityPath(username), { schema: studentActivityResponseSchema, signal });
    return { ...data, empty: data.subject_summary.length === 0 };
  } catch (error) {
    if (isApiError(error) && error.status === 404 && (error.serverMessage ?? error.detail) === NO_ACTIVITY_MESSAGE) {
      return { subject_summary: [], lesson_summary: [], empty: true };
    }
    throw error;
  }
}

/** The signed-in student's time per subject and lesson (seconds). */
export function useStudentActivity() {
  const username = storage.username();
  return useQuery({
    queryKey: studentActivityQueryKey(username),
    queryFn: ({ signal }) => fetchStudentActivity(username ?? '', signal),
    enabled: () => whenSignedIn() && Boolean(username),
  });
}
