import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { ownSchool } from '../../policies';
import { listAuditLog } from './audit-log.service';

/** The school account reads its own school's audit log; a superuser any school's (?school=). Teachers do not (ADR 0012). */
export const auditRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, auditEndpoints.list, { access: ownSchool({ roles: ['school'] }), cache: 'per-school', handler: (req, { school }) => listAuditLog(ctx.db, school, req.query) });
};
