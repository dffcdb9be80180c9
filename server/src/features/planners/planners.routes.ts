import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { plannerEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import {
  createMacroPlan, createMicroPlan, deleteMacroPlan, deleteMicroPlan, macroDownload, macroPlanner, microDownload, microPlanner, modifyMacroPlan, modifyMicroPlan,
  type PlannerDownload,
} from './planners.service';

const teacher = ownSchool({ roles: ['teacher'] });
const schoolAccount = ownSchool({ roles: ['school'] });

/** The macro form has three short text fields; no file belongs in it. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** The spec's Add form posts form data; multipart is read here, urlencoded by the parser below, JSON by Fastify. */
async function formFields(req: FastifyRequest): Promise<unknown> {
  if (!req.isMultipart()) return req.body;
  const form = await readMultipartForm(req, {
    maxFileBytes: FORM_LIMIT_BYTES,
    notMultipart: 'Send the form as multipart/form-data with grade, month and topic.',
    tooLarge: 'The macro planner form takes no file.',
  });
  return form.fields;
}

const sendPdf = (reply: FastifyReply, { bytes, filename }: PlannerDownload) => reply.type('application/pdf')
  .header('content-disposition', `attachment; filename="${filename}"`)
  .header('cache-control', 'private, no-store')
  .send(bytes);

/**
 * Macro and Micro Planner: teachers read, add, modify and delete their school's plans (one per grade and month); the school account reads them and
 * downloads a grade's or a month's plan as a PDF; a superuser reads any school's (?school=) and writes nothing
 * (ADR 0009).
 */
export const plannersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Only this plugin's routes read urlencoded bodies (the macro Add form); the first value of a repeated name counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(String(body))) if (!Object.hasOwn(fields, k)) fields[k] = v;
    done(null, fields);
  });

  const e = plannerEndpoints;
  staffRead(app, { teacher: e.teacherMacro, school: e.schoolMacro }, (req, { school }) => macroPlanner(ctx.db, school, req.query.grade));
  route(app, e.createMacro, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createMacroPlan(ctx.db, school, user, await formFields(req))),
  });
  route(app, e.modifyMacro, { access: teacher, handler: (req, { user, school }) => modifyMacroPlan(ctx.db, school, user, req.body) });
  route(app, e.deleteMacro, { access: teacher, handler: (req, { user, school }) => deleteMacroPlan(ctx.db, school, user, req.params.id) });

  staffRead(app, { teacher: e.teacherMicro, school: e.schoolMicro }, (req, { school }) => microPlanner(ctx.db, school, req.query.month));
  route(app, e.createMicro, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createMicroPlan(ctx.db, school, user, req.body)),
  });
  route(app, e.modifyMicro, { access: teacher, handler: (req, { user, school }) => modifyMicroPlan(ctx.db, school, user, req.body) });
  route(app, e.deleteMicro, { access: teacher, handler: (req, { user, school }) => deleteMicroPlan(ctx.db, school, user, req.params.id) });

  route(app, e.downloadMacro, { access: schoolAccount, handler: async (req, { school }, reply) => sendPdf(reply, await macroDownload(ctx.db, school, req.query.grade)) });
  route(app, e.downloadMicro, { access: schoolAccount, handler: async (req, { school }, reply) => sendPdf(reply, await microDownload(ctx.db, school, req.query.month)) });
};
