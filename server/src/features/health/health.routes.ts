import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { ping } from '../../db/client';
import { route } from '../../core/route';
import { publicAccess } from '../../policies';

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, healthEndpoints.health, {
    access: publicAccess,
    async handler(_req, _subject, reply) {
      const started = performance.now();
      const ok = await ping(ctx.db).then(() => true, () => false);
      const body = {
        status: ok ? 'ok' as const : 'error' as const,
        database: { engine: ctx.database.engine, ok, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
      };
      return reply.code(ok ? 200 : 503).send(body);
    },
  });
};
