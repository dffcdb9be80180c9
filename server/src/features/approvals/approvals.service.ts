import { aliasedTable, and, asc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type Approvals, type decisionResponseSchema, type dismissResponseSchema, type PendingSchoolAccount } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import { parentChildLinks, parentProfiles } from '../../core/identity/parents.table';
import { schools } from '../../core/identity/schools.table';
import { studentProfiles } from '../../core/identity/students.table';

type Decision = 'approve' | 'reject';
type DecisionResponse = z.infer<typeof decisionResponseSchema>;
type DismissResponse = z.infer<typeof dismissResponseSchema>;
type PendingParent = Approvals['parents'][number];
type Child = NonNullable<PendingParent['child']>;

/** The most requests of each kind one answer lists (oldest first); the rest follow as these are decided. */
const MAX_REQUESTS = 200;

const TEACHER_NOT_FOUND = 'No teacher of your school is waiting for approval with that id.';
const PARENT_NOT_FOUND = 'No request of that parent is waiting at your school.';
const TEACHER_APPROVED = 'The teacher is approved and can sign in now.';
const TEACHER_REJECTED = 'The teacher was not approved.';
const PARENT_APPROVED = 'The parent is approved and linked to the child.';
const PARENT_REJECTED = "The parent's request was not approved.";
const PARENT_NOTHING_WAITING = 'No link request of that parent is waiting at your school.';
const PARENT_DISMISSED = "The parent's waiting requests were dismissed.";

const statusOf = (decision: Decision) => (decision === 'approve' ? 'approved' : 'rejected');
const iso = (at: Date | string) => new Date(at).toISOString();

const child = aliasedTable(users, 'child');

/** Pending links of parents (or of one parent) to students of the school (parent_child_links_student_idx). */
function pendingLinksAt(db: Db, schoolId: number, parentId?: number) {
  return db.select({
    linkId: parentChildLinks.id, parentId: parentChildLinks.parentId, requestedAt: parentChildLinks.createdAt,
    child: { id: child.id, username: child.username, name: child.name, grade: studentProfiles.grade, section: studentProfiles.section },
  })
    .from(parentChildLinks)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, parentChildLinks.studentId))
    .innerJoin(child, eq(child.id, parentChildLinks.studentId))
    .where(and(
      eq(parentChildLinks.status, 'pending'), eq(studentProfiles.schoolId, schoolId),
      parentId === undefined ? undefined : eq(parentChildLinks.parentId, parentId),
    ))
    .orderBy(asc(parentChildLinks.createdAt), asc(parentChildLinks.id));
}

/** The parent's pending links to students of other schools (those schools decide them); `parent` may be the outer query's column. */
const pendingElsewhere = (db: Db, parent: SQL | typeof users.id | number, schoolId: number) =>
  db.select({ id: parentChildLinks.id }).from(parentChildLinks)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, parentChildLinks.studentId))
    .where(and(eq(parentChildLinks.parentId, parent), eq(parentChildLinks.status, 'pending'), ne(studentProfiles.schoolId, schoolId)));

/** Students of the school by username (any case): the child a parent's typed username names here. */
async function studentsNamed(db: Db, schoolId: number, usernames: readonly string[]): Promise<Map<string, Child & { id: number }>> {
  if (usernames.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, name: users.name, grade: studentProfiles.grade, section: studentProfiles.section })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(inArray(sql`lower(${users.username})`, [...new Set(usernames.map((u) => u.toLowerCase()))]), eq(studentProfiles.schoolId, schoolId)));
  return new Map(rows.map((r) => [r.username.toLowerCase(), { ...r, name: r.name ?? r.username }]));
}

/**
 * What waits for the school: its pending teachers, and parents' requests — a pending link to one of its students
 * (whatever the parent's school: the child's school decides), or a pending parent account of the school whose
 * typed username named no student anywhere else. Oldest first.
 */
