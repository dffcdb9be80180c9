import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOMEWORK_FILE_FIELD, homeworkEndpoints, staffHomeworkEndpoints, type Section } from '@prayog/contract';
import { apiBlob, callEndpoint, type ApiBlob } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { uploadToEndpoint } from '../lib/upload';

/** Holiday homework (homeworkEndpoints): the student's submissions, a new submission, a submitted PDF. */
export const homeworkKeys = {
  all: ['homework'] as const,
  list: () => [...homeworkKeys.all, 'list'] as const,
  staff: (grade: number, section: Section) => [...homeworkKeys.all, 'staff', grade, section] as const,
};

/** Submissions per page of the list; "Show more" fetches the next page. */
export const HOMEWORK_PAGE_SIZE = 20;

export const homeworkQueries = {
  /** The student's earlier submissions, newest first, a page at a time. */
  list: () => infiniteQueryOptions({
    queryKey: homeworkKeys.list(),
    queryFn: ({ pageParam, signal }) => callEndpoint(homeworkEndpoints.list, { query: { limit: HOMEWORK_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: whenSignedIn,
  }),
  /** The coaches' Holiday Homework Report: one class's submissions, grouped by grade then section, newest first. */
  staff: (grade: number, section: Section) => queryOptions({
    queryKey: homeworkKeys.staff(grade, section),
    queryFn: ({ signal }) => callEndpoint(staffHomeworkEndpoints.teacher, { query: { grade, section }, signal }),
    enabled: whenSignedIn,
  }),
};

export function useHolidayHomework() {
  return useInfiniteQuery(homeworkQueries.list());
}

/** The Holiday Report's submissions of one class; nothing is fetched until both grade and section are chosen. */
export function useStaffHolidayHomework(grade: number | null, section: Section | null) {
  return useQuery({
    ...homeworkQueries.staff(grade ?? 0, section ?? 'A'),
    enabled: () => grade !== null && section !== null && whenSignedIn(),
  });
}

export interface HomeworkSubmission {
  school: string;
  grade: string;
  section: string;
  text: string;
  file: File | null;
}

/** The multipart form of spec 1 §7: school, grade, section, text and an optional file. */
function homeworkForm(submission: HomeworkSubmission): FormData {
  const form = new FormData();
  form.append('school', submission.school);
  form.append('grade', submission.grade);
  form.append('section', submission.section);
  form.append('text', submission.text);
  if (submission.file) form.append(HOMEWORK_FILE_FIELD, submission.file, submission.file.name);
  return form;
}

/** Submits with upload progress (0 to 1); the list of submissions is refetched afterwards. */
export function useSubmitHolidayHomework(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: HomeworkSubmission) => uploadToEndpoint(homeworkEndpoints.submit, homeworkForm(submission), { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.list() }),
  });
}

/** A submitted PDF (an item's `file` address), fetched with the token header: a plain link cannot send it. */
export function fetchHomeworkFile(url: string): Promise<ApiBlob> {
  return apiBlob(url);
}
