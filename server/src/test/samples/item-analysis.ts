import type { RouteSample } from '../route-samples';

/** The cast's quizzes are every school's: each school's staff analyse their own students' attempts of it (200). */
const of = (dashboard: 'teacher_dashboard' | 'school_dashboard', tail: string): RouteSample => ({
  call: (c) => ({ url: `/api/${dashboard}/item-analysis/${c.quiz.home.id}/${tail}?grade=7&section=A` }),
  ok: [200],
});

/** Sample calls of the item-analysis routes for the route × role matrix and the fuzz test. */
export const itemAnalysisSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/item-analysis/': { call: () => ({ url: '/api/teacher_dashboard/item-analysis/' }), ok: [200] },
  'GET /api/school_dashboard/item-analysis/': { call: () => ({ url: '/api/school_dashboard/item-analysis/' }), ok: [200] },
  'GET /api/teacher_dashboard/item-analysis/:quizId/': of('teacher_dashboard', ''),
  'GET /api/school_dashboard/item-analysis/:quizId/': of('school_dashboard', ''),
  'GET /api/teacher_dashboard/item-analysis/:quizId/csv/': of('teacher_dashboard', 'csv/'),
  'GET /api/school_dashboard/item-analysis/:quizId/csv/': of('school_dashboard', 'csv/'),
};
