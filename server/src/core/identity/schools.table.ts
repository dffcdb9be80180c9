import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';

/** A school; its time zone decides which calendar day an activity or login belongs to. */
export const schools = pgTable('schools', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** Students type it to join the school at sign-up (ADR 0005); the school shares it with its classes. */
  joinCode: text('join_code').notNull().default(sql`upper(substr(md5(random()::text), 1, 8))`),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('schools_code_uq').on(t.code),
  uniqueIndex('schools_name_uq').on(t.name),
  uniqueIndex('schools_join_code_uq').on(t.joinCode),
  check('schools_join_code_ck', sql`${t.joinCode} ~ '^[A-Z0-9]{4,12}$'`),
]);
