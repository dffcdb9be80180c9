import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedState } from '../lib/redis';
import { PendingWrites, UNKNOWN, type Generation } from './shared-sessions';
export { UNKNOWN };

/** What a write invalidates: one school's cached answers, or every school's. */
export type Invalidation = number | 'everywhere';

/*
 * One script, so an invalidation of a school (or of everything) and the generation of the answers drawn from every
 * school move together. The values are random, so a key that expired and came back (or a Redis that restarted) cannot
 * look unchanged.
 */
const INVALIDATE_SCRIPT = `
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[1])
  redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[1])
  return 1
`;

type WithInvalidate = Redis & { prayogInvalidate(key: string, anyKey: string, keepMs: number, value: string): Promise<number> };

/**
 * What makes the response cache of each process safe with several processes (ADR 0018, issue 30), as SharedSessions
 * does for sessions: every invalidation is written to Redis before the response of the write that made it goes out,
 * and every cached read first reads its generation there (one round trip, instead of the computation it saves). An
 * answer cached before a write is then never used, by any process, once that write was acknowledged. Redis holds,
 * each for longer than any answer is cached:
 * - `cache:school:<id>` and `cache:everywhere`: replaced when that school's answers, or everyone's, are invalidated;
 * - `cache:any`: replaced at every invalidation (the answers drawn from every school).
 * A failed read answers UNKNOWN: the caller computes afresh and caches nothing.
 */
export class SharedGenerations {
  private readonly redis: WithInvalidate;
  private readonly writes: PendingWrites;

  /** `keepMs`: how long an invalidation is remembered; longer than any answer is cached. */
  constructor(private readonly state: SharedState, private readonly keepMs: number, log: FastifyBaseLogger) {
    this.redis = state.redis as WithInvalidate;
    this.writes = new PendingWrites(log, 'Could not share a cache invalidation through Redis');
    if (typeof this.redis.prayogInvalidate !== 'function') this.redis.defineCommand('prayogInvalidate', { numberOfKeys: 2, lua: INVALIDATE_SCRIPT });
  }

  /** The generation of a school's cached answers: its own and everyone's, read together. */
  async ofSchool(schoolId: number): Promise<string | typeof UNKNOWN> {
    try {
      const [school, everywhere] = await this.redis.mget(this.schoolKey(schoolId), this.state.key('cache:everywhere')) as [Generation, Generation];
      return `${everywhere ?? '-'}:${school ?? '-'}`;
    } catch {
      return UNKNOWN;
    }
  }

  /** The generation of the answers drawn from every school. */
  async ofAnySchool(): Promise<string | typeof UNKNOWN> {
    try {
      return (await this.redis.get(this.state.key('cache:any'))) ?? '-';
    } catch {
      return UNKNOWN;
    }
  }

  invalidate(change: Invalidation): void {
    const key = change === 'everywhere' ? this.state.key('cache:everywhere') : this.schoolKey(change);
    this.writes.add(this.redis.prayogInvalidate(key, this.state.key('cache:any'), this.keepMs, crypto.randomBytes(9).toString('base64url')));
  }

  /** The invalidations written meanwhile, for the write's response to wait on; nothing to wait for costs nothing. */
  settled(): Promise<unknown> | null {
    return this.writes.settled();
  }

  private schoolKey(schoolId: number): string {
    return this.state.key(`cache:school:${schoolId}`);
  }
}
