import { z } from 'zod';
import { roleSchema, gradeSchema, sectionSchema, approvalStatusSchema } from '../common/enums';
import { errorSchema, registrationErrorSchema } from '../common/errors';

export const accountPaths = {
  register: '/account/register/',
  login: '/account/login/',
  logout: '/account/logout/',
  me: '/account/me/',
} as const;

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
] as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(150, 'Username must be at most 150 characters')
  .regex(/^[A-Za-z0-9_.@+-]+$/, 'Username may contain only letters, digits and . _ @ + -')
  .refine((v) => !(RESERVED_USERNAMES as readonly string[]).includes(v.toLowerCase()), 'This username is reserved. Please choose another.');

/** POST /account/register/ — the spec's payload; grade and section are the student's class. */
export const registerRequestSchema = z.object({
  user: z.object({
    username: usernameSchema,
    password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters'),
    email: z.email('Enter a valid email address').max(254),
    role: roleSchema,
  }),
  /** The school's value from the school choices (see schools.contract). */
  school: optionalText(120),
  name: optionalText(120),
  phone_number: optionalText(20).refine((v) => v === undefined || /^[0-9+\-\s]{6,20}$/.test(v), 'Enter a valid phone number'),
  child_username: optionalText(150),
  grade: z.union([gradeSchema, z.literal('').transform(() => undefined)]).optional(),
  section: z.union([sectionSchema, z.literal('').transform(() => undefined)]).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
  role: roleSchema,
  /** Teacher, school and parent accounts wait for their school or an administrator. */
  approval_status: approvalStatusSchema,
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
  school: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const accountResponses = {
  register: { 201: registerResponseSchema, 400: registrationErrorSchema, 429: errorSchema },
  login: { 200: loginResponseSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
  logout: { 200: logoutResponseSchema, 401: errorSchema },
  me: { 200: meResponseSchema, 401: errorSchema },
} as const;

/** Where each role lands after /dashboard (spec 1 §2). Students use the portal at /dashboard itself. */
export function dashboardUrlFor(role: z.infer<typeof roleSchema>, isSuperuser: boolean): string {
  if (isSuperuser) return '/admin-dashboard';
  switch (role) {
    case 'school': return '/school_dashboard';
    case 'teacher': return '/teacher_dashboard';
    case 'parent': return '/parent_dashboard';
    default: return '/dashboard';
  }
}
