import type { FastifyPluginAsync } from 'fastify';
import { fileEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { readStoredBytes } from './files.service';
import { storedFileAccess } from './files.policy';

export const filesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, fileEndpoints.file, {
    access: storedFileAccess,
    async handler(_req, { record }, reply) {
      const bytes = await readStoredBytes(ctx.storage, record);
      return reply
        .type(record.contentType)
        .header('content-disposition', `inline; filename="${record.originalName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  });
};
