import type { FastifyPluginAsync } from 'fastify';
import { schoolEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { publicAccess } from '../../policies';
import { listSchoolChoices } from '../../core/identity/schools';

export const schoolsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Public: the sign-up form needs the list before anyone is signed in; names of schools are not secret.
  route(app, schoolEndpoints.choices, {
    access: publicAccess,
    handler: async () => ({ schools: await listSchoolChoices(ctx.db) }),
  });
};
