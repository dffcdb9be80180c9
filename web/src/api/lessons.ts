import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseLessonEndpoints, curriculumParamsSchema, lessonEndpoints, type CompleteLessonResponse, type CurriculumResponse } from '@prayog/contract';
import { ApiError, apiBlob, callEndpoint } from '../lib/api';
import { activityQueries } from './activity';
import { offlineQueue } from './offline-queue';
import { queryClient, whenSignedIn } from '../lib/query-client';
import { storage } from '../lib/storage';

/** Lessons (lessonEndpoints): the Subjects cards, a subject's curriculum, completing a lesson. */
export const lessonKeys = {
  all: ['lessons'] as const,
  subjects: () => [...lessonKeys.all, 'subjects'] as const,
  curriculum: (grade: number, subject: string) => [...lessonKeys.all, 'curriculum', grade, subject] as const,
  courseLessons: (course: number | null) => [...lessonKeys.all, 'course-lessons', course] as const,
  page: (url: string) => [...lessonKeys.all, 'page', url] as const,
};

export const lessonQueries = {
  /** The Subjects panel's cards: the signed-in student's subjects with their progress. */
  subjects: () => queryOptions({
    queryKey: lessonKeys.subjects(),
    queryFn: ({ signal }) => callEndpoint(lessonEndpoints.subjects, { signal }),
    enabled: whenSignedIn,
  }),
  /** The lessons of one subject with the student's progress (the lesson viewer, spec 2 §7 "lesson content fetch"). */
  curriculum: (grade: number, subject: string) => queryOptions({
    queryKey: lessonKeys.curriculum(grade, subject),
    queryFn: ({ signal }) => callEndpoint(lessonEndpoints.curriculum, { params: { grade, subject }, signal }),
    // The viewer only needs a stored token (spec 2 §6), not the portal's authenticated flag.
    enabled: () => storage.authToken() !== null,
  }),
  /**
   * An authored lesson's page (the Content tab), fetched with the token header: the server serves it only to whom the
   * lesson is shown, and a frame cannot send the header. Asked again each time the tab opens, as the server says.
   */
  page: (url: string) => queryOptions({
    queryKey: lessonKeys.page(url),
    queryFn: ({ signal }) => apiBlob(url, signal),
    enabled: () => storage.authToken() !== null,
  }),
  /**
   * The coaches' Curriculum viewer: without a course, only the grades and subjects for the selects; with one,
   * also that subject's lessons (one subject at a time keeps each answer small).
   */
  courseLessons: (course: number | null) => queryOptions({
    queryKey: lessonKeys.courseLessons(course),
    queryFn: ({ signal }) => callEndpoint(courseLessonEndpoints.teacher, { query: course === null ? {} : { course }, signal }),
    enabled: whenSignedIn,
    // The curriculum changes when an administrator edits it, not during a lesson's preparation.
    staleTime: 5 * 60_000,
  }),
};

/**
 * Starts fetching what a lesson viewer opened by its address shows first (the subject's lessons and a student's time),
 * while the viewer's code still loads (app/router.tsx; issue 29): on a slow phone the answers are there when the page
 * first renders, one wave earlier. An address that cannot name a subject is not sent to the server, as the viewer
 * itself does not send it (spec 2 §8); the check lives here, with the contract this module already loads, so the
 * sign-in page's own download does not grow.
 */
export function prefetchLessonAddress(standard: string, subject: string): void {
  const address = curriculumParamsSchema.safeParse({ grade: standard, subject });
  if (!address.success || storage.authToken() === null) return;
  const { grade } = address.data;
  void queryClient.prefetchQuery(lessonQueries.curriculum(grade, address.data.subject));
  // Only a student's time is counted and shown; staff preview lessons (LessonViewerPage's isLearner).
  if (storage.role() === 'student' && !storage.isSuperUser()) void queryClient.prefetchQuery(activityQueries.lessonSummary(grade, address.data.subject));
}

export function useSubjects() {
  return useQuery(lessonQueries.subjects());
}

export function useCurriculum(grade: number, subject: string) {
  return useQuery(lessonQueries.curriculum(grade, subject));
}

export function useLessonPage(url: string) {
  return useQuery(lessonQueries.page(url));
}

/** The Curriculum viewer's grades and subjects (no lessons). */
export function useCurriculumChoices() {
  return useQuery(lessonQueries.courseLessons(null));
}

/** The lessons of one subject for the Curriculum viewer; nothing is fetched until a subject is chosen. */
export function useCourseTopics(course: number | null) {
  return useQuery({
    ...lessonQueries.courseLessons(course ?? 0),
    enabled: () => course !== null && whenSignedIn(),
  });
}

/** The progress after `position` is completed, as the server would answer it, for a completion kept offline. */
export function progressAfter(curriculum: CurriculumResponse, position: number): CurriculumResponse['progress'] {
  const completed = [...new Set([...curriculum.progress.completed_positions, position])].sort((a, b) => a - b);
  const firstOpen = curriculum.data.findIndex((l) => !completed.includes(l.position));
  return {
    completed_positions: completed,
    current_index: firstOpen === -1 ? curriculum.data.length - 1 : firstOpen,
    subject_completed: firstOpen === -1,
  };
}

/**
 * Marks a lesson completed, through the offline queue (issue 29 part 4): online it waits for the server's answer;
 * offline it is kept on the phone and sent when the network returns, and the viewer moves on at once. The cached
 * curriculum takes the progress (the server's, or the same rule applied here), so the circle turns green without a
 * refetch; the Subjects cards' counts are refetched later.
 */
export function useCompleteLesson(grade: number, subject: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The queue keeps it offline: TanStack's default ('online') would pause the mutation there instead, so the viewer
    // would not move on and a completion made offline would be lost with the page.
    networkMode: 'always',
    mutationFn: async (position: number): Promise<CompleteLessonResponse> => {
      const outcome = await offlineQueue.submit({ call: 'completeLesson', params: { grade, subject, position } });
      if (outcome.status === 'sent') return outcome.answer as CompleteLessonResponse;
      if (outcome.status === 'refused') throw outcome.error;
      if (outcome.status === 'dropped') throw new ApiError(0);
      const cached = queryClient.getQueryData<CurriculumResponse>(lessonKeys.curriculum(grade, subject));
      if (!cached) throw new ApiError(0);
      return { position, progress: progressAfter(cached, position) };
    },
    onSuccess: (result) => {
      queryClient.setQueryData<CurriculumResponse>(lessonKeys.curriculum(grade, subject), (old) => old && {
        ...old,
        data: old.data.map((l) => (result.progress.completed_positions.includes(l.position) ? { ...l, completed: true } : l)),
        progress: result.progress,
      });
      void queryClient.invalidateQueries({ queryKey: lessonKeys.subjects() });
    },
  });
}
