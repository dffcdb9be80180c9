import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../../core/identity/accounts.table';

/**
 * Password reset links sent by email (ADR 0027): only a SHA-256 hash of the link's token is kept; a link works once
 * (`used_at`, set by one conditional UPDATE) and until `expires_at` (an hour). Rows of an account go with it.
 */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('password_resets_hash_uq').on(t.tokenHash),
  // The per-account limit counts an account's recent links.
  index('password_resets_user_time_idx').on(t.userId, t.createdAt),
  check('password_resets_expiry_ck', sql`${t.expiresAt} > ${t.createdAt}`),
]);
