import { z } from 'zod';
import { errorSchema } from '../common/errors';

export const notificationPaths = {
  /** The signed-in student's notifications (spec 1 §7), newest first, paginated. */
  studentNotifications: '/student_dashboard/student_notification/',
  /** The bell of every role's dashboard: unread count and the newest notifications (served at /api/notifications). */
  bell: '/notifications',
  /** Marks one of the caller's notifications as read; repeating it changes nothing. */
  markRead: '/notifications/:notificationId/read/',
} as const;

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
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  offset: z.coerce.number().int().min(0, 'offset must not be negative').max(1_000_000).default(0),
});
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

export const markReadParamsSchema = z.object({ notificationId: z.coerce.number().int().positive('Not a valid notification id') });

export const notificationResponses = {
  studentNotifications: { 200: studentNotificationsResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  bell: { 200: bellResponseSchema, 400: errorSchema, 401: errorSchema },
  markRead: { 200: notificationSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;
