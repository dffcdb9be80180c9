import { z } from 'zod';
import { defineEndpoint, idSchema, paginationQuery } from '../common/endpoint';
import { textLanguageSchema } from '../translations/translations.contract';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'alert'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** One notification as its recipient sees it (spec 1 §3: id, subject, message, sent_by). */
export const notificationSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  sent_by: z.string().nullable().meta({ description: "The sender's name; null when the sender's account is gone" }),
  link: z.string().nullable(),
  notification_type: notificationTypeSchema,
  created_at: z.string().meta({ description: 'When it was sent (ISO 8601)' }),
  read: z.boolean(),
  text_language: textLanguageSchema.meta({ description: 'The language of the subject and message (ADR 0044): a version in the caller’s language, or the server’s own words for a notification it wrote from a template; else English' }),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuery({ defaultLimit: 20, maxLimit: 100 });
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const studentNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int().meta({ description: 'How many notifications the caller has in all (for paging)' }),
  unread_count: z.number().int(),
});
export type StudentNotificationsResponse = z.infer<typeof studentNotificationsResponseSchema>;

export const bellQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 50').max(50, 'limit must be between 1 and 50').default(10),
});

/** GET /api/notifications (spec 1 §7): count is the number of unread notifications. */
export const bellResponseSchema = z.object({
  count: z.number().int(),
  notifications: z.array(notificationSchema),
});
export type BellResponse = z.infer<typeof bellResponseSchema>;

export const markReadParamsSchema = z.object({ notificationId: idSchema });

const tags = ['notifications'] as const;
export const notificationEndpoints = {
  /** The signed-in student's notifications (spec 1 §7), newest first, paginated. */
  studentNotifications: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student_notification/', tags, summary: "The signed-in student's notifications, newest first",
    query: notificationListQuerySchema, responses: { 200: studentNotificationsResponseSchema },
  }),
  /** The bell of every role's dashboard: unread count and the newest notifications (served at /api/notifications). */
  bell: defineEndpoint({
    method: 'GET', path: '/notifications', tags, summary: 'Unread count and newest notifications of the signed-in user (any role)',
    query: bellQuerySchema, responses: { 200: bellResponseSchema },
  }),
  /** Marks one of the caller's notifications as read; repeating it changes nothing. */
  markRead: defineEndpoint({
    method: 'POST', path: '/notifications/:notificationId/read/', tags, summary: "Mark one of the caller's notifications as read",
    params: markReadParamsSchema, responses: { 200: notificationSchema },
  }),
} as const;

// ---------------------------------------------------------------- sending (teachers) and live delivery

/** Spec 3 "Push notification modal": individual (student usernames) or group (grade and section); type 'info'. */
export const NOTIFY_MESSAGES = {
  required: 'Please fill in all required fields.',
  sent: 'Notification sent successfully!',
  noStudents: 'No student of your school matches.',
} as const;

export const notifyStudentsSchema = z.object({
  mode: z.enum(['individual', 'group']),
  subject: z.string().trim().min(1, NOTIFY_MESSAGES.required).max(200),
  message: z.string().trim().min(1, NOTIFY_MESSAGES.required).max(2000),
  link: z.union([z.url({ protocol: /^https?$/, error: 'The link must start with http:// or https://' }).max(500), z.literal('').transform(() => undefined)]).optional(),
  notification_type: notificationTypeSchema.default('info'),
  student_usernames: z.array(z.string().trim().min(1).max(150)).max(200).optional().meta({ description: 'Individual mode: the students (usernames)' }),
  grade: z.coerce.number().int().min(1).max(12).optional().meta({ description: 'Group mode' }),
  section: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']).optional().meta({ description: 'Group mode' }),
});
export type NotifyStudentsRequest = z.input<typeof notifyStudentsSchema>;
export const notifySchoolStudentsResponseSchema = z.object({ detail: z.string(), recipients: z.number().int() });

/** One event of the live stream: a notification just delivered to the caller. */
export const notificationEventSchema = z.object({ type: z.literal('notification'), notification: notificationSchema });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const notificationSendEndpoints = {
  notifyStudents: defineEndpoint({
    method: 'POST', path: '/teacher_dashboard/notify_students/', tags: ['notifications'], summary: 'Send a notification to students of the school, one by one or a class',
    body: notifyStudentsSchema, responses: { 201: notifySchoolStudentsResponseSchema },
  }),
  /**
   * Server-sent events: `event: notification` with a NotificationEvent as data when a notification reaches the
   * caller, and a comment every 25 s to keep proxies from closing the connection. The bell falls back to its
   * 30-second refresh when the stream drops.
   */
  stream: defineEndpoint({
    method: 'GET', path: '/notifications/stream', tags: ['notifications'], summary: 'Live notifications of the caller (text/event-stream)',
    responses: { 200: z.string().meta({ description: 'text/event-stream' }) },
  }),
} as const;
