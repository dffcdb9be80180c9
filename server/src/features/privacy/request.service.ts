import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRIVACY_REQUEST_MESSAGES, type CreatePrivacyRequest, type DecidePrivacyRequest, type PrivacyRequest, type PrivacyRequestKind,
  type PrivacyRequestQueue, type PrivacyRequestsResponse, type privacyRequestQueueQuerySchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal, SchoolOwned } from '../../policies';
import type { StudentContext } from '../../core/identity/student-context';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { conflict } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { eraseStudent } from './erasure.service';
import { privacyRequests } from './request.table';

const student = aliasedTable(users, 'student');
const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');

const columns = {
  id: privacyRequests.id, kind: privacyRequests.kind, status: privacyRequests.status, details: privacyRequests.details,
  nomineeName: privacyRequests.nomineeName, nomineeContact: privacyRequests.nomineeContact, requestedByRole: privacyRequests.requestedByRole,
  createdAt: privacyRequests.createdAt, dueAt: privacyRequests.dueAt, decidedAt: privacyRequests.decidedAt, decisionReason: privacyRequests.decisionReason,
  erased: privacyRequests.erased, studentUsername: student.username, studentName: student.name, grade: studentProfiles.grade, section: studentProfiles.section,
  requesterName: sql<string | null>`coalesce(${requester.name}, ${requester.username})`, deciderName: sql<string | null>`coalesce(${decider.name}, ${decider.username})`,
};

function selectRequests(db: Db, where: SQL | undefined) {
  return db.select(columns).from(privacyRequests)
    .leftJoin(student, eq(student.id, privacyRequests.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, privacyRequests.studentId))
    .leftJoin(requester, eq(requester.id, privacyRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, privacyRequests.decidedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

const toRequest = (r: Row, now = new Date()): PrivacyRequest => ({
  id: r.id, kind: r.kind as PrivacyRequestKind, status: r.status as PrivacyRequest['status'],
  student_username: r.studentUsername, student_name: r.studentName ?? r.studentUsername,
  class_name: r.grade !== null && r.section !== null ? `${r.grade} ${r.section}` : null,
  requested_by_role: r.requestedByRole as PrivacyRequest['requested_by_role'], requested_by_name: r.requesterName,
  details: r.details, nominee_name: r.nomineeName, nominee_contact: r.nomineeContact,
  created_at: r.createdAt.toISOString(), due_at: r.dueAt.toISOString(), overdue: r.status === 'open' && r.dueAt < now,
  decided_at: r.decidedAt?.toISOString() ?? null, decided_by_name: r.deciderName, decision_reason: r.decisionReason, erased: r.erased ?? null,
});

async function readRequest(db: Db, id: number): Promise<PrivacyRequest> {
  const [row] = await selectRequests(db, eq(privacyRequests.id, id)).limit(1);
  return toRequest(row!);
}

/** A child's requests, newest first (a child has a handful: four kinds, one open of each). */
export async function listStudentRequests(db: Db, studentId: number): Promise<PrivacyRequestsResponse> {
  const rows = await selectRequests(db, eq(privacyRequests.studentId, studentId)).orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id)).limit(200);
  return { results: rows.map((r) => toRequest(r)) };
}

/**
 * The student or a confirmed parent files a request (the policy let only them through); the school answers within
 * `days`. A second open request of the same kind is refused (409) rather than queued twice.
 */
export async function createRequest(db: Db, user: Principal, child: StudentContext, body: CreatePrivacyRequest, days: number): Promise<PrivacyRequest> {
  const nominee = body.kind === 'nominee';
  const [row] = await db.insert(privacyRequests).values({
    kind: body.kind, studentId: child.id, schoolId: child.schoolId, requestedBy: user.id, requestedByRole: user.id === child.id ? 'student' : 'parent',
    details: body.details.trim(), nomineeName: nominee ? body.nominee_name ?? null : null, nomineeContact: nominee ? body.nominee_contact ?? null : null,
    dueAt: sql`now() + make_interval(days => ${days})`,
  }).onConflictDoNothing().returning({ id: privacyRequests.id });
  if (!row) throw conflict(PRIVACY_REQUEST_MESSAGES.alreadyOpen);
  return readRequest(db, row.id);
}

/** The school's queue: open requests first, the nearest deadline first; then decided ones, the latest first. */
export async function requestQueue(db: Db, schoolId: number, q: z.output<typeof privacyRequestQueueQuerySchema>): Promise<PrivacyRequestQueue> {
  const where = and(eq(privacyRequests.schoolId, schoolId), q.status ? eq(privacyRequests.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    selectRequests(db, where)
      .orderBy(sql`${privacyRequests.status} <> 'open'`, sql`case when ${privacyRequests.status} = 'open' then ${privacyRequests.dueAt} end`, desc(privacyRequests.decidedAt), asc(privacyRequests.id))
      .limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(privacyRequests).where(where),
  ]);
  const now = new Date();
  return { count: total.n, limit: q.limit, offset: q.offset, results: rows.map((r) => toRequest(r, now)) };
}

/** A request as its decision's policy loads it: owned by the student's school. */
export interface RequestRecord extends SchoolOwned {
  id: number;
}

export async function loadRequest(db: Db, id: number): Promise<RequestRecord | null> {
  const [row] = await db.select({ id: privacyRequests.id, schoolId: privacyRequests.schoolId }).from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
  return row ?? null;
}

export interface Decision {
  request: PrivacyRequest;
  /** Set when the decision erased the child: whose caches to drop and which files' bytes to delete. */
  erasure: { studentId: number; storageKeys: string[] } | null;
}

/**
 * The school decides an open request, with its reason, in one transaction with its audit entry (which holds the kind
 * and outcome, never the request's text). An erasure decided 'done' erases the child there and then; the request stays
 * as the proof, its personal parts emptied. A request decided already is 409, whoever decided it.
 */
export async function decideRequest(db: Db, actor: Principal, id: number, body: DecidePrivacyRequest): Promise<Decision> {
  const erasure = await db.transaction(async (tx) => {
    const [open] = await tx.select({ kind: privacyRequests.kind, studentId: privacyRequests.studentId, schoolId: privacyRequests.schoolId })
      .from(privacyRequests).where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'open'))).for('update');
    if (!open) throw conflict(PRIVACY_REQUEST_MESSAGES.decided);
    const erasing = open.kind === 'erasure' && body.status === 'done' && open.studentId !== null;
    let erased: Awaited<ReturnType<typeof eraseStudent>> | null = null;
    if (erasing) {
      const [who] = await tx.select({ id: users.id, username: users.username, name: users.name }).from(users).where(eq(users.id, open.studentId!));
      if (who) erased = await eraseStudent(tx, who);
    }
    await tx.update(privacyRequests).set({
      status: body.status, decidedAt: sql`now()`, decidedBy: actor.id, decisionReason: body.reason,
      ...(erased ? { details: '', nomineeName: null, nomineeContact: null, erased: erased.counts } : {}),
    }).where(eq(privacyRequests.id, id));
    await recordAudit(tx, {
      schoolId: open.schoolId, actorId: actor.id, action: body.status === 'done' ? 'approve' : 'reject', entity: 'privacy_request', entityId: id,
      before: { kind: open.kind, status: 'open' }, after: { kind: open.kind, status: body.status, ...(erased ? { erased: erased.counts } : {}) },
    });
    return erased ? { studentId: open.studentId!, storageKeys: erased.storageKeys } : null;
  });
  return { request: await readRequest(db, id), erasure };
}
