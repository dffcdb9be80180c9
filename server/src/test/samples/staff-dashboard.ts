import type { RouteSample } from '../route-samples';

const get = (url: string, ok: readonly number[] = [200]): RouteSample => ({ call: () => ({ url }), ok });

/** Sample calls of the staff-dashboard routes for the route × role matrix and the fuzz test. */
export const staffDashboardSamples: Record<string, RouteSample> = {
  // A dashboard's home names its own account: the home school's teacher and school account.
  'GET /api/teacher_dashboard/:username/': get('/api/teacher_dashboard/cast.teacher/'),
  'GET /api/school_dashboard/:username/': get('/api/school_dashboard/cast.school/'),
  'GET /api/teacher_dashboard/active-users/': get('/api/teacher_dashboard/active-users/'),
  'GET /api/school_dashboard/active-users/': get('/api/school_dashboard/active-users/'),
  'GET /api/teacher_dashboard/recent_activity/': get('/api/teacher_dashboard/recent_activity/'),
  'GET /api/school_dashboard/recent_activity/': get('/api/school_dashboard/recent_activity/'),
};
