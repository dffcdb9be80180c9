import type { FastifyPluginAsync } from 'fastify';
import { privacyEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { namedStudent } from '../../policies';
import { exportPersonalData } from './export.service';
import { listRecordReads } from './record-reads.service';

export const privacyRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, privacyEndpoints.studentExport, {
    // The student, a parent whose link the school confirmed, and administrators; staff handle requests instead.
    access: namedStudent({ parent: true, deniedDetail: "You can only download your own data or your child's." }),
    async handler(req, { student }, reply) {
      const { filename, bytes } = await exportPersonalData(ctx.db, ctx.storage, student, requestLanguage(req));
      return reply.type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  });
  route(app, privacyEndpoints.recordReads, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: "You can only see who read your own records or your child's." }),
    handler: (req, { student }) => listRecordReads(ctx.db, student.id, req.query),
  });
};
