import type { RouteSample } from '../route-samples';

/** Sample calls of the course-lessons routes for the route × role matrix and the fuzz test. */
export const courseLessonSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/course-lessons/': { call: () => ({ url: '/api/teacher_dashboard/course-lessons/?grade=7' }), ok: [200] },
};
