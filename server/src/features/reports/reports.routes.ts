import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentReportPaths, assessmentReportQuerySchema, assessmentReportResponses } from '@prayog/contract';
import { signedIn } from '../../lib/access';
import type { AppContext } from '../../app-context';
import { requireStudent } from '../students/student-context';
import { listStudentReports } from './student-reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(assessmentReportPaths.assessmentReport, {
    schema: {
      tags: ['reports'],
      summary: "The signed-in student's Assessment Report: one item per submitted attempt, newest first",
      querystring: assessmentReportQuerySchema,
      response: assessmentReportResponses,
    },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async (req) => {
    const student = await requireStudent(ctx.db, signedIn(req));
    return { results: await listStudentReports(ctx.db, student, req.query.quiz_type) };
  });
};
