/**
 * How the kept sessions and a parent's kept children trust what Redis says (ADR 0018), with a stand-in for Redis whose
 * answers each test sets: kept while nothing changed, read afresh when something did, and never kept when Redis cannot
 * answer or a change raced the read. (two-servers.test.ts runs the real thing.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-db';
import { tokenFor } from '../test/tokens';
import { seedWorld } from '../test/world';
import { authTokens } from './identity/accounts.table';
import { parentChildLinks } from './identity/parents.table';
import { studentProfiles } from './identity/students.table';
import { tokenHash } from './identity/sessions';
import { RequestCaches } from './request-caches';
import { UNKNOWN, type Generation, type SharedSessions } from './shared-sessions';

type Answer<T> = T | typeof UNKNOWN;

/** Redis as the tests make it answer; `changes` moves by `during` while a session is read from the database. */
class FakeRedis {
  changes: Answer<Generation> = '1';
  during = 0;
  revoked = new Set<string>();
  generations = new Map<number, Answer<Generation>>();
  written: string[] = [];

  private generation(userId: number): Answer<Generation> {
    return this.generations.get(userId) ?? null;
  }

  readonly shared = {
    changeCount: async () => this.changes,
    afterLoad: async (userId: number) => {
      if (this.changes === UNKNOWN) return UNKNOWN;
      const gen = this.generation(userId);
      return gen === UNKNOWN ? UNKNOWN : [String(Number(this.changes) + this.during), gen];
    },
    sessionState: async (hash: string, userId: number) => {
      const gen = this.generation(userId);
      return gen === UNKNOWN ? UNKNOWN : [this.revoked.has(hash) ? 'x' : null, gen];
    },
    usersGeneration: async (userIds: number[]) => {
      const gens = userIds.map((id) => this.generation(id));
      return gens.includes(UNKNOWN) ? UNKNOWN : JSON.stringify(gens);
    },
    tokenEnded: (hash: string) => { this.written.push(`token:${hash}`); },
    userChanged: (userId: number) => { this.written.push(`user:${userId}`); },
    settled: () => null,
  } as unknown as SharedSessions;
}

let database: Database;
let ids: Record<string, number>;
let redis: FakeRedis;
let caches: RequestCaches;

beforeAll(async () => {
  database = await openTestDatabase();
  // Every session here is a fresh token of the test's own (tokenFor), read through the caches under test.
  ({ id: ids } = await seedWorld(database.db, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
    users: {
      asha: { role: 'student', school: 'green-valley' },
      ravi: { role: 'student', school: 'green-valley' },
      mother: { role: 'parent', school: 'green-valley' },
    },
    links: [['mother', 'asha']],
    signedIn: false,
  }));
});
afterAll(() => database.close());
beforeEach(() => {
  redis = new FakeRedis();
  caches = new RequestCaches(60);
  caches.shareThrough(redis.shared, () => undefined);
});

const who = async (token: string) => (await caches.principal(database.db, token))?.username ?? null;
/** Deletes the token behind the cache's back: only a fresh read can notice. */
const deleteToken = (token: string) => database.db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash(token)));

describe('kept sessions with several servers', () => {
  it('keeps a session while Redis says nothing changed', async () => {
    const token = await tokenFor(database.db, 'asha');
    expect(await who(token)).toBe('asha');
    await deleteToken(token);
    expect(await who(token)).toBe('asha');
  });

  it('reads afresh a session whose token another server signed out', async () => {
    const token = await tokenFor(database.db, 'asha');
    expect(await who(token)).toBe('asha');
    await deleteToken(token);
    redis.revoked.add(tokenHash(token));
    expect(await who(token)).toBeNull();
  });

  it("reads afresh every session of an account another server changed", async () => {
    const [one, two] = [await tokenFor(database.db, 'ravi'), await tokenFor(database.db, 'ravi')];
    expect(await who(one)).toBe('ravi');
    expect(await who(two)).toBe('ravi');
    await deleteToken(two);
    redis.generations.set(ids.ravi, 'g2');
    expect(await who(one)).toBe('ravi');
    expect(await who(two)).toBeNull();
  });

  it('does not keep a session read while a change was counted (it may be older than the change)', async () => {
    const token = await tokenFor(database.db, 'asha');
    redis.during = 1;
    expect(await who(token)).toBe('asha');
    await deleteToken(token);
    redis.during = 0;
    expect(await who(token)).toBeNull();
  });

  it('keeps nothing while Redis cannot answer: every request reads the database', async () => {
    const token = await tokenFor(database.db, 'asha');
    redis.changes = UNKNOWN;
    expect(await who(token)).toBe('asha');
    await deleteToken(token);
    expect(await who(token)).toBeNull();

    const other = await tokenFor(database.db, 'asha');
    redis.changes = '1';
    expect(await who(other)).toBe('asha');
    redis.generations.set(ids.asha, UNKNOWN);
    await deleteToken(other);
    expect(await who(other)).toBeNull();
  });

  it('tells Redis of a sign-out and of a changed account', () => {
    caches.tokenEnded('t'.repeat(43), ids.asha);
    caches.userChanged(ids.asha);
    expect(redis.written).toEqual([`token:${tokenHash('t'.repeat(43))}`, `user:${ids.asha}`]);
  });
});

describe("a parent's kept children with several servers", () => {
  const children = async () => (await caches.confirmedChildren(database.db, ids.mother)).map((c) => c.username);

  it('keeps them while the parent is unchanged, and reads them afresh once another server changed the parent', async () => {
    expect(await children()).toEqual(['asha']);
    await database.db.delete(parentChildLinks).where(eq(parentChildLinks.parentId, ids.mother));
    expect(await children()).toEqual(['asha']);
    redis.generations.set(ids.mother, 'g2');
    expect(await children()).toEqual([]);
    // The confirmed link again, written behind the cache's back as the deletion was.
    await database.db.insert(parentChildLinks).values({ parentId: ids.mother, studentId: ids.asha, status: 'approved' });
    redis.generations.set(ids.mother, UNKNOWN);
    expect(await children()).toEqual(['asha']);
  });

  it("reads them afresh once another server changed a child (a new name or class shows to the parent at once)", async () => {
    redis.generations.set(ids.mother, 'g3');
    const classOf = async () => (await caches.confirmedChildren(database.db, ids.mother)).map((c) => `${c.grade} ${c.section}`);
    const before = await classOf();
    await database.db.update(studentProfiles).set({ section: 'D' }).where(eq(studentProfiles.userId, ids.asha));
    expect(await classOf()).toEqual(before);
    redis.generations.set(ids.asha, 'moved');
    expect(await classOf()).toEqual(before.map((c) => c.replace(/ .*/, ' D')));
  });
});
