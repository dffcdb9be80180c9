/**
 * The route × role matrix: every registered route, called as every kind of caller, gets exactly what its
 * declared rule implies (test/expected-access.ts): refused with that status, or let through to an answer its
 * sample allows. Generated from the routes the server registered, so a new route is covered the day it lands;
 * one without a sample fails here.
 *
 * The routes are called in MATRIX_PARTS parts, one test file each (route-matrix-<n>.test.ts, each with its own server
 * and database), so the test workers share them: one after another, the 2,700 calls outran a test's time on a CI
 * machine running the browser journeys beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestApp, authHeader, type TestApp } from './test-app';
import { ACTORS, castToken, createCast, type Cast } from './cast';
import { expectedAccess } from './expected-access';
import { ROUTE_SAMPLES, sampleFor, type RouteSample } from './route-samples';

export const MATRIX_PARTS = 3;

let t: TestApp;
let cast: Cast;

/** Every (method, url) the server answers, HEAD included; a route registered for several methods counts once per method. */
function routeList(app: TestApp['app']) {
  return app.registeredRoutes().flatMap((r) => r.method.split(',').map((method) => ({ ...r, method })));
}

const prepared = new Set<RouteSample>();
async function prepareOnce(sample: RouteSample) {
  if (!sample.prepare || prepared.has(sample)) return;
  prepared.add(sample);
  await sample.prepare(t.db, cast);
}

/** The first path segment under /api: the feature a route belongs to (`/api/authoring/...` → authoring). */
const featureOf = (url: string) => url.split('/')[2] ?? '';

/**
 * Part `part` (0-based) of the routes: a run of about a third of them in the order the server registered them, ending
 * where a feature ends, so a sample that relies on an earlier route of its feature (an image the upload sample put
 * on a subject) finds it in its own part.
 */
export function matrixPart<R extends { url: string }>(routes: R[], part: number): R[] {
  const starts = [0];
  for (let p = 1; p < MATRIX_PARTS; p++) {
    let start = Math.max(starts[p - 1], Math.round((routes.length * p) / MATRIX_PARTS));
    while (start > 0 && start < routes.length && featureOf(routes[start].url) === featureOf(routes[start - 1].url)) start++;
    starts.push(start);
  }
  starts.push(routes.length);
  return routes.slice(starts[part], starts[part + 1]);
}

/** Part `part` (0-based) of the matrix, with its own server and database. */
export function describeMatrixPart(part: number): void {
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t.db, t.ctx.storage);
  });
  afterAll(() => t.close());

  describe(`route × role matrix, part ${part + 1} of ${MATRIX_PARTS}`, () => {
    if (part === 0) {
      it('has a sample for every registered route, and no sample for a route that is gone', () => {
        const routes = routeList(t.app);
        const missing = routes.filter((r) => !sampleFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
        expect(missing).toEqual([]);
        const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
        expect(Object.keys(ROUTE_SAMPLES).filter((k) => !known.has(k))).toEqual([]);
        console.log(`route × role matrix: ${routes.length} routes × ${ACTORS.length} callers = ${routes.length * ACTORS.length} calls`);
      });
    }

    it('gives every caller of every route exactly what the route\'s rule implies', { timeout: 180_000 }, async () => {
      const wrong: string[] = [];
      let calls = 0;
      for (const route of matrixPart(routeList(t.app), part)) {
        const sample = sampleFor(route.method, route.url);
        if (!sample || !route.access) continue;
        await prepareOnce(sample);
        for (const actor of ACTORS) {
          const expected = expectedAccess(route.access.rule, actor, route.method);
          const { url, payload } = sample.call(cast, actor);
          const token = await castToken(t, actor);
          // A superuser names the school a staff route is about.
          const target = route.access.rule.kind === 'school' && actor === 'superuser' ? `${url}${url.includes('?') ? '&' : '?'}school=${cast.homeSchoolId}` : url;
          const res = await t.app.inject({ method: route.method as HTTPMethods, url: target, payload, headers: token ? authHeader(token) : {} });
          calls++;
          const ok = expected === 'allow' ? sample.ok.includes(res.statusCode) : res.statusCode === expected;
          if (!ok) wrong.push(`${route.method} ${route.url} as ${actor}: expected ${expected === 'allow' ? `one of ${sample.ok.join('/')}` : expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode >= 500) wrong.push(`${route.method} ${route.url} as ${actor}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
      // About 900 calls a part: a part that calls few means the routes were not found.
      expect(calls).toBeGreaterThan(500);
    });
  });
}
