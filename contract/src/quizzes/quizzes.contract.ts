import { z } from 'zod';
import { quizTypeSchema } from '../common/enums';
import { binaryBody, defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { CERTIFICATE_PATH } from '../reports/reports.contract';
import { RESPONSE_MAX_LENGTH, questionKindSchema } from './question-kinds';
import { textLanguageSchema } from '../translations/translations.contract';

/**
 * Answers reaching the server up to this many seconds after the deadline still count, so an answer or
 * an automatic submit sent at 0:00 is not lost to network delay. Later ones are refused.
 */
export const QUIZ_GRACE_SECONDS = 5;

const id = idSchema;
export const quizParamsSchema = z.object({ quizId: id });
export const attemptParamsSchema = z.object({ attemptId: id });

// ---------------------------------------------------------------- list

export const QUIZ_LIST_DEFAULT_LIMIT = 12;
export const QUIZ_LIST_MAX_LIMIT = 100;

export const quizListQuerySchema = paginationQuery({ defaultLimit: QUIZ_LIST_DEFAULT_LIMIT, maxLimit: QUIZ_LIST_MAX_LIMIT }).extend({
  quiz_type: quizTypeSchema.optional().meta({ description: 'Only quizzes of this type' }),
});
export type QuizListQuery = z.input<typeof quizListQuerySchema>;

/** Where the signed-in student stands with a quiz. */
export const quizAttemptStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_started') }),
  z.object({
    status: z.literal('in_progress'),
    attempt_id: z.number().int(),
    seconds_left: z.number().int().min(0).meta({ description: 'Computed on the server from the attempt deadline' }),
    answered: z.number().int().meta({ description: 'Answers saved so far' }),
  }),
  z.object({
    status: z.literal('submitted'),
    attempt_id: z.number().int(),
    score: z.number().int().meta({ description: 'Correct answers' }),
    total: z.number().int(),
    marks: z.number().meta({ description: 'Marks scored (ADR 0041); below zero only under negative marking' }),
    max_marks: z.number().int(),
    score_percent: z.number().int().meta({ description: 'Marks scored as a share of the maximum, never below 0' }),
    passed: z.boolean(),
    submitted_at: z.string(),
    certificate_url: z.string().nullable(),
  }),
]);
export type QuizAttemptState = z.infer<typeof quizAttemptStateSchema>;

/** What identifies a quiz to the student, in the list and when it starts (spec 1 §3 Quiz). */
const quizSummarySchema = z.object({
  id: z.number().int(),
  quiz_name: z.string(),
  topic: z.string(),
  quiz_type: quizTypeSchema,
  time: z.number().int().meta({ description: 'Minutes' }),
  no_of_questions: z.number().int(),
  text_language: textLanguageSchema.meta({ description: 'The language of the quiz’s name and topic (ADR 0044): the caller’s where a version has them, else English' }),
});

export const quizListItemSchema = quizSummarySchema.extend({
  due_date: z.string().nullable().meta({ description: 'YYYY-MM-DD (school time): the last day the quiz can be started; null when open-ended' }),
  assigned_at: z.string(),
  closed: z.boolean().meta({ description: 'The due date has passed: the quiz can no longer be started' }),
  attempt: quizAttemptStateSchema,
});
export type QuizListItem = z.infer<typeof quizListItemSchema>;

/** Running attempts first, then open quizzes (soonest due first), then submitted ones (newest first), then closed ones. */
export const quizListResponseSchema = paginated(quizListItemSchema);
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;

// ---------------------------------------------------------------- start / resume

/** An answer option as the student sees it: never with its correct flag (ARCHITECTURE §4). */
export const quizAnswerOptionSchema = z.object({ id: z.number().int(), answer: z.string() });
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  kind: questionKindSchema,
  marks: z.number().int(),
  answers: z.array(quizAnswerOptionSchema).meta({ description: 'The options of a choice question, in this attempt\'s order; empty for numeric and short-text questions, which are typed' }),
  text_language: textLanguageSchema.meta({ description: 'The language of the question’s text (ADR 0044); each option is in the caller’s language where it has a version, else English' }),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/**
 * One question's answer: an option (single choice, true/false), options (multiple select; an empty list clears it),
 * or a typed response (numeric, short text; an empty one clears it, so a student can leave a question blank again
 * under negative marking). Exactly one of the three.
 */
