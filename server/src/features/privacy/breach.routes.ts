import type { FastifyInstance } from 'fastify';
import { breachEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { mailerFor } from '../../lib/mailer';
import { superuserOnly } from '../../policies';
import { breachReportDraft } from './breach-report';
import { listBreaches, markReported, notifyBreach, recordBreach } from './breach.service';

/** The breach register (issue 31 item 7, ADR 0039): administrators only. */
export function breachRoutes(app: FastifyInstance, ctx: AppContext): void {
  const mailer = mailerFor(ctx);
  route(app, breachEndpoints.breaches, { access: superuserOnly, handler: () => listBreaches(ctx.db) });
  route(app, breachEndpoints.recordBreach, {
    access: superuserOnly,
    handler: async (req, user, reply) => reply.code(201).send(await recordBreach(ctx.db, user.id, req.body)),
  });
  route(app, breachEndpoints.notifyBreach, {
    access: superuserOnly,
    async handler(req, user) {
      const { incident, publish, sendEmails } = await notifyBreach(ctx.db, user.id, req.params.id, mailer);
      publish();
      // The emails go after the answer; each failure is skipped (the in-app notice is there either way), the total logged.
      void sendEmails().then((sent) => req.log.info({ incident: incident.id, sent }, 'breach emails sent'), (err: unknown) => req.log.error({ err }, 'breach emails failed'));
      return incident;
    },
  });
  route(app, breachEndpoints.markBreachReported, { access: superuserOnly, handler: (req, user) => markReported(ctx.db, user.id, req.params.id) });
  route(app, breachEndpoints.breachReport, {
    access: superuserOnly,
    async handler(req, _user, reply) {
      const { filename, text } = await breachReportDraft(ctx.db, req.params.id);
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(text);
    },
  });
}
