import type { FastifyPluginAsync } from 'fastify';
import { innovationClubEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { createProject, listProjects, modifyProject } from './innovation-club.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Innovation Club: teachers list, add and modify their school's projects; the school account reads them; a
 * superuser reads any school's (?school=) and is refused writes (ADR 0007).
 */
export const innovationClubRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = innovationClubEndpoints;
  staffRead(app, { teacher: e.teacherList, school: e.schoolList }, (req, { school }) => listProjects(ctx.db, school, req.query));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createProject(ctx.db, school, user, req.body)),
  });
  route(app, e.modify, { access: teacher, handler: (req, { user, school }) => modifyProject(ctx.db, school, user, req.body) });
};
