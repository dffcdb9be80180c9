import type { FastifyPluginAsync } from 'fastify';
import { courseLessonEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../lib/route';
import { keptAnswer } from '../../lib/kept-answers';
import { ownSchool } from '../../policies';
import { courseLessons } from './course-lessons.service';

/** The coaches' Curriculum viewer. */
export const courseLessonsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, courseLessonEndpoints.teacher, {
    access: ownSchool({ roles: ['teacher'] }),
    handler: (req, { school }) => keptAnswer(ctx, school.id, `course-lessons:${req.query.grade ?? ''}:${req.query.course ?? ''}`,
      () => courseLessons(ctx.db, school, { grade: req.query.grade, course: req.query.course })),
  });
};
