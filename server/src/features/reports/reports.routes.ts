import type { FastifyPluginAsync } from 'fastify';
import { reportEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { studentSelf } from '../../policies';
import { requestLanguage } from '../../lib/localize';
import { listStudentReports } from './student-reports.service';

export const reportsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, reportEndpoints.assessmentReport, {
    access: studentSelf,
    // Kept per student like the staff answers (ADR 0020): it changes when the student's school writes (a submit).
    cache: 'per-user',
    handler: async (req, student) => ({ results: await listStudentReports(ctx.db, student, req.query.quiz_type, new Date(), requestLanguage(req)) }),
  });
};
