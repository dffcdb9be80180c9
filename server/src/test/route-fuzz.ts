/**
 * A bounded fuzz of every route's described input: wrong types, huge and negative numbers, NUL characters,
 * very long strings, unknown fields, deep nesting, malformed JSON and multipart. Each call is made as a caller
 * the route lets through (so the input reaches validation and the handler). Nothing may answer 5xx.
 *
 * The routes are fuzzed in FUZZ_PARTS parts, one test file each (route-fuzz-<n>.test.ts), so the test workers share
 * the work on both engines: the whole fuzz took 104 s on PGlite and more than 300 s on PostgreSQL in one file beside
 * the browser journeys on 2 cores. The two engines share the calls too (issue 30): each route's calls alternate
 * between PGlite and PostgreSQL, so every input is sent once, and every route with two calls or more is fuzzed on
 * both. route-fuzz-plan.test.ts checks that the parts together fuzz every route on both engines, each part some, and
 * more than 2,000 calls in all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { z } from 'zod';
import type { EndpointDefinition } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from './test-app';
import { testEngine } from './test-engine';
import { ACTORS, castToken, createCast, type Actor, type Cast } from './cast';
import { expectedAccess } from './expected-access';
import { sampleFor } from './route-samples';

const LONG = 'x'.repeat(100_000);
/** Values put where a field, parameter or query value is expected. */
const VALUES: unknown[] = [
  null, true, 0, -1, 1.5, 2147483648, -2147483649, 1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '\u0000', 'a\u0000b',
  LONG, '9'.repeat(40), '-1', '1e9999', 'NaN', '💥🚀', '<script>alert(1)</script>', "' or 1=1 --", [], [1, 2], {}, { nested: { deeper: [null] } },
];
/** Strings put in a path parameter or a query value. */
const TEXTS = ['', '0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '%00', 'a%00b', '..%2F..', 'x'.repeat(5000), '%F0%9F%92%A5', '%E0%A4%A'];

const shapeKeys = (schema: z.ZodType | undefined): string[] => {
  const def = schema as unknown as { shape?: Record<string, unknown> } | undefined;
  return def?.shape ? Object.keys(def.shape) : [];
};

/** The JSON bodies to send instead of the sample's. */
function bodyVariants(base: unknown): unknown[] {
  const variants: unknown[] = [null, [], 'text', 42, {}, { unknown_field: 'x' }];
  let deep: unknown = 'bottom';
  for (let i = 0; i < 200; i++) deep = { a: deep };
  variants.push(deep);
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(base)) {
      for (const value of VALUES) variants.push({ ...base, [key]: value });
      const inner = (base as Record<string, unknown>)[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const innerKey of Object.keys(inner)) {
          for (const value of [null, 1e308, '\u0000', LONG, [], {}]) variants.push({ ...base, [key]: { ...inner, [innerKey]: value } });
        }
      }
    }
    variants.push({ ...base, unknown_field: 'surprise' });
  }
  return variants;
}

/** Replaces one `:param` of the route's path in the sample's URL. */
function withParam(template: string, sampleUrl: string, param: string, value: string): string {
  const [path, query] = sampleUrl.split('?');
  const parts = path.split('/');
  const index = template.split('/').indexOf(`:${param}`);
  if (index >= 0) parts[index] = value;
  return parts.join('/') + (query ? `?${query}` : '');
}

const MALFORMED_MULTIPART: [string, string][] = [
  ['--B\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello', 'multipart/form-data; boundary=B'],
  ['--B\r\n\r\nno headers\r\n--B--\r\n', 'multipart/form-data; boundary=B'],
  ['not multipart at all', 'multipart/form-data; boundary=B'],
  ['--B\r\n', 'multipart/form-data'],
  [`--B\r\nContent-Disposition: form-data; name="text"\r\n\r\n${'\u0000'}\r\n--B--\r\n`, 'multipart/form-data; boundary=B'],
  [`--B\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\nnot a pdf\r\n--B--\r\n`, 'multipart/form-data; boundary=B'],
  [`--B\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nx\r\n--B--\r\n`, 'multipart/form-data; boundary=B'],
];

function requestsFor(route: { method: string; url: string }, endpoint: EndpointDefinition, base: { url: string; payload?: InjectOptions['payload'] }): Omit<InjectOptions, 'headers'>[] {
  const out: Omit<InjectOptions, 'headers'>[] = [];
  const method = route.method as HTTPMethods;
  for (const param of shapeKeys(endpoint.params)) {
    for (const value of TEXTS) out.push({ method, url: withParam(route.url, base.url, param, value), payload: base.payload });
  }
  const [path, query = ''] = base.url.split('?');
  const queryKeys = [...shapeKeys(endpoint.query), 'unknown_param'];
  for (const key of queryKeys) {
    for (const value of TEXTS) out.push({ method, url: `${path}?${query ? `${query}&` : ''}${key}=${value}`, payload: base.payload });
    out.push({ method, url: `${path}?${key}=1&${key}=2`, payload: base.payload });
  }
  if (endpoint.body) {
    for (const body of bodyVariants(base.payload)) out.push({ method, url: base.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } as InjectOptions);
    out.push({ method, url: base.url, payload: '{"broken": ', headers: { 'content-type': 'application/json' } } as InjectOptions);
    out.push({ method, url: base.url, payload: 'plain text', headers: { 'content-type': 'text/plain' } } as InjectOptions);
  }
  if (endpoint.multipart) {
    for (const [body, type] of MALFORMED_MULTIPART) out.push({ method, url: base.url, payload: body, headers: { 'content-type': type } } as InjectOptions);
    out.push({ method, url: base.url, payload: JSON.stringify({ text: 'json instead' }), headers: { 'content-type': 'application/json' } } as InjectOptions);
  }
  return out;
}

