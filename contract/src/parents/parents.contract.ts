import { z } from 'zod';
import { defineEndpoint, idSchema, paginationQuery } from '../common/endpoint';
import { daySchema } from '../common/staff';
import { quizReportSchema } from '../assignments/assignments.contract';
import { kreativityStudentSchema } from '../kreativity-show/kreativity-show.contract';

/**
 * The parent dashboard (spec 3 "Parent dashboard", "Parent API"; ADR 0014): read-only views of one child whose
 * link the school confirmed. `?child=<username>` chooses among several linked children (the first by name
 * otherwise). Reports carry the class figures the teacher sees and only the child's own result rows.
 */
export const PARENT_MESSAGES = {
  notFound: 'Resource not found (404).',
  dashboardFailed: 'Failed to fetch Parent Dashboard data.',
  homeworkFailed: 'Failed to fetch Homework Report.',
  innovationFailed: 'Failed to fetch data',
  kreativityFailed: 'Failed to fetch Kreativity Show data.',
  postFailed: 'Failed to fetch Post Assessment Report.',
  preFailed: 'Failed to fetch Pre Assessment Report.',
  noProjects: 'No innovation club projects found',
  linkRequested: 'Request sent; the school will check it.',
} as const;

const childQuery = z.object({
  child: z.string().trim().min(1).max(150).optional().meta({ description: 'The linked child’s username (among several)' }),
});

export const linkedChildSchema = z.object({ username: z.string(), name: z.string(), grade: z.number().int(), section: z.string(), school: z.string() });

export const parentDashboardQuerySchema = childQuery.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional().meta({ description: 'The login chart’s year; the latest year with logins by default' }),
});
export const parentDashboardSchema = z.object({
  child_name: z.string().meta({ description: 'The child’s name (the web falls back to ‘Student’)' }),
  child_grade: z.string().meta({ description: 'Class, e.g. "7 A"' }),
  login_count: z.number().int().meta({ description: 'All the child’s sign-ins' }),
  access_report: z.array(z.object({
    subject: z.string(), page_visited: z.string(), curriculum_time_spent: z.number().int(), video_time_spent: z.number().int(),
    content_time_spent: z.number().int(), quiz_time_spent: z.number().int(),
  })).meta({ description: 'Time per lesson, in seconds' }),
  year: z.number().int(),
  years: z.array(z.number().int()).meta({ description: 'Years with sign-ins (this year when none)' }),
  login_report: z.array(z.object({ month: z.number().int().min(1).max(12), login_num: z.number().int() })).meta({ description: 'Sign-ins per month of `year`, January to December' }),
  children: z.array(linkedChildSchema).meta({ description: 'Every confirmed child, for the switcher' }),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

export const parentReportQuerySchema = childQuery.extend({
  quiz_id: idSchema.optional().meta({ description: 'Include the child’s own rows for this quiz' }),
});
/** The quiz of the type the child submitted last, among those given to the child's class; its rows come with the list. */
const attemptedQuizId = z.number().int().nullable()
  .meta({ description: 'The quiz of this type the child attempted last (the report opens on it; its own rows are included without ?quiz_id=); null when the child has attempted none' });
export const parentHomeworkSchema = z.object({ homework_reports: z.array(quizReportSchema), attempted_quiz_id: attemptedQuizId });
export const parentAssessmentSchema = z.object({ results: z.array(quizReportSchema), attempted_quiz_id: attemptedQuizId });

export const parentListQuerySchema = childQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);
export const parentProjectSchema = z.object({
  date: daySchema.nullable(), project_name: z.string(), students: z.array(z.object({ name: z.string() })), progress: z.string(),
});
export const parentProjectsSchema = z.object({ count: z.number().int(), innovation_club_projects: z.array(parentProjectSchema) });
export const parentShowSchema = z.object({ id: z.number().int(), date_assigned: daySchema, project_name: z.string(), student_objects: z.array(kreativityStudentSchema) });
export const parentShowsSchema = z.object({ count: z.number().int(), kreativityshow: z.array(parentShowSchema) });

export const linkRequestSchema = z.object({
  child_username: z.string({ error: 'Please enter your child’s username.' }).trim().min(1, 'Please enter your child’s username.').max(150),
});
export const linkRequestResponseSchema = z.object({ detail: z.string() });

const tags = ['parents'] as const;
export const parentEndpoints = {
  dashboard: defineEndpoint({ method: 'GET', path: '/parent_dashboard/', tags, summary: 'The child’s name, class, sign-ins and time per lesson', query: parentDashboardQuerySchema, responses: { 200: parentDashboardSchema } }),
  homework: defineEndpoint({ method: 'GET', path: '/parent_dashboard/homework_report/', tags, summary: 'Homework reports of the child’s class, with the child’s own rows', query: parentReportQuerySchema, responses: { 200: parentHomeworkSchema } }),
  innovationClub: defineEndpoint({ method: 'GET', path: '/parent_dashboard/innovation_club', tags, summary: 'The child’s Innovation Club projects', query: parentListQuerySchema, responses: { 200: parentProjectsSchema } }),
  kreativityShow: defineEndpoint({ method: 'GET', path: '/parent_dashboard/kreativityshow/', tags, summary: 'The child’s Kreativity Shows', query: parentListQuerySchema, responses: { 200: parentShowsSchema } }),
  preAssessment: defineEndpoint({ method: 'GET', path: '/parent_dashboard/preassessment_report/', tags, summary: 'Pre-assessment reports of the child’s class, with the child’s own rows', query: parentReportQuerySchema, responses: { 200: parentAssessmentSchema } }),
  postAssessment: defineEndpoint({ method: 'GET', path: '/parent_dashboard/postassessment_report/', tags, summary: 'Post-assessment reports of the child’s class, with the child’s own rows', query: parentReportQuerySchema, responses: { 200: parentAssessmentSchema } }),
  halfYearly: defineEndpoint({ method: 'GET', path: '/parent_dashboard/half_yearly_report/', tags, summary: 'Half-yearly exam reports of the child’s class, with the child’s own rows', query: parentReportQuerySchema, responses: { 200: parentAssessmentSchema } }),
  annual: defineEndpoint({ method: 'GET', path: '/parent_dashboard/annual_report/', tags, summary: 'Annual (final) exam reports of the child’s class, with the child’s own rows', query: parentReportQuerySchema, responses: { 200: parentAssessmentSchema } }),
  linkRequest: defineEndpoint({ method: 'POST', path: '/parent_dashboard/link-requests/', tags, summary: 'Ask the child’s school to link another child (pending until it confirms)', body: linkRequestSchema, responses: { 202: linkRequestResponseSchema } }),
} as const;
