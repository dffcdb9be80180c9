import { sql } from 'drizzle-orm';
import { pgTable, text, integer, date, timestamp, index, check } from 'drizzle-orm/pg-core';
import { id, createdAt, gradeCheck } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';

/** News for the dashboard slider; school_id null means every school. */
export const news = pgTable('news', {
  id: id(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('news_school_time_idx').on(t.schoolId, t.publishedAt)]);

/** Short dated updates ("latest updates"); shown until end_date. */
export const updates = pgTable('updates', {
  id: id(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  endDate: date('end_date').notNull(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('updates_school_end_idx').on(t.schoolId, t.endDate)]);

/** Dated school events (exhibitions, workshops) for the Upcoming Events panel; grade null = whole school. */
export const schoolEvents = pgTable('school_events', {
  id: id(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  eventDate: date('event_date').notNull(),
  grade: integer('grade'),
}, (t) => [
  index('school_events_school_date_idx').on(t.schoolId, t.eventDate),
  check('school_events_grade_ck', sql`${t.grade} is null or ${gradeCheck(t.grade)}`),
]);
