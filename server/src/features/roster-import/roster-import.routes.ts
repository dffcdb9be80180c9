import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ROSTER_FILE_FIELD, ROSTER_MAX_FILE_BYTES, ROSTER_MESSAGES, rosterImportEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { badRequest } from '../../lib/http-errors';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { ownSchool, type Principal, type SchoolContext } from '../../policies';
import type { RosterKind } from './roster-csv';
import { importRoster, planRoster, toPreview } from './roster-import.service';

/** The school's own account, or an administrator naming the school with ?school= (issue 12). */
const schoolOrAdmin = ownSchool({ roles: ['school'], superuserWrites: true });

/** The CSV of the form, read whole (at most 2 MB) before anything is checked. */
async function rosterFile(req: FastifyRequest): Promise<Buffer> {
  const form = await readMultipartForm(req, { maxFileBytes: ROSTER_MAX_FILE_BYTES, notMultipart: ROSTER_MESSAGES.notMultipart, tooLarge: ROSTER_MESSAGES.tooLarge });
  const file = form.files.find((f) => f.fieldname === ROSTER_FILE_FIELD);
  if (!file) throw badRequest(ROSTER_MESSAGES.noFile, [{ field: ROSTER_FILE_FIELD, message: ROSTER_MESSAGES.noFile }]);
  return file.bytes;
}

/** ?dry_run=true: the preview (200). Otherwise the accounts are made and the answer is their sign-in slips (201). */
async function runImport(ctx: AppContext, kind: RosterKind, req: FastifyRequest, dryRun: boolean, user: Principal, school: SchoolContext, reply: FastifyReply) {
  const db = ctx.db;
  const plan = await planRoster(db, kind, await rosterFile(req));
  if (dryRun) return reply.code(200).send(toPreview(plan, (text) => localize(text, requestLanguage(req))));
  const slips = await importRoster(db, user, school, plan, ctx.config.oneTimePasswordHours);
  return reply.code(201).type('application/pdf')
    .header('content-disposition', `attachment; filename="${slips.filename}"`)
    // The one-time passwords are in it: no cache may keep a copy.
    .header('cache-control', 'private, no-store')
    .send(slips.bytes);
}

/**
 * Onboarding by CSV: the school imports its students (with their classes) or its teachers (approved at once); a
 * preview first with ?dry_run=true, then the accounts and their sign-in slips (ADR 0016).
 */
export const rosterImportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = rosterImportEndpoints;
  route(app, e.students, {
    access: schoolOrAdmin,
    handler: (req, { user, school }, reply) => runImport(ctx, 'students', req, req.query.dry_run, user, school, reply),
  });
  route(app, e.teachers, {
    access: schoolOrAdmin,
    handler: (req, { user, school }, reply) => runImport(ctx, 'teachers', req, req.query.dry_run, user, school, reply),
  });
};