export async function listApprovals(db: Db, schoolId: number): Promise<Approvals> {
  const [teachers, links, accounts] = await Promise.all([
    db.select({ id: users.id, username: users.username, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.role, 'teacher'), eq(users.approvalStatus, 'pending')))
      .orderBy(asc(users.createdAt), asc(users.id)).limit(MAX_REQUESTS),
    pendingLinksAt(db, schoolId).limit(MAX_REQUESTS * 2),
    db.select({ id: users.id }).from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.role, 'parent'), eq(users.approvalStatus, 'pending'), notExists(pendingElsewhere(db, users.id, schoolId))))
      .orderBy(asc(users.createdAt), asc(users.id)).limit(MAX_REQUESTS),
  ]);

  // One request per parent: the oldest pending link to a student here, else the account itself; with how many wait.
  const linkOf = new Map<number, (typeof links)[number]>();
  const waiting = new Map<number, number>();
  for (const link of links) {
    if (!linkOf.has(link.parentId)) linkOf.set(link.parentId, link);
    waiting.set(link.parentId, (waiting.get(link.parentId) ?? 0) + 1);
  }
  const parentIds = [...new Set([...linkOf.keys(), ...accounts.map((a) => a.id)])];
  const parents = parentIds.length === 0 ? [] : await db
    .select({
      id: users.id, username: users.username, name: users.name, email: users.email, phone: users.phoneNumber,
      status: users.approvalStatus, createdAt: users.createdAt, requested: parentProfiles.requestedChildUsername,
    })
    .from(users)
    .leftJoin(parentProfiles, eq(parentProfiles.userId, users.id))
    .where(inArray(users.id, parentIds));
  const named = await studentsNamed(db, schoolId, parents.filter((p) => !linkOf.has(p.id) && p.requested).map((p) => p.requested!));

  const requests = parents.map((p): PendingParent => {
    const link = linkOf.get(p.id);
    const found = link ? { ...link.child, name: link.child.name ?? link.child.username } : (p.requested ? named.get(p.requested.toLowerCase()) : undefined);
    return {
      id: p.id, username: p.username, name: p.name ?? p.username, email: p.email, phone_number: p.phone,
      requested_child_username: p.requested,
      child: found ? { username: found.username, name: found.name, grade: found.grade, section: found.section } : null,
      account_pending: p.status === 'pending',
      pending_requests: waiting.get(p.id) ?? 1,
      requested_at: iso(link?.requestedAt ?? p.createdAt),
    };
  });
  requests.sort((a, b) => a.requested_at.localeCompare(b.requested_at) || a.id - b.id);

  return {
    teachers: teachers.map((t) => ({ id: t.id, username: t.username, name: t.name ?? t.username, email: t.email, requested_at: iso(t.createdAt) })),
    parents: requests.slice(0, MAX_REQUESTS),
  };
}

/**
 * Approves or rejects an account waiting for approval — of this role (and of this school, when one is named) — in
 * one update that only a waiting account passes, so of two decisions at once exactly one succeeds; anyone else is
 * 404. The decision is audited under the account's school.
 */
async function decideAccount(db: Db, opts: {
  role: 'teacher' | 'school'; accountId: number; schoolId?: number; actorId: number; decision: Decision;
  entity: 'teacher_account' | 'school_account'; notFoundDetail: string; approved: string; rejected: string;
}): Promise<DecisionResponse> {
  const { decision, actorId } = opts;
  const status = statusOf(decision);
  return db.transaction(async (tx) => {
    const [account] = await tx.update(users)
      .set(decision === 'approve' ? { approvalStatus: status, approvedBy: actorId, approvedAt: sql`now()` } : { approvalStatus: status })
      .where(and(
        eq(users.id, opts.accountId), eq(users.role, opts.role), eq(users.approvalStatus, 'pending'),
        opts.schoolId === undefined ? undefined : eq(users.schoolId, opts.schoolId),
      ))
      .returning({ id: users.id, username: users.username, schoolId: users.schoolId });
    if (!account) throw notFound(opts.notFoundDetail);
    await recordAudit(tx, {
      schoolId: account.schoolId, actorId, action: decision, entity: opts.entity, entityId: account.id,
      before: { username: account.username, approval_status: 'pending' }, after: { username: account.username, approval_status: status },
    });
    return { detail: decision === 'approve' ? opts.approved : opts.rejected, status };
  });
}

/** Approves or rejects a teacher of the school who is waiting; anyone else is 404. */
export const decideTeacher = (db: Db, schoolId: number, actorId: number, teacherId: number, decision: Decision): Promise<DecisionResponse> =>
  decideAccount(db, {
    role: 'teacher', accountId: teacherId, schoolId, actorId, decision,
    entity: 'teacher_account', notFoundDetail: TEACHER_NOT_FOUND, approved: TEACHER_APPROVED, rejected: TEACHER_REJECTED,
  });

/** An administrator approves or rejects a school account that is waiting (any school); anyone else is 404. */
export const decideSchoolAccount = (db: Db, actorId: number, accountId: number, decision: Decision): Promise<DecisionResponse> =>
  decideAccount(db, {
    role: 'school', accountId, actorId, decision, entity: 'school_account', notFoundDetail: ADMIN_MESSAGES.noPendingSchoolAccount,
    approved: ADMIN_MESSAGES.schoolAccountApproved, rejected: ADMIN_MESSAGES.schoolAccountRejected,
  });

