import { aliasedTable, and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentsResponse, type SetConsentRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../core/access';
import type { StudentContext } from '../../core/identity/student-context';
import { users } from '../../core/identity/accounts.table';
import { parentChildLinks } from '../../core/identity/parents.table';
import { forbidden } from '../../lib/http-errors';
import { parentalConsents } from './consent.table';

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
    const mine = rows.filter((r) => r.purpose === purpose);
    const open = mine.find((r) => r.withdrawnAt === null);
    const latest = mine[0];
    return { purpose, given: Boolean(open), since: iso(open ? open.givenAt : latest?.withdrawnAt ?? null) };
  });
  return {
    purposes,
    history: rows.map((r) => ({
      purpose: r.purpose as ConsentPurpose,
      parent_name: r.parentName ?? r.parentUsername ?? null,
      notice_version: r.noticeVersion,
      verified_how: 'school-confirmed-link' as const,
      verified_by: r.verifierName ?? r.verifierUsername ?? null,
      given_at: r.givenAt.toISOString(),
      withdrawn_at: iso(r.withdrawnAt),
    })),
  };
}

/**
 * A parent whose link the school confirmed gives or withdraws one purpose for their child. The school's confirmation of
 * the link, from the details it holds, is how the parent was verified, and by whom. It applies at once: the next read
 * of a leaderboard already follows it. Giving twice or withdrawing what was not given changes nothing.
 */
export async function setConsent(db: Db, parent: Principal, child: StudentContext, body: SetConsentRequest): Promise<ConsentsResponse> {
  await db.transaction(async (tx) => {
    const [link] = await tx.select({ decidedBy: parentChildLinks.decidedBy }).from(parentChildLinks)
      .where(and(eq(parentChildLinks.parentId, parent.id), eq(parentChildLinks.studentId, child.id), eq(parentChildLinks.status, 'approved')))
      .limit(1);
    if (!link) throw forbidden('You can only see your own children.');
    const open = and(eq(parentalConsents.studentId, child.id), eq(parentalConsents.parentId, parent.id), eq(parentalConsents.purpose, body.purpose), isNull(parentalConsents.withdrawnAt));
    if (!body.given) {
      await tx.update(parentalConsents).set({ withdrawnAt: new Date() }).where(open);
      return;
    }
    await tx.insert(parentalConsents).values({
      studentId: child.id, parentId: parent.id, purpose: body.purpose, verifiedHow: 'school-confirmed-link', verifiedBy: link.decidedBy,
      noticeVersion: sql`coalesce((select max(version) from privacy_notices), 0)`,
    }).onConflictDoNothing();
  });
  return readConsents(db, child.id);
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
