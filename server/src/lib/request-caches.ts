import type { Db } from '../db/client';
import type { Principal } from '../policies/policy';
import { loadSession, tokenHash } from '../features/accounts/session.service';
import { findSchool, type SchoolContext } from '../features/schools/schools.service';
import { confirmedChildren } from '../features/parents/parent-links.service';
import type { StudentContext } from '../features/students/student-context';
import { ShortCache } from './short-cache';

/**
 * What nearly every signed-in request reads before its own work — the account behind the token and, for staff, their
 * school — kept for a few seconds (TOKEN_CACHE_SECONDS, ADR 0013). Signing out, a password change or reset, and a
 * change of a user's name or class are seen at once: the routes that make them call `tokenEnded` / `userChanged`.
 */
export class RequestCaches {
  private readonly sessions: ShortCache<string, { principal: Principal; expiresAt: number }>;
  private readonly schoolRows: ShortCache<number, SchoolContext>;
  private readonly children: ShortCache<number, StudentContext[]>;

  constructor(ttlSeconds: number) {
    this.sessions = new ShortCache(ttlSeconds * 1000);
    this.schoolRows = new ShortCache(ttlSeconds * 1000, 1000);
    this.children = new ShortCache(ttlSeconds * 1000);
  }

  /** The approved user behind a token, or null (an unknown, expired or signed-out token is never kept). */
  async principal(db: Db, token: string): Promise<Principal | null> {
    const hash = tokenHash(token);
    const session = await this.sessions.get(hash, () => loadSession(db, hash), {
      tagOf: (s) => s.principal.id,
      expiresAt: (s) => s.expiresAt,
    });
    return session?.principal ?? null;
  }

  school(db: Db, schoolId: number): Promise<SchoolContext | null> {
    return this.schoolRows.get(schoolId, () => findSchool(db, schoolId));
  }

  /** A parent's children whose link the school confirmed (the linkedChild policy reads them on every parent call). */
  async confirmedChildren(db: Db, parentId: number): Promise<StudentContext[]> {
    return (await this.children.get(parentId, () => confirmedChildren(db, parentId))) ?? [];
  }

  /** This token was signed out. */
  tokenEnded(token: string): void {
    this.sessions.forget(tokenHash(token));
  }

  /** A user's sessions, password, name, class, approval or (a parent's) confirmed links changed. */
  userChanged(userId: number): void {
    this.sessions.forgetTag(userId);
    this.children.forget(userId);
  }

  /** A school's name, code or time zone changed. */
  schoolChanged(schoolId: number): void {
    this.schoolRows.forget(schoolId);
  }
}

/** After a route signed this token out. */
export const tokenEnded = (ctx: { caches?: RequestCaches }, token: string): void => ctx.caches?.tokenEnded(token);

/** After a route changed a user's sessions, password, name or class. */
export const userChanged = (ctx: { caches?: RequestCaches }, userId: number): void => ctx.caches?.userChanged(userId);

/** After a route changed a school's name, code or time zone: the staff policies read it afresh. */
export const schoolChanged = (ctx: { caches?: RequestCaches }, schoolId: number): void => ctx.caches?.schoolChanged(schoolId);
