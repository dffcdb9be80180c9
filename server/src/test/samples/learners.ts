import type { Db } from '../../db/client';
import { userByUsername } from '../fixtures';
import { seedWorld } from '../world';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A student of the home school whose password the samples reset (so the cast's own student keeps theirs). */
const RESET_STUDENT = 'cast.reset.student';
async function resetStudent(db: Db, cast: Cast) {
  // The fuzz test prepares each route's sample before calling it: both reset routes share this student.
  if (!(await userByUsername(db, RESET_STUDENT))) {
    await seedWorld(db, { users: { [RESET_STUDENT]: { role: 'student', school: cast.homeSchoolId, grade: 7, section: 'A', name: 'Reset Student' } }, signedIn: false });
  }
}

let added = 0;
const get = (url: string, ok: readonly number[] = [200]): RouteSample => ({ call: () => ({ url }), ok });
// Another school's staff are let through to their own school, which has no such student: 404.
const reset = (dashboard: string): RouteSample => ({
  call: () => ({ url: `/api/${dashboard}/students/${RESET_STUDENT}/reset-password/` }),
  ok: [200, 404],
  prepare: resetStudent,
});
const add = (dashboard: string): RouteSample => ({
  call: () => ({ url: `/api/${dashboard}/students/`, payload: { name: `Cast Added ${++added}`, grade: 7, section: 'B' } }),
  ok: [201],
});

const extraTime = (dashboard: string): RouteSample => ({
  call: () => ({ url: `/api/${dashboard}/accommodations/`, payload: { student_usernames: ['cast.student'], time_factor: 1.25, extra_minutes: 5 } }),
  ok: [200, 404],
});

/** Sample calls of the learners routes for the route × role matrix and the fuzz test. */
export const learnerSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/student_access_report/': get('/api/teacher_dashboard/student_access_report/'),
  'GET /api/school_dashboard/student_access_report/': get('/api/school_dashboard/student_access_report/'),
  // The home school's student: the away school's staff get the same 404 as for a missing student.
  'GET /api/teacher_dashboard/student_access_report/:username/': get('/api/teacher_dashboard/student_access_report/cast.student/', [200, 404]),
  'GET /api/school_dashboard/student_access_report/:username/': get('/api/school_dashboard/student_access_report/cast.student/', [200, 404]),
  'POST /api/teacher_dashboard/students/:username/reset-password/': reset('teacher_dashboard'),
  'POST /api/school_dashboard/students/:username/reset-password/': reset('school_dashboard'),
  'POST /api/teacher_dashboard/students/': add('teacher_dashboard'),
  'POST /api/school_dashboard/students/': add('school_dashboard'),
  // The home school's student; the away school's staff get a 404 as for a missing student.
  'PUT /api/teacher_dashboard/accommodations/': extraTime('teacher_dashboard'),
  'PUT /api/school_dashboard/accommodations/': extraTime('school_dashboard'),
};
