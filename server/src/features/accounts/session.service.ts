import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { Principal } from '../../policies';
import { studentProfiles } from '../students/students.table';
import { schools } from '../schools/schools.table';
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

/** The stored form of a token: its SHA-256, so a copy of the table (or of a cache) cannot sign anyone in. */
export const tokenHash = (token: string): string => sha256(token);

/** The approved user behind a token, with a student's class and school, in one query. */
export async function resolvePrincipal(db: Db, token: string): Promise<Principal | null> {
  return (await loadSession(db, sha256(token)))?.principal ?? null;
}

/** The session query, prepared once per database: every request whose session is not kept asks it. */
const sessionQuery = perDatabase((db) => db
  .select({
    id: users.id, username: users.username, role: users.role, isSuperuser: users.isSuperuser,
    schoolId: users.schoolId, name: users.name,
    studentSchoolId: studentProfiles.schoolId, grade: studentProfiles.grade, section: studentProfiles.section,
    schoolName: schools.name, timeZone: schools.timeZone, joinedAt: users.createdAt, expiresAt: authTokens.expiresAt,
  })
  .from(authTokens)
  .innerJoin(users, eq(users.id, authTokens.userId))
  .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
  .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
  .where(and(eq(authTokens.tokenHash, sql.placeholder('hash')), gt(authTokens.expiresAt, sql`now()`), eq(users.approvalStatus, 'approved')))
  .limit(1)
  .prepare('session_of_token'));

/** The signed-in user of a token (by its hash) and when the token ends (ms since the epoch). */
export async function loadSession(db: Db, hash: string): Promise<{ principal: Principal; expiresAt: number } | null> {
  const [row] = await sessionQuery(db).execute({ hash });
  if (!row) return null;
  const isStudent = row.role === 'student' && row.studentSchoolId !== null && row.grade !== null && row.section !== null;
  const principal: Principal = {
    id: row.id, username: row.username, role: row.role as Role, isSuperuser: row.isSuperuser, schoolId: row.schoolId, name: row.name,
    student: isStudent ? {
      id: row.id, username: row.username, name: row.name ?? row.username, schoolId: row.studentSchoolId!, schoolName: row.schoolName!,
      timeZone: row.timeZone!, grade: row.grade!, section: row.section!, joinedAt: row.joinedAt,
    } : null,
  };
  return { principal, expiresAt: row.expiresAt.getTime() };
}

/** Signs the user out everywhere but this token's session; returns how many sessions ended. */
export async function revokeOtherTokens(db: Db, userId: number, keepToken: string): Promise<number> {
  const gone = await db.delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, sha256(keepToken))))
    .returning({ id: authTokens.id });
  return gone.length;
}
