import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { agreementEndpoints, consentEndpoints, noticeEndpoints, privacyEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { linkedChild, namedStudent, publicAccess, signedInAccess, superuserOnly } from '../../policies';
import { exportPersonalData } from './export.service';
import { listRecordReads } from './record-reads.service';
import { readConsents, setConsent } from './consent.service';
import { listAgreements, recordAgreement } from './agreement.service';
import { requestRoutes } from './request.routes';
import { breachRoutes } from './breach.routes';
import { acceptNotice, listNoticeVersions, myNotice, publishNotice, publishStandardNotice, readNotice } from './notice.service';

export const privacyRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, privacyEndpoints.studentExport, {
    // The student, a parent whose link the school confirmed, and administrators; staff handle requests instead.
    access: namedStudent({ parent: true, deniedDetail: "You can only download your own data or your child's." }),
    async handler(req, { student }, reply) {
      const { filename, bytes } = await exportPersonalData(ctx.db, ctx.storage, student, requestLanguage(req));
      return reply.type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  });
  route(app, privacyEndpoints.recordReads, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: "You can only see who read your own records or your child's." }),
    handler: (req, { student }) => listRecordReads(ctx.db, student.id, req.query),
  });

  noticeRoutes(app, ctx);
  consentRoutes(app, ctx);
  requestRoutes(app, ctx);
  breachRoutes(app, ctx);
  route(app, agreementEndpoints.agreements, { access: superuserOnly, handler: () => listAgreements(ctx.db) });
  route(app, agreementEndpoints.recordAgreement, {
    access: superuserOnly,
    async handler(req, user) {
      const row = await recordAgreement(ctx.db, user.id, req.params.id, req.body);
      // The school's basis for children with no confirmed parent names them, or not, on every school's leaderboards.
      app.responseCache.invalidateEverywhere();
      return row;
    },
  });
};

/** Parents' consent per purpose for a child (issue 31 item 2, ADR 0035). */
function consentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, consentEndpoints.consents, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: "You can only see your own consents or your child's." }),
    handler: (_req, { student }) => readConsents(ctx.db, student.id),
  });
  route(app, consentEndpoints.setConsent, {
    // Only a parent whose link the school confirmed decides for the child (?child= among several).
    access: linkedChild,
    async handler(req, { user, child }) {
      const answer = await setConsent(ctx.db, user, child, req.body);
      // Other schools' leaderboards name the child or not from now on, and a withdrawal may have deleted lesson time the
      // school's reports showed: every school's kept answers go (a parent's decision is rare).
      app.responseCache.invalidateEverywhere();
      return answer;
    },
  });
}

/** The privacy notice (issue 31 item 1, ADR 0032). */
function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A release whose standard text changed publishes its version before the first request.
  app.addHook('onReady', () => publishStandardNotice(ctx.db, ctx.config.retentionDays, ctx.config.logRetentionMonths));
  route(app, noticeEndpoints.notice, {
    // Read before an account exists (the sign-up form); the same text for everyone.
    access: publicAccess,
    handler: (req) => readNotice(ctx.db, req.query.version),
  });
  route(app, noticeEndpoints.myNotice, { access: signedInAccess, handler: (_req, user) => myNotice(ctx.db, user.id, user.schoolId) });
  route(app, noticeEndpoints.acceptNotice, {
    // A person accepts only for themself; the one-time-password step comes first like every other screen.
    access: signedInAccess,
    handler: (req, user) => acceptNotice(ctx.db, user.id, req.body.version),
  });
  route(app, noticeEndpoints.noticeVersions, { access: superuserOnly, handler: () => listNoticeVersions(ctx.db) });
  route(app, noticeEndpoints.publishNotice, {
    access: superuserOnly,
    handler: async (req, user, reply) => reply.code(201).send(await publishNotice(ctx.db, user.id, req.body, ctx.config.retentionDays, ctx.config.logRetentionMonths)),
  });
}
