import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, timestamp, index, uniqueIndex, check, primaryKey, serial, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from '../../db/columns';
import { schools } from './schools.table';
import { ROLES, APPROVAL_STATUSES } from '@prayog/contract';

/** Every person who signs in. Administrators are users with is_superuser. */
export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  name: text('name'),
  phoneNumber: text('phone_number'),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'restrict' }),
  approvalStatus: text('approval_status').notNull().default('approved'),
  approvedBy: integer('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Sign-ins so far (the latest login_num), kept at sign-in so lists of learners need not count. */
  loginCount: integer('login_count').notNull().default(0),
  /** The interface language the person chose (null: not chosen; the browser's choice applies). */
  language: text('language'),
  /** Set by a one-time password (a reset, or an account made by the school): they choose their own at sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /**
   * When the one-time password was given (ADR 0023): it signs in once, within ONE_TIME_PASSWORD_HOURS of this; the
   * sign-in that uses it clears this, so a second one fails like a wrong password.
   */
  oneTimePasswordAt: timestamp('one_time_password_at', { withTimezone: true }),
  /** When the account was deactivated (ADR 0025): it cannot sign in and its sessions end; null while active (who did it is in the audit log). */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  // Case-insensitive uniqueness: 'Asha' and 'asha' are the same person signing in.
  uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  index('users_school_role_idx').on(t.schoolId, t.role),
  // Active learners: a school's students by their latest sign-in.
  index('users_school_role_last_login_idx').on(t.schoolId, t.role, t.lastLoginAt),
  index('users_approval_idx').on(t.approvalStatus).where(sql`${t.approvalStatus} = 'pending'`),
  check('users_role_ck', inList(t.role, ROLES)),
  // Sign-in reads an identifier with '@' as an email, so no username may contain one.
  check('users_username_no_at_ck', sql`position('@' in ${t.username}) = 0`),
  check('users_approval_ck', inList(t.approvalStatus, APPROVAL_STATUSES)),
  // A language code's shape only: the API takes only the languages of contract/src/common/languages.json, and a
  // school adding one there needs no migration (docs/languages.md).
  check('users_language_ck', sql`${t.language} is null or ${t.language} ~ '^[a-z]{2,3}$'`),
]);

/** Sign-in tokens: only a SHA-256 hash is stored, so a database leak does not leak sessions. */
export const authTokens = pgTable('auth_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
  index('auth_tokens_user_idx').on(t.userId),
  index('auth_tokens_expiry_idx').on(t.expiresAt),
]);

/**
 * One row per successful sign-in; login_num counts the user's sign-ins (the login-activity charts). Partitioned by
 * month of logged_in_at (ADR 0045, db/partitions.ts): the id comes from a sequence, not an identity (PostgreSQL 15
 * refuses identities on partitioned tables), and the key includes the partition column, as PostgreSQL requires.
 */
export const loginEvents = pgTable('login_events', {
  id: serial('id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  loggedInAt: timestamp('logged_in_at', { withTimezone: true }).notNull().defaultNow(),
  loginNum: integer('login_num').notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.loggedInAt] }),
  index('login_events_user_time_idx').on(t.userId, t.loggedInAt),
  index('login_events_school_time_idx').on(t.schoolId, t.loggedInAt),
  check('login_events_num_ck', sql`${t.loginNum} >= 1`),
]);
