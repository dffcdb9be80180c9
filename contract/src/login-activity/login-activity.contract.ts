import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/**
 * GET /student_dashboard/student/login-activity/?year=YYYY — one calendar year at a time (the school's
 * local year). Without `year` the server answers for the current year in the school's time zone
 * (the original defaulted to 2025).
 */
export const loginActivityQuerySchema = z.object({
  year: z.coerce.number().int('Year must be a whole number').min(2000, 'Year must be between 2000 and 2100').max(2100, 'Year must be between 2000 and 2100').optional(),
});
export type LoginActivityQuery = z.input<typeof loginActivityQuerySchema>;

/** Spec 1 §3 "Login summary": sign-ins on one school-local day. */
export const loginSummaryItemSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: 'School-local day, YYYY-MM-DD' }),
  login_count: z.number().int().min(1),
});
export type LoginSummaryItem = z.infer<typeof loginSummaryItemSchema>;

/** The Login Activity panel's student profile box. */
export const loginActivityStudentSchema = z.object({
  username: z.string(),
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  school: z.string(),
  profile_pic: z.string().nullable().meta({ description: 'Address of the chosen avatar image, or null' }),
});

export const loginActivityResponseSchema = z.object({
  student: loginActivityStudentSchema,
  /** Every sign-in the student ever made, not only this year's. */
  total_logins: z.number().int(),
  /** The year `login_summary` covers. */
  year: z.number().int(),
  /** Years with at least one sign-in, plus the current year; ascending. The year selectors offer these. */
  years: z.array(z.number().int()),
  /** Days of `year` with at least one sign-in, oldest first; days without sign-ins are left out. */
  login_summary: z.array(loginSummaryItemSchema),
});
export type LoginActivityResponse = z.infer<typeof loginActivityResponseSchema>;

export const loginActivityEndpoints = {
  loginActivity: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student/login-activity/', tags: ['login-activity'],
    summary: "The signed-in student's sign-ins per school-local day of one year",
    query: loginActivityQuerySchema, responses: { 200: loginActivityResponseSchema },
  }),
} as const;
