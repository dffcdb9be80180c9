import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedState } from '../lib/redis';

/** A Redis read that failed: the caller reads the database and keeps nothing. */
export const UNKNOWN = Symbol('unknown');
export type Generation = string | null;

/*
 * One script, so the count of changes and the changed key move together: a reader that sees one sees the other.
 * The key's value is random, so a key that expired and came back (or a Redis that restarted) cannot look unchanged.
 */
const CHANGE_SCRIPT = `
  redis.call('INCR', KEYS[1])
  redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[1])
  return 1
`;

/**
 * Redis writes that the response which made them waits for before it goes out, so the next request on any process
 * sees them (ADR 0018). A failed write is logged, never thrown: the change is in the database, and other processes see
 * it once what they keep expires.
 */
export class PendingWrites {
  private readonly pending = new Set<Promise<unknown>>();
  constructor(private readonly log: FastifyBaseLogger, private readonly failure: string) {}

  add(write: Promise<unknown>): void {
    const tracked: Promise<unknown> = write
      .catch((err: unknown) => this.log.error({ err }, this.failure))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** The writes still under way, for a response to wait on; nothing to wait for (every read request) costs nothing. */
  settled(): Promise<unknown> | null {
    return this.pending.size === 0 ? null : Promise.all(this.pending);
  }
}

type WithChange = Redis & { prayogChange(changes: string, key: string, keepMs: number, value: string): Promise<number> };

/**
 * What makes the sessions each process keeps for a few seconds (RequestCaches, ADR 0013) safe with several processes
 * (ADR 0018): every change to an account's sessions is written to Redis before the response that made it goes out,
 * and every kept session is checked against Redis (one round trip, instead of the database query it saves) before it
 * is used. Redis holds, for as long as a kept session could live:
 * - `token:<hash>`: this token was signed out;
 * - `user:<id>`: this account's generation — its sessions, password, name, class, approval or links changed;
 * - `changes`: how many such changes there were, read before and after a session is loaded from the database, so a
 *   load that raced a change (read the row just before it was committed) is answered but not kept.
 */
export class SharedSessions {
  private readonly redis: WithChange;
  private readonly writes: PendingWrites;

  /** `keepMs`: how long a change is remembered; longer than any process keeps a session. */
  constructor(private readonly state: SharedState, private readonly keepMs: number, log: FastifyBaseLogger) {
    this.redis = state.redis as WithChange;
    this.writes = new PendingWrites(log, 'Could not share a session change through Redis');
    if (typeof this.redis.prayogChange !== 'function') this.redis.defineCommand('prayogChange', { numberOfKeys: 2, lua: CHANGE_SCRIPT });
  }

  /** The count of changes so far (before a session is read from the database). */
  changeCount(): Promise<Generation | typeof UNKNOWN> {
    return this.redis.get(this.state.key('changes')).catch(() => UNKNOWN);
  }

  /** The count of changes and this account's generation, read together (after a session was read). */
  async afterLoad(userId: number): Promise<[Generation, Generation] | typeof UNKNOWN> {
    return (this.redis.mget(this.state.key('changes'), this.userKey(userId)) as Promise<[Generation, Generation]>).catch(() => UNKNOWN);
  }

  /** Whether the token was signed out, and the account's generation (before a kept session is used). */
  sessionState(tokenHash: string, userId: number): Promise<[Generation, Generation] | typeof UNKNOWN> {
    return (this.redis.mget(this.state.key(`token:${tokenHash}`), this.userKey(userId)) as Promise<[Generation, Generation]>).catch(() => UNKNOWN);
  }

  /** These accounts' generations, as one value (a parent's kept children: the parent and each child). */
  async usersGeneration(userIds: readonly number[]): Promise<string | typeof UNKNOWN> {
    try {
      return JSON.stringify(await this.redis.mget(...userIds.map((id) => this.userKey(id))));
    } catch {
      return UNKNOWN;
    }
  }

  tokenEnded(tokenHash: string): void {
    this.change(this.state.key(`token:${tokenHash}`));
  }

  userChanged(userId: number): void {
    this.change(this.userKey(userId));
  }

  /**
   * The changes written meanwhile, for the response that made them to wait on: the next request, on any process,
   * already sees them. Nothing to wait for (every read request) costs nothing.
   */
  settled(): Promise<unknown> | null {
    return this.writes.settled();
  }

  private userKey(userId: number): string {
    return this.state.key(`user:${userId}`);
  }

  private change(key: string): void {
    this.writes.add(this.redis.prayogChange(this.state.key('changes'), key, this.keepMs, crypto.randomBytes(9).toString('base64url')));
  }
}
