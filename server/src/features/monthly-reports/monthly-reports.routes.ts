import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MONTHLY_REPORT_MAX_FILE_BYTES, MONTHLY_REPORT_MESSAGES, monthlyReportEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { createMonthlyReport, deleteMonthlyReport, listMonthlyReports, updateMonthlyReport } from './monthly-reports.service';

const teacher = ownSchool({ roles: ['teacher'] });

/** The whole form is read (and its file size checked) before anything is stored. */
const readForm = (req: FastifyRequest) => readMultipartForm(req, {
  maxFileBytes: MONTHLY_REPORT_MAX_FILE_BYTES, notMultipart: MONTHLY_REPORT_MESSAGES.notMultipart, tooLarge: MONTHLY_REPORT_MESSAGES.tooLarge,
});

/**
 * Monthly Reports: teachers list, add, modify and delete their school's reports; the school account reads them; a
 * superuser reads any school's (?school=) and is refused writes (ADR 0007, 0010).
 */
export const monthlyReportsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = monthlyReportEndpoints;
  staffRead(app, { teacher: e.teacherList, school: e.schoolList }, (req, { school }) => listMonthlyReports(ctx.db, school, req.query));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createMonthlyReport(ctx.db, ctx.storage, school, user, await readForm(req))),
  });
  route(app, e.update, {
    access: teacher,
    handler: async (req, { user, school }) => updateMonthlyReport(ctx.db, ctx.storage, school, user, req.params.id, await readForm(req)),
  });
  route(app, e.remove, { access: teacher, handler: (req, { user, school }) => deleteMonthlyReport(ctx.db, ctx.storage, school, user, req.params.id) });
};
