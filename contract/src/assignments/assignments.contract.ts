import { z } from 'zod';
import { defineEndpoint, idSchema } from '../common/endpoint';
import { gradeSchema, sectionSchema } from '../common/enums';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Homework, pre- and post-assessment reports and their assignment (spec 3 "Student Report", spec 2 "Report").
 * A report covers one quiz across the school's classes it is assigned to, and counts only the students who could
 * take it: in a class it was assigned to and at school by its due date (ADR 0007). The list carries no student rows;
 * `?quiz_id=` adds one quiz's rows (View Student Details).
 */
export const reportQuerySchema = schoolQuery.extend({
  quiz_id: idSchema.optional().meta({ description: 'Include this quiz’s student rows (results)' }),
  grade: gradeSchema.optional().meta({ description: 'List only the quizzes that can be assigned to this grade (its own and every-grade ones)' }),
});

export const resultRowSchema = z.object({
  id: z.number().int().meta({ description: 'The attempt id' }),
  student_name: z.string(),
  student_grade: z.number().int(),
  student_section: z.string(),
  score: z.number().int().meta({ description: 'Percent' }),
  date_attempted: z.string(),
});

export const quizReportSchema = z.object({
  id: z.number().int().meta({ description: 'The quiz id' }),
  quiz: z.string().meta({ description: 'The quiz name' }),
  topic: z.string(),
  classes: z.array(z.object({ grade: z.number().int(), section: z.string(), due_date: daySchema.nullable() })),
  total_students: z.number().int(),
  students_attempted: z.number().int(),
  average_score: z.number().meta({ description: 'Mean percent of the attempts' }),
  completion_rate: z.number().meta({ description: 'students_attempted / total_students, in percent' }),
  last_updated: z.string().nullable().meta({ description: 'The latest submission or assignment' }),
  results: z.array(resultRowSchema).meta({ description: 'Only for the quiz asked for with ?quiz_id=' }),
});
export type QuizReport = z.infer<typeof quizReportSchema>;

/** A quiz the school can assign, sorted by name, with the school's classes that already have it (each class once). */
export const availableQuizSchema = z.object({
  id: z.number().int(),
  quiz_name: z.string(),
  topic: z.string(),
  grade: z.number().int().nullable(),
  assigned_classes: z.array(z.object({ grade: z.number().int(), section: z.string() }))
    .meta({ description: 'The school’s classes it is already assigned to (giving it again is 409), by grade and section' }),
});
export type AvailableQuiz = z.infer<typeof availableQuizSchema>;

export const homeworkReportsSchema = z.object({ homework_reports: z.array(quizReportSchema), available_quizzes: z.array(availableQuizSchema) });
export const preAssessmentReportsSchema = z.object({ preassessment_reports: z.array(quizReportSchema), available_pre_assessments: z.array(availableQuizSchema) });
export const postAssessmentReportsSchema = z.object({ postassessment_reports: z.array(quizReportSchema), available_post_assessments: z.array(availableQuizSchema) });

/** The spec's assignment payload (quiz_id, grade, section); the due date is ours (default: in 7 days). */
export const ASSIGNMENT_DEFAULT_DAYS = 7;
export const assignQuizSchema = z.object({
  quiz_id: z.coerce.number({ error: 'Quiz ID, Grade, and Section are required.' }).int().positive().max(2147483647),
  grade: gradeSchema,
  section: sectionSchema,
  due_date: daySchema.optional().meta({ description: `The last day it can be started; ${ASSIGNMENT_DEFAULT_DAYS} days from today when absent` }),
});
export type AssignQuizRequest = z.input<typeof assignQuizSchema>;

export const assignmentSchema = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  quiz_name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  due_date: daySchema.nullable(),
  students: z.number().int().meta({ description: 'Students of the class who were notified' }),
  detail: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const ASSIGNMENT_MESSAGES = {
  duplicate: 'This quiz is already assigned to that class.',
  wrongGrade: 'This quiz is for another grade.',
  wrongType: 'This quiz cannot be assigned here.',
  practiceQuiz: 'This is a practice quiz, whose answers are public on its lesson page, so it cannot be assigned. Choose a graded quiz.',
  unknownQuiz: 'No such quiz.',
} as const;

const tags = ['assignments'] as const;
export const assignmentEndpoints = {
  teacherHomeworkReports: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/homework_report/', tags, summary: 'Homework reports of the school and the homework quizzes that can be assigned', query: reportQuerySchema, responses: { 200: homeworkReportsSchema } }),
  assignHomework: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/homework_report/', tags, summary: 'Assign a homework quiz to a class', body: assignQuizSchema, responses: { 201: assignmentSchema } }),
  teacherPreReports: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/assessmentassignment/pre-assessment-reports/', tags, summary: 'Pre-assessment reports and the pre-assessments that can be assigned', query: reportQuerySchema, responses: { 200: preAssessmentReportsSchema } }),
  assignPreAssessment: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/assessmentassignment/pre-assessment/', tags, summary: 'Assign a pre-assessment to a class (the spec does not name this call)', body: assignQuizSchema, responses: { 201: assignmentSchema } }),
  teacherPostReports: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/assessmentassignment/', tags, summary: 'Post-assessment reports and the post-assessments that can be assigned', query: reportQuerySchema, responses: { 200: postAssessmentReportsSchema } }),
  assignPostAssessment: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/assessmentassignment/', tags, summary: 'Assign a post-assessment to a class', body: assignQuizSchema, responses: { 201: assignmentSchema } }),
  schoolHomeworkReports: defineEndpoint({ method: 'GET', path: '/school_dashboard/homework_reports/', tags, summary: 'Homework reports of the school (read-only)', query: reportQuerySchema, responses: { 200: homeworkReportsSchema } }),
  schoolPreReports: defineEndpoint({ method: 'GET', path: '/school_dashboard/pre_assessment_report/', tags, summary: 'Pre-assessment reports of the school (read-only)', query: reportQuerySchema, responses: { 200: preAssessmentReportsSchema } }),
  schoolPostReports: defineEndpoint({ method: 'GET', path: '/school_dashboard/post_assessment_report/', tags, summary: 'Post-assessment reports of the school (read-only)', query: reportQuerySchema, responses: { 200: postAssessmentReportsSchema } }),
} as const;
