import type { FastifyPluginAsync } from 'fastify';
import { advocacyEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { createAdvocacyReport, getAdvocacyReport, updateAdvocacyReport } from './advocacy.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Advocacy Report: teachers read, write and edit their school's one report; the school account reads it; a
 * superuser reads any school's (?school=) and is refused writes (ADR 0011).
 */
export const advocacyRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = advocacyEndpoints;
  staffRead(app, { teacher: e.teacherGet, school: e.schoolGet }, (_req, { school }) => getAdvocacyReport(ctx.db, school));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createAdvocacyReport(ctx.db, school, user, req.body)),
  });
  route(app, e.update, { access: teacher, handler: (req, { user, school }) => updateAdvocacyReport(ctx.db, school, user, req.params.id, req.body) });
};