export const answerValueSchema = z.object({
  question_id: id,
  answer_id: id.optional(),
  answer_ids: z.array(id).max(20).optional(),
  response: z.string().trim().max(RESPONSE_MAX_LENGTH, `An answer holds at most ${RESPONSE_MAX_LENGTH} characters.`).optional(),
}).refine((a) => [a.answer_id, a.answer_ids, a.response].filter((v) => v !== undefined).length === 1, {
  message: 'Send exactly one of answer_id, answer_ids and response.',
});
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const savedAnswerSchema = z.object({
  question_id: z.number().int(),
  answer_id: z.number().int().optional(),
  answer_ids: z.array(z.number().int()).optional(),
  response: z.string().optional(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** The spec's Quiz (id, topic, time, no_of_questions, questions) plus the running attempt. */
export const quizStartResponseSchema = quizSummarySchema.extend({
  questions: z.array(quizQuestionSchema),
  attempt_id: z.number().int(),
  started_at: z.string(),
  deadline_at: z.string(),
  seconds_left: z.number().int().min(0).meta({ description: 'Computed on the server; the browser counts down from it' }),
  resumed: z.boolean().meta({ description: 'True when an attempt already running was resumed' }),
  max_marks: z.number().int().meta({ description: "The marks of this attempt's questions" }),
  negative_percent: z.number().int().meta({ description: "The share of a question's marks a wrong answer loses; 0: none (blanks never lose marks)" }),
  allowed_seconds: z.number().int().min(0).meta({ description: "The attempt's whole time: the quiz's, with the student's extra time when they have some (ADR 0040)" }),
  saved_answers: z.array(savedAnswerSchema).meta({ description: 'The answers saved so far (empty for a new attempt)' }),
});
export type QuizStartResponse = z.infer<typeof quizStartResponseSchema>;

// ---------------------------------------------------------------- one answer

export const saveAnswerRequestSchema = answerValueSchema;
export type SaveAnswerRequest = AnswerValue;

export const saveAnswerResponseSchema = savedAnswerSchema.extend({
  answered: z.number().int().meta({ description: 'Answers saved so far' }),
  seconds_left: z.number().int().min(0),
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

// ---------------------------------------------------------------- submit

const MAX_ANSWERS = 500;
const answerText = z.string().max(5000);

/** Also accepted: answers by id. Any other field (a score, say) is ignored: the server scores. */
export const saveByIdsRequestSchema = z.object({
  answers: z.array(answerValueSchema).max(MAX_ANSWERS),
});

/**
 * The spec's payload: each question's text mapped to the chosen answer's text (a typed question: the answer as
 * typed). A null or missing value leaves the question unanswered. Multiple-select questions are answered by id.
 */
export const saveByTextRequestSchema = z
  .record(answerText, answerText.nullable())
  .refine((v) => Object.keys(v).length <= MAX_ANSWERS, `At most ${MAX_ANSWERS} answers`);

export const submitQuizRequestSchema = z.union([saveByIdsRequestSchema, saveByTextRequestSchema]);
export type SubmitQuizRequest = z.infer<typeof submitQuizRequestSchema>;

export const quizResultSchema = z.object({
  attempt_id: z.number().int(),
  quiz_id: z.number().int(),
  score: z.number().int().meta({ description: 'Correct answers, shown as score/total' }),
  total: z.number().int(),
  marks: z.number().meta({ description: 'Marks scored (ADR 0041); below zero only under negative marking' }),
  max_marks: z.number().int(),
  score_percent: z.number().int().meta({ description: 'Marks scored as a share of the maximum, never below 0; passed compares it with the pass mark' }),
  correct: z.number().int().meta({ description: 'Questions given full marks' }),
  partial: z.number().int().meta({ description: 'Multiple-select questions given part of their marks' }),
  wrong: z.number().int().meta({ description: 'Answered questions given no marks (these lose marks under negative marking)' }),
  unattempted: z.number().int(),
  passed: z.boolean(),
  submitted_at: z.string(),
  certificate_url: z.string().nullable(),
  late_answers_ignored: z.boolean().meta({
    description: 'The save arrived after the deadline and grace: the attempt was closed with the answers saved in time, and the payload\'s other answers were not counted',
  }),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** What the server answers when a quiz can no longer be started (ADR 0005). */
export const QUIZ_CLOSED_MESSAGE = 'This quiz closed on its due date and can no longer be started.';

/**
 * Timed assessments (spec 1 §2 'Assessments', §3 Quiz, §4 Quiz flow, §7 `POST /quiz/{quizId}/save/`).
 * The spec names only the save call; the list, start and per-answer calls are this project's design:
 * the server starts the clock, keeps the answers as they are picked, and scores the attempt itself.
 */
const tags = ['quizzes'] as const;
export const quizEndpoints = {
  /** The quizzes assigned to the signed-in student's class, with the student's attempt state. */
  list: defineEndpoint({
    method: 'GET', path: '/student_dashboard/quizzes/', tags, summary: "The quizzes assigned to the student's class, with the student's attempt state",
    query: quizListQuerySchema, responses: { 200: quizListResponseSchema },
  }),
  /** Starts the attempt (deadline = now + time × 60 s) or resumes the running one. */
  start: defineEndpoint({
    method: 'POST', path: '/quiz/:quizId/start/', tags,
    summary: 'Start the timed attempt (201) or resume the running one (200); no correct flags; 409 once the quiz closed',
    params: quizParamsSchema, responses: { 200: quizStartResponseSchema, 201: quizStartResponseSchema },
  }),
  /** Saves one answer while the attempt runs, so a reload resumes with it. */
  saveAnswer: defineEndpoint({
    method: 'PUT', path: '/quiz/:quizId/answers/', tags, summary: 'Save one answer of the running attempt (refused after the time)',
    params: quizParamsSchema, body: saveAnswerRequestSchema, responses: { 200: saveAnswerResponseSchema },
  }),
  /** Submits the attempt; the server scores it. The path is the spec's (`save`), the name says what it does. */
  submit: defineEndpoint({
    method: 'POST', path: '/quiz/:quizId/save/', tags,
    summary: 'Submit the attempt: {question text: answer text} or {answers: [{question_id, answer_id}]}; scored on the server',
    params: quizParamsSchema, body: submitQuizRequestSchema, responses: { 200: quizResultSchema },
  }),
  /** The PDF certificate of a passing attempt (the report items' certificate_url). */
  certificate: defineEndpoint({
    method: 'GET', path: CERTIFICATE_PATH, tags, summary: 'The PDF certificate of a passing attempt',
    params: attemptParamsSchema, responses: { 200: binaryBody },
  }),
} as const;
