/**
 * Two server processes behind one load balancer (REDIS_URL, ADR 0018): two applications on one PostgreSQL database
 * and one Redis, sharing nothing in memory (test/app-processes.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, inventoryEndpoints, notificationSendEndpoints, type EndpointBody } from '@prayog/contract';
import type { Database } from '../db/client';
import { openTestDatabase, testEngine } from '../test/test-db';
import { databaseUrlOf, removeRedisKeys, startAppProcess, stopAppProcess, testRedisPrefix, testRedisUrl, type AppProcess } from '../test/app-processes';
import { PASSWORD } from '../test/fixtures';
import { tokenFor } from '../test/tokens';
import type { TestApp } from '../test/test-app';
import { callerWith, seedWorld, worldSpec, type Caller, type PersonOf, type WorldRows } from '../test/world';
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

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    coach: { role: 'teacher', school: 'green-valley' },
    office: { role: 'school', school: 'green-valley' },
    asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
    ravi: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
    meera: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
  },
});

let db: Database;
let w: WorldRows<'green-valley', PersonOf<typeof people>>;
let a: Server;
let b: Server;

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  db = await openTestDatabase();
  w = await seedWorld(db.db, people);
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

/** Calls to one server on the session of `token` (none: nobody signed in); a caller needs nothing of a test app but its app. */
const on = (server: Server, token?: string): Caller => callerWith({ app: server.app } as TestApp, token ?? null);
const me = (server: Server, token: string) => on(server, token).call(accountEndpoints.me);
/** A request from `ip` (the limits count per address): sent as it is, with its remote address. */
const from = <E extends typeof accountEndpoints.login | typeof accountEndpoints.register>(server: Server, ip: string, endpoint: E, body: EndpointBody<E>) =>
  on(server).inject({ method: endpoint.method, url: `/api${endpoint.path}`, remoteAddress: ip, payload: body });
const login = (server: Server, ip: string, password: string) => from(server, ip, accountEndpoints.login, { username_or_email: 'meera', password });

describe.skipIf(testEngine !== 'postgres')('two servers on one PostgreSQL and one Redis (PostgreSQL only: an embedded database belongs to one process)', () => {
  it('refuses on one server, at once, a token signed out on the other', async () => {
    const signedIn = await login(a, '10.9.0.1', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().token as string;
    // Both servers now keep the session for a minute.
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await on(a, token).call(accountEndpoints.logout)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("refuses on one server the other sessions a password change on the other ended, and keeps the changer's", async () => {
    const [mine, other] = [await tokenFor(db.db, 'ravi'), await tokenFor(db.db, 'ravi')];
    for (const token of [mine, other]) expect((await me(b, token)).statusCode).toBe(200);
    const changed = await on(a, mine).call(accountEndpoints.changePassword, { body: { current_password: PASSWORD, new_password: 'violet-kettle-harbour-42' } });
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
    const register = (server: Server, i: number) => from(server, '10.9.0.3', accountEndpoints.register, {
      user: { username: `probe${i}`, password: 'secret-pass-1', email: `p${i}@mail.example`, role: 'teacher' }, school: 'green-valley', name: 'P',
    });
    expect((await register(a, 1)).statusCode).toBe(201);
    expect((await register(b, 2)).statusCode).toBe(201);
    expect((await register(a, 3)).statusCode).toBe(429);
    expect((await register(b, 4)).statusCode).toBe(429);
  });

  it('delivers a notification sent through one server to the live streams open on both, once each', async () => {
    const streams = await Promise.all([b, a].map((server) => openStream(server, w.token.asha)));
    const notify = (subject: string) => on(a, w.token.coach).call(notificationSendEndpoints.notifyStudents, {
      body: { mode: 'group', subject, message: 'Bring your models on Friday.', grade: 7, section: 'A' },
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
    expect((await on(a, token).call(accountEndpoints.logout)).statusCode).toBe(200);
    expect(await stream.untilEnded(3000)).toBe(true);
  });

  it("ends on the other server the streams of the sessions a password change ended, and keeps the changer's", async () => {
    const [mine, other] = [await tokenFor(db.db, 'asha'), await tokenFor(db.db, 'asha')];
    const [kept, ended] = [await openStream(b, mine), await openStream(b, other)];
    try {
      const changed = await on(a, mine).call(accountEndpoints.changePassword, { body: { current_password: PASSWORD, new_password: 'amber-lantern-meadow-42' } });
      expect(changed.statusCode).toBe(200);
      expect(await ended.untilEnded(3000)).toBe(true);
      expect(await kept.untilEnded(500)).toBe(false);
    } finally {
      kept.close();
    }
  });

  it('a deactivation through one server refuses the account and ends its live stream on the other', async () => {
    const [office, session] = [on(a, w.token.office), w.token.meera];
    expect((await me(b, session)).statusCode).toBe(200);
    const stream = await openStream(b, session);
    const meera = (await me(b, session)).json().username as string;
    const { rows } = (await db.db.execute(sql`select id from users where username = ${meera}`)) as unknown as { rows: Array<{ id: number }> };
    expect((await office.call(accountEndpoints.deactivate, { params: { accountId: rows[0].id } })).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(401);
    expect(await stream.untilEnded(3000)).toBe(true);
    expect((await office.call(accountEndpoints.reactivate, { params: { accountId: rows[0].id } })).statusCode).toBe(200);
  });

  it("invalidates a school's cached answers on the other server before one server's write is answered", async () => {
    const names = async (server: Server) => (await on(server, w.token.coach).call(inventoryEndpoints.teacherList)).json().results.map((c: { component_name: string }) => c.component_name);
    expect(await names(b)).toEqual([]);
    const added = await on(a, w.token.coach).call(inventoryEndpoints.create, { body: { component_name: 'Servo motor', total_quantity: 5, quantity_available: 5 } });
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
