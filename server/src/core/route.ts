import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorSchema, registrationErrorSchema, type EndpointDefinition, type EndpointResponse } from '@prayog/contract';
import type { Policy } from './policy';
import { replyCached, type CacheScope } from './response-cache';
import { recordStudentRead } from './record-reads';

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request a handler sees: params, query and body already validated against the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

export interface RateLimit {
  max: number;
  timeWindow: number | string;
  keyGenerator?: (req: FastifyRequest) => string;
}

export interface RouteOptions<E extends EndpointDefinition, S> {
  /** Who may call it (server/src/policies). */
  access: Policy<S>;
  rateLimit?: RateLimit;
  /**
   * Cache the answer for a few seconds as JSON text (core/response-cache.ts, ADR 0013): per school and address (only
   * behind a policy with `sameAnswerForTheSchool`; the server refuses to start otherwise), per school, caller and
   * address, or (`all-schools`, an answer that does not depend on the caller) per address until any school is
   * invalidated. The handler of such a route returns its answer; it never sends through `reply`.
   */
  cache?: CacheScope;
  /**
   * A write a phone may queue offline and send again (issue 29 part 4): under an `Idempotency-Key` header the first
   * answer is kept and given back to every retry (core/idempotency.ts). The handler returns its answer (reply.code for
   * another status); it never sends through `reply`.
   */
  idempotent?: boolean;
  /** A write that does not start its school's kept answers afresh (it comes by the thousand: heartbeats, saved answers). */
  skipsInvalidation?: boolean;
  /**
   * Answers a session opened with a one-time password before the person chose their own (ADR 0023): choosing it, and
   * what that screen needs (the account, its language, signing out). Every other signed-in route refuses such a session.
   */
  beforeOwnPassword?: boolean;
  /**
   * The path parameter that names a student whose records the route reads, for a route whose policy is the caller's
   * school rather than the student (a learner's attendance): staff reads of them are recorded like those behind a
   * policy with `personOf` (core/record-reads.ts).
   */
  readsRecordsOf?: string;
  /** Authorise (done by the policy), call one service, return its result or send through `reply`. */
  handler(req: EndpointRequest<E>, subject: S, reply: FastifyReply): Promise<EndpointResponse<E> | FastifyReply>;
}

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429] as const;

/** Every error the API can answer, with the shape of the endpoint (registration's also carry `message`). */
function errorResponses(endpoint: EndpointDefinition) {
  const schema = endpoint.errorsCarryMessage ? registrationErrorSchema : errorSchema;
  return Object.fromEntries(ERROR_STATUSES.map((status) => [status, schema]));
}

/**
 * Registers a route from its contract entry: the path, the schemas for params, query, body and every
 * response, and the OpenAPI text (including who may call it) all come from the endpoint and the policy.
 */
export function route<E extends EndpointDefinition, S>(app: FastifyInstance, endpoint: E, opts: RouteOptions<E, S>): void {
  const access = opts.access;
  // One answer per school is right only when nobody the policy lets in could be shown something another could not.
  if (opts.cache === 'per-school' && !access.sameAnswerForTheSchool) {
    throw new Error(`${endpoint.method} ${endpoint.path} is cached per school, but its policy's answer depends on the caller (${access.summary}): cache it per user, or use a policy whose subject is the school.`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: [endpoint.description, `**Access:** ${access.summary}`].filter(Boolean).join('\n\n'),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(access.gate.signedIn ? { security: [{ token: [] }] } : {}),
      response: { ...errorResponses(endpoint), ...endpoint.responses },
    },
    config: {
      access: access as Policy<unknown>,
      endpoint,
      ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
      ...(opts.skipsInvalidation ? { skipsInvalidation: true } : {}),
      ...(opts.cache ? { cache: opts.cache } : {}),
      ...(opts.beforeOwnPassword ? { beforeOwnPassword: true } : {}),
      ...(opts.readsRecordsOf ? { readsRecordsOf: opts.readsRecordsOf } : {}),
    },
    // Reads of a student's records by staff are recorded (issue 31); no other route carries the hook.
    ...(access.personOf || opts.readsRecordsOf ? { onSend: recordStudentRead } : {}),
    handler: opts.cache
      ? (req, reply) => replyCached(req.server.responseCache, opts.cache!, req, reply, () => opts.handler(req as EndpointRequest<E>, req.accessSubject as S, reply))
      : opts.idempotent
        ? (req, reply) => req.server.idempotency.run(req, reply, () => opts.handler(req as EndpointRequest<E>, req.accessSubject as S, reply))
        : (req, reply) => opts.handler(req as EndpointRequest<E>, req.accessSubject as S, reply),
  });
}
