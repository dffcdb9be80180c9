import type { Db } from '../../db/client';
import { advocacyReports } from '../../features/advocacy/advocacy.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** The home school's report that the PUT sample edits, made once per cast. */
const made = new WeakMap<Cast, number>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (made.has(cast)) return;
  const [row] = await db.insert(advocacyReports).values({
    schoolId: cast.homeSchoolId, gallery: null,
    fields: { reporting_period: '2025-26', coordinator: 'Cast Coordinator', innovation_coach: 'cast.teacher', sessions_conducted: 10, students_reached: 40, teachers_trained: 2, parent_meeting_held: false, community_events: 1 },
  }).returning({ id: advocacyReports.id });
  made.set(cast, row.id);
}

const report = {
  reporting_period: 'April 2025 - March 2026', coordinator: 'Asha Verma', innovation_coach: 'Ravi Kumar', sessions_conducted: 48,
  students_reached: 320, teachers_trained: 6, parent_meeting_held: true, community_events: 3, exhibition_date: '2026-02-28',
  media_coverage: 'Local newspaper', remarks: 'Good year', gallery: 'https://gallery.prayog.example/cast/advocacy',
};

/** Sample calls of the Advocacy Report routes for the route × role matrix and the fuzz test. */
export const advocacySamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/advocacyreport/': { call: () => ({ url: '/api/teacher_dashboard/advocacyreport/' }), ok: [200] },
  'GET /api/school_dashboard/advocacyreport/': { call: () => ({ url: '/api/school_dashboard/advocacyreport/' }), ok: [200] },
  // One report per school: the first create of a school is 201, any later one 409.
  'POST /api/teacher_dashboard/advocacyreport/': { call: () => ({ url: '/api/teacher_dashboard/advocacyreport/', payload: report }), ok: [201, 409] },
  // The home school's report: its teacher edits it; for the away teacher it is not theirs (404).
  'PUT /api/teacher_dashboard/advocacyreport/:id/': {
    prepare,
    call: (c) => ({ url: `/api/teacher_dashboard/advocacyreport/${made.get(c) ?? 1}/`, payload: report }),
    ok: [200, 404],
  },
};
