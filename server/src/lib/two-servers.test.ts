/**
 * Two server processes behind one load balancer (REDIS_URL, ADR 0018): two applications on one PostgreSQL database
 * and one Redis, sharing nothing in memory (test/app-processes.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, testEngine } from '../test/test-db';
import { databaseUrlOf, removeRedisKeys, startAppProcess, stopAppProcess, testRedisPrefix, testRedisUrl, type AppProcess } from '../test/app-processes';
import { createSchool, createUser, PASSWORD } from '../test/fixtures';
import { tokenFor } from '../test/tokens';
import { openEventStream } from '../test/event-stream';

// A prefix of this run's own, so runs side by side never meet; its keys are removed at the end.
const prefix = testRedisPrefix();

interface Server extends AppProcess { base: string }

/** One server process, listening (the live streams are read over HTTP). */
async function startServer(databaseUrl: string): Promise<Server> {
  const server = await startAppProcess(databaseUrl, {
    redisUrl: testRedisUrl, redisPrefix: prefix,
    // Kept long, so anything another server's change makes this one see can only have come through Redis.
    tokenCacheSeconds: 60, staffAnswersSeconds: 60,
    loginLimitPerAccount: 3, registerLimitPerIp: 2,
  });
  return { ...server, base: await server.app.listen({ port: 0, host: '127.0.0.1' }) };
}

let db: Database;
let a: Server;
let b: Server;

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  db = await openTestDatabase();
  const school = await createSchool(db.db);
  await createUser(db.db, { username: 'coach', role: 'teacher', schoolId: school.id });
  await createUser(db.db, { username: 'office', role: 'school', schoolId: school.id });
  for (const username of ['asha', 'ravi', 'meera']) await createUser(db.db, { username, role: 'student', schoolId: school.id, grade: 7, section: 'A' });
  const databaseUrl = await databaseUrlOf(db);
  a = await startServer(databaseUrl);
  b = await startServer(databaseUrl);
});

afterAll(async () => {
  if (testEngine !== 'postgres') return;
  for (const server of [a, b]) await stopAppProcess(server);
  await removeRedisKeys(prefix);
  await db?.close();
});

const call = (server: Server, method: 'GET' | 'POST' | 'PATCH', url: string, opts: { token?: string; payload?: object; ip?: string } = {}) =>
  server.app.inject({ method, url, payload: opts.payload, remoteAddress: opts.ip, headers: opts.token ? { authorization: `Token ${opts.token}` } : {} });
const me = (server: Server, token: string) => call(server, 'GET', '/api/account/me/', { token });
const login = (server: Server, ip: string, password: string) =>
  call(server, 'POST', '/api/account/login/', { ip, payload: { username_or_email: 'meera', password } });

