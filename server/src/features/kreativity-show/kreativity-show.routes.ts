import type { FastifyPluginAsync } from 'fastify';
import { kreativityShowEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { createShow, listShows, updateShow } from './kreativity-show.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Kreativity Show: teachers list, add and update their school's shows; the school account reads them; a
 * superuser reads any school's (?school=) and is refused writes (ADR 0007).
 */
export const kreativityShowRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = kreativityShowEndpoints;
  staffRead(app, { teacher: e.teacherList, school: e.schoolList }, (req, { school }) => listShows(ctx.db, school, req.query));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createShow(ctx.db, school, user, req.body)),
  });
  route(app, e.update, { access: teacher, handler: (req, { user, school }) => updateShow(ctx.db, school, user, req.params.id, req.body) });
};
