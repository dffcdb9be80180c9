import type { RouteSample } from '../route-samples';

/** Sample calls of the privacy routes (issue 31) for the route × role matrix and the fuzz test. */
export const privacySamples: Record<string, RouteSample> = {
  // The home school's student: the student, their confirmed parent and administrators download it.
  'GET /api/privacy/students/:username/export/': { call: () => ({ url: '/api/privacy/students/cast.student/export/' }), ok: [200] },
  // Who read the home student's records: the student, their confirmed parent, their school's staff and administrators.
  'GET /api/privacy/students/:username/reads/': { call: () => ({ url: '/api/privacy/students/cast.student/reads/' }), ok: [200] },
};
