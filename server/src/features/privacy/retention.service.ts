import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { maintainPartitions, type PartitionChanges } from '../../db/partitions';
import { recordAudit } from '../audit';
import { eraseStudent } from './erasure.service';
import { privacyRequests } from './request.table';
import { day, notifyRetentionWarnings, type WarnedStudent } from './retention-warnings';

const HOUR = 3_600_000;
/** How long before an erasure the school and the parents are told (issue 31 item 6). */
export const RETENTION_WARNING_HOURS = 48;

export interface RetentionRun {
  warned: number;
  /** The students erased, with their files' storage keys: the caller removes the bytes and the caches after. */
  erased: { studentId: number; storageKeys: string[] }[];
  /** The notifications stored, to hand to the live streams. */
  publish: (() => void)[];
  /** The logs' month partitions made ahead and dropped past LOG_RETENTION_MONTHS (ADR 0045); null when not asked. */
  logs: PartitionChanges | null;
}

/**
 * The daily retention rule (ADR 0038): a student's data is kept `retentionDays` after their school deactivated the
 * account (they left), then erased like an erasure request, with the same proof record. `RETENTION_WARNING_HOURS`
 * before, the school accounts and the confirmed parents are told in the app (in English and Hindi); reactivating the
 * account keeps the data, and a later deactivation starts the clock again. Safe to run on several processes at once:
 * a warning is stored once per deactivation and a student is erased under a row lock.
 */
export async function runRetention(db: Db, retentionDays: number, now = new Date(), opts: { logRetentionMonths?: number } = {}): Promise<RetentionRun> {
  const run: RetentionRun = { warned: 0, erased: [], publish: [], logs: null };
  await warnBeforeErasure(db, retentionDays, now, run);
  const due = rowsOf<{ student_id: number }>(await db.execute(sql`
    select w.student_id from retention_warnings w join users u on u.id = w.student_id
    where u.deactivated_at = w.deactivated_at and w.erase_on <= ${now}
      and w.warned_at <= ${new Date(now.getTime() - RETENTION_WARNING_HOURS * HOUR)}
    order by w.student_id limit 500`));
  for (const { student_id: studentId } of due) {
    const erased = await eraseWhenStillDue(db, studentId, retentionDays, now);
    if (erased) run.erased.push(erased);
  }
  if (opts.logRetentionMonths !== undefined) run.logs = await keepLogMonths(db, opts.logRetentionMonths, now);
  return run;
}

/**
 * The append-only logs' share of retention (ADR 0045): next months' partitions are made, rows in a default partition
 * move to their month, and whole months older than `months` before the current one are detached and dropped, each
 * drop recorded in the audit log (without personal data: the log, the month and how many rows) in its transaction.
 */
export async function keepLogMonths(db: Db, months: number, now = new Date()): Promise<PartitionChanges> {
  return maintainPartitions(db, {
    retentionMonths: months, now,
    onDropped: async (tx, dropped) => {
      for (const d of dropped) {
        await recordAudit(tx, {
          schoolId: null, actorId: null, action: 'delete', entity: 'log_partition', entityId: d.partition,
          before: { table: d.table, month: d.month, rows: d.rows }, after: { log_retention_months: months },
        });
      }
    },
  });
}

async function warnBeforeErasure(db: Db, retentionDays: number, now: Date, run: RetentionRun): Promise<void> {
  const warnFrom = new Date(now.getTime() - (retentionDays * 24 - RETENTION_WARNING_HOURS) * HOUR);
  const earliest = new Date(now.getTime() + RETENTION_WARNING_HOURS * HOUR);
  const warned = rowsOf<WarnedStudent>(await db.execute(sql`
    with due as (
      select u.id, u.deactivated_at from users u
      where u.role = 'student' and u.deactivated_at is not null and u.deactivated_at <= ${warnFrom}
    ), stored as (
      insert into retention_warnings (student_id, deactivated_at, warned_at, erase_on)
      select id, deactivated_at, ${now}, greatest(deactivated_at + make_interval(days => ${retentionDays}), ${earliest}::timestamptz) from due
      on conflict (student_id) do update set deactivated_at = excluded.deactivated_at, warned_at = excluded.warned_at, erase_on = excluded.erase_on
        where retention_warnings.deactivated_at <> excluded.deactivated_at
      returning student_id, deactivated_at, erase_on
    )
    select s.student_id, coalesce(u.name, u.username) as name, u.school_id, s.deactivated_at, s.erase_on
    from stored s join users u on u.id = s.student_id`));
  run.publish.push(...await notifyRetentionWarnings(db, warned, retentionDays));
  run.warned += warned.length;
}

/** Erases one student in a transaction of its own, if under the row lock they are still deactivated as warned. */
async function eraseWhenStillDue(db: Db, studentId: number, retentionDays: number, now: Date): Promise<RetentionRun['erased'][number] | null> {
  return db.transaction(async (tx) => {
    const [student] = rowsOf<{ id: number; username: string; name: string | null; school_id: number; deactivated_at: string | Date }>(await tx.execute(sql`
      select u.id, u.username, u.name, u.school_id, u.deactivated_at from users u join retention_warnings w on w.student_id = u.id
      where u.id = ${studentId} and u.deactivated_at = w.deactivated_at and w.erase_on <= ${now} for update of u`));
    if (!student) return null;
    const erased = await eraseStudent(tx, student);
    const [proof] = await tx.insert(privacyRequests).values({
      kind: 'erasure', status: 'done', studentId: null, schoolId: student.school_id, requestedBy: null, requestedByRole: 'retention', details: '',
      dueAt: now, decidedAt: now, decidedBy: null, erased: erased.counts,
      decisionReason: `Kept ${retentionDays} days after the account was deactivated on ${day(student.deactivated_at)}, then erased as the privacy notice says.`,
    }).returning({ id: privacyRequests.id });
    await recordAudit(tx, {
      schoolId: student.school_id, actorId: null, action: 'delete', entity: 'privacy_request', entityId: proof.id,
      before: null, after: { kind: 'erasure', status: 'done', retention_days: retentionDays, erased: erased.counts },
    });
    return { studentId, storageKeys: erased.storageKeys };
  });
}
