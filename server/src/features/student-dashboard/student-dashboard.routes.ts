import type { FastifyPluginAsync } from 'fastify';
import { studentDashboardEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { namedStudent, studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { activeHomework } from './active-homework.service';
import { getStudentDashboard } from './student-dashboard.service';
import { getStudentHome } from './student-home.service';

export const studentDashboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Fastify's router tries static segments before parameters, so the other fixed
  // /student_dashboard/... paths are never taken for a username.
  route(app, studentDashboardEndpoints.dashboard, {
    access: namedStudent({ deniedDetail: 'You can only view your own dashboard.' }),
    // Kept per caller like the staff answers (ADR 0020); any write of the student's school, or a sign-in, starts it afresh.
    cache: 'per-user',
    handler: (req, { student }) => getStudentDashboard(ctx.db, student, requestLanguage(req)),
  });
  route(app, studentDashboardEndpoints.home, {
    access: namedStudent({ deniedDetail: 'You can only view your own dashboard.' }),
    // Not kept: it holds the caller's notifications and account, which change without a school's write.
    handler: (req, { user, student }) => getStudentHome(ctx.db, user, student, requestLanguage(req)),
  });
  route(app, studentDashboardEndpoints.homeworkAssignment, {
    access: studentSelf,
    handler: (req, student) => activeHomework(ctx.db, student, requestLanguage(req)),
  });
};
