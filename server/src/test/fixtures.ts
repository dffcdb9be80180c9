import { eq } from 'drizzle-orm';
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