export const FUZZ_PARTS = 6;
/** Which of a route's calls an engine sends: the even ones on PGlite, the odd ones on PostgreSQL. */
export type EngineShare = 'pglite' | 'postgres' | 'both';
const sends = (share: EngineShare, index: number) => share === 'both' || (index % 2 === 0) === (share === 'pglite');

/** The routes with a contract and an access rule, each with the method it is called by (HEAD aside), in a fixed order. */
const fuzzedRoutes = (t: TestApp) => t.app.registeredRoutes().flatMap((route) => {
  const method = route.method.split(',').find((m) => m !== 'HEAD');
  return method && route.endpoint && route.access ? [{ route, method, endpoint: route.endpoint, rule: route.access.rule }] : [];
});

type Call = { request: Omit<InjectOptions, 'headers'>; actor: Actor; route: string };

/** The calls of one part (`part` from 0) that `share` sends, its routes' samples prepared in the database on the way. */
async function* callsOf(t: TestApp, cast: Cast, part: number, share: EngineShare): AsyncGenerator<Call> {
  for (const { route, method, endpoint, rule } of fuzzedRoutes(t).filter((_, index) => index % FUZZ_PARTS === part)) {
    const sample = sampleFor(method, route.url);
    expect(sample, `${method} ${route.url} has a sample`).toBeDefined();
    await sample!.prepare?.(t.db, cast);
    // Two callers the rule lets through (a student and an administrator, where both may), so the input
    // reaches validation and the handler along each of their paths.
    const callers = (['student', 'superuser', 'teacher', 'linkedParent', 'anonymous'] as Actor[])
      .filter((a) => expectedAccess(rule, a, method) === 'allow').slice(0, 2);
    let index = 0;
    for (const actor of callers.length ? callers : [ACTORS[0]]) {
      const base = sample!.call(cast, actor);
      for (const request of requestsFor({ method, url: route.url }, endpoint, base)) {
        if (sends(share, index++)) yield { request, actor, route: `${method} ${route.url}` };
      }
    }
  }
}

/** A test app with the cast of callers, for the file that calls it. */
function fuzzApp() {
  const app = { t: undefined as unknown as TestApp, cast: undefined as unknown as Cast };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.cast = await createCast(app.t.db, app.t.ctx.storage);
  });
  afterAll(() => app.t.close());
  return app;
}

/**
 * The test of one part (`part` from 0): every call it makes answers below 500, and a 4xx with a detail. Its limit is
 * generous: a part took 300 s on PGlite on a 2-core machine loaded twentyfold by other work.
 */
export function describeFuzzPart(part: number): void {
  const app = fuzzApp();
  describe('fuzz of every route\'s input', () => {
    it(`never answers 5xx (routes of part ${part})`, async () => {
      const { t, cast } = app;
      const failures: string[] = [];
      let calls = 0;
      for await (const { request, actor } of callsOf(t, cast, part, testEngine)) {
        const token = await castToken(t, actor);
        const res = await t.app.inject({ ...request, headers: { ...(request as InjectOptions).headers as object, ...(token ? authHeader(token) : {}) } } as InjectOptions);
        calls++;
        const label = `${request.method} ${String(request.url).slice(0, 160)} as ${actor}`;
        if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode >= 400 && !res.json().detail) failures.push(`${label} → ${res.statusCode} without a detail`);
      }
      console.log(`route fuzz, part ${part}: ${calls} calls on ${testEngine}`);
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThan(0);
    }, 600_000);
  });
}

/**
 * The parts' calls counted without sending them: every part has some, there are more than 2,000 in all, the two
 * engines' shares together are every call once, and every route is fuzzed on both engines.
 */
export function describeFuzzPlan(): void {
  const app = fuzzApp();
  describe('fuzz of every route\'s input', () => {
    it('fuzzes every route with enough calls, on both engines', async () => {
      const callsPerPart: number[] = [];
      const routesOn = { pglite: new Set<string>(), postgres: new Set<string>() };
      let shared = 0;
      for (let part = 0; part < FUZZ_PARTS; part++) {
        let calls = 0;
        for await (const _call of callsOf(app.t, app.cast, part, 'both')) calls++;
        callsPerPart.push(calls);
        for (const engine of ['pglite', 'postgres'] as const) {
          for await (const call of callsOf(app.t, app.cast, part, engine)) {
            routesOn[engine].add(call.route);
            shared++;
          }
        }
      }
      const routes = fuzzedRoutes(app.t).map((r) => `${r.method} ${r.route.url}`);
      expect(routes.length).toBeGreaterThan(0);
      expect(callsPerPart.filter((calls) => calls > 0)).toHaveLength(FUZZ_PARTS);
      const total = callsPerPart.reduce((sum, calls) => sum + calls, 0);
      expect(total).toBeGreaterThan(2000);
      expect(shared).toBe(total);
      expect(routes.filter((r) => !routesOn.pglite.has(r) || !routesOn.postgres.has(r))).toEqual([]);
    });
  });
}
