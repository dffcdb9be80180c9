import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../test/world';
import { users } from '../core/identity/accounts.table';

/** Every log line the app writes, to prove no password or hash is ever in one. */
const logLines: string[] = [];
const logStream = new Writable({ write(chunk, _enc, done) { logLines.push(chunk.toString()); done(); } });

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: { stu: { role: 'student', school: 'green-valley' } },
});

let t: TestApp;
let w: WorldOf<typeof people>;
let joinCode: string;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, undefined, { logStream });
  w = await createWorld(t, people);
  joinCode = w.joinCode['green-valley'];
  [{ passwordHash }] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'stu'));
});
afterAll(() => t.close());

const NUL = '\u0000';
/** Bad input is what these tests send, so it goes as it is (raw inject), as `who` or as nobody signed in. */
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, who?: PersonOf<typeof people>) =>
  w.as(who ?? 'anonymous').inject({ method, url, payload: payload as object });

describe('a NUL character answers 400 with a detail, never 500', () => {
  it.each([
    ['login', 'POST', '/api/account/login/', { username_or_email: `stu${NUL}`, password: `pw${NUL}` }, undefined],
    ['register', 'POST', '/api/account/register/', {
      user: { username: 'nul.kid', password: `secret${NUL}pass`, email: 'nul@mail.example', role: 'student' },
      school: 'green-valley', join_code: joinCode, name: `Ni${NUL}l`, grade: 7,
    }, undefined],
    ['profile', 'PATCH', '/api/student_dashboard/student-profile/stu/', { name: `Asha${NUL}` }, 'stu'],
    ['track-activity', 'POST', '/api/student_dashboard/track-activity/', { grade: 7, subject: 'robotics', lesson_name: `L${NUL}`, action: 'content', time_spent: 30 }, 'stu'],
    ['a query string', 'GET', `/api/student_dashboard/quizzes/?quiz_type=homework${encodeURIComponent(NUL)}`, undefined, 'stu'],
    ['a key', 'POST', '/api/quiz/1/save/', { [`q${NUL}`]: 'a' }, 'stu'],
  ] as const)('in %s', async (_label, method, url, payload, who) => {
    const res = await send(method, url, payload, who);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBeTruthy();
  });

  it('changed nothing', async () => {
    expect(await t.db.select().from(users).where(eq(users.username, 'nul.kid'))).toEqual([]);
  });
});

describe('numbers and ids out of range', () => {
  it.each(['2147483648', '99999999999999999999', '-1', '1.5', 'abc'])('a notification id of %s is 400, not 500', async (id) => {
    const res = await send('POST', `/api/notifications/${id}/read/`, undefined, 'stu');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/notificationId/);
  });

  it('an id that fits but does not exist is 404', async () => {
    expect((await send('POST', '/api/notifications/2147483647/read/', undefined, 'stu')).statusCode).toBe(404);
  });
});

describe('malformed multipart bodies', () => {
  const post = (body: string, contentType: string) => w.as('stu').inject({
    method: 'POST', url: '/api/student_dashboard/holiday-homework/', payload: body, headers: { 'content-type': contentType },
  });

  it.each([
    ['a body cut off mid-part', '--XyZ\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello', 'multipart/form-data; boundary=XyZ'],
    ['a part without headers', '--XyZ\r\n\r\nhello\r\n--XyZ--\r\n', 'multipart/form-data; boundary=XyZ'],
    ['a boundary that never appears', 'just some text', 'multipart/form-data; boundary=XyZ'],
    ['no boundary at all', '--XyZ\r\n', 'multipart/form-data'],
  ])('%s answers 4xx with a detail', async (_label, body, type) => {
    const res = await post(body, type);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('the log', () => {
  it('never holds a password or a password hash, even after refused writes', () => {
    const all = logLines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(passwordHash);
    expect(all).not.toContain('$argon2');
    expect(all).not.toContain('secret');
    expect(all).not.toContain(w.token.stu);
  });
});
