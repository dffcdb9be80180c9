import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClassChangeRequest, decisionResponseSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import { classChangeRequests, studentProfiles } from '../../core/identity/students.table';

type Decision = 'approve' | 'reject';

/** The most requests one answer lists (oldest first); the rest follow as these are decided. */
const MAX_REQUESTS = 200;

const NOT_FOUND = 'No class change of your school is waiting with that id.';
const APPROVED = 'The student is now in the new class.';
const REJECTED = 'The class change was not approved; the student stays in their class.';

/** Students' class change requests waiting at the school, oldest first (class_change_requests_school_idx). */
export async function listClassChanges(db: Db, schoolId: number): Promise<{ class_changes: ClassChangeRequest[] }> {
  const rows = await db.select({
    id: classChangeRequests.id, username: users.username, name: users.name, createdAt: classChangeRequests.createdAt,
    fromGrade: studentProfiles.grade, fromSection: studentProfiles.section, grade: classChangeRequests.grade, section: classChangeRequests.section,
  })
    .from(classChangeRequests)
    .innerJoin(users, eq(users.id, classChangeRequests.studentId))
    .innerJoin(studentProfiles, and(eq(studentProfiles.userId, classChangeRequests.studentId), eq(studentProfiles.schoolId, schoolId)))
    .where(and(eq(classChangeRequests.schoolId, schoolId), eq(classChangeRequests.status, 'pending')))
    .orderBy(asc(classChangeRequests.createdAt), asc(classChangeRequests.id))
    .limit(MAX_REQUESTS);
  return {
    class_changes: rows.map((r) => ({
      id: r.id, student: { username: r.username, name: r.name ?? r.username },
      from: { grade: r.fromGrade, section: r.fromSection }, to: { grade: r.grade, section: r.section },
      requested_at: new Date(r.createdAt).toISOString(),
    })),
  };
}

/**
 * A teacher or the school account decides a class change waiting at their school (ADR 0024). Approving moves the
 * student in the same transaction; the request row is locked first, so of two decisions at once one succeeds and
 * the other is 404, like a request of another school or one already decided or withdrawn. Audited either way.
 */
export async function decideClassChange(db: Db, schoolId: number, actorId: number, requestId: number, decision: Decision):
Promise<z.infer<typeof decisionResponseSchema> & { studentId: number }> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select({
      id: classChangeRequests.id, studentId: classChangeRequests.studentId, grade: classChangeRequests.grade, section: classChangeRequests.section,
    })
      .from(classChangeRequests)
      .where(and(eq(classChangeRequests.id, requestId), eq(classChangeRequests.schoolId, schoolId), eq(classChangeRequests.status, 'pending')))
      .for('update');
    if (!request) throw notFound(NOT_FOUND);
    const [now] = await tx.select({ grade: studentProfiles.grade, section: studentProfiles.section }).from(studentProfiles)
      .where(and(eq(studentProfiles.userId, request.studentId), eq(studentProfiles.schoolId, schoolId))).for('update');
    if (!now) throw notFound(NOT_FOUND);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    if (decision === 'approve') {
      await tx.update(studentProfiles).set({ grade: request.grade, section: request.section }).where(eq(studentProfiles.userId, request.studentId));
    }
    await tx.update(classChangeRequests).set({ status, decidedBy: actorId, decidedAt: sql`now()` }).where(eq(classChangeRequests.id, request.id));
    const to = { grade: request.grade, section: request.section };
    await recordAudit(tx, {
      schoolId, actorId, action: decision, entity: 'student_account', entityId: request.studentId,
      before: { ...now, class_change: to, status: 'pending' },
      after: { ...(decision === 'approve' ? to : now), class_change: to, status },
    });
    return { detail: decision === 'approve' ? APPROVED : REJECTED, status, studentId: request.studentId };
  });
}
