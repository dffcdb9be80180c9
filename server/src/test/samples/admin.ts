import type { Db } from '../../db/client';
import type { Cast } from '../cast';
import { userByUsername } from '../fixtures';
import { seedWorld } from '../world';
import type { RouteSample } from '../route-samples';

const base = '/api/adminaccess/admin-dashboard';

/** A school account waiting for the administrator, and a student of the away school whose password is reset; made once per database. */
const made = { schoolAccountId: 0 };
const WAITING_SCHOOL = 'cast.pending.school';
const RESET_STUDENT = 'cast.admin.reset.student';
async function prepare(db: Db, cast: Cast): Promise<void> {
  made.schoolAccountId = (await userByUsername(db, WAITING_SCHOOL))?.id
    ?? (await seedWorld(db, { users: { [WAITING_SCHOOL]: { role: 'school', school: cast.homeSchoolId, approval: 'pending' } }, signedIn: false })).id[WAITING_SCHOOL];
  if (!(await userByUsername(db, RESET_STUDENT))) {
    await seedWorld(db, {
      users: { [RESET_STUDENT]: { role: 'student', school: cast.awaySchoolId, grade: 7, section: 'B', name: 'Admin Reset Student' } }, signedIn: false,
    });
  }
}

let added = 0;
const get = (url: string): RouteSample => ({ call: () => ({ url: `${base}${url}` }), ok: [200] });

/** Sample calls of the administrator's routes (superusers only) for the route × role matrix and the fuzz test. */
export const adminSamples: Record<string, RouteSample> = {
  [`GET ${base}/school-summary/`]: get('/school-summary/'),
  [`GET ${base}/lms-engagement/`]: get('/lms-engagement/'),
  // A school-scoped read: the matrix names the home school with ?school= for the superuser.
  [`GET ${base}/homework-reports/`]: get('/homework-reports/'),
  [`POST ${base}/schools/`]: {
    call: () => {
      const n = `${Date.now().toString(36)}-${++added}`;
      return { url: `${base}/schools/`, payload: { name: `Cast Added School ${n}`, code: `cast-added-${n}`, city: 'Agra' } };
    },
    ok: [201],
  },
  [`PATCH ${base}/schools/:id/`]: { call: (c) => ({ url: `${base}/schools/${c.awaySchoolId}/`, payload: { city: 'Pune' } }), ok: [200] },
  [`GET ${base}/school-accounts/`]: get('/school-accounts/'),
  // Approved by the first call; decided already (404) afterwards.
  [`POST ${base}/school-accounts/:id/`]: {
    prepare,
    call: () => ({ url: `${base}/school-accounts/${made.schoolAccountId}/`, payload: { decision: 'approve' } }),
    ok: [200, 404],
  },
  [`POST ${base}/notifications/`]: {
    call: (c) => ({ url: `${base}/notifications/`, payload: { school: c.homeSchoolId, subject: 'Holiday', message: 'The school is closed on Monday.', grade: 7 } }),
    ok: [201],
  },
  [`GET ${base}/students/`]: get('/students/?search=cast'),
  [`POST ${base}/students/:username/reset-password/`]: { prepare, call: () => ({ url: `${base}/students/${RESET_STUDENT}/reset-password/` }), ok: [200] },
};
