import { z } from 'zod';
import { defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { monthSchema } from '../common/staff';
import { gradeSchema, sectionSchema } from '../common/enums';
import { decisionResponseSchema, decisionSchema } from '../approvals/approvals.contract';
import { homeworkReportsSchema } from '../assignments/assignments.contract';
import { ACCOUNT_STATUSES } from '../accounts/accounts.contract';
import { oneTimePasswordSchema } from '../learners/learners.contract';
import { notifySchoolStudentsResponseSchema } from '../notifications/notifications.contract';
import { engagementDaySchema } from '../staff-dashboard/staff-dashboard.contract';

/**
 * The administrator's dashboard (spec 3 "Administrator dashboard", "Admin API"; ADR 0015): superusers only. The
 * cross-school views of a school's records (planners, inventory, reports, clubs, assessments, active users) are the
 * school dashboard's own calls with `?school=<id>`; the calls here are the ones only an administrator makes.
 */

export const ADMIN_MESSAGES = {
  nameRequired: 'Please enter the school’s name.',
  cityRequired: 'Please enter the school’s city.',
  badCode: 'The code may use lower-case letters, digits and hyphens (2 to 40 characters).',
  badTimeZone: 'Choose a time zone from the list.',
  noSuchSchool: 'No such school.',
  nothingToChange: 'Change at least one field.',
  duplicateSchool: 'A school with that name or code already exists.',
  noPendingSchoolAccount: 'No school account is waiting for approval with that id.',
  schoolAccountApproved: 'The school account is approved and can sign in now.',
  schoolAccountRejected: 'The school account was not approved.',
  schoolSaved: 'The school was saved.',
  notificationSent: 'Notification sent successfully!',
  noStudentsMatch: 'No student of that school matches.',
  noSuchStudent: 'No student with that username.',
} as const;

/** Time zones a school may keep (the calendar day of its sign-ins and due dates). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------- school summary (Dashboard, Schools, Summary)

export const schoolSummaryRowSchema = z.object({
  id: z.number().int(),
  school_name: z.string(),
  short_name: z.string().meta({ description: 'The text before the first comma' }),
  code: z.string(),
  city: z.string(),
  time_zone: z.string(),
  join_code: z.string().meta({ description: 'Students type it to join the school at sign-up' }),
  student_count: z.number().int().meta({ description: 'Approved students' }),
  teacher_count: z.number().int().meta({ description: 'Approved teachers' }),
  active_homework_count: z.number().int().meta({ description: 'Homework assignments still open (not past due, school time)' }),
  pending_accounts: z.number().int().meta({ description: 'Teacher, school and parent accounts of the school still waiting for approval' }),
});
export type SchoolSummaryRow = z.infer<typeof schoolSummaryRowSchema>;

export const schoolSummarySchema = z.object({
  total_schools: z.number().int(),
  total_students: z.number().int(),
  active_homework: z.number().int(),
  pending_school_accounts: z.number().int().meta({ description: 'School accounts only an administrator can approve' }),
  schools: z.array(schoolSummaryRowSchema).meta({ description: 'Every school, by name' }),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

// ---------------------------------------------------------------- LMS engagement and homework of one school

/** The spec's `school` query: which school (default: the first by name); `month` defaults to its latest month with sign-ins. */
export const lmsEngagementQuerySchema = z.object({
  school: idSchema.optional().meta({ description: 'The school (its id); the first school by name when absent' }),
  month: monthSchema.optional().meta({ description: 'The month shown; the school’s latest month with sign-ins when absent' }),
});
export const lmsEngagementSchema = z.object({
  school: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: 'Null when there is no school yet' }),
  month: monthSchema.nullable(),
  months: z.array(monthSchema).meta({ description: 'Months with sign-ins at the school, newest first (the month select)' }),
  lms_engagement: z.array(engagementDaySchema),
});
export type LmsEngagement = z.infer<typeof lmsEngagementSchema>;

export const adminHomeworkQuerySchema = z.object({
  school: idSchema.meta({ description: 'The school whose homework reports to read' }),
  quiz_id: idSchema.optional().meta({ description: 'Include this quiz’s student rows (results)' }),
});

// ---------------------------------------------------------------- schools: add, edit, approve their accounts

const schoolName = z.string({ error: ADMIN_MESSAGES.nameRequired }).trim().min(1, ADMIN_MESSAGES.nameRequired).max(200);
const schoolCity = z.string({ error: ADMIN_MESSAGES.cityRequired }).trim().min(1, ADMIN_MESSAGES.cityRequired).max(100);
const schoolCode = z.string({ error: ADMIN_MESSAGES.badCode }).trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, ADMIN_MESSAGES.badCode);
const timeZone = z.string({ error: ADMIN_MESSAGES.badTimeZone }).trim().max(64).refine(isTimeZone, ADMIN_MESSAGES.badTimeZone);

export const schoolCreateSchema = z.object({
  name: schoolName,
  code: schoolCode,
  city: schoolCity,
  time_zone: timeZone.default('Asia/Kolkata'),
});
export type SchoolCreateRequest = z.input<typeof schoolCreateSchema>;

