import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { SOURCE_LANGUAGE, type BellResponse, type Language, type NotificationItem, type StudentNotificationsResponse } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { localize } from '../../lib/localize';
import { users } from '../../core/identity/accounts.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { notificationTranslations } from '../translations/translations.table';
import { notifications, notificationRecipients } from './notifications.table';

type NotificationType = NotificationItem['notification_type'];

/**
 * The caller's notifications, newest first (uses notification_recipients_user_idx), in the caller's language where the
 * notification has a version in it (ADR 0044; joined by its primary key).
 */
function selectForUser(db: Db, userId: number, language: Language) {
  return db
    .select({
      id: notifications.id, subject: inLanguage(notificationTranslations.subject, notifications.subject),
      message: inLanguage(notificationTranslations.message, notifications.message), textLanguage: textLanguage(notificationTranslations.message, language),
      sentBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      link: notifications.link, type: notifications.notificationType, createdAt: notifications.createdAt, readAt: notificationRecipients.readAt,
    })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .leftJoin(users, eq(users.id, notifications.sentBy))
    .leftJoin(notificationTranslations, versionOf(notificationTranslations.notificationId, notifications.id, notificationTranslations.language, language))
    .where(eq(notificationRecipients.userId, userId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectForUser>>[number];

/**
 * A notification as its reader sees it. One with no version in the reader's language may still be one the server wrote
 * from a template of its own (a quiz assigned, say): the server's catalogue gives its words in the language.
 */
const toItem = (language: Language) => (r: Row): NotificationItem => {
  let { subject, message, textLanguage: shownIn } = r;
  if (shownIn === SOURCE_LANGUAGE && language !== SOURCE_LANGUAGE) {
    subject = localize(subject, language);
    message = localize(message, language);
    if (message !== r.message) shownIn = language;
  }
  return {
    id: r.id, subject, message, sent_by: r.sentBy, link: r.link,
    notification_type: r.type as NotificationType, created_at: r.createdAt.toISOString(), read: r.readAt !== null, text_language: shownIn,
  };
};

async function counts(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notificationRecipients.readAt} is null)::int` })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function listNotifications(db: Db, userId: number, page: { limit: number; offset: number }, language: Language): Promise<StudentNotificationsResponse> {
  const [rows, c] = await Promise.all([
    selectForUser(db, userId, language).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
    counts(db, userId),
  ]);
  return { notifications: rows.map(toItem(language)), total: c.total, unread_count: c.unread };
}

/** The bell: how many are unread, and the newest few. */
export async function bellNotifications(db: Db, userId: number, limit: number, language: Language): Promise<BellResponse> {
  const [rows, c] = await Promise.all([
    selectForUser(db, userId, language).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    counts(db, userId),
  ]);
  return { count: c.unread, notifications: rows.map(toItem(language)) };
}

/**
 * Marks the caller's own notification read; the first read time is kept. Someone else's
 * notification answers 404 like a missing one, so ids cannot be probed.
 */
export async function markNotificationRead(db: Db, userId: number, notificationId: number, language: Language): Promise<NotificationItem> {
  const mine = and(eq(notificationRecipients.notificationId, notificationId), eq(notificationRecipients.userId, userId));
  await db.update(notificationRecipients).set({ readAt: sql`now()` }).where(and(mine, isNull(notificationRecipients.readAt)));
  const [row] = await selectForUser(db, userId, language).where(and(eq(notificationRecipients.userId, userId), eq(notifications.id, notificationId)));
  if (!row) throw notFound('Notification not found.');
  return toItem(language)(row);
}
