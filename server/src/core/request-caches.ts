import type { Db } from '../db/client';
import type { Principal } from './policy';
import { loadSession, tokenHash } from './identity/sessions';
import { findSchool, type SchoolContext } from './identity/schools';
import { confirmedChildren } from './identity/parent-links';
import type { StudentContext } from './identity/student-context';
import { ShortCache } from '../lib/short-cache';
import { UNKNOWN, type Generation, type SharedSessions } from './shared-sessions';

/** Told to session watchers when any account's sessions may have ended (changes were missed while Redis was away). */
export const EVERY_ACCOUNT = 0;

type KeptSession = { principal: Principal; expiresAt: number; generation?: Generation };
type KeptChildren = { children: StudentContext[]; generation?: string | null };

/**
 * What nearly every signed-in request reads before its own work — the account behind the token and, for staff, their
 * school — kept for a few seconds (TOKEN_CACHE_SECONDS, ADR 0013). Signing out, a password change or reset, and a
 * change of a user's name or class are seen at once: the routes that make them call `tokenEnded` / `userChanged`.
 *
 * With several server processes (REDIS_URL, ADR 0018) those changes are seen at once by every process: each kept
 * session and parent's children are checked against Redis before use (`shareThrough`), and a school's change is
 * published to the other processes.
 */
export class RequestCaches {
  private readonly sessions: ShortCache<string, KeptSession>;
  private schoolRows: ShortCache<number, SchoolContext>;
  private readonly children: ShortCache<number, KeptChildren>;
  private shared: SharedSessions | null = null;
  private publishSchool: ((schoolId: number) => void) | null = null;
  private readonly sessionWatchers = new Set<(userId: number) => void>();
  private publishSessions: ((userId: number) => void) | null = null;

  constructor(private readonly ttlSeconds: number) {
    this.sessions = new ShortCache(ttlSeconds * 1000);
    this.schoolRows = new ShortCache(ttlSeconds * 1000, 1000);
    this.children = new ShortCache(ttlSeconds * 1000);
  }

  /**
   * Shares changes with the other server processes: sessions and children through `sessions`, schools by
   * `publishSchool` (the others call `schoolChangedElsewhere`). With TOKEN_CACHE_SECONDS=0 nothing is kept, so there is
   * nothing to share.
   */
  shareThrough(sessions: SharedSessions, publishSchool: (schoolId: number) => void): void {
    if (this.ttlSeconds <= 0) return;
    this.shared = sessions;
    this.publishSchool = publishSchool;
  }

  /** The approved user behind a token, or null (an unknown, expired or signed-out token is never kept). */
  async principal(db: Db, token: string): Promise<Principal | null> {
    const hash = tokenHash(token);
    if (this.shared) return this.sharedPrincipal(db, hash, this.shared);
    const session = await this.sessions.get(hash, () => loadSession(db, hash), this.sessionOptions);
    return session?.principal ?? null;
  }

  private readonly sessionOptions = { tagOf: (s: KeptSession) => s.principal.id, expiresAt: (s: KeptSession) => s.expiresAt };

  /** A kept session is used only if Redis says its token and account did not change since it was read. */
  private async sharedPrincipal(db: Db, hash: string, shared: SharedSessions): Promise<Principal | null> {
    let loaded = false;
    const load = () => { loaded = true; return this.loadSharedSession(db, hash, shared); };
    const session = await this.sessions.get(hash, load, this.sessionOptions);
    if (!session || loaded) return session?.principal ?? null;
    const state = await shared.sessionState(hash, session.principal.id);
    if (state !== UNKNOWN && state[0] === null && state[1] === session.generation) return session.principal;
    if (state === UNKNOWN || state[1] !== session.generation) this.forgetUser(session.principal.id);
    else this.sessions.forget(hash);
    return (await this.sessions.get(hash, () => this.loadSharedSession(db, hash, shared), this.sessionOptions))?.principal ?? null;
  }

  /** Read from the database, kept only if no change to any account's sessions was shared meanwhile. */
  private async loadSharedSession(db: Db, hash: string, shared: SharedSessions): Promise<KeptSession | null> {
    const before = await shared.changeCount();
    const session = await loadSession(db, hash);
    if (!session) return null;
    const after = before === UNKNOWN ? UNKNOWN : await shared.afterLoad(session.principal.id);
    // Forgetting during a load is what tells the cache not to keep it (ShortCache).
    if (after === UNKNOWN || after[0] !== before) this.sessions.forget(hash);
    return { ...session, generation: after === UNKNOWN ? null : after[1] };
  }

