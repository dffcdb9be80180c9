import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, fileBodySchema, fileParamsSchema, filePaths } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { findFile, readFileBytes } from './files.service';
import { canReadFile } from './files.policy';

export const filesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(filePaths.file, {
    schema: {
      tags: ['files'], summary: 'A stored document, with its content type', params: fileParamsSchema,
      response: { 200: fileBodySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
    config: {
      access: {
        roles: 'any-signed-in',
        // Unknown ids pass here and get their 404 from the handler, so ids cannot be probed by status.
        scope: async (req, user) => {
          const file = await findFile(ctx.db, (req.params as { fileId: string }).fileId);
          return !file || canReadFile(ctx.db, user, file);
        },
        scopeDenied: 'You do not have permission to view this file.',
      },
    },
  }, async (req, reply) => {
    const { meta, bytes } = await readFileBytes(ctx.db, ctx.storage, req.params.fileId);
    return reply
      .type(meta.contentType)
      .header('content-disposition', `inline; filename="${meta.originalName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
};
