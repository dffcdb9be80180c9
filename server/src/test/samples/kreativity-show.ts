import type { Db } from '../../db/client';
import { kreativityShowMembers, kreativityShows } from '../../features/kreativity-show/kreativity-show.table';
import type { Actor, Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A show of the home school that the PUT sample updates, made once per cast. */
const made = new WeakMap<Cast, number>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (made.has(cast)) return;
  const [row] = await db.insert(kreativityShows).values({ schoolId: cast.homeSchoolId, dateAssigned: '2026-05-04', projectName: 'Sample show' }).returning();
  await db.insert(kreativityShowMembers).values({ showId: row.id, studentId: cast.ids.student });
  made.set(cast, row.id);
}

/** Each teacher names their own school and its student. */
const form = (actor: Actor, projectName: string) => ({
  date_assigned: '2026-05-04', project_name: projectName,
  ...(actor === 'otherTeacher' ? { school: 'cast-away', students: 'cast.other.student' } : { school: 'cast-home', students: 'cast.student' }),
});

/** Sample calls of the Kreativity Show routes for the route × role matrix and the fuzz test. */
export const kreativityShowSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/kreativityshow/': { call: () => ({ url: '/api/teacher_dashboard/kreativityshow/' }), ok: [200] },
  'GET /api/school_dashboard/kreativityshow/': { call: () => ({ url: '/api/school_dashboard/kreativityshow/' }), ok: [200] },
  'POST /api/teacher_dashboard/kreativityshow/': {
    call: (_c, actor) => ({ url: '/api/teacher_dashboard/kreativityshow/', payload: form(actor, 'Robots of Tomorrow') }),
    ok: [201],
  },
  // The home school's show: its teacher updates it; for the away teacher it is not theirs (404).
  'PUT /api/teacher_dashboard/kreativityshow/:id/': {
    prepare,
    call: (c, actor) => ({ url: `/api/teacher_dashboard/kreativityshow/${made.get(c) ?? 1}/`, payload: form(actor, 'Musical Circuits') }),
    ok: [200, 404],
  },
};
