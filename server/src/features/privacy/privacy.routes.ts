import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { agreementEndpoints, consentEndpoints, noticeEndpoints, privacyEndpoints, privacyRequestEndpoints, PRIVACY_REQUEST_MESSAGES } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { userChanged } from '../../core/request-caches';
import { linkedChild, namedStudent, ownSchool, publicAccess, schoolOwnedRecord, signedInAccess, superuserOnly } from '../../policies';
import { exportPersonalData } from './export.service';
import { listRecordReads } from './record-reads.service';
import { readConsents, setConsent } from './consent.service';
import { listAgreements, recordAgreement } from './agreement.service';
import { createRequest, decideRequest, listStudentRequests, loadRequest, requestQueue } from './request.service';
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
  route(app, agreementEndpoints.agreements, { access: superuserOnly, handler: () => listAgreements(ctx.db) });
  route(app, agreementEndpoints.recordAgreement, {
    access: superuserOnly,
    handler: (req, user) => recordAgreement(ctx.db, user.id, req.params.id, req.body),
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
      // Other schools' leaderboards name the child or not from now on: their kept answers too.
      if (req.body.purpose === 'leaderboards') app.responseCache.invalidateEverywhere();
      return answer;
    },
  });
}

/** One privacy request, decided by the student's school (its school account) or an administrator. */
const namedRequest = schoolOwnedRecord({
  record: 'privacy request',
  roles: ['school'],
  notFoundDetail: PRIVACY_REQUEST_MESSAGES.notFound,
  deniedDetail: PRIVACY_REQUEST_MESSAGES.denied,
  load: (req, db) => loadRequest(db, (req.params as { id: number }).id),
});

/** Requests about a child's data and the school's queue (issue 31 items 3 and 4, ADR 0037). */
function requestRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, privacyRequestEndpoints.studentRequests, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: "You can only see your own requests or your child's." }),
    handler: (_req, { student }) => listStudentRequests(ctx.db, student.id),
  });
  route(app, privacyRequestEndpoints.createRequest, {
    // The data principal asks: the student or a parent whose link the school confirmed, nobody on their behalf.
    access: namedStudent({ parent: true, superuser: false, deniedDetail: PRIVACY_REQUEST_MESSAGES.notYours }),
    handler: async (req, { user, student }, reply) => reply.code(201).send(await createRequest(ctx.db, user, student, req.body, ctx.config.privacyRequestDays)),
  });
  route(app, privacyRequestEndpoints.requestQueue, {
    access: ownSchool({ roles: ['school'] }),
    handler: (req, { school }) => requestQueue(ctx.db, school.id, req.query),
  });
  route(app, privacyRequestEndpoints.decideRequest, {
    access: namedRequest,
    async handler(req, { user, record }) {
      const { request, erasure } = await decideRequest(ctx.db, user, record.id, req.body);
      if (erasure) {
        // Committed: the child's files' bytes go, and no process keeps their session, name or figures any longer.
        await Promise.all(erasure.storageKeys.map((key) => ctx.storage.remove(key).catch((err: unknown) => req.log.warn({ err }, 'an erased file was already gone'))));
        userChanged(ctx, erasure.studentId);
        app.responseCache.invalidateEverywhere();
      }
      return request;
    },
  });
}

/** The privacy notice (issue 31 item 1, ADR 0032). */
function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A release whose standard text changed publishes its version before the first request.
  app.addHook('onReady', () => publishStandardNotice(ctx.db));
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
    handler: async (req, user, reply) => reply.code(201).send(await publishNotice(ctx.db, user.id, req.body)),
  });
}
