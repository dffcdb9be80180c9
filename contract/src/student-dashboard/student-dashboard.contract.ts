import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { reportListsSchema } from '../reports/reports.contract';
import { meResponseSchema } from '../accounts/accounts.contract';
import { bellResponseSchema, studentNotificationsResponseSchema } from '../notifications/notifications.contract';
import { textLanguageSchema } from '../translations/translations.contract';

export const studentDashboardParamsSchema = z.object({ username: z.string().trim().min(1).max(150) });

export const dashboardProfileSchema = z.object({
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  school: z.string().meta({ description: "The school's name" }),
  profile_pic: z.string().nullable().meta({ description: "The chosen avatar's image address; null when none is chosen" }),
  user: z.object({ username: z.string() }),
});

/** A subject card (spec 1 §3); subject_id and id are both the subject's id. */
export const dashboardSubjectSchema = z.object({
  subject_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  text_language: textLanguageSchema,
});

export const dashboardCertificationSchema = z.object({
  attempt_id: z.number().int(),
  exam_name: z.string(),
  certificate_url: z.string(),
});

export const dashboardNewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  text_language: textLanguageSchema,
});

/** A latest update; endDate keeps the spec's spelling. */
export const dashboardUpdateItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  endDate: z.string().meta({ description: 'Last day it is shown (YYYY-MM-DD)' }),
  text_language: textLanguageSchema,
});

export const studentDashboardSchema = z.object({
  profile: dashboardProfileSchema,
  courses: z.array(z.string()).meta({ description: "Names of the student's subjects" }),
  certifications: z.array(dashboardCertificationSchema).meta({ description: 'One per passing attempt, newest first' }),
  subjects: z.array(dashboardSubjectSchema),
  admin_news_list: z.array(dashboardNewsItemSchema).meta({ description: "Global and the student's school's news, newest first, at most 10" }),
  admin_updates: z.array(dashboardUpdateItemSchema).meta({ description: 'Updates whose end date is today or later, newest first, at most 20' }),
  login_count: z.number().int(),
  ...reportListsSchema.shape,
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
export type DashboardSubject = z.infer<typeof dashboardSubjectSchema>;
export type DashboardNewsItem = z.infer<typeof dashboardNewsItemSchema>;
export type DashboardUpdateItem = z.infer<typeof dashboardUpdateItemSchema>;

/** One active homework item (spec 1 §3 shows only title; the rest is ours). */
export const activeHomeworkItemSchema = z.object({
  quiz_id: z.number().int(),
  title: z.string().meta({ description: "The quiz's name" }),
  topic: z.string(),
  subject: z.string().nullable(),
  due_date: z.string().nullable().meta({ description: 'Last day to submit (YYYY-MM-DD, school time); null when open-ended' }),
  assigned_at: z.string(),
  time_minutes: z.number().int(),
  text_language: textLanguageSchema.meta({ description: 'The language of the quiz’s name and topic (ADR 0044)' }),
});
export type ActiveHomeworkItem = z.infer<typeof activeHomeworkItemSchema>;

export const activeHomeworkResponseSchema = z.object({ homework: z.array(activeHomeworkItemSchema) });
export type ActiveHomeworkResponse = z.infer<typeof activeHomeworkResponseSchema>;

/** How many notifications the dashboard's list shows (the newest matter most), and how many the top bar's bell lists. */
export const HOME_NOTIFICATIONS = 5;
export const HOME_BELL_NOTIFICATIONS = 10;

/**
 * Everything the student dashboard's first view shows, in one answer (issue 29: one round trip on a slow network):
 * the dashboard data, the active homework, the newest notifications, the top bar's bell and who is signed in, each
 * exactly as its own call answers it, so the web keeps each in that call's cache.
 */
export const studentHomeSchema = z.object({
  dashboard: studentDashboardSchema,
  active_homework: activeHomeworkResponseSchema,
  notifications: studentNotificationsResponseSchema.meta({ description: `GET /student_dashboard/student_notification/?limit=${HOME_NOTIFICATIONS}` }),
  bell: bellResponseSchema.meta({ description: `GET /notifications?limit=${HOME_BELL_NOTIFICATIONS}` }),
  me: meResponseSchema.meta({ description: 'GET /account/me/' }),
});
export type StudentHome = z.infer<typeof studentHomeSchema>;

const tags = ['student dashboard'] as const;
export const studentDashboardEndpoints = {
  /** The dashboard data of spec 1 §3; a student may read only their own. */
  dashboard: defineEndpoint({
    method: 'GET', path: '/student_dashboard/:username/', tags,
    summary: "A student's dashboard data: profile, subjects, news, updates, reports",
    params: studentDashboardParamsSchema, responses: { 200: studentDashboardSchema },
  }),
  /** The first view of the student's dashboard in one answer; a student may read only their own. */
  home: defineEndpoint({
    method: 'GET', path: '/student_dashboard/:username/home/', tags,
    summary: "A student's dashboard first view in one call: dashboard data, active homework, notifications, bell and account",
    params: studentDashboardParamsSchema, responses: { 200: studentHomeSchema },
  }),
  /** The student's active homework: homework quizzes given to their class, not yet submitted, not past due. */
  homeworkAssignment: defineEndpoint({
    method: 'GET', path: '/student_dashboard/homework-assignment/', tags, summary: "The student's active homework",
    responses: { 200: activeHomeworkResponseSchema },
  }),
} as const;
