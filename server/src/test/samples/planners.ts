import type { Db } from '../../db/client';
import { macroPlans, microPlans } from '../../features/planners/planners.table';
import type { Actor, Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A macro and a micro plan of the home school that the PATCH samples change, made once per cast. */
const plans = new WeakMap<Cast, { macro: number; micro: number }>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (plans.has(cast)) return;
  const [macro] = await db.insert(macroPlans).values({ schoolId: cast.homeSchoolId, grade: 7, month: 'April', topic: 'Sample: sensors' }).returning();
  const [micro] = await db.insert(microPlans).values({ schoolId: cast.homeSchoolId, grade: 7, month: 'April', noOfSessions: 4, nameOfActivity: ['Robot walk'] }).returning();
  plans.set(cast, { macro: macro.id, micro: micro.id });
}

const get = (url: string): RouteSample => ({ call: () => ({ url }), ok: [200] });
const ownSchool = (actor: Actor) => (actor === 'otherTeacher' ? 'cast-away' : 'cast-home');

/** Sample calls of the planner routes for the route × role matrix and the fuzz test. */
export const plannerSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/macroplanner/': get('/api/teacher_dashboard/macroplanner/?grade=7'),
  'GET /api/school_dashboard/macroplanner/': get('/api/school_dashboard/macroplanner/'),
  'GET /api/teacher_dashboard/microplanner/': get('/api/teacher_dashboard/microplanner/?month=April'),
  'GET /api/school_dashboard/microplanner/': get('/api/school_dashboard/microplanner/'),
  'GET /api/school_dashboard/macroplanner/download/': get('/api/school_dashboard/macroplanner/download/?grade=7'),
  'GET /api/school_dashboard/microplanner/download/': get('/api/school_dashboard/microplanner/download/?month=April'),
  // The spec's Add form posts form data, naming the teacher's own school by its value from school-choices/.
  'POST /api/teacher_dashboard/macroplanner/': {
    call: (_c, actor) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ grade: '7', month: 'May', topic: 'Line followers', school: ownSchool(actor) })) data.append(k, v);
      return { url: '/api/teacher_dashboard/macroplanner/', payload: data };
    },
    ok: [201],
  },
  'POST /api/teacher_dashboard/microplanner/': {
    call: (_c, actor) => ({
      url: '/api/teacher_dashboard/microplanner/',
      payload: { grade: 7, month: 'May', no_of_sessions: 5, name_of_activity: 'Robot walk, Line follower', extra_activity: 'Science quiz', school: ownSchool(actor) },
    }),
    ok: [201],
  },
  // The home school's plans: its teacher changes them; the away school's teacher is told they do not exist.
  'PATCH /api/teacher_dashboard/macroplanner/': {
    prepare,
    call: (c) => ({ url: '/api/teacher_dashboard/macroplanner/', payload: { id: plans.get(c)?.macro ?? 1, grade: 7, month: 'April', topic: `Sensors ${Date.now()}` } }),
    ok: [200, 404],
  },
  'PATCH /api/teacher_dashboard/microplanner/': {
    prepare,
    call: (c) => ({ url: '/api/teacher_dashboard/microplanner/', payload: { id: plans.get(c)?.micro ?? 1, no_of_sessions: 6 } }),
    ok: [200, 404],
  },
};
