import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BellResponse, NotificationItem, StudentNotificationsResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { notifications, notificationRecipients } from './notifications.table';

type NotificationType = NotificationItem['notification_type'];

/** The caller's notifications, newest first (uses notification_recipients_user_idx). */
function selectForUser(db: Db, userId: number) {
  return db
    .select({
      id: notifications.id, subject: notifications.subject, message: notifications.message, sentBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      link: notifications.link, type: notifications.notificationType, createdAt: notifications.createdAt, readAt: notificationRecipients.readAt,
    })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .leftJoin(users, eq(users.id, notifications.sentBy))
    .where(eq(notificationRecipients.userId, userId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectForUser>>[number];
const toItem = (r: Row): NotificationItem => ({
  id: r.id, subject: r.subject, message: r.message, sent_by: r.sentBy, link: r.link,
  notification_type: r.type as NotificationType, created_at: r.createdAt.toISOString(), read: r.readAt !== null,
});

async function counts(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notificationRecipients.readAt} is null)::int` })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function listNotifications(db: Db, userId: number, page: { limit: number; offset: number }): Promise<StudentNotificationsResponse> {
  const [rows, c] = await Promise.all([
    selectForUser(db, userId).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
    counts(db, userId),
  ]);
  return { notifications: rows.map(toItem), total: c.total, unread_count: c.unread };
}

/** The bell: how many are unread, and the newest few. */
export async function bellNotifications(db: Db, userId: number, limit: number): Promise<BellResponse> {
  const [rows, c] = await Promise.all([
    selectForUser(db, userId).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    counts(db, userId),
  ]);
  return { count: c.unread, notifications: rows.map(toItem) };
}

/**
 * Marks the caller's own notification read; the first read time is kept. Someone else's
 * notification answers 404 like a missing one, so ids cannot be probed.
 */
export async function markNotificationRead(db: Db, userId: number, notificationId: number): Promise<NotificationItem> {
  const mine = and(eq(notificationRecipients.notificationId, notificationId), eq(notificationRecipients.userId, userId));
  await db.update(notificationRecipients).set({ readAt: sql`now()` }).where(and(mine, isNull(notificationRecipients.readAt)));
  const [row] = await selectForUser(db, userId).where(and(eq(notificationRecipients.userId, userId), eq(notifications.id, notificationId)));
  if (!row) throw notFound('Notification not found.');
  return toItem(row);
}
