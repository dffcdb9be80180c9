import type { FastifyPluginAsync } from 'fastify';
import { reportEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../lib/route';
import { studentSelf } from '../../policies';
import { listStudentReports } from './student-reports.service';

export const reportsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, reportEndpoints.assessmentReport, {
    access: studentSelf,
    handler: async (req, student) => ({ results: await listStudentReports(ctx.db, student, req.query.quiz_type) }),
  });
};
