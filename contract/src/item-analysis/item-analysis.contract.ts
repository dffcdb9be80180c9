import { z } from 'zod';
import { defineEndpoint, binaryBody, idSchema } from '../common/endpoint';
import { gradeSchema, quizTypeSchema, sectionSchema } from '../common/enums';
import { schoolQuery } from '../common/staff';
import { questionKindSchema } from '../quizzes/question-kinds';

/**
 * Item analysis (issue 32 item 5, ADR 0042): for one graded quiz, how each question went in a class or the whole
 * school — given to, fully right, partly right, wrong, blank; a discrimination index (top third against bottom third by
 * score); how often each option was chosen, or the commonest wrong typed answers; the questions most missed first.
 * Statistics follow the question id, never its position on a paper (pool quizzes draw and shuffle per attempt).
 */

/** A question's discrimination is given only when each third has at least this many attempts that held it. */
export const DISCRIMINATION_MIN_GROUP = 3;
/** The commonest wrong typed answers listed per numeric or short-text question. */
export const WRONG_RESPONSES_SHOWN = 5;
/** The quiz picker lists at most this many of the school's assigned quizzes, newest assignment first. */
export const ITEM_ANALYSIS_QUIZ_LIMIT = 500;

export const ITEM_ANALYSIS_MESSAGES = {
  noSuchQuiz: 'No such quiz for your school.',
  sectionNeedsGrade: 'Choose the grade of that section.',
} as const;

export const itemAnalysisParamsSchema = z.object({ quizId: idSchema });
export const itemAnalysisQuerySchema = schoolQuery.extend({
  grade: gradeSchema.optional().meta({ description: 'One grade (with section: one class); the whole school when absent' }),
  section: sectionSchema.optional().meta({ description: 'One section of the grade' }),
}).refine((q) => q.section === undefined || q.grade !== undefined, { message: ITEM_ANALYSIS_MESSAGES.sectionNeedsGrade, path: ['section'] });
export type ItemAnalysisQuery = z.input<typeof itemAnalysisQuerySchema>;

const classSchema = z.object({ grade: z.number().int(), section: z.string() });

export const optionStatSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  is_correct: z.boolean().nullable().meta({ description: 'Null when the caller may not see this quiz’s answers (ADR 0042)' }),
  chosen: z.number().int().meta({ description: 'Attempts that chose it (a multiple-select attempt counts once for each option it chose)' }),
});
export type OptionStat = z.infer<typeof optionStatSchema>;

export const questionStatSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int().meta({ description: 'Its place in the quiz as written (papers of a pool or shuffled quiz differ)' }),
  text: z.string(),
  kind: questionKindSchema,
  marks: z.number().int(),
  given: z.number().int().meta({ description: 'Submitted attempts whose paper held it' }),
  right: z.number().int().meta({ description: 'Full credit' }),
  partial: z.number().int().meta({ description: 'Some credit, not full (multiple select)' }),
  wrong: z.number().int().meta({ description: 'Answered with no credit' }),
  blank: z.number().int().meta({ description: 'Given but not answered' }),
  right_percent: z.number().nullable().meta({ description: 'right / given in per cent, one decimal; null when never given' }),
  discrimination: z.number().nullable().meta({
    description: `Share right in the top third of the attempts by score minus the share right in the bottom third (−1 to 1, two decimals); null when either third has fewer than ${DISCRIMINATION_MIN_GROUP} attempts that held it`,
  }),
  options: z.array(optionStatSchema).meta({ description: 'Choice questions: every option in the quiz’s order; empty for typed questions' }),
  accepted_answers: z.array(z.string()).nullable().meta({ description: 'Typed questions: the accepted answers; null for choice questions and when the answers are hidden' }),
  wrong_responses: z.array(z.object({ response: z.string(), count: z.number().int() }))
    .meta({ description: `Typed questions: the ${WRONG_RESPONSES_SHOWN} commonest wrong answers as typed (case and spacing ignored), commonest first` }),
});
export type QuestionStat = z.infer<typeof questionStatSchema>;

export const itemAnalysisSchema = z.object({
  quiz: z.object({
    id: z.number().int(),
    name: z.string(),
    topic: z.string(),
    quiz_type: quizTypeSchema,
    school_id: z.number().int().nullable().meta({ description: 'The school that wrote it; null: an every-school quiz' }),
    draw_count: z.number().int().nullable().meta({ description: 'A pool quiz: questions drawn per attempt' }),
    question_count: z.number().int(),
  }),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  classes: z.array(classSchema).meta({ description: 'The school’s classes the quiz was given to (the class picker)' }),
  attempts: z.number().int().meta({ description: 'Submitted attempts analysed' }),
  average_percent: z.number().nullable().meta({ description: 'Mean score of those attempts in per cent, one decimal' }),
  answers_hidden: z.boolean().meta({ description: 'The caller may not see this quiz’s correct answers: is_correct and accepted_answers are null' }),
  questions: z.array(questionStatSchema).meta({ description: 'Most missed first: lowest share right, then most wrong, then quiz order; never-given questions last' }),
});
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>;

export const itemAnalysisQuizSchema = z.object({
  id: z.number().int(),
  quiz_name: z.string(),
  topic: z.string(),
  quiz_type: quizTypeSchema,
  submitted: z.number().int().meta({ description: 'Submitted attempts of the school’s students' }),
});
export type ItemAnalysisQuiz = z.infer<typeof itemAnalysisQuizSchema>;
export const itemAnalysisQuizzesSchema = z.object({ quizzes: z.array(itemAnalysisQuizSchema) });

const tags = ['item analysis'] as const;
const endpoints = (dashboard: 'teacher_dashboard' | 'school_dashboard') => ({
  quizzes: defineEndpoint({
    method: 'GET', path: `/${dashboard}/item-analysis/`, tags, query: schoolQuery, responses: { 200: itemAnalysisQuizzesSchema },
    summary: 'The graded quizzes given to the school’s classes, newest assignment first, with their submitted attempts (the quiz picker)',
  }),
  analysis: defineEndpoint({
    method: 'GET', path: `/${dashboard}/item-analysis/:quizId/`, tags, params: itemAnalysisParamsSchema, query: itemAnalysisQuerySchema,
    responses: { 200: itemAnalysisSchema },
    summary: 'Item analysis of one quiz for the school, a grade or a class: per question, shares right, discrimination and the answers chosen',
  }),
  csv: defineEndpoint({
    method: 'GET', path: `/${dashboard}/item-analysis/:quizId/csv/`, tags, params: itemAnalysisParamsSchema, query: itemAnalysisQuerySchema,
    responses: { 200: binaryBody },
    summary: 'The same item analysis as a CSV file (one row per question, most missed first)',
  }),
});

const teacher = endpoints('teacher_dashboard');
const school = endpoints('school_dashboard');
export const itemAnalysisEndpoints = {
  teacherQuizzes: teacher.quizzes,
  teacherAnalysis: teacher.analysis,
  teacherCsv: teacher.csv,
  schoolQuizzes: school.quizzes,
  schoolAnalysis: school.analysis,
  schoolCsv: school.csv,
} as const;
