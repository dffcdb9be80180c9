import type { FastifyPluginAsync } from 'fastify';
import { staffHomeworkEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { ownSchool } from '../../policies';
import { staffHolidayHomework } from './staff-homework.service';

/** The coaches' Holiday Homework Report; a superuser reads any school's (?school=). */
export const staffHomeworkRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, staffHomeworkEndpoints.teacher, {
    access: ownSchool({ roles: ['teacher'] }),
    cache: 'per-school',
    handler: (req, { school }) => staffHolidayHomework(ctx.db, school, { grade: req.query.grade, section: req.query.section }),
  });
};
