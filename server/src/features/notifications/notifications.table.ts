import { pgTable, text, integer, timestamp, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';
import { NOTIFICATION_TYPES } from '@prayog/contract';

// One list of types for the CHECK, the seed and the API.
export { NOTIFICATION_TYPES };

export const notifications = pgTable('notifications', {
  id: id(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  link: text('link'),
  notificationType: text('notification_type').notNull().default('info'),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [check('notifications_type_ck', inList(t.notificationType, NOTIFICATION_TYPES))]);

/** Who received a notification and whether they have read it. */
export const notificationRecipients = pgTable('notification_recipients', {
  notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_recipients_user_idx').on(t.userId, t.readAt)]);
