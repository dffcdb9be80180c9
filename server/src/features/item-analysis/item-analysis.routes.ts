import type { FastifyPluginAsync } from 'fastify';
import { itemAnalysisEndpoints as e, type Language } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { requestLanguage } from '../../lib/localize';
import { ownSchool } from '../../policies';
import { analysableQuizzes, itemAnalysis, type AnalysisDashboard } from './item-analysis.service';
import { csvFileName, itemAnalysisCsv } from './item-analysis-csv';

/**
 * Item analysis beside the teacher's and the school account's other reports (ADR 0042): each dashboard behind its
 * role's own-school policy (a superuser reads any school's with ?school= and sees what that dashboard shows the
 * school's staff). The answer depends on the school and the address only, so it is kept per school like the other
 * reports (ADR 0007, 0013) and a submit starts it afresh; the CSV is made on each download.
 */
export const itemAnalysisRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const dashboards = [
    ['teacher', e.teacherQuizzes, e.teacherAnalysis, e.teacherCsv],
    ['school', e.schoolQuizzes, e.schoolAnalysis, e.schoolCsv],
  ] as const;
  for (const [dashboard, quizzes, analysis, csv] of dashboards) {
    const access = ownSchool({ roles: [dashboard] });
    // In the reader's language (ADR 0044): the kept answers are kept per language.
    const analyse = (school: Parameters<typeof itemAnalysis>[1], quizId: number, query: { grade?: number; section?: string }, language: Language) =>
      itemAnalysis(ctx.db, school, quizId, { grade: query.grade, section: query.section }, dashboard satisfies AnalysisDashboard, language);

    route(app, quizzes, {
      access, cache: 'per-school',
      handler: async (req, { school }) => ({ quizzes: await analysableQuizzes(ctx.db, school, requestLanguage(req)) }),
    });
    route(app, analysis, {
      access, cache: 'per-school',
      handler: (req, { school }) => analyse(school, req.params.quizId, req.query, requestLanguage(req)),
    });
    route(app, csv, {
      access,
      async handler(req, { school }, reply) {
        const result = await analyse(school, req.params.quizId, req.query, requestLanguage(req));
        return reply.type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvFileName(result)}"`)
          .header('cache-control', 'no-store')
          .send(itemAnalysisCsv(result, requestLanguage(req)));
      },
    });
  }
};
