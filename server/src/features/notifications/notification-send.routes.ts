import type { FastifyPluginAsync } from 'fastify';
import { NOTIFY_MESSAGES, notificationSendEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { tokenFromHeader } from '../../core/access';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { ownSchool, signedInAccess } from '../../policies';
import { resolvePrincipal } from '../../core/identity/sessions';
import { notifyStudents } from './notification-send.service';
import { NotificationStreams } from './notification-stream';

/** Teachers send notifications to students; every signed-in user receives theirs live. */
export const notificationSendRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, notificationSendEndpoints.notifyStudents, {
    access: ownSchool({ roles: ['teacher'] }),
    async handler(req, { user, school }, reply) {
      const { recipients } = await notifyStudents(ctx.db, user.id, school, req.body);
      return reply.code(201).send({ detail: localize(NOTIFY_MESSAGES.sent, requestLanguage(req)), recipients });
    },
  });

  // One stream per signed-in tab; the server ends them all when it shuts down rather than wait for the clients.
  const streams = new NotificationStreams();
  // A sign-out, password change or deactivation (on any process) ends the account's streams whose session is gone.
  const stopWatching = ctx.caches?.watchSessions((userId) => streams.recheck(userId));
  app.addHook('preClose', async () => { stopWatching?.(); streams.closeAll(); });
  route(app, notificationSendEndpoints.stream, {
    access: signedInAccess,
    async handler(req, user, reply) {
      const token = tokenFromHeader(req.headers.authorization)!;
      return streams.start(req, reply, user.id, async () => (await resolvePrincipal(ctx.db, token))?.id === user.id);
    },
  });
};
