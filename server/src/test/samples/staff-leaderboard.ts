import type { RouteSample } from '../route-samples';

/** Sample calls of the staff leaderboard routes for the route × role matrix and the fuzz test. */
export const staffLeaderboardSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/leaderboard/': { call: () => ({ url: '/api/teacher_dashboard/leaderboard/?quiz_type=homework' }), ok: [200] },
  'GET /api/school_dashboard/leaderboard/': { call: () => ({ url: '/api/school_dashboard/leaderboard/' }), ok: [200] },
};
