import { and, eq } from 'drizzle-orm';
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

/**
 * A macro and a micro plan of the home school for the DELETE samples, made anew before each call (in a slot of their
 * own, grade 9 in a month no other sample uses): the home teacher deletes them, everyone else is refused.
 */
const doomed = { macro: 0, micro: 0 };
async function prepareDoomed(db: Db, cast: Cast): Promise<void> {
  await db.delete(macroPlans).where(and(eq(macroPlans.schoolId, cast.homeSchoolId), eq(macroPlans.grade, 9), eq(macroPlans.month, 'November')));
  await db.delete(microPlans).where(and(eq(microPlans.schoolId, cast.homeSchoolId), eq(microPlans.grade, 9), eq(microPlans.month, 'November')));
  const [macro] = await db.insert(macroPlans).values({ schoolId: cast.homeSchoolId, grade: 9, month: 'November', topic: 'Sample: to delete' }).returning();
  const [micro] = await db.insert(microPlans).values({ schoolId: cast.homeSchoolId, grade: 9, month: 'November', noOfSessions: 1, nameOfActivity: ['To delete'] }).returning();
  doomed.macro = macro.id;
  doomed.micro = micro.id;
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
    // One topic per grade and month: a second call for the same slot is told it is taken.
    ok: [201, 409],
  },
  'POST /api/teacher_dashboard/microplanner/': {
    call: (_c, actor) => ({
      url: '/api/teacher_dashboard/microplanner/',
      payload: { grade: 7, month: 'May', no_of_sessions: 5, name_of_activity: 'Robot walk, Line follower', extra_activity: 'Science quiz', school: ownSchool(actor) },
    }),
    ok: [201, 409],
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
  // The home school's plans: its teacher deletes them; the away school's teacher is told they do not exist.
  'DELETE /api/teacher_dashboard/macroplanner/:id/': {
    prepare: prepareDoomed,
    call: () => ({ url: `/api/teacher_dashboard/macroplanner/${doomed.macro}/` }),
    ok: [200, 404],
  },
  'DELETE /api/teacher_dashboard/microplanner/:id/': {
    prepare: prepareDoomed,
    call: () => ({ url: `/api/teacher_dashboard/microplanner/${doomed.micro}/` }),
    ok: [200, 404],
  },
};
