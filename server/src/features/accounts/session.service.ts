import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/access';
import { authTokens, users } from './accounts.table';
import type { Role } from '@prayog/contract';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Issues a random 32-byte token; only its hash is stored. */
export async function issueToken(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(authTokens).values({ tokenHash: sha256(token), userId, expiresAt });
  // Housekeeping on the same user's rows only, so sign-in stays cheap.
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), lt(authTokens.expiresAt, sql`now()`)));
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

export async function resolvePrincipal(db: Db, token: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: users.id, username: users.username, role: users.role, isSuperuser: users.isSuperuser,
      schoolId: users.schoolId, name: users.name,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, sql`now()`), eq(users.approvalStatus, 'approved')))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}