export const schoolUpdateSchema = z.object({
  name: schoolName.optional(),
  code: schoolCode.optional(),
  city: schoolCity.optional(),
  time_zone: timeZone.optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), ADMIN_MESSAGES.nothingToChange);
export type SchoolUpdateRequest = z.input<typeof schoolUpdateSchema>;

export const schoolParamsSchema = z.object({ id: idSchema });
export const savedSchoolSchema = schoolSummaryRowSchema.extend({ detail: z.string() });

export const pendingSchoolAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  school: z.object({ id: z.number().int(), name: z.string() }),
  requested_at: z.string(),
});
export const pendingSchoolAccountsSchema = z.object({ school_accounts: z.array(pendingSchoolAccountSchema) });
export type PendingSchoolAccount = z.infer<typeof pendingSchoolAccountSchema>;

// ---------------------------------------------------------------- a notification to a school's students

export const notifySchoolSchema = z.object({
  school: idSchema,
  subject: z.string().trim().min(1, 'Please fill in all required fields.').max(200),
  message: z.string().trim().min(1, 'Please fill in all required fields.').max(2000),
  link: z.union([z.url({ protocol: /^https?$/, error: 'The link must start with http:// or https://' }).max(500), z.literal('').transform(() => undefined)]).optional(),
  grade: gradeSchema.optional().meta({ description: 'Only this grade (every grade when absent)' }),
  section: sectionSchema.optional().meta({ description: 'Only this section of the grade' }),
});
export type NotifySchoolRequest = z.input<typeof notifySchoolSchema>;

// ---------------------------------------------------------------- students across schools

export const adminStudentsQuerySchema = z.object({
  search: z.string().trim().max(100).optional().meta({ description: 'Part of the username, or of the name (any case)' }),
  school: idSchema.optional(),
  grade: gradeSchema.optional(),
  section: sectionSchema.optional(),
}).extend(paginationQuery({ defaultLimit: 50, maxLimit: 200 }).shape);

export const adminStudentSchema = z.object({
  /** The account's id: what deactivating and reactivating name (ADR 0025). */
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  school: z.object({ id: z.number().int(), name: z.string(), short_name: z.string() }),
  grade: z.number().int(),
  section: z.string(),
  login_count: z.number().int(),
  last_login: z.string().nullable().meta({ description: 'ISO 8601; null before the first sign-in' }),
  status: z.enum(ACCOUNT_STATUSES).meta({ description: 'Deactivated accounts cannot sign in (ADR 0025)' }),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;
export const adminStudentsSchema = paginated(adminStudentSchema);
export const adminStudentParamsSchema = z.object({ username: z.string().trim().min(1).max(150) });

const base = '/adminaccess/admin-dashboard';
const tags = ['admin'] as const;
export const adminEndpoints = {
  schoolSummary: defineEndpoint({ method: 'GET', path: `${base}/school-summary/`, tags, summary: 'Every school with its students, open homework and pending accounts, and the totals', responses: { 200: schoolSummarySchema } }),
  lmsEngagement: defineEndpoint({ method: 'GET', path: `${base}/lms-engagement/`, tags, summary: 'One school’s sign-ins per day of one month', query: lmsEngagementQuerySchema, responses: { 200: lmsEngagementSchema } }),
  homeworkReports: defineEndpoint({ method: 'GET', path: `${base}/homework-reports/`, tags, summary: 'One school’s homework reports (as its school account sees them)', query: adminHomeworkQuerySchema, responses: { 200: homeworkReportsSchema } }),
  addSchool: defineEndpoint({ method: 'POST', path: `${base}/schools/`, tags, summary: 'Add a school', body: schoolCreateSchema, responses: { 201: savedSchoolSchema } }),
  updateSchool: defineEndpoint({ method: 'PATCH', path: `${base}/schools/:id/`, tags, summary: 'Change a school’s name, code, city or time zone', params: schoolParamsSchema, body: schoolUpdateSchema, responses: { 200: savedSchoolSchema } }),
  pendingSchoolAccounts: defineEndpoint({ method: 'GET', path: `${base}/school-accounts/`, tags, summary: 'School accounts waiting for an administrator’s approval, oldest first', responses: { 200: pendingSchoolAccountsSchema } }),
  decideSchoolAccount: defineEndpoint({ method: 'POST', path: `${base}/school-accounts/:id/`, tags, summary: 'Approve or reject a school account', params: schoolParamsSchema, body: decisionSchema, responses: { 200: decisionResponseSchema } }),
  notifySchool: defineEndpoint({ method: 'POST', path: `${base}/notifications/`, tags, summary: 'Send a notification to a school’s students (all, one grade, or one class)', body: notifySchoolSchema, responses: { 201: notifySchoolStudentsResponseSchema } }),
  students: defineEndpoint({ method: 'GET', path: `${base}/students/`, tags, summary: 'Students of every school, by name; search by username or name', query: adminStudentsQuerySchema, responses: { 200: adminStudentsSchema } }),
  resetStudentPassword: defineEndpoint({ method: 'POST', path: `${base}/students/:username/reset-password/`, tags, summary: 'Give any student a one-time password (they choose their own at next sign-in)', params: adminStudentParamsSchema, responses: { 200: oneTimePasswordSchema } }),
} as const;
