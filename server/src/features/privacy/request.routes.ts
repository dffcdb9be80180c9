import type { FastifyInstance } from 'fastify';
import { privacyRequestEndpoints, PRIVACY_REQUEST_MESSAGES } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { userChanged } from '../../core/request-caches';
import { namedStudent, ownSchool, schoolOwnedRecord } from '../../policies';
import { createRequest, decideRequest, listStudentRequests, loadRequest, requestQueue } from './request.service';
import { runRetention } from './retention.service';
import { analyzeLogs } from '../../db/partitions';

/** One privacy request, decided by the student's school (its school account) or an administrator. */
const namedRequest = schoolOwnedRecord({
  record: 'privacy request',
  roles: ['school'],
  notFoundDetail: PRIVACY_REQUEST_MESSAGES.notFound,
  deniedDetail: PRIVACY_REQUEST_MESSAGES.denied,
  load: (req, db) => loadRequest(db, (req.params as { id: number }).id),
});

/** Requests about a child's data and the school's queue (issue 31 items 3 and 4, ADR 0037). */
export function requestRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, privacyRequestEndpoints.studentRequests, {
    access: namedStudent({ staff: true, parent: true, deniedDetail: "You can only see your own requests or your child's." }),
    handler: (_req, { student }) => listStudentRequests(ctx.db, student.id),
  });
  route(app, privacyRequestEndpoints.createRequest, {
    // The data principal asks: the student or a parent whose link the school confirmed, nobody on their behalf.
    access: namedStudent({ parent: true, superuser: false, deniedDetail: PRIVACY_REQUEST_MESSAGES.notYours }),
    handler: async (req, { user, student }, reply) => reply.code(201).send(await createRequest(ctx.db, user, student, req.body, ctx.config.privacyRequestDays)),
  });
  route(app, privacyRequestEndpoints.requestQueue, {
    access: ownSchool({ roles: ['school'] }),
    handler: (req, { school }) => requestQueue(ctx.db, school.id, req.query),
  });
  route(app, privacyRequestEndpoints.decideRequest, {
    access: namedRequest,
    async handler(req, { user, record }) {
      const { request, erasure } = await decideRequest(ctx.db, user, record.id, req.body);
      if (erasure) await afterErasure(app, ctx, [erasure]);
      return request;
    },
  });
  retentionJob(app, ctx);
}

/** Once an erasure has committed: the files' bytes go, and no process keeps the child's session, name or figures. */
async function afterErasure(app: FastifyInstance, ctx: AppContext, erased: { studentId: number; storageKeys: string[] }[]): Promise<void> {
  await Promise.all(erased.flatMap((e) => e.storageKeys).map((key) => ctx.storage.remove(key).catch((err: unknown) => app.log.warn({ err }, 'an erased file was already gone'))));
  for (const e of erased) userChanged(ctx, e.studentId);
  if (erased.length) app.responseCache.invalidateEverywhere();
}

/** How often the retention rule runs: hourly, so an erasure comes within the hour of its day (ADR 0038). */
const RETENTION_EVERY_MS = 3_600_000;
/** How often the logs' statistics as wholes are gathered (partitions.ts `analyzeLogs`): daily, and at the first run. */
const ANALYZE_LOGS_EVERY_MS = 24 * RETENTION_EVERY_MS;

/**
 * The retention rule (issue 31 item 6, ADR 0038), run by every server process a minute after it starts and then hourly;
 * several processes at once do no harm (retention.service.ts). It also keeps the logs' month partitions (ADR 0045):
 * the coming months made, months past LOG_RETENTION_MONTHS dropped, and daily their statistics as wholes. A failed run
 * is logged and tried again next hour.
 */
function retentionJob(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  let analyzedAt = 0;
  const run = async () => {
    try {
      if (Date.now() - analyzedAt >= ANALYZE_LOGS_EVERY_MS) {
        analyzedAt = Date.now();
        await analyzeLogs(ctx.db);
      }
      const result = await runRetention(ctx.db, ctx.config.retentionDays, new Date(), { logRetentionMonths: ctx.config.logRetentionMonths });
      for (const publish of result.publish) publish();
      await afterErasure(app, ctx, result.erased);
      const logs = result.logs ?? { created: [], moved: 0, dropped: [] };
      if (result.warned || result.erased.length || logs.created.length || logs.moved || logs.dropped.length) {
        app.log.info({
          warned: result.warned, erased: result.erased.length, logPartitionsMade: logs.created.length, logRowsMoved: logs.moved,
          logMonthsDropped: logs.dropped.map((d) => `${d.partition} (${d.rows} rows)`),
        }, 'retention rule applied');
      }
    } catch (err) {
      app.log.error({ err }, 'the retention rule failed; it runs again within the hour');
    }
  };
  let closed = false;
  // The run under way: closing waits for it, so it never finds the database pool already ended.
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setTimeout(function again() {
      running = run().finally(() => {
        running = null;
        if (!closed) timer = setTimeout(again, RETENTION_EVERY_MS).unref();
      });
    }, 60_000).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
