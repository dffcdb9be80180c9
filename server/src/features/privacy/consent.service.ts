import { aliasedTable, and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CONSENT_BASIS, CONSENT_PURPOSES, type ConsentPurpose, type ConsentsResponse, type SetConsentRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Principal } from '../../core/access';
import type { StudentContext } from '../../core/identity/student-context';
import { users } from '../../core/identity/accounts.table';
import { parentChildLinks } from '../../core/identity/parents.table';
import { purposeWithdrawnSql } from '../../core/identity/consents';
import { forbidden } from '../../lib/http-errors';
import { parentalConsents } from './consent.table';
import { withoutLessonTimeOf } from './school-figures';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A child's consent per purpose, and every decision, newest first. */
export async function readConsents(db: Db, studentId: number): Promise<ConsentsResponse> {
  const parent = aliasedTable(users, 'parent');
  const verifier = aliasedTable(users, 'verifier');
  const rows = await db.select({
    purpose: parentalConsents.purpose, parentName: parent.name, parentUsername: parent.username, noticeVersion: parentalConsents.noticeVersion,
    verifiedHow: parentalConsents.verifiedHow, verifierName: verifier.name, verifierUsername: verifier.username,
    givenAt: parentalConsents.givenAt, withdrawnAt: parentalConsents.withdrawnAt,
  }).from(parentalConsents)
    .leftJoin(parent, eq(parent.id, parentalConsents.parentId))
    .leftJoin(verifier, eq(verifier.id, parentalConsents.verifiedBy))
    .where(eq(parentalConsents.studentId, studentId))
    .orderBy(desc(sql`coalesce(${parentalConsents.withdrawnAt}, ${parentalConsents.givenAt})`), desc(parentalConsents.id));
  const purposes = CONSENT_PURPOSES.map((purpose) => {
    const basis = CONSENT_BASIS[purpose];
    const mine = rows.filter((r) => r.purpose === purpose);
    const open = mine.find((r) => r.withdrawnAt === null);
    const latest = mine[0];
    // 'educational': in effect until a confirmed parent withdraws it (a decision with none open).
    const given = Boolean(open) || (basis === 'educational' && !latest);
    return { purpose, basis, given, since: iso(open ? open.givenAt : latest?.withdrawnAt ?? null) };
  });
  return {
    purposes,
    history: rows.map((r) => ({
      purpose: r.purpose as ConsentPurpose,
      parent_name: r.parentName ?? r.parentUsername ?? null,
      notice_version: r.noticeVersion,
      verified_how: 'school-confirmed-link' as const,
      verified_by: r.verifierName ?? r.verifierUsername ?? null,
      given_at: iso(r.givenAt),
      withdrawn_at: iso(r.withdrawnAt),
    })),
  };
}

/**
 * A parent whose link the school confirmed gives or withdraws one purpose for their child. The school's confirmation of
 * the link, from the details it holds, is how the parent was verified, and by whom. It applies at once: the next read
 * of a leaderboard, the next heartbeat of a lesson, the next notice already follow it. Giving twice or withdrawing what
 * was not given changes nothing, except that withdrawing a purpose the school's educational basis runs is recorded as a
 * withdrawal. When the child's lesson time or messages stop with it, what was kept of them is deleted in the same
 * transaction (`forgetWithdrawn`).
 */
export async function setConsent(db: Db, parent: Principal, child: StudentContext, body: SetConsentRequest): Promise<ConsentsResponse> {
  await db.transaction(async (tx) => {
    const [link] = await tx.select({ decidedBy: parentChildLinks.decidedBy }).from(parentChildLinks)
      .where(and(eq(parentChildLinks.parentId, parent.id), eq(parentChildLinks.studentId, child.id), eq(parentChildLinks.status, 'approved')))
      .limit(1);
    if (!link) throw forbidden('You can only see your own children.');
    const decision = { studentId: child.id, parentId: parent.id, purpose: body.purpose, verifiedHow: 'school-confirmed-link', verifiedBy: link.decidedBy,
      noticeVersion: sql`coalesce((select max(version) from privacy_notices), 0)` };
    const mine = and(eq(parentalConsents.studentId, child.id), eq(parentalConsents.parentId, parent.id), eq(parentalConsents.purpose, body.purpose));
    if (body.given) {
      await tx.insert(parentalConsents).values(decision).onConflictDoNothing();
      return;
    }
    const closed = await tx.update(parentalConsents).set({ withdrawnAt: new Date() }).where(and(mine, isNull(parentalConsents.withdrawnAt))).returning({ id: parentalConsents.id });
    if (closed.length === 0 && CONSENT_BASIS[body.purpose] === 'educational') {
      // This parent had not given it: the school's basis ran it. Their withdrawal is a decision of its own, unless their
      // last decision already was one.
      const [last] = await tx.select({ givenAt: parentalConsents.givenAt }).from(parentalConsents).where(mine).orderBy(desc(parentalConsents.id)).limit(1);
      if (!last || last.givenAt !== null) await tx.insert(parentalConsents).values({ ...decision, givenAt: null, withdrawnAt: new Date() });
    }
    await forgetWithdrawn(tx, child.id, body.purpose);
  });
  return readConsents(db, child.id);
}

/** What a withdrawn purpose kept about the child, by purpose (raw SQL: the tables belong to the features below). */
const KEPT_BY_PURPOSE: Partial<Record<ConsentPurpose, (studentId: number) => SQL[]>> = {
  learning_records: (id) => [
    withoutLessonTimeOf(id),
    sql`delete from activity_daily where student_id = ${id}`,
    sql`delete from activity_clocks where student_id = ${id}`,
  ],
  notifications: (id) => [sql`delete from notification_recipients where user_id = ${id}`],
};

/** Deletes what a purpose kept about the child once it is withdrawn for them (no parent's consent open any more). */
async function forgetWithdrawn(tx: Db, studentId: number, purpose: ConsentPurpose): Promise<void> {
  const statements = KEPT_BY_PURPOSE[purpose]?.(studentId);
  if (!statements) return;
  const [state] = await tx.execute(sql`select ${purposeWithdrawnSql(sql`${studentId}::int`, purpose)} as withdrawn`).then(rowsOf<{ withdrawn: boolean }>);
  if (!state?.withdrawn) return;
  for (const statement of statements) await tx.execute(statement);
}

/**
 * Whether the student whose id is in `studentId` (an SQL column) may be named on leaderboards beyond their own school:
 * a confirmed parent gave it; or, for a child with no confirmed parent, the school's recorded basis says so (its
 * agreement, ADR 0035). A column for a leaderboard's own query, so it costs no extra round trip (index look-ups per row).
 */
export const namedBeyondSchoolSql = (studentId: SQL) => sql<boolean>`(exists (select 1 from parental_consents c
  where c.student_id = ${studentId} and c.purpose = 'leaderboards' and c.withdrawn_at is null)
  or (not exists (select 1 from parent_child_links l where l.student_id = ${studentId} and l.status = 'approved')
    and exists (select 1 from users u join school_privacy_agreements a on a.school_id = u.school_id
      where u.id = ${studentId} and a.unlinked_children_named)))`;

/** "Asha Rao" → "A. R.": how a child without leaderboard consent appears to other schools. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length ? parts.map((p) => `${Array.from(p)[0]!.toUpperCase()}.`).join(' ') : '—';
}
