import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, schoolChoicesResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-db';
import { createWorld } from '../../test/world';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Prayog</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
  await createWorld(t, {
    schools: { 'b-school': { name: 'B School, Sector 2, Noida' }, 'a-school': { name: 'A School, Sector 1, Delhi' } },
    users: {},
  });
});
afterAll(async () => { await t.close(); fs.rmSync(dist, { recursive: true, force: true }); });

describe('platform routes', () => {
  it('reports the database in use and that it answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: { engine: testEngine, ok: true } });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/account/register/'].post.responses).toHaveProperty('400');
  });

  it('lists school choices publicly, sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/school_dashboard/school-choices/' });
    const body = schoolChoicesResponseSchema.parse(res.json());
    expect(body.schools).toEqual([{ value: 'a-school', label: 'A School, Sector 1, Delhi' }, { value: 'b-school', label: 'B School, Sector 2, Noida' }]);
  });

  it('answers unknown API paths with a JSON 404 and client routes with index.html', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
    const page = await t.app.inject({ method: 'GET', url: '/teacher_dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('accepts paths with or without the trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/school_dashboard/school-choices' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a malformed JSON body with 400 and a detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'application/json' }, payload: '{"username_or_email":' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });
});
