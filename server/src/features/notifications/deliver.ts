import { eq, sql } from 'drizzle-orm';
import type { NotificationItem } from '@prayog/contract';
import type { Db } from '../../db/client';
import { chunks } from '../../lib/chunks';
import { intArray } from '../../db/array-literals';
import { rowsOf } from '../../db/rows';
import { purposeWithdrawnSql } from '../../core/identity/consents';
import { users } from '../../core/identity/accounts.table';
import { notifications, notificationRecipients } from './notifications.table';
import { notificationHub } from './notification-hub';

export interface NewNotification {
  subject: string;
  message: string;
  link?: string | null;
  type?: NotificationItem['notification_type'];
  sentBy: number | null;
  schoolId: number | null;
}

/**
 * Stores one notification for its recipients (in the caller's transaction when one is given) and returns what to
 * hand to their live streams once that transaction has committed: `await delivered.publish()` after commit.
 */
export async function storeNotification(db: Db, note: NewNotification, recipientIds: readonly number[]) {
  const unique = await withoutWithdrawn(db, [...new Set(recipientIds)]);
  const [row] = await db.insert(notifications).values({
    subject: note.subject, message: note.message, link: note.link ?? null, notificationType: note.type ?? 'info',
    sentBy: note.sentBy, schoolId: note.schoolId,
  }).returning();
  for (const part of chunks(unique.map((userId) => ({ notificationId: row.id, userId })), 1000)) {
    await db.insert(notificationRecipients).values(part);
  }
  const [sender] = note.sentBy === null ? [] : await db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, note.sentBy));
  const item: Omit<NotificationItem, 'read'> = {
    id: row.id, subject: row.subject, message: row.message, link: row.link, notification_type: row.notificationType as NotificationItem['notification_type'],
    sent_by: sender ? sender.name ?? sender.username : null, created_at: row.createdAt.toISOString(),
    // Just written, so in English only: the live stream carries it as written (ADR 0044).
    text_language: 'en',
  };
  return { id: row.id, recipients: unique.length, publish: () => notificationHub.publish(unique, item) };
}

/**
 * The recipients less the students whose parent withdrew notifications (ADR 0035): the school's messages no longer
 * reach them. One statement for the whole list.
 */
async function withoutWithdrawn(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return ids;
  const withheld = rowsOf<{ id: number }>(await db.execute(sql`select u.id from users u
    where u.id = any(${intArray(ids)}::int[]) and u.role = 'student' and ${purposeWithdrawnSql(sql`u.id`, 'notifications')}`));
  if (withheld.length === 0) return ids;
  const out = new Set(withheld.map((r) => Number(r.id)));
  return ids.filter((id) => !out.has(id));
}
