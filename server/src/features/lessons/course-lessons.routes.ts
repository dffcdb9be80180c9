import type { FastifyPluginAsync } from 'fastify';
import { courseLessonEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { ownSchool } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { courseLessons } from './course-lessons.service';

/** The coaches' Curriculum viewer. */
export const courseLessonsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, courseLessonEndpoints.teacher, {
    access: ownSchool({ roles: ['teacher'] }),
    cache: 'per-school',
    handler: (req, { school }) => courseLessons(ctx.db, school, { grade: req.query.grade, course: req.query.course }, requestLanguage(req)),
  });
};
