import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseLessonEndpoints, lessonEndpoints, type CurriculumResponse } from '@prayog/contract';
import { callEndpoint } from '../lib/api';
import { whenSignedIn } from '../lib/query-client';
import { storage } from '../lib/storage';

/** Lessons (lessonEndpoints): the Subjects cards, a subject's curriculum, completing a lesson. */
export const lessonKeys = {
  all: ['lessons'] as const,
  subjects: () => [...lessonKeys.all, 'subjects'] as const,
  curriculum: (grade: number, subject: string) => [...lessonKeys.all, 'curriculum', grade, subject] as const,
  courseLessons: (course: number | null) => [...lessonKeys.all, 'course-lessons', course] as const,
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

export function useSubjects() {
  return useQuery(lessonQueries.subjects());
}

export function useCurriculum(grade: number, subject: string) {
  return useQuery(lessonQueries.curriculum(grade, subject));
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

/**
 * Marks a lesson completed on the server. The cached curriculum takes the server's progress at once,
 * so the circle turns green without a refetch; the Subjects cards' counts are refetched later.
 */
export function useCompleteLesson(grade: number, subject: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => callEndpoint(lessonEndpoints.completeLesson, { params: { grade, subject, position } }),
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
