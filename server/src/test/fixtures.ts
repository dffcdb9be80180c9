import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../core/identity/accounts.table';
import { hashPassword } from '../features/accounts/password';

export const PASSWORD = 'correct-horse-9';
let passwordHash: Promise<string> | null = null;
/** The hash of PASSWORD, made once: hashing is slow on purpose. */
export const sharedPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

export async function userByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

/**
 * Lets every student in the database be named on leaderboards beyond their school, as a parent's consent does
 * (ADR 0035), for tests about ranking rather than about consent.
 */
export async function namedEverywhere(db: Db): Promise<void> {
  await db.execute(sql`insert into parental_consents (student_id, purpose, notice_version, verified_how)
    select user_id, 'leaderboards', 1, 'school-confirmed-link' from student_profiles`);
}
