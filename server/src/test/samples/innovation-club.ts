import type { Db } from '../../db/client';
import { innovationProjectMembers, innovationProjects } from '../../features/innovation-club/innovation-club.table';
import type { Actor, Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A project of the home school that the PATCH sample changes, made once per cast. */
const made = new WeakMap<Cast, number>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (made.has(cast)) return;
  const [row] = await db.insert(innovationProjects).values({ schoolId: cast.homeSchoolId, projectName: 'Sample project', date: '2026-05-04', progress: 'Ideation', grade: 7, section: 'A' }).returning();
  await db.insert(innovationProjectMembers).values({ projectId: row.id, studentId: cast.ids.student });
  made.set(cast, row.id);
}

/** Each teacher names their own school and its student (the cast's students are in 7 A of their schools). */
const own = (actor: Actor) => (actor === 'otherTeacher'
  ? { school: 'cast-away', students: ['cast.other.student'] }
  : { school: 'cast-home', students: ['cast.student'] });

/** Sample calls of the Innovation Club routes for the route × role matrix and the fuzz test. */
export const innovationClubSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/innovationclub/': { call: () => ({ url: '/api/teacher_dashboard/innovationclub/' }), ok: [200] },
  'GET /api/school_dashboard/innovationclub/': { call: () => ({ url: '/api/school_dashboard/innovationclub/' }), ok: [200] },
  'POST /api/teacher_dashboard/innovationclub/': {
    call: (_c, actor) => ({ url: '/api/teacher_dashboard/innovationclub/', payload: { project_name: 'Smart Dustbin', progress: 'Ideation', grade: 7, section: 'A', date: '2026-05-04', ...own(actor) } }),
    ok: [201],
  },
  // The home school's project: its teacher changes it; for the away teacher it is not theirs (404).
  'PATCH /api/teacher_dashboard/innovationclub/': {
    prepare,
    call: (c) => ({ url: '/api/teacher_dashboard/innovationclub/', payload: { id: made.get(c) ?? 1, progress: 'Design' } }),
    ok: [200, 404],
  },
};
