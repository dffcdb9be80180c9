import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditLog, auditLogQuerySchema, Role } from '@prayog/contract';
import type { Db } from '../../db/client';
import { isoInZone } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import type { SchoolContext } from '../../core/identity/schools';
import { auditLog } from './audit.table';

export type AuditLogQueryInput = z.output<typeof auditLogQuerySchema>;

/** The start of a school-local day as an instant (so a day means the school's day, not UTC's). */
const startOfDay = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone}::text)`;

/**
 * The filters as one condition. It always starts with the school and bounds `at` where a day is given, so the read
 * walks audit_log_school_at_idx (newest first) and tests the other filters on the rows it meets.
 */
function filtersOf(school: SchoolContext, q: AuditLogQueryInput): SQL {
  const where: (SQL | undefined)[] = [eq(auditLog.schoolId, school.id)];
  if (q.from) where.push(gte(auditLog.at, startOfDay(q.from, school.timeZone)));
  if (q.to) where.push(lt(auditLog.at, sql`(((${q.to}::date + 1))::timestamp at time zone ${school.timeZone}::text)`));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.action) where.push(eq(auditLog.action, q.action));
  // users_username_lower_uq finds the one account; an unknown username matches nothing.
  if (q.actor) where.push(eq(auditLog.actorId, sql`(select ${users.id} from ${users} where lower(${users.username}) = lower(${q.actor}))`));
  return and(...where) as SQL;
}

/** One page of the school's audit log, newest first, with how many entries match the filters in all. */
export async function listAuditLog(db: Db, school: SchoolContext, q: AuditLogQueryInput): Promise<AuditLog> {
  const where = filtersOf(school, q);
  const [rows, [total]] = await Promise.all([
    db.select({
      id: auditLog.id, at: auditLog.at, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId,
      before: auditLog.before, after: auditLog.after, username: users.username, name: users.name, role: users.role,
    })
      .from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    count: total?.n ?? 0, limit: q.limit, offset: q.offset,
    results: rows.map((r) => ({
      id: r.id, at: isoInZone(r.at, school.timeZone), action: r.action, entity: r.entity, entity_id: r.entityId,
      actor: r.username && r.role ? { username: r.username, name: r.name || r.username, role: r.role as Role } : null,
      before: r.before ?? null, after: r.after ?? null,
    })),
  };
}
