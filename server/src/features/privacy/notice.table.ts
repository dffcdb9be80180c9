import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NoticeSection } from '@prayog/contract';
import { createdAt, id } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

/**
 * The privacy notice's versions (issue 31 item 1, ADR 0032). A version keeps its whole text in English and Hindi as
 * published, so what anyone accepted can be read again word for word. `text_revision` is the product's standard text
 * the version was made from (notice-text.ts): a release that changes that text publishes the next version itself.
 */
export const privacyNotices = pgTable('privacy_notices', {
  id: id(),
  version: integer('version').notNull(),
  textRevision: integer('text_revision').notNull(),
  sections: jsonb('sections').$type<NoticeSection[]>().notNull(),
  // The programme's grievance contact besides each school's own; null: the schools are the only contact.
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  changesEn: text('changes_en'),
  changesHi: text('changes_hi'),
  // Null for a version the product published itself (a new standard text), or once the administrator's account is gone.
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: createdAt('published_at'),
}, (t) => [
  uniqueIndex('privacy_notices_version_uq').on(t.version),
  check('privacy_notices_version_ck', sql`${t.version} > 0`),
  check('privacy_notices_contact_ck', sql`(${t.contactName} is null) = (${t.contactEmail} is null)`),
]);

/** Who accepted which version, and when: one row per person and version (a repeated acceptance keeps the first). */
export const privacyNoticeAcceptances = pgTable('privacy_notice_acceptances', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.version] }),
  // The administrators' count of acceptances per version.
  index('privacy_notice_acceptances_version_idx').on(t.version),
]);
