import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseReportPaths, courseReportResponses, studentActivityParamsSchema } from '@prayog/contract';
import { ownUsername, signedIn } from '../../lib/access';
import type { AppContext } from '../../app-context';
import { latestTeacherRemark, studentActivity } from './student-activity.service';

export const courseReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(courseReportPaths.studentActivity, {
    schema: {
      tags: ['course-report'],
      summary: "A student's own time per subject and lesson (seconds); 404 'No activity found for this user.' when there is none",
      params: studentActivityParamsSchema,
      response: courseReportResponses.studentActivity,
    },
    config: {
      access: { roles: ['student'], scope: ownUsername(), scopeDenied: 'You can only view your own activity.' },
      // The spec's client reads `message` of the 404 (spec 1 §8).
      errorsCarryMessage: true,
    },
  }, async (req) => studentActivity(ctx.db, signedIn(req)));

  app.get(courseReportPaths.teacherRemark, {
    schema: {
      tags: ['course-report'],
      summary: 'The newest remark a teacher wrote for the signed-in student (null when none)',
      response: courseReportResponses.teacherRemark,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => latestTeacherRemark(ctx.db, signedIn(req)));
};
