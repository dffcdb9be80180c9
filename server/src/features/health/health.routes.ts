import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthPaths, healthResponseSchema } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(healthPaths.health, {
    schema: { tags: ['health'], summary: 'The database in use and whether it answers', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    config: { access: { public: true } },
  }, async (_req, reply) => {
    const started = performance.now();
    const ok = await ping(ctx.db).then(() => true, () => false);
    const body = {
      status: ok ? 'ok' as const : 'error' as const,
      database: { engine: ctx.database.engine, ok, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
    };
    return reply.code(ok ? 200 : 503).send(body);
  });
};
