import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/**
 * Extra time in timed quizzes (issue 32 item 3, ADR 0040): a teacher or the school office gives a student, or a whole
 * class, more time than a quiz's own; every attempt the student starts afterwards gets it, on the server's deadline.
 * Only the amount is kept, never why: the reason stays with the school.
 */
export const MAX_TIME_FACTOR = 3;
export const MAX_EXTRA_MINUTES = 120;
/** The factors offered on screen; any multiple of 0.05 from 1 to MAX_TIME_FACTOR is taken. */
export const TIME_FACTOR_CHOICES = [1, 1.25, 1.5, 2] as const;

export const ACCOMMODATION_MESSAGES = {
  factor: `The time factor must be from 1 to ${MAX_TIME_FACTOR}, in steps of 0.05 (for example 1.25).`,
  minutes: `Extra minutes must be a whole number from 0 to ${MAX_EXTRA_MINUTES}.`,
  saved: 'Extra time saved.',
  cleared: 'Extra time removed.',
} as const;

export const timeAccommodationSchema = z.object({
  time_factor: z.number().min(1, ACCOMMODATION_MESSAGES.factor).max(MAX_TIME_FACTOR, ACCOMMODATION_MESSAGES.factor)
    .refine((f) => Math.abs(f * 20 - Math.round(f * 20)) < 1e-9, ACCOMMODATION_MESSAGES.factor)
    .meta({ description: "Each quiz's own time is multiplied by this" }),
  extra_minutes: z.number().int(ACCOMMODATION_MESSAGES.minutes).min(0, ACCOMMODATION_MESSAGES.minutes).max(MAX_EXTRA_MINUTES, ACCOMMODATION_MESSAGES.minutes)
    .meta({ description: 'Then this many minutes are added' }),
});
export type TimeAccommodation = z.infer<typeof timeAccommodationSchema>;

export const setAccommodationRequestSchema = timeAccommodationSchema.extend({
  student_usernames: z.array(z.string().trim().min(1).max(150)).min(1).max(200)
    .meta({ description: "Students of the school: one, or a whole class. A factor of 1 and 0 minutes removes their extra time" }),
});
export type SetAccommodationRequest = z.infer<typeof setAccommodationRequestSchema>;

export const setAccommodationResponseSchema = z.object({
  detail: z.string(),
  students: z.number().int().meta({ description: 'How many students it was set (or removed) for' }),
});
export type SetAccommodationResponse = z.infer<typeof setAccommodationResponseSchema>;

const tags = ['learners'] as const;
const summary = "Give students of the school extra time in every timed quiz they start from now on (a factor and minutes), or remove it";
export const accommodationEndpoints = {
  teacherSetAccommodation: defineEndpoint({
    method: 'PUT', path: '/teacher_dashboard/accommodations/', tags, summary,
    body: setAccommodationRequestSchema, responses: { 200: setAccommodationResponseSchema },
  }),
  schoolSetAccommodation: defineEndpoint({
    method: 'PUT', path: '/school_dashboard/accommodations/', tags, summary,
    body: setAccommodationRequestSchema, responses: { 200: setAccommodationResponseSchema },
  }),
} as const;
