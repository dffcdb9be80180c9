import type { FastifyPluginAsync } from 'fastify';
import { reflectionEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { rolesAccess } from '../../policies';
import { createReflection, deleteReflection, listReflections, REFLECTION_DELETED, updateReflection } from './reflections.service';

/**
 * Teachers, each on their own notes: every query is keyed on the caller, so nobody reads another's. The roles
 * rule lets superusers through as it does everywhere (ADR 0001); they reach only their own notebook, which
 * holds nothing unless they write in it, never a teacher's.
 */
const coach = rolesAccess(['teacher']);

/** My Reflections: a coach's own dated notes. */
export const reflectionsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // A coach's pages are kept with their school's answers (ADR 0013); their own changes start them afresh.
  route(app, reflectionEndpoints.list, { access: coach, cache: 'per-user', handler: (req, user) => listReflections(ctx.db, user.id, req.query) });
  route(app, reflectionEndpoints.create, {
    access: coach,
    handler: async (req, user, reply) => reply.code(201).send(await createReflection(ctx.db, user.id, req.body)),
  });
  route(app, reflectionEndpoints.update, { access: coach, handler: (req, user) => updateReflection(ctx.db, user.id, req.params.id, req.body) });
  route(app, reflectionEndpoints.remove, {
    access: coach,
    async handler(req, user) {
      await deleteReflection(ctx.db, user.id, req.params.id);
      return { detail: localize(REFLECTION_DELETED, requestLanguage(req)) };
    },
  });
};
