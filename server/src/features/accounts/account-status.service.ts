import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES, LISTED_ROLES, MANAGED_ROLES, type AccountStatusResponse, type AuditEntity, type ManagedAccount, type Role,
  type SchoolAccountsResponse, type schoolAccountsQuerySchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import type { Principal, SchoolOwned } from '../../policies';
import { recordAudit } from '../audit';
import { studentProfiles } from '../../core/identity/students.table';
import { authTokens, users } from '../../core/identity/accounts.table';

/** The account a deactivate or reactivate call names, as its policy loads it (ADR 0025). */
export interface AccountRecord extends SchoolOwned {
  id: number;
  username: string;
  role: Role;
  isSuperuser: boolean;
}

export async function loadAccount(db: Db, accountId: number): Promise<AccountRecord | null> {
  const [row] = await db.select({ id: users.id, username: users.username, role: users.role, isSuperuser: users.isSuperuser, schoolId: users.schoolId })
    .from(users).where(eq(users.id, accountId)).limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

const columns = {
  id: users.id, username: users.username, name: users.name, role: users.role, deactivatedAt: users.deactivatedAt, lastLoginAt: users.lastLoginAt,
  grade: studentProfiles.grade, section: studentProfiles.section,
};
type Row = { id: number; username: string; name: string | null; role: string; deactivatedAt: Date | null; lastLoginAt: Date | null; grade: number | null; section: string | null };

const toManaged = (r: Row): ManagedAccount => ({
  id: r.id, username: r.username, name: r.name, role: r.role as Role,
  class_name: r.grade !== null && r.section !== null ? `${r.grade} ${r.section}` : null,
  status: r.deactivatedAt ? 'deactivated' : 'active',
  deactivated_at: r.deactivatedAt ? r.deactivatedAt.toISOString() : null,
  last_login: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
});

/**
 * The school's approved teachers, parents and students (pending requests are the Approvals screen's), a page at a
 * time; for an administrator, its school accounts too (only an administrator deactivates those).
 */
export async function listSchoolAccounts(db: Db, viewer: Principal, schoolId: number, q: z.output<typeof schoolAccountsQuerySchema>): Promise<SchoolAccountsResponse> {
  const roles: readonly string[] = viewer.isSuperuser ? LISTED_ROLES : MANAGED_ROLES;
  const filters: (SQL | undefined)[] = [
    eq(users.schoolId, schoolId), eq(users.approvalStatus, 'approved'), eq(users.isSuperuser, false),
    inArray(users.role, q.role ? roles.filter((r) => r === q.role) : [...roles]),
    q.status === 'active' ? isNull(users.deactivatedAt) : q.status === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
  ];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.username, pattern), ilike(users.name, pattern)));
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(where)
      .orderBy(asc(users.role), sql`lower(coalesce(${users.name}, ${users.username}))`, asc(users.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total.n, limit: q.limit, offset: q.offset, results: rows.map(toManaged) };
}

const ENTITY_OF: Record<Role, AuditEntity> = {
  teacher: 'teacher_account', parent: 'parent_account', student: 'student_account', school: 'school_account',
};

/**
 * Deactivates (or reactivates) an account (ADR 0025). A deactivated account cannot sign in and its sessions end — its
 * tokens are deleted in the same transaction; its records stay (nothing is deleted, reports keep its history). The
 * audit log records who did it. Asking for the state it is already in changes nothing and records nothing.
 * Administrators are never deactivated; nobody deactivates themselves; a school only its teachers, parents and students.
 */
export async function setAccountActive(db: Db, actor: Principal, account: AccountRecord, active: boolean): Promise<AccountStatusResponse & { changed: boolean }> {
  if (account.isSuperuser) throw forbidden(ACCOUNT_MESSAGES.administrator);
  if (account.id === actor.id) throw forbidden(ACCOUNT_MESSAGES.notYours);
  if (!actor.isSuperuser && !(MANAGED_ROLES as readonly string[]).includes(account.role)) throw forbidden(ACCOUNT_MESSAGES.notManaged);
  const changed = await db.transaction(async (tx) => {
    const updated = await tx.update(users)
      .set({ deactivatedAt: active ? null : sql`now()` })
      .where(and(eq(users.id, account.id), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    const ended = active ? [] : await tx.delete(authTokens).where(eq(authTokens.userId, account.id)).returning({ id: authTokens.id });
    await recordAudit(tx, {
      schoolId: account.schoolId, actorId: actor.id, action: active ? 'reactivate' : 'deactivate', entity: ENTITY_OF[account.role], entityId: account.id,
      before: { username: account.username, status: active ? 'deactivated' : 'active' },
      after: { username: account.username, status: active ? 'active' : 'deactivated', ...(active ? {} : { sessions_ended: ended.length }) },
    });
    return true;
  });
  const [row] = await db.select(columns).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(eq(users.id, account.id));
  return { changed, detail: active ? ACCOUNT_MESSAGES.reactivated : ACCOUNT_MESSAGES.deactivated, account: toManaged(row) };
}
