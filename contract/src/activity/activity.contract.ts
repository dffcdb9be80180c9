import { z } from 'zod';
import { gradeSchema } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';
import { subjectInfoSchema, subjectSlugSchema } from '../lessons/lessons.contract';

/**
 * Time spent in the lesson viewer (spec 1 §3 "Activity tracking payload", spec 2 §4, §7). The spec
 * does not show the tracking response nor name the activity summary call; both are designed here.
 */
/** The viewer tabs time is recorded for. */
export const ACTIVITY_ACTIONS = ['content', 'video', 'simulator', 'quiz', 'hint'] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS, { error: 'action must be one of content, video, simulator, quiz, hint' });
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** The viewer sends a heartbeat every 30 s with time_spent 30 (spec 2 §9). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;
export const MAX_TIME_SPENT_SECONDS = 300;

/** POST /student_dashboard/track-activity/ — the spec's payload; `subject` is the subject's slug. */
export const trackActivityRequestSchema = z.object({
  grade: gradeSchema,
  subject: subjectSlugSchema,
  lesson_name: z.string().trim().min(1, 'lesson_name is required').max(200),
  action: activityActionSchema,
  time_spent: z
    .number({ error: 'time_spent must be a number of seconds' })
    .int('time_spent must be a whole number of seconds')
    .min(1, `time_spent must be between 1 and ${MAX_TIME_SPENT_SECONDS} seconds`)
    .max(MAX_TIME_SPENT_SECONDS, `time_spent must be between 1 and ${MAX_TIME_SPENT_SECONDS} seconds`),
  // A heartbeat queued on the phone while offline (issue 29 part 4) is sent later: it says when it was made, by the
  // phone's clock, and when it was sent, so the server places it that long before its own now whatever the phone's
  // clock says (never in the future, never older than IDEMPOTENCY_KEEP_DAYS). Without them it was made on arrival.
  made_at: z.iso.datetime({ offset: true, error: 'made_at must be an ISO date and time' }).optional().meta({
    description: "When the phone made the heartbeat (the phone's clock); the server credits it at that moment",
  }),
  sent_at: z.iso.datetime({ offset: true, error: 'sent_at must be an ISO date and time' }).optional().meta({
    description: "When the phone sent it (the phone's clock); made_at is read relative to it",
  }),
});
export type TrackActivityRequest = z.infer<typeof trackActivityRequestSchema>;

export const trackActivityResponseSchema = z.object({
  credited_seconds: z.number().int().meta({
    description: 'Seconds added: at most time_spent, at most the time since the previous heartbeat, at most one interval plus a few seconds',
  }),
  total_seconds_today: z.number().int().meta({ description: "The student's seconds on all lessons today, this heartbeat included" }),
  day: z.string().meta({ description: 'The school-local day (YYYY-MM-DD) the time was added to' }),
});
export type TrackActivityResponse = z.infer<typeof trackActivityResponseSchema>;

/** GET /student_dashboard/lesson-summary/?grade=&subject= — the signed-in student's own times. */
export const lessonSummaryQuerySchema = z.object({ grade: gradeSchema, subject: subjectSlugSchema });

const hms = z.string().regex(/^\d{2,}:\d{2}:\d{2}$/).meta({ description: 'HH:MM:SS, summed over all days' });

/** One lesson's times (spec 2 §3 "Lesson summary"); curriculum_time is the sum of every tab. */
export const lessonTimesRowSchema = z.object({
  lesson_id: z.number().int(),
  position: z.number().int(),
  lesson_name: z.string(),
  content_time: hms,
  video_time: hms,
  quiz_time: hms,
  simulator_time: hms,
  hint_time: hms,
  curriculum_time: hms,
});
export type LessonTimesRow = z.infer<typeof lessonTimesRowSchema>;

export const lessonSummaryResponseSchema = z.object({
  subject: subjectInfoSchema,
  lesson_summary: z.array(lessonTimesRowSchema),
});
export type LessonSummaryResponse = z.infer<typeof lessonSummaryResponseSchema>;

const tags = ['activity'] as const;
export const activityEndpoints = {
  trackActivity: defineEndpoint({
    method: 'POST', path: '/student_dashboard/track-activity/', tags,
    summary: 'Heartbeat from the lesson viewer: add time to a lesson tab (capped by the time that really passed)',
    body: trackActivityRequestSchema, responses: { 200: trackActivityResponseSchema },
  }),
  lessonSummary: defineEndpoint({
    method: 'GET', path: '/student_dashboard/lesson-summary/', tags,
    summary: "The student's own time per lesson of one subject (HH:MM:SS)",
    query: lessonSummaryQuerySchema, responses: { 200: lessonSummaryResponseSchema },
  }),
} as const;
