import type { Db } from '../../db/client';
import { monthlyReports } from '../../features/monthly-reports/monthly-reports.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** Reports of the home school that the samples modify and delete (without a file: the rows are enough). */
const made = { changed: 0, deleted: 0 };

const report = async (db: Db, cast: Cast) =>
  (await db.insert(monthlyReports).values({ schoolId: cast.homeSchoolId, date: '2026-05-04', month: 'May' }).returning())[0].id;

const reportForm = (withFile: boolean) => {
  const data = new FormData();
  data.append('date', '2026-05-04');
  data.append('month', 'May');
  if (withFile) data.append('monthly_report', new Blob([Buffer.from('%PDF-1.4\n% sample report\n')], { type: 'application/pdf' }), 'report.pdf');
  return data;
};

/** Sample calls of the Monthly Reports routes for the route × role matrix and the fuzz test. */
export const monthlyReportSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/monthlyreports/': { call: () => ({ url: '/api/teacher_dashboard/monthlyreports/' }), ok: [200] },
  'GET /api/school_dashboard/monthlyreport/': { call: () => ({ url: '/api/school_dashboard/monthlyreport/' }), ok: [200] },
  'POST /api/teacher_dashboard/monthlyreports/': { call: () => ({ url: '/api/teacher_dashboard/monthlyreports/', payload: reportForm(true) }), ok: [201] },
  // The home school's report; for the away teacher it is not theirs: 404.
  'PUT /api/teacher_dashboard/monthlyreports/:id/': {
    prepare: async (db, cast) => { made.changed = await report(db, cast); },
    call: () => ({ url: `/api/teacher_dashboard/monthlyreports/${made.changed}/`, payload: reportForm(false) }),
    ok: [200, 404],
  },
  'DELETE /api/teacher_dashboard/monthlyreports/:id/': {
    prepare: async (db, cast) => { made.deleted = await report(db, cast); },
    call: () => ({ url: `/api/teacher_dashboard/monthlyreports/${made.deleted}/` }),
    ok: [200, 404],
  },
};
