import type { RouteSample } from '../route-samples';

/** Sample calls of the notification-send routes for the route × role matrix and the fuzz test. */
export const notificationSendSamples: Record<string, RouteSample> = {
  // Each school's teacher reaches their own 7 A (the cast's students are in 7 A of their schools).
  'POST /api/teacher_dashboard/notify_students/': {
    call: () => ({ url: '/api/teacher_dashboard/notify_students/', payload: { mode: 'group', subject: 'Science fair', message: 'Bring your models on Friday.', grade: 7, section: 'A' } }),
    ok: [201],
  },
  // Under app.inject the stream answers its opening and ends (no connection to hold open): see notification-stream.ts.
  'GET /api/notifications/stream': { call: () => ({ url: '/api/notifications/stream' }), ok: [200] },
};
