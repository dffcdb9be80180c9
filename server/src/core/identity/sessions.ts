import crypto from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textArray } from '../../db/array-literals';
import { preparedStatement } from '../../db/prepared';
import { batcherPerDatabase } from '../group-commit';
import type { Principal } from '../policy';
import { authTokens } from './accounts.table';
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

/** The stored form of a token: its SHA-256, so a copy of the table (or of a cache) cannot sign anyone in. */
export const tokenHash = (token: string): string => sha256(token);

/** The approved user behind a token, with a student's class and school, in one query. */
export async function resolvePrincipal(db: Db, token: string): Promise<Principal | null> {
  return (await loadSession(db, sha256(token)))?.principal ?? null;
}

interface SessionRow {
  for_position: number | string; id: number; username: string; role: string; is_superuser: boolean; school_id: number | null;
  name: string | null; student_school_id: number | null; grade: number | null; section: string | null; school_name: string | null;
  time_zone: string | null; joined_at: Date | string; expires_at: Date | string; must_change_password: boolean;
}

/**
 * The session query for every token asked about at the same moment, in ONE statement (ADR 0020): every request whose
 * session is not kept asks it first, and a district's students arrive by the hundred, each asking once before its
 * real read. Batched like heartbeats (GroupCommit), prepared once per connection; a token not found (unknown,
 * expired, or its account not approved or deactivated) has no row.
 */
const sessionsStatement = preparedStatement('sessions_of_tokens', ['hashes'], (p) => sql`
  select asked.for_position, u.id, u.username, u.role, u.is_superuser, u.school_id, u.name,
    sp.school_id as student_school_id, sp.grade, sp.section, sc.name as school_name, sc.time_zone,
    u.created_at as joined_at, t.expires_at, u.must_change_password
  from unnest(${p.hashes}::text[]) with ordinality as asked(hash, for_position)
    join auth_tokens t on t.token_hash = asked.hash and t.expires_at > now()
    join users u on u.id = t.user_id and u.approval_status = 'approved' and u.deactivated_at is null
    left join student_profiles sp on sp.user_id = u.id
    left join schools sc on sc.id = sp.school_id`);

const sessionReads = batcherPerDatabase(async (db: Db, hashes: string[]): Promise<(SessionRow | null)[]> => {
  const found = new Array<SessionRow | null>(hashes.length).fill(null);
  for (const row of await sessionsStatement<SessionRow>(db, { hashes: textArray(hashes) })) found[Number(row.for_position) - 1] = row;
  return found;
}, (hash: string) => hash, 100);

/** The signed-in user of a token (by its hash) and when the token ends (ms since the epoch). */
export async function loadSession(db: Db, hash: string): Promise<{ principal: Principal; expiresAt: number } | null> {
  const row = await sessionReads(db).submit(hash);
  if (!row) return null;
  const isStudent = row.role === 'student' && row.student_school_id !== null && row.grade !== null && row.section !== null;
  const principal: Principal = {
    id: row.id, username: row.username, role: row.role as Role, isSuperuser: row.is_superuser, schoolId: row.school_id, name: row.name,
    ...(row.must_change_password ? { mustChangePassword: true } : {}),
    student: isStudent ? {
      id: row.id, username: row.username, name: row.name ?? row.username, schoolId: row.student_school_id!, schoolName: row.school_name!,
      timeZone: row.time_zone!, grade: row.grade!, section: row.section!, joinedAt: new Date(row.joined_at),
    } : null,
  };
  return { principal, expiresAt: new Date(row.expires_at).getTime() };
}

/** Signs the user out everywhere but this token's session; returns how many sessions ended. */
export async function revokeOtherTokens(db: Db, userId: number, keepToken: string): Promise<number> {
  const gone = await db.delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, sha256(keepToken))))
    .returning({ id: authTokens.id });
  return gone.length;
}
