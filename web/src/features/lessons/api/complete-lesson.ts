import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeLessonPath, completeLessonResponseSchema, type CompleteLessonResponse, type CurriculumResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { curriculumQueryKey } from './curriculum';
import { subjectsQueryKey } from './subjects';

export function postCompleteLesson(grade: number, subject: string, position: number): Promise<CompleteLessonResponse> {
  return apiRequest(completeLessonPath(grade, subject, position), { method: 'POST', schema: completeLessonResponseSchema });
}

/**
 * Marks a lesson completed on the server. The cached curriculum takes the server's progress at once,
 * so the circle turns green without a refetch; the Subjects cards' counts are refetched later.
 */
export function useCompleteLesson(grade: number, subject: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => postCompleteLesson(grade, subject, position),
    onSuccess: (result) => {
      queryClient.setQueryData<CurriculumResponse>(curriculumQueryKey(grade, subject), (old) => old && {
        ...old,
        data: old.data.map((l) => (result.progress.completed_positions.includes(l.position) ? { ...l, completed: true } : l)),
        progress: result.progress,
      });
      void queryClient.invalidateQueries({ queryKey: subjectsQueryKey });
    },
  });
}
