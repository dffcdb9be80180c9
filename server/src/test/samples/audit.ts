import type { RouteSample } from '../route-samples';

/** Sample call of the Audit Log route for the route × role matrix and the fuzz test (the school account's own log, filtered). */
export const auditSamples: Record<string, RouteSample> = {
  'GET /api/school_dashboard/audit-log/': {
    call: () => ({ url: '/api/school_dashboard/audit-log/?entity=notification&action=send&from=2026-01-01&to=2026-12-31&limit=10' }),
    ok: [200],
  },
};
