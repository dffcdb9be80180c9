import type { FastifyPluginAsync } from 'fastify';
import { parentEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../lib/route';
import { linkedChild, parentSelf } from '../../policies';
import { listStudentProjects } from '../innovation-club/innovation-club.service';
import { listStudentShows } from '../kreativity-show/kreativity-show.service';
import { childReports, parentDashboard, requestLink } from './parent-dashboard.service';

/**
 * The parent dashboard (spec 3 "Parent API", ADR 0014): read-only views of a child whose link the school confirmed
 * (`?child=` among several), kept per parent and address; the one write asks a school to link another child.
 */
export const parentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = parentEndpoints;
  route(app, e.dashboard, { access: linkedChild, keep: 'per-user', handler: (req, { child, children }) => parentDashboard(ctx.db, child, children, req.query.year) });
  route(app, e.homework, {
    access: linkedChild, keep: 'per-user',
    handler: async (req, { child }) => ({ homework_reports: await childReports(ctx.db, child, 'homework', req.query.quiz_id) }),
  });
  route(app, e.preAssessment, {
    access: linkedChild, keep: 'per-user',
    handler: async (req, { child }) => ({ results: await childReports(ctx.db, child, 'pre-assessment', req.query.quiz_id) }),
  });
  route(app, e.postAssessment, {
    access: linkedChild, keep: 'per-user',
    handler: async (req, { child }) => ({ results: await childReports(ctx.db, child, 'post-assessment', req.query.quiz_id) }),
  });
  route(app, e.innovationClub, { access: linkedChild, keep: 'per-user', handler: (req, { child }) => listStudentProjects(ctx.db, child.id, req.query) });
  route(app, e.kreativityShow, { access: linkedChild, keep: 'per-user', handler: (req, { child }) => listStudentShows(ctx.db, child.id, req.query) });
  route(app, e.linkRequest, {
    access: parentSelf,
    async handler(req, user, reply) {
      const { detail } = await requestLink(ctx.db, user, req.body.child_username);
      return reply.code(202).send({ detail: localize(detail, requestLanguage(req)) });
    },
  });
};
