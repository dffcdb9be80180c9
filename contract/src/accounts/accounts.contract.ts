import { z } from 'zod';
import { IMPERSONATING_USERNAMES } from './reserved-usernames';
import { roleSchema, gradeSchema, sectionSchema, approvalStatusSchema, languageSchema } from '../common/enums';
import { defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { schoolQuery } from '../common/staff';

const optionalText = (max: number) =>
  z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

/**
 * Names that are fixed path segments beside `{username}` (e.g. /student_dashboard/quizzes/ and
 * /student_dashboard/student-profile/avatars/): a user with such a name could not reach their own page.
 */
export const RESERVED_USERNAMES = [
  'avatars', 'quizzes', 'student', 'student-profile', 'student-activity', 'student_leaderboard', 'student_notification',
  'homework-assignment', 'holiday-homework', 'upcoming-events', 'subjects', 'assessment-report', 'lesson-summary',
  'track-activity', 'teacher-remark',
  // Beside /teacher_dashboard/{username}/ and /school_dashboard/{username}/:
  'active-users', 'recent_activity', 'student_access_report', 'students', 'leaderboard', 'homework_report', 'homework_reports',
  'assessmentassignment', 'pre_assessment_report', 'post_assessment_report', 'course-lessons', 'school-choices', 'notify_students',
  'approvals', 'reflections', 'innovationclub', 'inventory', 'kreativityshow', 'macroplanner', 'microplanner', 'monthlyreports',
  'monthlyreport', 'classroom_gallery', 'schoolgallery', 'advocacyreport', 'documents', 'audit-log', 'roster-import',
  // And names that would pass for the platform or its staff.
  ...IMPERSONATING_USERNAMES,
] as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(150, 'Username must be at most 150 characters')
  // No '@': sign-in takes a username or an email, and must never have to guess which one was meant.
  .regex(/^[A-Za-z0-9_.+-]+$/, 'Username may contain only letters, digits and . _ + -')
  .refine((v) => !(RESERVED_USERNAMES as readonly string[]).includes(v.toLowerCase()), 'This username is reserved. Please choose another.');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The shape of a new password; the server also refuses common ones and one equal to the username or email. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** What the server says about a weak password (field errors carry the same texts). */
export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose one that is harder to guess.',
  sameAsUsername: 'The password must not be the same as your username or email.',
  wrongCurrent: 'Your current password is not correct.',
  unchanged: 'The new password must be different from the current one.',
} as const;

/** What registration answers (also as `message`, which the sign-up screen reads). */
export const REGISTRATION_MESSAGES = {
  schoolRequired: 'Please choose your school.',
  nameRequired: 'Please enter your name.',
  gradeRequired: 'Please choose your grade.',
  joinCodeRequired: 'Please enter the join code your school gave you.',
  childRequired: "Please enter your child's username.",
  unknownSchool: 'Please choose a school from the list.',
  wrongJoinCode: 'That join code does not match the school you chose. Please check it with your teacher.',
  unknownJoinCode: 'No school has that join code. Please check it with your teacher.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  studentCreated: 'Registration successful. You can sign in now.',
  staffCreated: 'Registration successful. You can sign in once your school approves your account.',
  parentCreated: 'Registration successful. You can sign in once your school approves your account and confirms your link to your child.',
} as const;

/** A school's join code: students type it to join their school (ADR 0005). */
export const joinCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,12}$/, 'Enter the join code your school gave you');

