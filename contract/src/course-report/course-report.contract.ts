import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/** The 404 the spec's client treats as "success with an empty result" (spec 1 §8). */
export const NO_ACTIVITY_MESSAGE = 'No activity found for this user.';

export const studentActivityParamsSchema = z.object({ username: z.string().min(1).max(150) });

const seconds = (description: string) => z.number().int().min(0).meta({ description: `${description}, in seconds` });

/**
 * Spec 1 §3 "Student activity", per subject. Times are seconds. The lesson viewer has five tabs, so
 * simulator and hint time are given too; total_curriculum_time is the sum of all five.
 */
export const subjectSummaryItemSchema = z.object({
  subject_id: z.number().int(),
  subject: z.string(),
  subject_slug: z.string(),
  grade: z.number().int(),
  total_video_time: seconds('Video tab'),
  total_quiz_time: seconds('Quiz tab'),
  total_content_time: seconds('Content tab'),
  total_simulator_time: seconds('Simulator tab'),
  total_hint_time: seconds('Hint tab'),
  total_curriculum_time: seconds('All tabs together'),
});
export type SubjectSummaryItem = z.infer<typeof subjectSummaryItemSchema>;

/** Spec 1 §3 "Student activity", per lesson: page_visited is the lesson's name. */
export const lessonSummaryItemSchema = z.object({
  subject_id: z.number().int(),
  subject: z.string(),
  lesson_id: z.number().int(),
  lesson_position: z.number().int().min(1).max(8),
  page_visited: z.string(),
  video_time: seconds('Video tab'),
  quiz_time: seconds('Quiz tab'),
  content_time: seconds('Content tab'),
  simulator_time: seconds('Simulator tab'),
  hint_time: seconds('Hint tab'),
});
export type LessonSummaryItem = z.infer<typeof lessonSummaryItemSchema>;

/** All-time figures; subjects by grade and name, lessons by subject and position. */
export const studentActivityResponseSchema = z.object({
  subject_summary: z.array(subjectSummaryItemSchema),
  lesson_summary: z.array(lessonSummaryItemSchema),
});
export type StudentActivityResponse = z.infer<typeof studentActivityResponseSchema>;

/** The newest remark a teacher wrote for the signed-in student (the Course Report's teacher comment card). */
export const teacherRemarkSchema = z.object({
  remark: z.string(),
  teacher_name: z.string(),
  created_at: z.string().meta({ description: 'ISO 8601' }),
});
export type TeacherRemark = z.infer<typeof teacherRemarkSchema>;
export const teacherRemarkResponseSchema = z.object({ teacher_remark: teacherRemarkSchema.nullable() });
export type TeacherRemarkResponse = z.infer<typeof teacherRemarkResponseSchema>;

const tags = ['course-report'] as const;
export const courseReportEndpoints = {
  studentActivity: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student-activity/:username/', tags,
    summary: "A student's time per subject and lesson (seconds); 404 'No activity found for this user.' when there is none",
    params: studentActivityParamsSchema, responses: { 200: studentActivityResponseSchema },
    // The spec's client reads `message` of the 404 (spec 1 §8).
    errorsCarryMessage: true,
  }),
  teacherRemark: defineEndpoint({
    method: 'GET', path: '/student_dashboard/teacher-remark/', tags,
    summary: 'The newest remark a teacher wrote for the signed-in student (null when none)', responses: { 200: teacherRemarkResponseSchema },
  }),
} as const;
