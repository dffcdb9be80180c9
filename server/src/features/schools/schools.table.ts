import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';

/** A school; its time zone decides which calendar day an activity or login belongs to. */
export const schools = pgTable('schools', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('schools_code_uq').on(t.code), uniqueIndex('schools_name_uq').on(t.name)]);
