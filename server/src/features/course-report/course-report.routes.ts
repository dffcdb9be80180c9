import type { FastifyPluginAsync } from 'fastify';
import { courseReportEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { namedStudent, studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { latestTeacherRemark, studentActivity } from './student-activity.service';

export const courseReportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // The student, their school's staff, their confirmed parents and administrators may read a student's activity.
  route(app, courseReportEndpoints.studentActivity, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: 'You can only view your own activity.' }),
    // Kept per caller (ADR 0020). Heartbeats leave kept answers alone, so the time shown may trail the newest heartbeat
    // by the kept time (STAFF_ANSWERS_SECONDS, 15 s): less than the 30 s between two heartbeats of a learner.
    cache: 'per-user',
    handler: (req, { student }) => studentActivity(ctx.db, student, requestLanguage(req)),
  });
  route(app, courseReportEndpoints.teacherRemark, {
    access: studentSelf,
    handler: (_req, student) => latestTeacherRemark(ctx.db, student),
  });
};
