import { z } from 'zod';
import { defineEndpoint, paginated, paginationQuery } from '../common/endpoint';
import { daySchema, monthSchema, schoolQuery } from '../common/staff';

/**
 * The home of the teacher and school dashboards (spec 2 §2.2 "Dashboard home", spec 3 "Dashboard home").
 * An active learner signed in during the last ACTIVE_LEARNER_DAYS days, school time (ADR 0007).
 */
export const ACTIVE_LEARNER_DAYS = 7;
/** Charts show the last 5 dates of the chosen month (spec 2 §9). */
export const ENGAGEMENT_CHART_DATES = 5;

export const staffHomeParamsSchema = z.object({ username: z.string().trim().min(1).max(150) });
export const staffHomeQuerySchema = schoolQuery.extend({
  month: monthSchema.optional().meta({ description: 'The month of lms_engagement; the latest month with sign-ins when absent' }),
});

export const staffSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  grade: z.number().int(),
  lesson_count: z.number().int(),
});

/** One day of the LMS Engagement chart. */
export const engagementDaySchema = z.object({
  login_date: daySchema,
  logins: z.number().int().meta({ description: 'Sign-ins of the school’s students that day' }),
  learners: z.number().int().meta({ description: 'Different students who signed in that day' }),
  minutes: z.number().meta({ description: 'Minutes the school’s students spent in lessons that day' }),
});

export const staffHomeSchema = z.object({
  learner_count: z.number().int(),
  active_learner_count: z.number().int(),
  active_homework_count: z.number().int().meta({ description: 'Homework assignments of the school still open (not past due)' }),
  subject_counts: z.object({
    subjects: z.number().int(),
    assigned_assessments: z.number().int().meta({ description: 'Pre, post, half-yearly and final assessments assigned to the school’s classes' }),
    assigned_homework: z.number().int(),
  }),
  subjects: z.array(staffSubjectSchema),
  month: monthSchema.nullable().meta({ description: 'The month lms_engagement covers; null when nobody has signed in yet' }),
  months: z.array(monthSchema).meta({ description: 'Months with sign-ins, newest first (the month select)' }),
  lms_engagement: z.array(engagementDaySchema).meta({ description: 'Days of the month with sign-ins, oldest first' }),
  profile: z.object({
    username: z.string(),
    name: z.string(),
    role: z.enum(['teacher', 'school']),
    school: z.object({ id: z.number().int(), name: z.string(), short_name: z.string(), join_code: z.string() }),
  }),
});
export type StaffHome = z.infer<typeof staffHomeSchema>;

export const activeUserSchema = z.object({
  username: z.string(),
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  last_login: z.string().meta({ description: 'ISO 8601' }),
});
export const activeUsersQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 200 }).shape);
export const activeUsersResponseSchema = paginated(activeUserSchema).extend({ active_users: z.array(activeUserSchema) });

export const RECENT_ACTIVITY_SIZE = 10;
export const recentActivitySchema = z.object({
  recent_activity: z.object({
    recent_logins: z.array(z.object({ login_username: z.string(), name: z.string(), role: z.string(), login_date: z.string() })),
    recent_homework_submissions: z.array(z.object({
      quiz__quiz_name: z.string(), student_name: z.string(), score: z.number().int(), last_updated: z.string(),
    })),
    recent_uploads: z.array(z.object({ gallery: z.string(), school: z.string(), last_modified: z.string() })),
  }),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>['recent_activity'];

const home = (dashboard: 'teacher_dashboard' | 'school_dashboard', summary: string) => defineEndpoint({
  method: 'GET', path: `/${dashboard}/:username/`, tags: ['staff dashboard'], summary,
  params: staffHomeParamsSchema, query: staffHomeQuerySchema, responses: { 200: staffHomeSchema },
});

export const staffDashboardEndpoints = {
  teacherHome: home('teacher_dashboard', "A teacher's dashboard data: counts, subjects, the month's engagement (username: the caller's own)"),
  schoolHome: home('school_dashboard', "A school account's dashboard data (username: the caller's own)"),
  teacherActiveUsers: defineEndpoint({
    method: 'GET', path: '/teacher_dashboard/active-users/', tags: ['staff dashboard'], summary: 'The school’s active learners (signed in in the last 7 days)',
    query: activeUsersQuerySchema, responses: { 200: activeUsersResponseSchema },
  }),
  schoolActiveUsers: defineEndpoint({
    method: 'GET', path: '/school_dashboard/active-users/', tags: ['staff dashboard'], summary: 'The school’s active learners (signed in in the last 7 days)',
    query: activeUsersQuerySchema, responses: { 200: activeUsersResponseSchema },
  }),
  teacherRecentActivity: defineEndpoint({
    method: 'GET', path: '/teacher_dashboard/recent_activity/', tags: ['staff dashboard'], summary: 'The latest sign-ins, quiz submissions and gallery uploads of the school',
    query: schoolQuery, responses: { 200: recentActivitySchema },
  }),
  schoolRecentActivity: defineEndpoint({
    method: 'GET', path: '/school_dashboard/recent_activity/', tags: ['staff dashboard'], summary: 'The latest sign-ins, quiz submissions and gallery uploads of the school',
    query: schoolQuery, responses: { 200: recentActivitySchema },
  }),
} as const;
