import { z } from 'zod';
import { quizTypeSchema, type QuizType } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';

/** When a quiz's correct answers may be shown to the students who took it (ADR 0005). */
export const REVIEW_MODES = ['after_submission', 'after_close', 'never'] as const;
export const reviewModeSchema = z.enum(REVIEW_MODES);
export type ReviewMode = z.infer<typeof reviewModeSchema>;

/**
 * What a question of a submitted attempt came to, as every screen shows it: `unanswered` (no option chosen: counted
 * in `unattempted_questions`, never as wrong), `correct`, `partial` (a multiple-select question given part of its
 * marks), `incorrect`, or `hidden` (the marking is held back).
 */
export const FEEDBACK_STATES = ['correct', 'partial', 'incorrect', 'unanswered', 'hidden'] as const;
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);
export type FeedbackState = z.infer<typeof feedbackStateSchema>;

/**
 * One question of a submitted attempt, as the student's report shows it. `correct_answer` and `is_correct`
 * are null while the answer may not be shown: before the quiz's review time, or while the same question is in
 * a quiz the student can still start or is taking. `state` says what the question came to; an unanswered
 * question is `unanswered` even while the correct answers are held back (it gives nothing away), and its
 * `is_correct` is false as the spec's field has it.
 */
export const questionFeedbackSchema = z.object({
  question: z.string(),
  student_answer: z.string().nullable(),
  correct_answer: z.string().nullable(),
  is_correct: z.boolean().nullable(),
  marks: z.number().int().meta({ description: "The question's marks (ADR 0041)" }),
  marks_earned: z.number().nullable().meta({ description: 'What the answer earned (negative under negative marking); null while the marking is held back' }),
  state: feedbackStateSchema.meta({ description: "'unanswered' for a question without an answer (not wrong); 'hidden' while the marking is held back" }),
});

/** Why an attempt's correct answers are not shown (null: they are shown). */
export const ANSWERS_HIDDEN_REASONS = ['until_close', 'never', 'open_quiz'] as const;
export const answersHiddenSchema = z.object({
  reason: z.enum(ANSWERS_HIDDEN_REASONS),
  until: z.string().nullable().meta({ description: 'The school-local day (YYYY-MM-DD) after which the answers are shown, when known' }),
});
export type AnswersHidden = z.infer<typeof answersHiddenSchema>;

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
  marks: z.number().meta({ description: 'Marks scored (ADR 0041); student_score is these as a percentage of max_marks' }),
  max_marks: z.number().int(),
  passed: z.boolean(),
  certificate_url: z.string().nullable().meta({ description: 'Set for passing attempts: GET it for the PDF certificate' }),
  questions_feedback: z.array(questionFeedbackSchema),
  answers_hidden: answersHiddenSchema.nullable().meta({ description: 'Set when some correct answers are held back, and why' }),
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

export const CERTIFICATE_PATH = '/quiz/attempts/:attemptId/certificate/';
export const certificateUrl = (attemptId: number) => `/api/quiz/attempts/${attemptId}/certificate/`;

export const assessmentReportQuerySchema = z.object({
  quiz_type: quizTypeSchema.optional().meta({ description: 'Only reports of this quiz type' }),
});
export type AssessmentReportQuery = z.infer<typeof assessmentReportQuerySchema>;

export const assessmentReportResponseSchema = z.object({ results: z.array(reportItemSchema) });
export type AssessmentReportResponse = z.infer<typeof assessmentReportResponseSchema>;

export const reportEndpoints = {
  /**
   * The signed-in student's Assessment Report panel (spec 1 §2; the spec leaves this call unnamed). Items are
   * newest first; `quiz_type` narrows them to one report type. The list grows by at most one item per quiz
   * assigned to the student's class.
   */
  assessmentReport: defineEndpoint({
    method: 'GET', path: '/student_dashboard/assessment-report/', tags: ['reports'],
    summary: "The signed-in student's Assessment Report: one item per submitted attempt, newest first",
    query: assessmentReportQuerySchema, responses: { 200: assessmentReportResponseSchema },
  }),
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
