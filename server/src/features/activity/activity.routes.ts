import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPaths, activityResponses, lessonSummaryQuerySchema, trackActivityRequestSchema } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { trackActivity } from './heartbeat.service';
import { lessonSummary } from './lesson-summary.service';

// Both calls are about the signed-in student's own time; nobody else's can be named.
export const activityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(activityPaths.trackActivity, {
    schema: {
      tags: ['activity'], summary: 'Lesson viewer heartbeat: add time spent on a tab',
      description: 'Credits at most time_spent, at most the seconds since the previous heartbeat and at most one 30-second interval plus 5 s of slack.',
      body: trackActivityRequestSchema, response: activityResponses.trackActivity,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => trackActivity(ctx.db, signedIn(req), req.body));

  app.get(activityPaths.lessonSummary, {
    schema: {
      tags: ['activity'], summary: "The signed-in student's time per lesson of a subject (HH:MM:SS)",
      querystring: lessonSummaryQuerySchema, response: activityResponses.lessonSummary,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => lessonSummary(ctx.db, signedIn(req), req.query.grade, req.query.subject));
};
