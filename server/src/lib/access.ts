import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@prayog/contract';
import { forbidden, unauthorized } from './http-errors';

/** The signed-in user, as every handler and policy sees it. */
export interface Principal {
  id: number;
  username: string;
  role: Role;
  isSuperuser: boolean;
  schoolId: number | null;
  name: string | null;
}

/** A scope check runs after validation, so it sees typed params, query and body. */
export type ScopeCheck = (req: FastifyRequest, user: Principal) => boolean | Promise<boolean>;

/**
 * What a route allows. Every /api route must declare one; a route without it is refused (deny by default).
 * Superusers pass every declared rule ("superuser: everything", ARCHITECTURE §4).
 */
export type AccessRule =
  | { public: true }
  | { roles: readonly Role[] | 'any-signed-in'; scope: 'any' | ScopeCheck; scopeDenied?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** Registration's client reads `message` (spec 1 §7), so its errors carry it too. */
    errorsCarryMessage?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type PrincipalResolver = (token: string) => Promise<Principal | null>;

/** Reads `Authorization: Token <token>` and returns the token, or null when absent or malformed. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** Scope: a `{username}` path parameter must be the caller's own. */
export const ownUsername = (param = 'username'): ScopeCheck => (req, user) => {
  const value = (req.params as Record<string, unknown>)[param];
  return typeof value === 'string' && value.toLowerCase() === user.username.toLowerCase();
};

export const accessPlugin = fp(async (app: FastifyInstance, opts: { resolvePrincipal: PrincipalResolver }) => {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (req) => {
    // Static files and the not-found handler have no access rule of their own.
    if (!req.url.startsWith('/api/') || req.is404) return;
    const rule = req.routeOptions.config?.access;
    if (!rule) {
      // A route that forgot to say who may call it is a bug; refuse rather than guess.
      req.log.error({ url: req.routeOptions.url }, 'route has no access rule; refusing');
      throw forbidden('This route has no access rule.');
    }
    const token = tokenFromHeader(req.headers.authorization);
    req.principal = token ? await opts.resolvePrincipal(token) : null;
    if ('public' in rule) return;
    if (!req.principal) throw unauthorized(token ? 'Invalid or expired token.' : undefined);
    const user = req.principal;
    if (user.isSuperuser) return;
    if (rule.roles !== 'any-signed-in' && !rule.roles.includes(user.role)) throw forbidden();
  });

  app.addHook('preHandler', async (req) => {
    const rule = req.routeOptions.config?.access;
    if (!rule || 'public' in rule || rule.scope === 'any') return;
    const user = req.principal;
    if (!user) throw unauthorized();
    if (user.isSuperuser) return;
    if (!(await rule.scope(req, user))) throw forbidden(rule.scopeDenied);
  });
});

/** The principal of a route whose rule requires sign-in (the access hook has already refused anonymous calls). */
export function signedIn(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
