import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { QTI_FILE_FIELD, QTI_MAX_FILE_BYTES, QTI_MESSAGES, qtiEndpoints as e } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-errors';
import { localize, requestLanguage } from '../../lib/localize';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { rolesAccess, superuserOnly } from '../../policies';
import { exportBank, planImport, runImport, toPreview } from './qti.service';

/**
 * Export: superusers, and teachers — who get only their own school's quizzes' questions, the ones whose answers the
 * bank shows them (the answer-reveal rule of ADR 0005). Import: superusers only, as every imported quiz is for every
 * school.
 */
const bankReaders = rolesAccess(['teacher']);

/** The upload, read whole (at most QTI_MAX_FILE_BYTES) before anything is looked at. */
async function uploaded(req: FastifyRequest) {
  const form = await readMultipartForm(req, { maxFileBytes: QTI_MAX_FILE_BYTES, notMultipart: QTI_MESSAGES.notMultipart, tooLarge: QTI_MESSAGES.tooLarge });
  const file = form.files.find((f) => f.fieldname === QTI_FILE_FIELD);
  if (!file) throw badRequest(QTI_MESSAGES.noFile, [{ field: QTI_FILE_FIELD, message: QTI_MESSAGES.noFile }]);
  return file;
}

/** A subject's question bank as IMS QTI 3.0, out and in (issue 32 item 6, ADR 0043). */
export const qtiRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, e.exportBank, {
    access: bankReaders,
    async handler(req, user, reply) {
      const { bytes, filename } = await exportBank(db, user, req.params.id, req.query);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${filename}"`)
        // It holds correct answers: no shared cache may keep a copy.
        .header('cache-control', 'private, no-store').send(bytes);
    },
  });
  route(app, e.importBank, {
    access: superuserOnly,
    async handler(req, user, reply) {
      const file = await uploaded(req);
      const plan = await planImport(db, req.params.id, file.bytes, file.filename);
      const said = (text: string) => localize(text, requestLanguage(req));
      if (req.query.dry_run) return reply.code(200).send(await toPreview(db, plan, said));
      const done = await runImport(db, user, plan);
      return reply.code(201).send({ ...done, detail: said(done.detail) });
    },
  });
};
