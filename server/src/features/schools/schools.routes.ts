import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolPaths, schoolChoicesResponseSchema } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { listSchoolChoices } from './schools.service';

export const schoolsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(schoolPaths.choices, {
    schema: { tags: ['schools'], summary: 'Schools a user can register with', response: { 200: schoolChoicesResponseSchema } },
    // Public: the sign-up form needs the list before anyone is signed in; names of schools are not secret.
    config: { access: { public: true } },
  }, async () => ({ schools: await listSchoolChoices(ctx.db) }));
};
