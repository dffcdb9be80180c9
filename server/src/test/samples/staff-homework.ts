import type { RouteSample } from '../route-samples';

/** Sample calls of the staff-homework routes for the route × role matrix and the fuzz test. */
export const staffHomeworkSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/holiday-homework/': { call: () => ({ url: '/api/teacher_dashboard/holiday-homework/?grade=7&section=A' }), ok: [200] },
};
