import type { Db } from '../db/client';
import { issueToken } from '../core/identity/sessions';
import { userByUsername } from './fixtures';

/**
 * A sign-in token for a user, issued directly: tests that are not about signing in need no password hashing
 * and never meet the sign-in rate limits. (The accounts tests sign in over HTTP.)
 */
export async function tokenFor(db: Db, username: string): Promise<string> {
  const user = await userByUsername(db, username);
  if (!user) throw new Error(`No user ${username}`);
  return issueToken(db, user.id, 24);
}

/** Tokens for several users at once, by username. */
export async function tokensFor(db: Db, usernames: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(usernames.map(async (u) => [u, await tokenFor(db, u)] as const));
  return Object.fromEntries(entries);
}
