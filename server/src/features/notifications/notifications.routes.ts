import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bellQuerySchema, markReadParamsSchema, notificationListQuerySchema, notificationPaths, notificationResponses } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { signedIn } from '../../lib/access';
import { bellNotifications, listNotifications, markNotificationRead } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(notificationPaths.studentNotifications, {
    schema: {
      tags: ['notifications'], summary: "The signed-in student's notifications, newest first",
      querystring: notificationListQuerySchema, response: notificationResponses.studentNotifications,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => listNotifications(ctx.db, signedIn(req).id, req.query));

  app.get(notificationPaths.bell, {
    schema: {
      tags: ['notifications'], summary: 'Unread count and newest notifications of the signed-in user (any role)',
      querystring: bellQuerySchema, response: notificationResponses.bell,
    },
    config: { access: { roles: 'any-signed-in', scope: 'any' } },
  }, async (req) => bellNotifications(ctx.db, signedIn(req).id, req.query.limit));

  app.post(notificationPaths.markRead, {
    schema: {
      tags: ['notifications'], summary: "Mark one of the caller's notifications as read",
      params: markReadParamsSchema, response: notificationResponses.markRead,
    },
    config: { access: { roles: 'any-signed-in', scope: 'any' } },
  }, async (req) => markNotificationRead(ctx.db, signedIn(req).id, req.params.notificationId));
};
