import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { healthRoutes } from './features/health/health.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { schoolsRoutes } from './features/schools/schools.routes';
import { filesRoutes } from './features/files/files.routes';
import { contentRoutes } from './features/content/content.routes';

/** Every feature's routes, mounted under /api. */
export const featureRoutes: FastifyPluginAsyncZod<AppContext & { prefix: string }> = async (app, opts) => {
  const ctx: AppContext = { config: opts.config, database: opts.database, db: opts.db, storage: opts.storage };
  await app.register(healthRoutes, ctx);
  await app.register(accountsRoutes, ctx);
  await app.register(schoolsRoutes, ctx);
  await app.register(filesRoutes, ctx);
  await app.register(contentRoutes, ctx);
};
