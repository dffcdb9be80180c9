import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, jsonb, smallint, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../db/columns';
import { users } from './identity/accounts.table';

/**
 * Idempotency keys of writes a phone may send more than once (its offline queue, issue 29 part 4; core/idempotency.ts):
 * the first request under a key claims the row (status null while it runs) and stores its answer; every retry gets
 * that answer back instead of doing the work again. Kept IDEMPOTENCY_KEEP_DAYS, then removed by the periodic prune;
 * rows of an account go with it. `answer` is the first answer's body (or, for a refusal, its English detail).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** The route the key was used on (method and path pattern): the same key on another route is refused. */
  route: text('route').notNull(),
  status: smallint('status'),
  answer: jsonb('answer'),
  createdAt: createdAt(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key),
  // The prune removes old keys by age.
  index('idempotency_keys_created_idx').on(t.createdAt),
  check('idempotency_keys_status_ck', sql`${t.status} is null or ${t.status} between 200 and 499`),
  check('idempotency_keys_key_ck', sql`length(${t.key}) between 1 and 100`),
]);