  school(db: Db, schoolId: number): Promise<SchoolContext | null> {
    return this.schoolRows.get(schoolId, () => findSchool(db, schoolId));
  }

  /**
   * A parent's children whose link the school confirmed (the linkedChild policy reads them on every parent call), kept
   * until the parent's links or any child's name, class or account change (`userChanged` of the parent or a child).
   */
  async confirmedChildren(db: Db, parentId: number): Promise<StudentContext[]> {
    const shared = this.shared;
    const about = (kept: KeptChildren) => [parentId, ...kept.children.map((c) => c.id)];
    if (!shared) return (await this.children.get(parentId, async () => ({ children: await confirmedChildren(db, parentId) }), { tagOf: about }))?.children ?? [];
    // The count of changes is read before the links and after the generations: a load that raced a change of the parent
    // or of a child (read its row just before the change was committed) is answered, not kept.
    const load = async (): Promise<KeptChildren> => {
      const before = await shared.changeCount();
      const children = await confirmedChildren(db, parentId);
      const generation = await shared.usersGeneration([parentId, ...children.map((c) => c.id)]);
      const after = await shared.changeCount();
      if (before === UNKNOWN || generation === UNKNOWN || after !== before) this.children.forget(parentId);
      return { children, generation: generation === UNKNOWN ? null : generation };
    };
    let loaded = false;
    const kept = await this.children.get(parentId, () => { loaded = true; return load(); }, { tagOf: about });
    if (!kept || loaded) return kept?.children ?? [];
    const generation = await shared.usersGeneration(about(kept));
    if (generation !== UNKNOWN && generation === kept.generation) return kept.children;
    this.children.forget(parentId);
    return (await this.children.get(parentId, load, { tagOf: about }))?.children ?? [];
  }

  /** This token (of this account) was signed out. */
  tokenEnded(token: string, userId: number): void {
    const hash = tokenHash(token);
    this.sessions.forget(hash);
    this.shared?.tokenEnded(hash);
    this.sessionsMayHaveEnded(userId);
  }

  /** A user's sessions, password, name, class, approval, activation or (a parent's) confirmed links changed. */
  userChanged(userId: number): void {
    this.forgetUser(userId);
    this.shared?.userChanged(userId);
    this.sessionsMayHaveEnded(userId);
  }

  /**
   * Calls `watcher` with each account some of whose sessions may have ended — here at once, and (REDIS_URL) on the
   * other processes within a moment — so what outlives a request (a live notification stream) can check its own
   * session again. Returns the way to stop watching.
   */
  watchSessions(watcher: (userId: number) => void): () => void {
    this.sessionWatchers.add(watcher);
    return () => { this.sessionWatchers.delete(watcher); };
  }

  /** Tells the other server processes of accounts whose sessions may have ended (they call `sessionsEndedElsewhere`). */
  relaySessionEndsTo(publish: (userId: number) => void): void {
    this.publishSessions = publish;
  }

  /** Another server process signed an account out, changed its password or deactivated it. */
  sessionsEndedElsewhere(userId: number): void {
    for (const watcher of this.sessionWatchers) watcher(userId);
  }

  private sessionsMayHaveEnded(userId: number): void {
    for (const watcher of this.sessionWatchers) watcher(userId);
    this.publishSessions?.(userId);
  }

  /** A school's name, code or time zone changed. */
  schoolChanged(schoolId: number): void {
    this.schoolRows.forget(schoolId);
    this.publishSchool?.(schoolId);
  }

  /** Another server process changed a school. */
  schoolChangedElsewhere(schoolId: number): void {
    this.schoolRows.forget(schoolId);
  }

  /** Changes from other processes may have been missed (Redis was away): every school is read afresh. */
  forgetSchools(): void {
    this.schoolRows = new ShortCache(this.ttlSeconds * 1000, 1000);
  }

  private forgetUser(userId: number): void {
    this.sessions.forgetTag(userId);
    // The user's own children (a parent), and every parent's kept children that include the user (a child).
    this.children.forgetTag(userId);
  }
}

/** After a route signed this token (of this account) out. */
export const tokenEnded = (ctx: { caches?: RequestCaches }, token: string, userId: number): void => ctx.caches?.tokenEnded(token, userId);

/** After a route changed a user's sessions, password, name or class. */
export const userChanged = (ctx: { caches?: RequestCaches }, userId: number): void => ctx.caches?.userChanged(userId);

/** After a route changed a school's name, code or time zone: the staff policies read it afresh. */
export const schoolChanged = (ctx: { caches?: RequestCaches }, schoolId: number): void => ctx.caches?.schoolChanged(schoolId);
