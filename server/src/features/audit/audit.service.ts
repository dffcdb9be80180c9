import type { Db } from '../../db/client';
import { auditLog } from './audit.table';

export interface AuditEntry {
  schoolId: number | null;
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records one change; call it inside the change's own transaction, so a change is never without its entry. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    schoolId: entry.schoolId, actorId: entry.actorId, action: entry.action, entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null, after: entry.after ?? null,
  });
}
