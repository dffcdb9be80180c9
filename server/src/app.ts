import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, IDEMPOTENCY_KEY_HEADER } from '@prayog/contract';
import type { AppContext } from './app-context';
import type { TrustedProxies } from './config';
import { accessPlugin } from './core/access';
import { addSecurityHeaders } from './lib/security-headers';
import { answerUnreadableRequest, errorHandler } from './lib/error-handler';
import { tooManyRequests } from './lib/http-errors';
import { refuseNulCharacters } from './lib/input-guard';
import { safeErrorForLog } from './lib/db-errors';
import { tryAgainIn } from './lib/retry-after';
import { localize, requestLanguage } from './lib/localize';
import { publicAccess, type Policy } from './policies';
import { featureRoutes } from './routes';
import { COMPRESSED_ENCODINGS, COMPRESS_THRESHOLD_BYTES, ResponseCache, invalidateOnWrites } from './core/response-cache';
import { RequestCaches } from './core/request-caches';
import { IdempotencyKeys } from './core/idempotency';
import { SharedState } from './lib/redis';
import { shareAcrossServers } from './core/across-servers';
import { notificationHub } from './features/notifications/notification-hub';
import { readRecorder } from './features/privacy/record-reads.service';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const PREFLIGHT_HEADERS_MISSING = 'A CORS preflight needs the Origin and Access-Control-Request-Method headers.';

/** Builds the whole application; main.ts listens on it and tests call app.inject on it. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged through safeErrorForLog: never a query's parameters (a password hash, say).
    logger: ctx.config.env === 'test' && !ctx.logStream ? false : {
      level: ctx.config.logLevel,
      serializers: { err: safeErrorForLog },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(ctx.logStream ? { stream: ctx.logStream } : {}),
    },
    // Usernames in paths may be 150 characters long (the contract's limit).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Addresses the router cannot read answer like every other error: {"detail": ...}.
    frameworkErrors: (err, req, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const detail = localize(tooLong ? 'The address is too long.' : 'The address is not valid.', requestLanguage(req));
      return (reply as unknown as FastifyReply).code(tooLong ? 414 : 400).send({ detail });
    },
    // Requests Node refuses before routing (431 headers too large, 400 not HTTP) answer {"detail": ...} too.
    clientErrorHandler: answerUnreadableRequest,
    trustProxy: trustedHops(ctx.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  addSecurityHeaders(app);
  // With REDIS_URL, several server processes act as one (ADR 0018): rate limits and the sign-in lockout count in Redis.
  const shared = ctx.config.redisUrl ? await SharedState.connect(ctx.config.redisUrl, ctx.config.redisPrefix, app.log) : null;
  if (shared) app.addHook('onClose', () => shared.close());
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, c) => tooManyRequests(`Too many requests. ${tryAgainIn(c.ttl)}`),
    // While Redis is away requests are let through rather than refused: the service stays up.
    ...(shared ? { redis: shared.redis, nameSpace: shared.key('rate-limit:'), skipOnError: true } : {}),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  // Answers of 1 kB and more go compressed to a client that accepts it (ADR 0028): JSON, HTML and text, never the
  // live notification stream (it writes its own response) nor files (PDFs and uploads are compressed already, and a
  // range request needs their own bytes). Request bodies are read as sent: no decompression of uploads.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES, encodings: [...COMPRESSED_ENCODINGS], globalDecompression: false,
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|javascript|(?:\+|\/)xml(?:;|$)/,
  });
  const caches = ctx.caches ?? new RequestCaches(ctx.config.tokenCacheSeconds);
  await app.register(accessPlugin, { caches, db: ctx.db });
  app.addHook('preValidation', refuseNulCharacters);
  if (ctx.config.corsOrigins.length > 0) {
    // A front end on another origin calls the API with the token header; no cookies are involved. The plugin
    // answers preflights from a root hook and adds one OPTIONS route. A preflight without its two headers is
    // refused here first, so the refusal is {"detail": ...} like every other (the plugin's own is plain text).
    app.addHook('onRequest', async (req, reply) => {
      if (req.method === 'OPTIONS' && (!req.headers.origin || !req.headers['access-control-request-method'])) {
        return reply.code(400).send({ detail: localize(PREFLIGHT_HEADERS_MISSING, requestLanguage(req)) });
      }
    });
    await registerPublic(app, () => app.register(cors, {
      origin: ctx.config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', IDEMPOTENCY_KEY_HEADER], exposedHeaders: ['Content-Disposition'], maxAge: 600,
    }));
  }

  await app.register(swagger, {
    openapi: { info: { title: 'Prayog API', version: '1.0.0' }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } } },
    transform: jsonSchemaTransform,
  });
  // The documentation pages are public.
  await registerPublic(app, () => app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` }));

  // Writes a phone queued offline are sent with an Idempotency-Key; their first answers are kept (issue 29 part 4).
  const idempotency = new IdempotencyKeys(ctx.db);
  app.decorate('idempotency', idempotency);
  idempotency.startPruning(app);
  const kept = ctx.kept ?? new ResponseCache(ctx.config.staffAnswersSeconds * 1000);
  app.decorate('responseCache', kept);
  invalidateOnWrites(app, kept);
  if (shared) await shareAcrossServers(app, shared, { caches, cache: kept, live: notificationHub, tokenCacheSeconds: ctx.config.tokenCacheSeconds, cacheSeconds: ctx.config.staffAnswersSeconds });
  // Staff and administrators' reads of a student's records are recorded before the answer leaves (issue 31).
  app.decorate('readRecorder', readRecorder(ctx.db));
  await app.register(featureRoutes, { prefix: API_BASE, ...ctx, caches });
  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it (ADR 0021). Fastify 5 trusts no hop at all for a plain number (it cannot tell the
 * load balancer from a client that reached the server directly), so a hop count is a function of the hop's place:
 * the connection is hop 0, then X-Forwarded-For from the right; the first hop past the count is the client.
 */
function trustedHops(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/**
 * Registers a third-party plugin whose routes (docs, static files, CORS preflight) are public: deny-by-default
 * refuses to start with any route that has no policy, so each such plugin says so explicitly. The plugins
 * decorate the root (reply.sendFile, say), so they are registered there and only the routes added meanwhile
 * are marked.
 */
async function registerPublic(app: FastifyInstance, register: () => PromiseLike<unknown>): Promise<void> {
  let marking = true;
  app.addHook('onRoute', (route) => {
    if (marking) route.config = { ...(route.config ?? {}), access: publicAccess as Policy<unknown> };
  });
  await register();
  marking = false;
}

/** Everything outside /api is the single-page web app: its files, and index.html for client routes. */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    // The web app's own files are public; everything it shows comes through /api. The build's brotli and gzip copies
    // go to clients that accept them (ADR 0028); a hashed file never changes, so it is kept a year, while index.html,
    // the service worker and the manifest are asked again each time, so a new version is seen on the next visit.
    await registerPublic(app, () => app.register(fastifyStatic, {
      root: distDir, wildcard: false, index: false, preCompressed: true, cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(distDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }));
  }
  app.setNotFoundHandler((req, reply) => {
    const at = requestPath(req.url);
    if (at.startsWith(`${API_BASE}/`) || at === API_BASE || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ detail: localize('Not found.', requestLanguage(req)) });
    }
    if (!hasBuild) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build` first.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** The path a request names, without its query: the request line may carry an absolute URL (http://host/api/...). */
function requestPath(url: string): string {
  const pathAndQuery = url.startsWith('/') ? url : URL.canParse(url) ? new URL(url).pathname : url;
  return pathAndQuery.split('?')[0] ?? '';
}
