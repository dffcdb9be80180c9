import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parentChildLinks, parentProfiles } from '../../core/identity/parents.table';
import { classChangeRequests } from '../../core/identity/students.table';
import type { Cast } from '../cast';
import { userByUsername } from '../fixtures';
import { seedWorld } from '../world';
import type { RouteSample } from '../route-samples';

/** A teacher and a parent (with a pending link to the home student) waiting for the home school; made once per database. */
const waiting = { teacherId: 0, parentId: 0 };
const PENDING_TEACHER = 'cast.pending.teacher';
const PENDING_PARENT = 'cast.pending.parent';

async function prepare(db: Db, cast: Cast): Promise<void> {
  waiting.teacherId = (await userByUsername(db, PENDING_TEACHER))?.id
    ?? (await seedWorld(db, { users: { [PENDING_TEACHER]: { role: 'teacher', school: cast.homeSchoolId, approval: 'pending' } }, signedIn: false })).id[PENDING_TEACHER];
  let parentId = (await userByUsername(db, PENDING_PARENT))?.id;
  if (parentId === undefined) {
    parentId = (await seedWorld(db, { users: { [PENDING_PARENT]: { role: 'parent', school: cast.homeSchoolId, approval: 'pending' } }, signedIn: false })).id[PENDING_PARENT];
    await db.update(parentProfiles).set({ requestedChildUsername: 'cast.student' }).where(eq(parentProfiles.userId, parentId));
    await db.insert(parentChildLinks).values({ parentId, studentId: cast.ids.student, status: 'pending' });
  }
  waiting.parentId = parentId;
}

/** A student of the home school (not the cast's own, whose class other samples rely on) asking to move to 8 B. */
const classChange = { requestId: 0 };
const CLASS_STUDENT = 'cast.class.student';

async function prepareClassChange(db: Db, cast: Cast): Promise<void> {
  const studentId = (await userByUsername(db, CLASS_STUDENT))?.id
    ?? (await seedWorld(db, { users: { [CLASS_STUDENT]: { role: 'student', school: cast.homeSchoolId, grade: 7, section: 'A' } }, signedIn: false })).id[CLASS_STUDENT];
  const [request] = await db.insert(classChangeRequests)
    .values({ studentId, schoolId: cast.homeSchoolId, fromGrade: 7, fromSection: 'A', grade: 8, section: 'B' })
    .onConflictDoNothing().returning({ id: classChangeRequests.id });
  if (request) classChange.requestId = request.id;
}

/** Sample calls of the approvals routes for the route × role matrix and the fuzz test. */
export const approvalSamples: Record<string, RouteSample> = {
  'GET /api/school_dashboard/approvals/': { call: () => ({ url: '/api/school_dashboard/approvals/' }), ok: [200] },
  // The home school approves its waiting teacher and parent; the away school has no such request (404), nor has
  // the home school once it decided.
  'POST /api/school_dashboard/approvals/teachers/:id/': {
    prepare,
    call: () => ({ url: `/api/school_dashboard/approvals/teachers/${waiting.teacherId}/`, payload: { decision: 'approve' } }),
    ok: [200, 404],
  },
  'POST /api/school_dashboard/approvals/parents/:id/': {
    prepare,
    call: () => ({ url: `/api/school_dashboard/approvals/parents/${waiting.parentId}/`, payload: { decision: 'approve' } }),
    ok: [200, 404],
  },
  'POST /api/school_dashboard/approvals/parents/:id/dismiss/': {
    prepare,
    call: () => ({ url: `/api/school_dashboard/approvals/parents/${waiting.parentId}/dismiss/` }),
    ok: [200, 404],
  },
  'GET /api/school_dashboard/approvals/class-changes/': { call: () => ({ url: '/api/school_dashboard/approvals/class-changes/' }), ok: [200] },
  // The home school's teacher, account or a superuser approves; the away school's staff find no such request (404).
  'POST /api/school_dashboard/approvals/class-changes/:id/': {
    prepare: prepareClassChange,
    call: () => ({ url: `/api/school_dashboard/approvals/class-changes/${classChange.requestId}/`, payload: { decision: 'approve' } }),
    ok: [200, 404],
  },
  // The student's own waiting request (none may wait: 404).
  'DELETE /api/student_dashboard/student-profile/:username/class-change/': {
    call: () => ({ url: '/api/student_dashboard/student-profile/cast.student/class-change/' }),
    ok: [200, 404],
  },
};