/** School accounts waiting for an administrator's approval, oldest first, with their school (users_approval_idx). */
export async function listPendingSchoolAccounts(db: Db): Promise<PendingSchoolAccount[]> {
  const rows = await db
    .select({
      id: users.id, username: users.username, name: users.name, email: users.email, phone: users.phoneNumber, createdAt: users.createdAt,
      school: { id: schools.id, name: schools.name },
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(users.approvalStatus, 'pending'), eq(users.role, 'school')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(MAX_REQUESTS);
  return rows.map((r) => ({
    id: r.id, username: r.username, name: r.name ?? r.username, email: r.email, phone_number: r.phone, school: r.school, requested_at: iso(r.createdAt),
  }));
}

/**
 * Decides a parent's request at this school as the list shows it: their oldest pending link to one of its students,
 * and their account while it still waits (further links stay pending, each shown and decided in turn, so approving
 * one child never links another the school did not see). Approving a parent of this school whose typed username
 * names a student here now (no link was made at sign-up because none did then) makes that link, approved. Only a
 * request this school lists is its to decide.
 */
export async function decideParent(db: Db, schoolId: number, actorId: number, parentId: number, decision: Decision): Promise<DecisionResponse> {
  const status = statusOf(decision);
  return db.transaction(async (tx) => {
    // The account row is locked first, so two decisions about one parent happen one after the other.
    const [parent] = await tx.select({ id: users.id, username: users.username, schoolId: users.schoolId, status: users.approvalStatus })
      .from(users).where(and(eq(users.id, parentId), eq(users.role, 'parent'))).for('update');
    if (!parent) throw notFound(PARENT_NOT_FOUND);
    const links = await pendingLinksAt(tx, schoolId, parentId).limit(1);
    const accountHere = parent.schoolId === schoolId && parent.status === 'pending';
    if (links.length === 0 && !(accountHere && (await pendingElsewhere(tx, parentId, schoolId).limit(1)).length === 0)) throw notFound(PARENT_NOT_FOUND);

    const decided = { status, decidedBy: actorId, decidedAt: sql`now()` };
    const linkIds = links.map((l) => l.linkId);
    if (linkIds.length > 0) await tx.update(parentChildLinks).set(decided).where(and(inArray(parentChildLinks.id, linkIds), eq(parentChildLinks.status, 'pending')));
    const children = decision === 'approve' && links.length === 0
      ? await linkNamedChild(tx, schoolId, parentId, actorId)
      : links.map((l) => l.child.username);
    if (parent.status === 'pending') {
      await tx.update(users)
        .set(decision === 'approve' ? { approvalStatus: status, approvedBy: actorId, approvedAt: sql`now()` } : { approvalStatus: status })
        .where(and(eq(users.id, parentId), eq(users.approvalStatus, 'pending')));
    }
    await recordAudit(tx, {
      schoolId, actorId, action: decision, entity: 'parent_link', entityId: parentId,
      before: { username: parent.username, approval_status: parent.status, links: links.map((l) => ({ child: l.child.username, status: 'pending' })) },
      after: { username: parent.username, approval_status: parent.status === 'pending' ? status : parent.status, links: children.map((c) => ({ child: c, status })) },
    });
    return { detail: decision === 'approve' ? PARENT_APPROVED : PARENT_REJECTED, status };
  });
}

/** Links the parent to the student of the school their typed username names, if any; returns the usernames linked. */
async function linkNamedChild(db: Db, schoolId: number, parentId: number, actorId: number): Promise<string[]> {
  const [profile] = await db.select({ requested: parentProfiles.requestedChildUsername }).from(parentProfiles).where(eq(parentProfiles.userId, parentId));
  if (!profile?.requested) return [];
  const found = (await studentsNamed(db, schoolId, [profile.requested])).get(profile.requested.toLowerCase());
  if (!found) return [];
  const made = await db.insert(parentChildLinks)
    .values({ parentId, studentId: found.id, status: 'approved', decidedBy: actorId, decidedAt: sql`now()` })
    .onConflictDoNothing().returning({ id: parentChildLinks.id });
  return made.length > 0 ? [found.username] : [];
}

/**
 * Dismisses every link request of a parent waiting at this school in one step (a parent asking for child after
 * child): each is rejected, the account stays as it is, and one audit entry names the children. 404 when none waits.
 */
export async function dismissParentRequests(db: Db, schoolId: number, actorId: number, parentId: number): Promise<DismissResponse> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select({ id: users.id, username: users.username }).from(users)
      .where(and(eq(users.id, parentId), eq(users.role, 'parent'))).for('update');
    if (!parent) throw notFound(PARENT_NOTHING_WAITING);
    const links = await pendingLinksAt(tx, schoolId, parentId);
    if (links.length === 0) throw notFound(PARENT_NOTHING_WAITING);
    await tx.update(parentChildLinks).set({ status: 'rejected', decidedBy: actorId, decidedAt: sql`now()` })
      .where(and(inArray(parentChildLinks.id, links.map((l) => l.linkId)), eq(parentChildLinks.status, 'pending')));
    await recordAudit(tx, {
      schoolId, actorId, action: 'reject', entity: 'parent_link', entityId: parentId,
      before: { username: parent.username, links: links.map((l) => ({ child: l.child.username, status: 'pending' })) },
      after: { username: parent.username, dismissed: true, links: links.map((l) => ({ child: l.child.username, status: 'rejected' })) },
    });
    return { detail: PARENT_DISMISSED, dismissed: links.length };
  });
}
