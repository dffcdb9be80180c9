import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventPaths, eventResponses, upcomingEventsQuerySchema } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { requireStudent } from '../students/student-context';
import { upcomingEvents } from './upcoming-events.service';

export const eventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(eventPaths.upcoming, {
    schema: {
      tags: ['events'], summary: "The student's assessments still to take and their school's events, by date",
      querystring: upcomingEventsQuerySchema, response: eventResponses.upcoming,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => upcomingEvents(ctx.db, await requireStudent(ctx.db, signedIn(req)), req.query.limit));
};
