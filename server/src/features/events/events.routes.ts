import type { FastifyPluginAsync } from 'fastify';
import { eventEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { upcomingEvents } from './upcoming-events.service';

export const eventsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, eventEndpoints.upcoming, {
    access: studentSelf,
    handler: (req, student) => upcomingEvents(ctx.db, student, req.query.limit, requestLanguage(req)),
  });
};
