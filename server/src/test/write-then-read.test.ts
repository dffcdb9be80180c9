/**
 * The write-then-read matrix (issue 30): every write route, called through one server process, then every cached read
 * route called through another. The second process must answer exactly what a process that caches nothing answers
 * from the database: no reader anywhere sees an answer from before an acknowledged write. Generated from the routes
 * the server registered and their samples (route-samples.ts), so a new write or cached read is covered the day it
 * lands. Three processes on one PostgreSQL database: A and B cache as deployed and share Redis; C caches nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Database } from '../db/client';
import { MemoryFileStorage } from '../lib/storage';
import { openTestDatabase, testEngine } from './test-db';
import { databaseUrlOf, removeRedisKeys, startAppProcess, stopAppProcess, testRedisPrefix, testRedisUrl, type AppProcess } from './app-processes';
import { CAST_USERNAMES, createCast, type Actor, type Cast } from './cast';
import { expectedAccess } from './expected-access';
import { sampleFor, type RouteSample } from './route-samples';
import { tokenFor } from './tokens';

const prefix = testRedisPrefix();
// One file store for the three processes, as a deployment's shared disk: an upload through one is read through another.
const storage = new MemoryFileStorage();

let db: Database;
let cast: Cast;
let servers: { writer: AppProcess; reader: AppProcess; truth: AppProcess };

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  db = await openTestDatabase();
  cast = await createCast(db.db, storage);
  const databaseUrl = await databaseUrlOf(db);
  // Answers cached for a minute: whatever the reader shows of the writer's writes can only come through Redis.
  const cached = { redisUrl: testRedisUrl, redisPrefix: prefix, staffAnswersSeconds: 60, tokenCacheSeconds: 60 };
  servers = {
    writer: await startAppProcess(databaseUrl, cached, storage),
    reader: await startAppProcess(databaseUrl, cached, storage),
    truth: await startAppProcess(databaseUrl, { staffAnswersSeconds: 0, tokenCacheSeconds: 0 }, storage),
  };
});

afterAll(async () => {
  if (testEngine !== 'postgres') return;
  for (const server of Object.values(servers ?? {})) await stopAppProcess(server);
  await removeRedisKeys(prefix);
  await db?.close();
});

/** Who makes a write, and who reads a cached answer: the first of these the route's rule lets in. */
const WRITERS: readonly Actor[] = ['teacher', 'school', 'student', 'linkedParent', 'superuser'];
const READERS: readonly Actor[] = ['teacher', 'school', 'student', 'linkedParent', 'superuser'];

/**
 * Reads that trail writes by design: the leaderboards rank from read-models/leaderboard-ranks.ts, which a read after a
 * write answers from the ranks it finds while new ones are made behind it, at most once per cached time (ADR 0020:
 * ranking a whole district takes seconds). Their freshness after a write is tested in leaderboard-ranks.test.ts.
 */
const TRAILING_READS = new Set(['/api/student_dashboard/student_leaderboard', '/api/teacher_dashboard/leaderboard/', '/api/school_dashboard/leaderboard/']);

interface Call { label: string; method: string; actor: Actor; sample: RouteSample; namesSchool: boolean; skipsInvalidation: boolean }

function callsOf(app: FastifyInstance, which: 'writes' | 'cached reads', order: readonly Actor[]): Call[] {
  const calls: Call[] = [];
  for (const route of app.registeredRoutes()) {
    for (const method of route.method.split(',')) {
      const isRead = method === 'GET';
      if (method === 'HEAD' || !route.access || (which === 'writes' ? isRead : !(isRead && route.cache))) continue;
      if (which === 'cached reads' && TRAILING_READS.has(route.url)) continue;
      const sample = sampleFor(method, route.url);
      const actor = order.find((a) => expectedAccess(route.access!.rule, a, method) === 'allow');
      if (!sample || !actor) continue;
      calls.push({ label: `${method} ${route.url} as ${actor}`, method, actor, sample, namesSchool: route.access.rule.kind === 'school' && actor === 'superuser', skipsInvalidation: route.skipsInvalidation });
    }
  }
  return calls;
}

const tokens = new Map<Actor, string>();
async function send(server: AppProcess, call: Call) {
  let token = tokens.get(call.actor);
  if (!token) {
    token = await tokenFor(db.db, CAST_USERNAMES[call.actor as Exclude<Actor, 'anonymous'>]);
    tokens.set(call.actor, token);
  }
  const { url, payload } = call.sample.call(cast, call.actor);
  // A superuser names the school a staff route is about (as the route × role matrix does).
  const target = call.namesSchool ? `${url}${url.includes('?') ? '&' : '?'}school=${cast.homeSchoolId}` : url;
  return server.app.inject({ method: call.method as HTTPMethods, url: target, payload, headers: { authorization: `Token ${token}` } });
}

describe.skipIf(testEngine !== 'postgres')('every write, read back through another process (PostgreSQL and Redis)', () => {
  it('answers every cached read on the other process as a process that caches nothing does, after every write', { timeout: 600_000 }, async () => {
    const { writer, reader, truth } = servers;
    const writes = callsOf(writer.app, 'writes', WRITERS);
    const reads = callsOf(reader.app, 'cached reads', READERS);
    for (const call of [...writes, ...reads]) await call.sample.prepare?.(db.db, cast);
    // Every cached answer in the reader's memory before the first write.
    for (const read of reads) await send(reader, read);

    const stale: string[] = [];
    let applied = 0;
    for (const write of writes) {
      const res = await send(writer, write);
      // A sample that cannot be applied again, or one that ended the caller's session, changes nothing to read back.
      if (res.statusCode >= 300) continue;
      applied++;
      // Heartbeats, saved answers and read marks show in cached answers within their time, by design (ADR 0007): the
      // next write that invalidates the school brings them in, and is checked.
      if (write.skipsInvalidation) continue;
      tokens.clear();
      for (const read of reads) {
        const [seen, fresh] = [await send(reader, read), await send(truth, read)];
        if (seen.statusCode !== fresh.statusCode || seen.body !== fresh.body) {
          stale.push(`after ${write.label} (${res.statusCode}): ${read.label} answered ${seen.statusCode} ${seen.body.slice(0, 100)} where the database says ${fresh.statusCode} ${fresh.body.slice(0, 100)}`);
        }
      }
    }
    console.log(`write-then-read matrix: ${applied} of ${writes.length} writes applied × ${reads.length} cached reads`);
    expect(stale).toEqual([]);
    // Most samples apply: a matrix that applied few writes read back nothing worth the name.
    expect(applied).toBeGreaterThan(writes.length / 2);
    expect(reads.length).toBeGreaterThan(40);
  });
});
