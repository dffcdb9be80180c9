import type { RouteSample } from '../route-samples';

/** Sample calls of the Classroom Gallery routes for the route × role matrix and the fuzz test. */
export const gallerySamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/classroom_gallery/': { call: () => ({ url: '/api/teacher_dashboard/classroom_gallery/' }), ok: [200] },
  'GET /api/school_dashboard/schoolgallery/': { call: () => ({ url: '/api/school_dashboard/schoolgallery/' }), ok: [200] },
  // Each teacher names their own school.
  'POST /api/teacher_dashboard/classroom_gallery/': {
    call: (_c, actor) => ({
      url: '/api/teacher_dashboard/classroom_gallery/',
      payload: { school: actor === 'otherTeacher' ? 'cast-away' : 'cast-home', gallery: 'https://gallery.prayog.example/cast/robotics-day' },
    }),
    ok: [201],
  },
};
