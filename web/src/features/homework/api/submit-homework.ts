import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOMEWORK_FILE_FIELD, holidayHomeworkSchema, homeworkPaths, type HolidayHomework } from '@prayog/contract';
import { apiUpload } from '../../../lib/upload';
import { holidayHomeworkQueryKey } from './holiday-homework';

export interface HomeworkSubmission {
  school: string;
  grade: string;
  section: string;
  text: string;
  file: File | null;
}

/** The multipart form of spec 1 §7: school, grade, section, text and an optional file. */
export function submitHolidayHomework(submission: HomeworkSubmission, onProgress?: (fraction: number) => void): Promise<HolidayHomework> {
  const form = new FormData();
  form.append('school', submission.school);
  form.append('grade', submission.grade);
  form.append('section', submission.section);
  form.append('text', submission.text);
  if (submission.file) form.append(HOMEWORK_FILE_FIELD, submission.file, submission.file.name);
  return apiUpload(homeworkPaths.holidayHomework, form, { schema: holidayHomeworkSchema, onProgress });
}

/** Submits with upload progress; the list of submissions is refetched afterwards. */
export function useSubmitHolidayHomework(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: HomeworkSubmission) => submitHolidayHomework(submission, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayHomeworkQueryKey }),
  });
}
