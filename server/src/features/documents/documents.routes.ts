import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_MAX_FILE_BYTES, DOCUMENT_MESSAGES, documentEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { route } from '../../core/route';
import { rolesAccess, superuserOnly } from '../../policies';
import { getDocument, replaceDocument } from './documents.service';

/**
 * Programme documents (ADR 0011): every school's teachers and school account read them (and administrators);
 * only an administrator replaces one.
 */
export const documentRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, documentEndpoints.get, { access: rolesAccess(['teacher', 'school']), cache: 'all-schools', handler: (req) => getDocument(ctx.db, req.params.key) });
  route(app, documentEndpoints.replace, {
    access: superuserOnly,
    async handler(req, user) {
      const form = await readMultipartForm(req, {
        maxFileBytes: DOCUMENT_MAX_FILE_BYTES, notMultipart: DOCUMENT_MESSAGES.notMultipart, tooLarge: DOCUMENT_MESSAGES.tooLarge,
      });
      return replaceDocument(ctx.db, ctx.storage, user, req.params.key, form.files);
    },
  });
};
