import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, authHeader, type TestApp } from '../test/test-app';
import { createSchool, createUser, PASSWORD } from '../test/fixtures';
import { ownUsername, signedIn } from './access';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  await createUser(t.db, { username: 'stu', role: 'student', schoolId: school.id });
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: school.id });
  await createUser(t.db, { username: 'admin', role: 'school', schoolId: null, isSuperuser: true });
  // Routes added after ready() are not possible, so this app is built with extra probe routes below.
  await t.app.close();
  const { buildApp } = await import('../app');
  const app = await buildApp(t.ctx);
  app.get('/api/probe/undeclared', async () => ({ leaked: true }));
  app.get('/api/probe/teachers', { config: { access: { roles: ['teacher'], scope: 'any' } } }, async () => ({ ok: true }));
  app.get('/api/probe/own/:username', { config: { access: { roles: ['student'], scope: ownUsername(), scopeDenied: 'You can only see your own records.' } } },
    async (req) => ({ ok: signedIn(req).username }));
  await app.ready();
  t.app = app;
  for (const u of ['stu', 'coach', 'admin']) {
    const res = await app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: u, password: PASSWORD } });
    tokens[u] = res.json().token;
  }
});
afterAll(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? authHeader(tokens[who]) : {} });

describe('deny by default', () => {
  it('refuses a route that declares no access rule, even for a superuser', async () => {
    const res = await get('/api/probe/undeclared', 'admin');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This route has no access rule.' });
  });

  it('enforces roles: 401 anonymous, 403 wrong role, 200 right role and superuser', async () => {
    expect((await get('/api/probe/teachers')).statusCode).toBe(401);
    expect((await get('/api/probe/teachers', 'stu')).statusCode).toBe(403);
    expect((await get('/api/probe/teachers', 'coach')).statusCode).toBe(200);
    expect((await get('/api/probe/teachers', 'admin')).statusCode).toBe(200);
  });

  it('enforces the own-record scope with a detail', async () => {
    expect((await get('/api/probe/own/stu', 'stu')).json()).toEqual({ ok: 'stu' });
    const other = await get('/api/probe/own/someone-else', 'stu');
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe('You can only see your own records.');
  });

  it('refuses a malformed authorization header as unauthenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/teachers', headers: { authorization: 'Bearer abc' } });
    expect(res.statusCode).toBe(401);
  });
});
