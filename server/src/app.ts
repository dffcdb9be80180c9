import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@prayog/contract';
import type { AppContext } from './app-context';
import { accessPlugin } from './lib/access';
import { errorHandler } from './lib/error-handler';
import { tooManyRequests } from './lib/http-errors';
import { resolvePrincipal } from './features/accounts/session.service';
import { featureRoutes } from './routes';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Builds the whole application; main.ts listens on it and tests call app.inject on it. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.env === 'test' ? false : { level: ctx.config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'blob:', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        'object-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, c) => tooManyRequests(`Too many requests. Try again in ${Math.ceil(c.ttl / 1000)} seconds.`),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(accessPlugin, { resolvePrincipal: (token) => resolvePrincipal(ctx.db, token) });

  await app.register(swagger, {
    openapi: { info: { title: 'Prayog API', version: '1.0.0' }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The documentation pages are public; mark the routes the plugin adds so deny-by-default lets them through.
    docs.addHook('onRoute', (route) => { route.config = { ...(route.config ?? {}), access: { public: true } }; });
    await docs.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  });

  await app.register(featureRoutes, { prefix: API_BASE, ...ctx });
  registerWebApp(app, ctx.config.webDistDir);
  return app;
}

/** Everything outside /api is the single-page web app: its files, and index.html for client routes. */
function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(`${API_BASE}/`) || req.url === API_BASE || req.method !== 'GET') {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    if (!hasBuild) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build` first.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
