import { z } from 'zod';
import { quizTypeSchema, type QuizType } from '../common/enums';
import { errorSchema } from '../common/errors';

/** One question of a submitted attempt, as the student's report shows it. */
export const questionFeedbackSchema = z.object({
  question: z.string(),
  student_answer: z.string().nullable(),
  correct_answer: z.string(),
  is_correct: z.boolean(),
});

/**
 * A student's result in one exam (spec 1 §3 "Report item"). Scores are percentages (0–100), so
 * charts share the spec's y-axis maximum of 100; average and highest are over the student's school.
 */
export const reportItemSchema = z.object({
  id: z.number().int().meta({ description: 'The attempt id' }),
  quiz_id: z.number().int(),
  exam_name: z.string(),
  topic: z.string(),
  quiz_type: quizTypeSchema,
  attempted_at: z.string().meta({ description: 'When the attempt was submitted (ISO 8601)' }),
  your_result: z.object({ score: z.number() }),
  student_score: z.number(),
  average_score: z.number(),
  highest_score: z.number(),
  total_questions: z.number().int(),
  correct_questions: z.number().int(),
  wrong_questions: z.number().int(),
  unattempted_questions: z.number().int(),
  passed: z.boolean(),
  certificate_url: z.string().nullable().meta({ description: 'Set for passing attempts: GET it for the PDF certificate' }),
  questions_feedback: z.array(questionFeedbackSchema),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** The five report lists of the student dashboard, by quiz type. */
export const reportListsSchema = z.object({
  homework_reports: z.array(reportItemSchema),
  preassessment_reports: z.array(reportItemSchema),
  postassessment_reports: z.array(reportItemSchema),
  half_yearly_reports: z.array(reportItemSchema),
  annual_reports: z.array(reportItemSchema),
});
export type ReportLists = z.infer<typeof reportListsSchema>;

export const reportListKeyByQuizType: Record<QuizType, keyof ReportLists> = {
  homework: 'homework_reports',
  'pre-assessment': 'preassessment_reports',
  'post-assessment': 'postassessment_reports',
  half_yearly: 'half_yearly_reports',
  final_exam: 'annual_reports',
};

export const certificatePaths = { certificate: '/quiz/attempts/:attemptId/certificate/' } as const;
export const certificateUrl = (attemptId: number) => `/api/quiz/attempts/${attemptId}/certificate/`;

/**
 * GET /student_dashboard/assessment-report/ — the signed-in student's Assessment Report panel
 * (spec 1 §2; the spec leaves this call unnamed). Items are newest first; `quiz_type` narrows them
 * to one report type. The list grows by at most one item per quiz assigned to the student's class.
 */
export const assessmentReportPaths = { assessmentReport: '/student_dashboard/assessment-report/' } as const;

export const assessmentReportQuerySchema = z.object({
  quiz_type: quizTypeSchema.optional().meta({ description: 'Only reports of this quiz type' }),
});
export type AssessmentReportQuery = z.infer<typeof assessmentReportQuerySchema>;

export const assessmentReportResponseSchema = z.object({ results: z.array(reportItemSchema) });
export type AssessmentReportResponse = z.infer<typeof assessmentReportResponseSchema>;

export const assessmentReportResponses = {
  200: assessmentReportResponseSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
} as const;

/** The panel's five report types (spec 1 §9), in the dropdown's order, with the quiz type each shows. */
export const REPORT_TYPES = [
  { key: 'homework', quiz_type: 'homework' },
  { key: 'pre-assessment', quiz_type: 'pre-assessment' },
  { key: 'post-assessment', quiz_type: 'post-assessment' },
  { key: 'half-yearly', quiz_type: 'half_yearly' },
  { key: 'annual', quiz_type: 'final_exam' },
] as const satisfies readonly { key: string; quiz_type: QuizType }[];
export type ReportType = (typeof REPORT_TYPES)[number]['key'];
