import type { Db } from '../../db/client';
import { teacherReflections } from '../../features/reflections/reflections.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** Notes of the home teacher that the samples change and delete. */
const notes = { changed: 0, deleted: 0 };

const note = async (db: Db, cast: Cast, text: string) =>
  (await db.insert(teacherReflections).values({ teacherId: cast.ids.teacher, date: '2026-05-04', note: text }).returning())[0].id;

/** Sample calls of the reflections routes for the route × role matrix and the fuzz test. */
export const reflectionSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/reflections/': { call: () => ({ url: '/api/teacher_dashboard/reflections/' }), ok: [200] },
  'POST /api/teacher_dashboard/reflections/': {
    call: () => ({ url: '/api/teacher_dashboard/reflections/', payload: { date: '2026-05-04', note: 'The bridge models held.' } }),
    ok: [201],
  },
  // The home teacher's own note; for anyone else (the away teacher, a superuser) it is not theirs: 404.
  'PATCH /api/teacher_dashboard/reflections/:id/': {
    prepare: async (db, cast) => { notes.changed = await note(db, cast, 'To change'); },
    call: () => ({ url: `/api/teacher_dashboard/reflections/${notes.changed}/`, payload: { note: 'Changed' } }),
    ok: [200, 404],
  },
  'DELETE /api/teacher_dashboard/reflections/:id/': {
    prepare: async (db, cast) => { notes.deleted = await note(db, cast, 'To delete'); },
    call: () => ({ url: `/api/teacher_dashboard/reflections/${notes.deleted}/` }),
    ok: [200, 404],
  },
};
