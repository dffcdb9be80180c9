/**
 * The shared policies the staff and parent routes will stand on, tried on probe routes registered from
 * endpoints the way every feature registers its own (the real routes are covered by the route × role matrix).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@prayog/contract';
import { buildApp } from '../app';
import { route } from '../core/route';
import { createTestApp, authHeader, type TestApp } from '../test/test-app';
import { castToken, createCast, type Actor, type Cast } from '../test/cast';
import { linkedChild, ownSchool } from '.';

const schoolQuery = z.object({ school: z.coerce.number().int().positive().optional(), child: z.string().max(150).optional() });
const probes = {
  read: defineEndpoint({ method: 'GET', path: '/probe/school/', tags: ['probe'], summary: 'probe', query: schoolQuery, responses: { 200: z.object({ school: z.string() }) } }),
  write: defineEndpoint({ method: 'POST', path: '/probe/school/', tags: ['probe'], summary: 'probe', query: schoolQuery, responses: { 200: z.object({ school: z.string() }) } }),
  adminWrite: defineEndpoint({ method: 'POST', path: '/probe/school-admin/', tags: ['probe'], summary: 'probe', query: schoolQuery, responses: { 200: z.object({ school: z.string() }) } }),
  child: defineEndpoint({ method: 'GET', path: '/probe/child/', tags: ['probe'], summary: 'probe', query: schoolQuery, responses: { 200: z.object({ child: z.string(), children: z.number() }) } }),
};

let t: TestApp;
let app: FastifyInstance;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.db, t.ctx.storage);
  await t.app.close();
  app = await buildApp(t.ctx);
  await app.register(async (api) => {
    route(api, probes.read, { access: ownSchool(), handler: async (_req, { school }) => ({ school: school.name }) });
    route(api, probes.write, { access: ownSchool({ roles: ['teacher'] }), handler: async (_req, { school }) => ({ school: school.name }) });
    route(api, probes.adminWrite, { access: ownSchool({ superuserWrites: true }), handler: async (_req, { school }) => ({ school: school.name }) });
    route(api, probes.child, { access: linkedChild, handler: async (_req, { child, children }) => ({ child: child.username, children: children.length }) });
  }, { prefix: '/api' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = async (actor: Actor, method: 'GET' | 'POST', url: string) => {
  const token = await castToken(t, actor);
  return app.inject({ method, url, headers: token ? authHeader(token) : {} });
};

describe('ownSchool', () => {
  it("hands each staff member their own school, never another's", async () => {
    expect((await call('teacher', 'GET', '/api/probe/school/')).json()).toEqual({ school: 'Cast Home School, Sector 1, Noida' });
    expect((await call('otherSchool', 'GET', '/api/probe/school/')).json()).toEqual({ school: 'Cast Away School, Sector 2, Pune' });
    // A staff member naming another school still gets their own: the query cannot widen their reach.
    expect((await call('teacher', 'GET', `/api/probe/school/?school=${cast.awaySchoolId}`)).json()).toEqual({ school: 'Cast Home School, Sector 1, Noida' });
  });

  it('refuses students, parents and anonymous callers', async () => {
    for (const actor of ['student', 'linkedParent'] as const) expect((await call(actor, 'GET', '/api/probe/school/')).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/api/probe/school/')).statusCode).toBe(401);
  });

  it('lets a superuser read the school they name, and asks for one when none is named', async () => {
    expect((await call('superuser', 'GET', `/api/probe/school/?school=${cast.awaySchoolId}`)).json()).toEqual({ school: 'Cast Away School, Sector 2, Pune' });
    const none = await call('superuser', 'GET', '/api/probe/school/');
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Choose a school: add ?school=<id>.');
    expect((await call('superuser', 'GET', '/api/probe/school/?school=999999')).statusCode).toBe(404);
  });

  it("leaves a school's writes to its own staff unless the route lets superusers write, and honours the roles", async () => {
    expect((await call('superuser', 'POST', `/api/probe/school/?school=${cast.homeSchoolId}`)).statusCode).toBe(403);
    expect((await call('superuser', 'POST', `/api/probe/school-admin/?school=${cast.homeSchoolId}`)).statusCode).toBe(200);
    expect((await call('teacher', 'POST', '/api/probe/school/')).statusCode).toBe(200);
    expect((await call('school', 'POST', '/api/probe/school/')).statusCode).toBe(403);
  });
});

describe('linkedChild', () => {
  it('hands a parent the child whose link the school confirmed', async () => {
    expect((await call('linkedParent', 'GET', '/api/probe/child/')).json()).toEqual({ child: 'cast.student', children: 1 });
    expect((await call('linkedParent', 'GET', '/api/probe/child/?child=CAST.STUDENT')).json()).toEqual({ child: 'cast.student', children: 1 });
  });

  it('tells a parent whose link is not confirmed that it waits for the school, and refuses another child by name', async () => {
    const waiting = await call('unlinkedParent', 'GET', '/api/probe/child/');
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().detail).toBe('Your link to your child is waiting for confirmation by the school.');
    const other = await call('linkedParent', 'GET', '/api/probe/child/?child=cast.other.student');
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe('You can only see your own children.');
  });

  it('is for parents only', async () => {
    for (const actor of ['student', 'teacher', 'superuser'] as const) expect((await call(actor, 'GET', '/api/probe/child/')).statusCode).toBe(403);
  });
});
