import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentDashboardParamsSchema, studentDashboardPaths, studentDashboardResponses } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { ownUsername, signedIn } from '../../lib/access';
import { requireStudent } from '../students/student-context';
import { activeHomework } from './active-homework.service';
import { getStudentDashboard } from './student-dashboard.service';

export const studentDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Fastify's router tries static segments before parameters, so the other fixed
  // /student_dashboard/... paths are never taken for a username.
  app.get(studentDashboardPaths.dashboard, {
    schema: {
      tags: ['student dashboard'], summary: "A student's dashboard data: profile, subjects, news, updates, reports",
      params: studentDashboardParamsSchema, response: studentDashboardResponses.dashboard,
    },
    config: { access: { roles: ['student'], scope: ownUsername(), scopeDenied: 'You can only view your own dashboard.' } },
  }, async (req) => getStudentDashboard(ctx.db, req.params.username));

  app.get(studentDashboardPaths.homeworkAssignment, {
    schema: { tags: ['student dashboard'], summary: "The student's active homework", response: studentDashboardResponses.homeworkAssignment },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => activeHomework(ctx.db, await requireStudent(ctx.db, signedIn(req))));
};
