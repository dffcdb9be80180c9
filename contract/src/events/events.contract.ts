import { z } from 'zod';
import { quizTypeSchema } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';

export const UPCOMING_EVENT_KINDS = ['assessment', 'school_event'] as const;
export const upcomingEventKindSchema = z.enum(UPCOMING_EVENT_KINDS);
export type UpcomingEventKind = z.infer<typeof upcomingEventKindSchema>;

export const upcomingEventSchema = z.object({
  id: z.string().meta({ description: 'Unique in the list: assessment-<quiz id> or event-<event id>' }),
  kind: upcomingEventKindSchema,
  date: z.string().meta({ description: 'The due date of an assessment or the day of a school event (YYYY-MM-DD, school time)' }),
  title: z.string(),
  description: z.string().meta({ description: "An assessment's topic; a school event's description" }),
  quiz_id: z.number().int().nullable(),
  quiz_type: quizTypeSchema.nullable(),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

export const upcomingEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').default(50),
});

export const upcomingEventsResponseSchema = z.object({
  /** The school's today (YYYY-MM-DD): every event is on or after it. */
  today: z.string(),
  events: z.array(upcomingEventSchema),
});
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;

export const eventEndpoints = {
  /** The Upcoming Events panel: the student's assessments still to take and their school's events, by date. */
  upcoming: defineEndpoint({
    method: 'GET', path: '/student_dashboard/upcoming-events/', tags: ['events'],
    summary: "The student's assessments still to take and their school's events, by date",
    query: upcomingEventsQuerySchema, responses: { 200: upcomingEventsResponseSchema },
  }),
} as const;