/** POST /account/register/ — the spec's payload; grade and section are the student's class. */
export const registerRequestSchema = z.object({
  user: z.object({
    username: usernameSchema,
    password: newPasswordSchema,
    email: z.email('Enter a valid email address').max(254),
    role: roleSchema,
  }),
  /** Students only: the join code of their school (shown to the school on its dashboard). */
  join_code: z.union([joinCodeSchema, z.literal('').transform(() => undefined)]).optional(),
  /**
   * The school's value from the school choices (see schools.contract). A student may leave it out: the join code
   * names the school; when both are given they must agree.
   */
  school: optionalText(120),
  name: optionalText(120),
  phone_number: optionalText(20).refine((v) => v === undefined || /^[0-9+\-\s]{6,20}$/.test(v), 'Enter a valid phone number'),
  child_username: optionalText(150),
  grade: z.union([gradeSchema, z.literal('').transform(() => undefined)]).optional(),
  section: z.union([sectionSchema, z.literal('').transform(() => undefined)]).optional(),
  /**
   * The privacy notice version the person read and accepted on the sign-up form (issue 31 item 1); recorded with the
   * new account. It must be the current version. Without it, the notice is shown at the first sign-in instead.
   */
  privacy_notice_version: z.number().int().positive().max(100000).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string().meta({ description: 'What happens next; the same whether or not a child username was found (no enumeration)' }),
  username: z.string(),
  role: roleSchema,
  /** Teacher, school and parent accounts wait for their school or an administrator. */
  approval_status: approvalStatusSchema,
  /** The name of the school the account joined (for a student, the one its join code names). */
  school: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  username_or_email: z.string().trim().min(1, 'Username or email is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  dashboard_url: z.string(),
  role: roleSchema,
  is_superuser: z.boolean(),
  language: languageSchema.nullable().meta({ description: "The account's chosen interface language, or null when none is chosen yet" }),
  must_change_password: z.boolean().meta({ description: 'Signed in with a one-time password: the person chooses their own before anything else' }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({ detail: z.string() });

/** GET /account/me/ — who is signed in; the role shells use it for their header. */
export const meResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  is_superuser: z.boolean(),
  dashboard_url: z.string(),
  language: languageSchema.nullable(),
  phone_number: z.string().nullable(),
  must_change_password: z.boolean(),
  privacy_notice_due: z.boolean().meta({ description: 'True until the person accepts the current privacy notice (the screens ask first)' }),
  time_zone: z.string().meta({ description: "The zone every date and time is shown in: the school's (Asia/Kolkata unless the school says otherwise); Asia/Kolkata for an administrator" }),
  school: z.object({
    id: z.number(),
    name: z.string(),
    join_code: z.string().nullable().meta({ description: "The school's join code for students: shown to its teachers and school account only" }),
  }).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /account/change-password/ — every role; every other session of the account is signed out. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  detail: z.string(),
  signed_out_sessions: z.number().int().meta({ description: 'Other sessions of the account that were signed out' }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** PATCH /account/me/ — a person's own name and phone number (staff Profile, spec 3 settings menu). */
export const updateMeSchema = z.object({
  name: z.string().trim().min(1, 'Name cannot be empty').max(120, 'Name must be at most 120 characters').optional(),
  phone_number: z.union([z.string().trim().regex(/^[0-9+\-\s]{6,20}$/, 'Enter a valid phone number'), z.literal('').transform(() => null), z.null()]).optional(),
});
export type UpdateMeRequest = z.input<typeof updateMeSchema>;

/** PATCH /account/preferences/ — what the signed-in person chose for their account. */
export const preferencesRequestSchema = z.object({ language: languageSchema });
export const preferencesResponseSchema = z.object({ language: languageSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

// ---------------------------------------------------------------- deactivating accounts (ADR 0025)

/** The roles a school deactivates and reactivates (an administrator also deactivates school accounts). */
export const MANAGED_ROLES = ['teacher', 'parent', 'student'] as const;
/** The roles the Accounts list shows: school accounts too, to an administrator only. */
export const LISTED_ROLES = [...MANAGED_ROLES, 'school'] as const;
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_MESSAGES = {
  notFound: 'No such account.',
  denied: "Only the account's own school or an administrator can deactivate it.",
  notYours: 'You cannot deactivate your own account.',
  notManaged: 'A school can deactivate only its teachers, parents and students.',
  administrator: 'Administrator accounts cannot be deactivated.',
  deactivated: 'The account was deactivated: it cannot sign in, and its sessions have ended.',
  reactivated: 'The account was reactivated: it can sign in again.',
} as const;

export const schoolAccountsQuerySchema = schoolQuery.extend({
  role: z.enum(LISTED_ROLES).optional().meta({ description: 'Only this role (school: administrators only)' }),
  status: z.enum(ACCOUNT_STATUSES).optional().meta({ description: 'Only active or only deactivated accounts' }),
  search: z.string().trim().max(150).optional().meta({ description: 'Part of the username or name (any case)' }),
}).extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);
export type SchoolAccountsQuery = z.input<typeof schoolAccountsQuerySchema>;

export const managedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  /** A student's class ('7 A'), null for other roles. */
  class_name: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  deactivated_at: z.string().nullable().meta({ description: 'When it was deactivated (ISO 8601), null while active' }),
  last_login: z.string().nullable(),
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;
export const schoolAccountsResponseSchema = paginated(managedAccountSchema);
export type SchoolAccountsResponse = z.infer<typeof schoolAccountsResponseSchema>;

export const accountIdParamsSchema = z.object({ accountId: idSchema });
export const accountStatusResponseSchema = z.object({ detail: z.string(), account: managedAccountSchema });
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;

const tags = ['accounts'] as const;
export const accountEndpoints = {
  register: defineEndpoint({
    method: 'POST', path: '/account/register/', tags, summary: 'Create an account',
    description: 'Students join with their school\'s join code and can sign in at once; teacher, school and parent accounts wait for approval. Limited per address.',
    body: registerRequestSchema, responses: { 201: registerResponseSchema }, errorsCarryMessage: true,
  }),
  login: defineEndpoint({
    method: 'POST', path: '/account/login/', tags, summary: 'Sign in with username or email',
    body: loginRequestSchema, responses: { 200: loginResponseSchema },
  }),
  logout: defineEndpoint({
    method: 'POST', path: '/account/logout/', tags, summary: 'Sign out: the token stops working', responses: { 200: logoutResponseSchema },
  }),
  me: defineEndpoint({ method: 'GET', path: '/account/me/', tags, summary: 'The signed-in user', responses: { 200: meResponseSchema } }),
  updateMe: defineEndpoint({
    method: 'PATCH', path: '/account/me/', tags, summary: 'Change your own name or phone number',
    body: updateMeSchema, responses: { 200: meResponseSchema },
  }),
  preferences: defineEndpoint({
    method: 'PATCH', path: '/account/preferences/', tags, summary: "Remember the account's interface language",
    body: preferencesRequestSchema, responses: { 200: preferencesResponseSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST', path: '/account/change-password/', tags, summary: 'Change the password (current one required); signs out every other session',
    body: changePasswordRequestSchema, responses: { 200: changePasswordResponseSchema },
  }),
  schoolAccounts: defineEndpoint({
    method: 'GET', path: '/accounts/', tags, summary: "The school's teachers, parents and students, active and deactivated",
    query: schoolAccountsQuerySchema, responses: { 200: schoolAccountsResponseSchema },
  }),
  deactivate: defineEndpoint({
    method: 'POST', path: '/accounts/:accountId/deactivate/', tags, summary: 'Deactivate an account: it cannot sign in, its sessions end; its records stay',
    params: accountIdParamsSchema, responses: { 200: accountStatusResponseSchema },
  }),
  reactivate: defineEndpoint({
    method: 'POST', path: '/accounts/:accountId/reactivate/', tags, summary: 'Reactivate a deactivated account: it can sign in again',
    params: accountIdParamsSchema, responses: { 200: accountStatusResponseSchema },
  }),
} as const;
