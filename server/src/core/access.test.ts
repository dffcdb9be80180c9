import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, authHeader, type TestApp } from '../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../test/world';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    stu: { role: 'student', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley' },
    admin: { role: 'school', superuser: true },
  },
});

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

/** The protected route the finding used: a student-only list of avatars. */
const AVATARS = '/api/student_dashboard/student-profile/avatars/';

describe('deny by default, decided at start-up', () => {
  it('refuses to start while any route has no access rule', async () => {
    const app = await buildApp(t.ctx);
    app.get('/api/probe/undeclared', async () => ({ leaked: true }));
    await expect(app.ready()).rejects.toThrow('Refusing to start: these routes have no access rule: GET /api/probe/undeclared');
    await app.close().catch(() => undefined);
  });

  it('starts when every route has one, and names each route\'s access in the API documentation', async () => {
    const routes = t.app.registeredRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.access)).toEqual([]);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/student_dashboard/student-profile/avatars/'].get.description).toContain('**Access:** Students, for their own records.');
    expect(doc.paths['/api/account/login/'].post.description).toContain('Public');
  });
});

describe('the gate', () => {
  const get = (url: string, who?: PersonOf<typeof people>) => w.as(who ?? 'anonymous').inject({ method: 'GET', url });

  it('answers 401 without a token, 403 to another role (with its detail), 200 to the role', async () => {
    expect((await get(AVATARS)).statusCode).toBe(401);
    const coach = await get(AVATARS, 'coach');
    expect(coach.statusCode).toBe(403);
    expect(coach.json()).toEqual({ detail: 'Only students can use this.' });
    expect((await get(AVATARS, 'stu')).statusCode).toBe(200);
  });

  it('refuses a malformed authorization header as unauthenticated, and an unknown token as expired', async () => {
    expect((await t.app.inject({ method: 'GET', url: AVATARS, headers: { authorization: 'Bearer abc' } })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: AVATARS, headers: authHeader('x'.repeat(43)) });
    expect(unknown.json()).toEqual({ detail: 'Invalid or expired token.' });
  });
});

/** Sends one raw HTTP/1.1 request, so the request target reaches the server exactly as written. */
async function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => { data += chunk.toString(); });
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }));
    socket.on('error', reject);
  });
}

describe('access is decided from the matched route, never from the URL string', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it.each([
    ['absolute form', (p: number) => `http://127.0.0.1:${p}${AVATARS}`],
    ['absolute form, other host', () => `http://example.org${AVATARS}`],
    ['doubled slashes', () => `/${AVATARS}`],
    ['doubled inner slash', () => AVATARS.replace('/student-profile/', '//student-profile/')],
    ['percent-encoded slashes', () => AVATARS.replace(/\//g, '%2F')],
    ['encoded inner slash', () => '/api/student_dashboard%2Fstudent-profile/avatars/'],
    ['upper case', () => AVATARS.toUpperCase()],
    ['mixed case', () => '/api/Student_Dashboard/student-profile/avatars/'],
  ])('%s never gives the protected data without a token', async (_label, target) => {
    const res = await rawGet(port, target(port));
    expect([401, 404, 400]).toContain(res.status);
    expect(res.body).not.toContain('available_avatars');
  });

  it('still serves the data to the student by the plain path (the raw client works)', async () => {
    const res = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${AVATARS} HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${w.token.stu}\r\nConnection: close\r\n\r\n`));
      let data = '';
      socket.on('data', (c) => { data += c.toString(); });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(res).toMatch(/^HTTP\/1\.1 200/);
    expect(res).toContain('available_avatars');
  });
});
