/**
 * Two processes' response caches on one Redis, with no publish/subscribe between them: whatever one process sees of
 * the other's writes can only come from the generations both read in Redis (issue 30: a write read back through
 * another process is never older than the write).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { SharedState } from '../lib/redis';
import { ResponseCache } from './response-cache';
import { SharedGenerations } from './shared-generations';
import { removeRedisKeys, testRedisPrefix, testRedisUrl as redisUrl } from '../test/app-processes';

const prefix = testRedisPrefix();
// A quiet logger: the test reads what the cache does, not what it says.
const log = Fastify({ logger: false }).log;

let states: SharedState[] = [];
/** One process's cache, sharing its generations through Redis; answers cached for a minute. */
function processCache(state: SharedState): { cache: ResponseCache; generations: SharedGenerations } {
  const cache = new ResponseCache(60_000);
  const generations = new SharedGenerations(state, 121_000, log);
  cache.shareThrough(generations);
  return { cache, generations };
}

beforeAll(async () => {
  states = [await SharedState.connect(redisUrl, prefix, log), await SharedState.connect(redisUrl, prefix, log)];
});
afterAll(async () => {
  await Promise.all(states.map((s) => s.close()));
  await removeRedisKeys(prefix);
});

describe('response caches of two processes on one Redis', () => {
  it("computes afresh in one process at once after the other invalidated the school, and keeps other schools' answers", async () => {
    const [a, b] = [processCache(states[0]), processCache(states[1])];
    let runs = 0;
    const compute = async () => ++runs;
    expect(await a.cache.get(1, 'report', compute)).toBe(1);
    expect(await a.cache.get(2, 'report', compute)).toBe(2);
    expect(await a.cache.get(1, 'report', compute)).toBe(1);

    b.cache.invalidateSchool(1);
    // What a write's response waits for before it goes out (core/across-servers.ts).
    await b.generations.settled();
    expect(await a.cache.get(1, 'report', compute)).toBe(3);
    expect(await a.cache.get(2, 'report', compute)).toBe(2);
    expect(await a.cache.get(1, 'report', compute)).toBe(3);
  });

  it('makes every school and every cross-school answer afresh after an invalidation everywhere', async () => {
    const [a, b] = [processCache(states[0]), processCache(states[1])];
    let runs = 0;
    const compute = async () => ++runs;
    expect(await a.cache.get(5, 'home', compute)).toBe(1);
    expect(await a.cache.getAcrossSchools('summary', compute)).toBe(2);
    b.cache.invalidateSchool(6);
    await b.generations.settled();
    // Another school's write leaves school 5's answer and makes the cross-school one afresh.
    expect(await a.cache.get(5, 'home', compute)).toBe(1);
    expect(await a.cache.getAcrossSchools('summary', compute)).toBe(3);
    b.cache.invalidateEverywhere();
    await b.generations.settled();
    expect(await a.cache.get(5, 'home', compute)).toBe(4);
    expect(await a.cache.getAcrossSchools('summary', compute)).toBe(5);
  });

  it('computes every call and caches nothing while Redis cannot be read', async () => {
    const state = await SharedState.connect(redisUrl, prefix, log);
    const { cache } = processCache(state);
    let runs = 0;
    const compute = async () => ++runs;
    state.redis.disconnect();
    expect([await cache.get(1, 'report', compute), await cache.get(1, 'report', compute)]).toEqual([1, 2]);
    expect([await cache.getAcrossSchools('summary', compute), await cache.getAcrossSchools('summary', compute)]).toEqual([3, 4]);
    await state.close();
  });
});
