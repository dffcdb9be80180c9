import type { FastifyPluginAsync } from 'fastify';
import { notificationEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { signedInAccess, studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { bellNotifications, listNotifications, markNotificationRead } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, notificationEndpoints.studentNotifications, {
    access: studentSelf,
    handler: (req, student) => listNotifications(ctx.db, student.id, req.query, requestLanguage(req)),
  });
  // The bell and read marks work on the caller's own notifications, whatever the role.
  route(app, notificationEndpoints.bell, {
    access: signedInAccess,
    handler: (req, user) => bellNotifications(ctx.db, user.id, req.query.limit, requestLanguage(req)),
  });
  route(app, notificationEndpoints.markRead, {
    access: signedInAccess,
    // Read marks show in no staff answer.
    skipsInvalidation: true,
    handler: (req, user) => markNotificationRead(ctx.db, user.id, req.params.notificationId, requestLanguage(req)),
  });
};
