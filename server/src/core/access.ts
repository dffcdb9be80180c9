import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { EndpointDefinition } from '@prayog/contract';
import type { Db } from '../db/client';
import { passGate, type Policy, type Principal } from './policy';
import { forbidden } from '../lib/http-errors';
import type { RequestCaches } from './request-caches';
import type { CacheScope } from './response-cache';

export type { Principal } from './policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (server/src/policies). Every route has one, or the server does not start. */
    access?: Policy<unknown>;
    /** The contract's description of the call, when the route was registered from one (core/route.ts). */
    endpoint?: EndpointDefinition;
    /** A signed-in route that a one-time password's session may call before choosing its own password (ADR 0023). */
    beforeOwnPassword?: boolean;
    /** The path parameter naming the student whose records the route reads, where its policy does not load them (core/record-reads.ts). */
    readsRecordsOf?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** What the route's policy loaded (the student, the school, the record); the handler receives it typed. */
    accessSubject: unknown;
    /** The app's few-second memory of sessions and schools (core/request-caches.ts), for policies. */
    readonly caches: RequestCaches;
  }
  interface FastifyInstance {
    /** Every route registered so far, as the route × role matrix and fuzz tests walk them. */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Policy<unknown> | undefined;
  endpoint: EndpointDefinition | undefined;
  /** How the route caches its answer (core/response-cache.ts), if it does. */
  cache: CacheScope | undefined;
  /** A write that leaves the cached answers to show it within their time (heartbeats, saved answers, read marks). */
  skipsInvalidation: boolean;
}

/** What a one-time password's session hears from every route but choosing a new password (ADR 0023). */
export const CHOOSE_PASSWORD_FIRST = 'You signed in with a one-time password. Choose your own password first; until then nothing else can be done with this sign-in.';

/** Reads `Authorization: Token <token>` and returns the token, or null when absent or malformed. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Deny by default, decided from the matched route (never from the URL string, which an absolute-form
 * target, doubled or encoded slashes or another case could disguise):
 * - at start-up, the server refuses to become ready while any route has no policy;
 * - before the body is read, the policy's gate refuses anonymous callers (401) and other roles (403);
 * - after validation, the policy loads the call's subject once and hands it to the handler.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { caches: RequestCaches; db: Db }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('accessSubject', null);
  app.decorateRequest('caches', { getter: () => opts.caches });

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => { routes.push(route); });
  app.decorate('registeredRoutes', () => routes.map((r) => ({
    method: String(r.method), url: r.url, access: r.config?.access, endpoint: r.config?.endpoint, cache: r.config?.cache, skipsInvalidation: r.config?.skipsInvalidation === true,
  })));
  // onRoute hooks of inner plugins (which mark static files and docs public) run after this one, so the
  // check waits until every route is complete.
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !r.config?.access).map((r) => `${String(r.method)} ${r.url}`);
    if (missing.length > 0) throw new Error(`Refusing to start: these routes have no access rule: ${missing.join(', ')}`);
  });

  app.addHook('onRequest', async (req) => {
    const policy = req.routeOptions.config?.access;
    if (!policy) {
      // Only the not-found handler has no policy once the server is ready; it answers 404 itself.
      if (req.is404) return;
      throw forbidden('This route has no access rule.');
    }
    const token = tokenFromHeader(req.headers.authorization);
    req.principal = token ? await opts.caches.principal(opts.db, token) : null;
    passGate(policy, req.principal, token !== null);
    // A one-time password's session may only choose the person's own password (ADR 0023).
    if (req.principal?.mustChangePassword && policy.gate.signedIn && !req.routeOptions.config.beforeOwnPassword) {
      throw forbidden(CHOOSE_PASSWORD_FIRST);
    }
  });

  app.addHook('preHandler', async (req) => {
    const policy = req.routeOptions.config?.access;
    if (policy) req.accessSubject = await policy.authorize(req, req.principal, opts.db);
  });
});
