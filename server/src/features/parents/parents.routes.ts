import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parentEndpoints, type QuizType } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { linkedChild, parentSelf } from '../../policies';
import { listStudentProjects } from '../innovation-club';
import { listStudentShows } from '../kreativity-show';
import type { StudentContext } from '../../core/identity/student-context';
import { childReports, parentDashboard, requestLink } from './parent-dashboard.service';

/**
 * The parent dashboard (spec 3 "Parent API", ADR 0014): read-only views of a child whose link the school confirmed
 * (`?child=` among several), kept per parent and address; the one write asks a school to link another child.
 */
/** A parent asks for a child or two; ten a day is plenty, and too few to probe which usernames exist. */
export const LINK_REQUESTS_PER_DAY = 10;

export const parentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = parentEndpoints;
  route(app, e.dashboard, {
    access: linkedChild, cache: 'per-user',
    handler: (req, { child, children }) => parentDashboard(ctx.db, child, children, requestLanguage(req), req.query.year),
  });
  route(app, e.homework, {
    access: linkedChild, cache: 'per-user',
    handler: async (req, { child }) => {
      const { reports, attempted_quiz_id } = await childReports(ctx.db, child, 'homework', req.query.quiz_id, requestLanguage(req));
      return { homework_reports: reports, attempted_quiz_id };
    },
  });
  // Pre- and post-assessments, and the half-yearly and annual (final) exams: the same report of another quiz type.
  const assessment = (quizType: QuizType) => async (req: FastifyRequest & { query: { quiz_id?: number } }, { child }: { child: StudentContext }) => {
    const { reports, attempted_quiz_id } = await childReports(ctx.db, child, quizType, req.query.quiz_id, requestLanguage(req));
    return { results: reports, attempted_quiz_id };
  };
  route(app, e.preAssessment, { access: linkedChild, cache: 'per-user', handler: assessment('pre-assessment') });
  route(app, e.postAssessment, { access: linkedChild, cache: 'per-user', handler: assessment('post-assessment') });
  route(app, e.halfYearly, { access: linkedChild, cache: 'per-user', handler: assessment('half_yearly') });
  route(app, e.annual, { access: linkedChild, cache: 'per-user', handler: assessment('final_exam') });
  route(app, e.innovationClub, { access: linkedChild, cache: 'per-user', handler: (req, { child }) => listStudentProjects(ctx.db, child.id, req.query) });
  route(app, e.kreativityShow, { access: linkedChild, cache: 'per-user', handler: (req, { child }) => listStudentShows(ctx.db, child.id, req.query) });
  route(app, e.linkRequest, {
    access: parentSelf,
    // Per parent account, shared by every server through Redis: usernames cannot be tried in bulk (ADR 0014).
    rateLimit: { max: LINK_REQUESTS_PER_DAY, timeWindow: '1 day', keyGenerator: (req) => `link-request:${req.principal?.id ?? req.ip}` },
    async handler(req, user, reply) {
      const { detail } = await requestLink(ctx.db, user, req.body.child_username);
      return reply.code(202).send({ detail: localize(detail, requestLanguage(req)) });
    },
  });
};
