import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-db';
import { createWorld, type World } from '../test/world';

const FRONT_END = 'https://app.example.org';
const preflight = (app: TestApp, origin: string) => app.app.inject({
  method: 'OPTIONS', url: '/api/account/me/',
  headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
});

describe('CORS_ORIGINS set', () => {
  let t: TestApp;
  let w: World<'green-valley', 'coach'>;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: [FRONT_END] });
    w = await createWorld(t, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: { coach: { role: 'teacher', school: 'green-valley' } },
    });
  });
  afterAll(() => t.close());

  it('answers the preflight of an allowed origin, allowing the token header', async () => {
    const res = await preflight(t, FRONT_END);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('lets the allowed origin read an answer made with the token, and no other origin', async () => {
    const ok = await w.as('coach').inject({ method: 'GET', url: '/api/account/me/', headers: { origin: FRONT_END } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(FRONT_END);
    const other = await w.as('coach').inject({ method: 'GET', url: '/api/account/me/', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still refuses a call without a token: CORS changes who may read, not who may call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: { origin: FRONT_END } });
    expect(res.statusCode).toBe(401);
  });
});

describe('CORS_ORIGINS empty (the default)', () => {
  it('changes nothing: no CORS headers, no preflight route', async () => {
    const t = await createTestApp({}, await openTestDatabase());
    const res = await preflight(t, FRONT_END);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).toBe(404);
    expect(t.app.registeredRoutes().some((r) => r.method.includes('OPTIONS'))).toBe(false);
    await t.close();
  });
});