describe.skipIf(testEngine !== 'postgres')('two servers on one PostgreSQL and one Redis (PostgreSQL only: an embedded database belongs to one process)', () => {
  it('refuses on one server, at once, a token signed out on the other', async () => {
    const signedIn = await login(a, '10.9.0.1', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().token as string;
    // Both servers now keep the session for a minute.
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/api/account/logout/', { token })).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("refuses on one server the other sessions a password change on the other ended, and keeps the changer's", async () => {
    const [mine, other] = [await tokenFor(db.db, 'ravi'), await tokenFor(db.db, 'ravi')];
    for (const token of [mine, other]) expect((await me(b, token)).statusCode).toBe(200);
    const changed = await call(a, 'POST', '/api/account/change-password/', { token: mine, payload: { current_password: PASSWORD, new_password: 'violet-kettle-harbour-42' } });
    expect(changed.statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(401);
    expect((await me(b, mine)).statusCode).toBe(200);
  });

  it('counts failed sign-ins of an account on both servers together', async () => {
    expect((await login(a, '10.9.0.2', 'wrong-password')).statusCode).toBe(400);
    expect((await login(b, '10.9.0.2', 'wrong-password')).statusCode).toBe(400);
    expect((await login(a, '10.9.0.2', 'wrong-password')).statusCode).toBe(400);
    const locked = await login(b, '10.9.0.2', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Too many sign-in attempts for this account. Try again in 15 minutes.');
  });

  it("counts a route's rate limit on both servers together", async () => {
    const register = (server: Server, i: number) => call(server, 'POST', '/api/account/register/', {
      ip: '10.9.0.3', payload: { user: { username: `probe${i}`, password: 'secret-pass-1', email: `p${i}@mail.example`, role: 'teacher' }, school: 'green-valley', name: 'P' },
    });
    expect((await register(a, 1)).statusCode).toBe(201);
    expect((await register(b, 2)).statusCode).toBe(201);
    expect((await register(a, 3)).statusCode).toBe(429);
    expect((await register(b, 4)).statusCode).toBe(429);
  });

  it('delivers a notification sent through one server to the live streams open on both, once each', async () => {
    const asha = await tokenFor(db.db, 'asha');
    const coach = await tokenFor(db.db, 'coach');
    const streams = await Promise.all([b, a].map((server) => openStream(server, asha)));
    const notify = (subject: string) => call(a, 'POST', '/api/teacher_dashboard/notify_students/', {
      token: coach, payload: { mode: 'group', subject, message: 'Bring your models on Friday.', grade: 7, section: 'A' },
    });
    try {
      expect((await notify('Science fair')).statusCode).toBe(201);
      expect((await notify('Robot day')).statusCode).toBe(201);
      for (const stream of streams) {
        const text = await stream.readUntil((t) => t.includes('Robot day'), 5000);
        expect(text.split('Science fair').length - 1).toBe(1);
        expect(text.split('Robot day').length - 1).toBe(1);
        // Pub/sub keeps order: a second copy of the first would have come before the second.
        expect(text.indexOf('Science fair')).toBeLessThan(text.indexOf('Robot day'));
      }
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it('ends within moments, on the other server, the live stream of a session signed out on one', async () => {
    const token = await tokenFor(db.db, 'asha');
    const stream = await openStream(b, token);
    expect((await call(a, 'POST', '/api/account/logout/', { token })).statusCode).toBe(200);
    expect(await stream.untilEnded(3000)).toBe(true);
  });

  it("ends on the other server the streams of the sessions a password change ended, and keeps the changer's", async () => {
    const [mine, other] = [await tokenFor(db.db, 'asha'), await tokenFor(db.db, 'asha')];
    const [kept, ended] = [await openStream(b, mine), await openStream(b, other)];
    try {
      const changed = await call(a, 'POST', '/api/account/change-password/', { token: mine, payload: { current_password: PASSWORD, new_password: 'amber-lantern-meadow-42' } });
      expect(changed.statusCode).toBe(200);
      expect(await ended.untilEnded(3000)).toBe(true);
      expect(await kept.untilEnded(500)).toBe(false);
    } finally {
      kept.close();
    }
  });

  it('a deactivation through one server refuses the account and ends its live stream on the other', async () => {
    const [office, session] = [await tokenFor(db.db, 'office'), await tokenFor(db.db, 'meera')];
    expect((await me(b, session)).statusCode).toBe(200);
    const stream = await openStream(b, session);
    const meera = (await me(b, session)).json().username as string;
    const { rows } = (await db.db.execute(sql`select id from users where username = ${meera}`)) as unknown as { rows: Array<{ id: number }> };
    expect((await call(a, 'POST', `/api/accounts/${rows[0].id}/deactivate/`, { token: office })).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(401);
    expect(await stream.untilEnded(3000)).toBe(true);
    expect((await call(a, 'POST', `/api/accounts/${rows[0].id}/reactivate/`, { token: office })).statusCode).toBe(200);
  });

  it("invalidates a school's cached answers on the other server before one server's write is answered", async () => {
    const coach = await tokenFor(db.db, 'coach');
    const names = async (server: Server) => (await call(server, 'GET', '/api/teacher_dashboard/inventory/', { token: coach })).json().results.map((c: { component_name: string }) => c.component_name);
    expect(await names(b)).toEqual([]);
    const added = await call(a, 'POST', '/api/teacher_dashboard/inventory/', { token: coach, payload: { component_name: 'Servo motor', total_quantity: 5, quantity_available: 5 } });
    expect(added.statusCode).toBe(201);
    // At once, with no wait for the published invalidation: B read the school's generation in Redis, which A wrote
    // before answering (issue 30).
    expect(await names(b)).toEqual(['Servo motor']);
  });
});

/** A live stream on one server, once it said it is connected. */
async function openStream(server: Server, token: string) {
  const stream = await openEventStream(server.base, token);
  expect(stream.res.status).toBe(200);
  await stream.readUntil((t) => t.startsWith(': connected'), 5000);
  return stream;
}
