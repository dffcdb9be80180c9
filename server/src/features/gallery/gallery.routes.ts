import type { FastifyPluginAsync } from 'fastify';
import { galleryEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { createGallery, listGalleries } from './gallery.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Classroom Gallery: teachers list and add their school's album links; the school account reads them; a superuser
 * reads any school's (?school=) and is refused writes (ADR 0007, 0010).
 */
export const galleryRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = galleryEndpoints;
  staffRead(app, { teacher: e.teacherList, school: e.schoolList }, (req, { school }) => listGalleries(ctx.db, school, req.query));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createGallery(ctx.db, school, user, req.body)),
  });
};
