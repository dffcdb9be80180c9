import type { RouteSample } from '../route-samples';

const get = (url: string): RouteSample => ({ call: () => ({ url }), ok: [200] });

/** Sample calls of the parent dashboard for the route × role matrix and the fuzz test (ADR 0014). */
export const parentSamples: Record<string, RouteSample> = {
  'GET /api/parent_dashboard/': get('/api/parent_dashboard/?child=cast.student'),
  'GET /api/parent_dashboard/homework_report/': get('/api/parent_dashboard/homework_report/'),
  'GET /api/parent_dashboard/innovation_club': get('/api/parent_dashboard/innovation_club'),
  'GET /api/parent_dashboard/kreativityshow/': get('/api/parent_dashboard/kreativityshow/'),
  'GET /api/parent_dashboard/preassessment_report/': get('/api/parent_dashboard/preassessment_report/'),
  'GET /api/parent_dashboard/postassessment_report/': get('/api/parent_dashboard/postassessment_report/?quiz_id=1'),
  'GET /api/parent_dashboard/half_yearly_report/': get('/api/parent_dashboard/half_yearly_report/'),
  'GET /api/parent_dashboard/annual_report/': get('/api/parent_dashboard/annual_report/?quiz_id=1'),
  // The first request of a parent is accepted; the same one again is a conflict.
  'POST /api/parent_dashboard/link-requests/': { call: () => ({ url: '/api/parent_dashboard/link-requests/', payload: { child_username: 'cast.other.student' } }), ok: [202, 429] },
};
