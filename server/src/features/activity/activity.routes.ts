import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { heartbeatBatcher, trackActivity } from './heartbeat.service';
import { lessonSummary } from './lesson-summary.service';
import { requestLanguage } from '../../lib/localize';

// Both calls are about the signed-in student's own time; nobody else's can be named.
export const activityRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, activityEndpoints.trackActivity, {
    access: studentSelf,
    // Every learner every 30 seconds: the minutes show in the staff answers within their kept time (ADR 0007).
    skipsInvalidation: true,
    // Heartbeats queued on the phone offline are sent with an Idempotency-Key: a retry is never counted twice.
    idempotent: true,
    handler: (req, student) => trackActivity(ctx.db, student, req.body),
  });
  // Heartbeats still gathering for a batch are written before the database closes.
  app.addHook('onClose', () => heartbeatBatcher(ctx.db).drained());
  route(app, activityEndpoints.lessonSummary, {
    access: studentSelf,
    handler: (req, student) => lessonSummary(ctx.db, student, req.query.grade, req.query.subject, requestLanguage(req)),
  });
};
