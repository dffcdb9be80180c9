import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * The append-only logs partitioned by month (ADR 0045, migration 0030): each has a partition per month named
 * `<table>_YYYY_MM` and a `<table>_default` that takes any row whose month has none, so an insert never fails. A
 * timestamp's month is its UTC month; activity_daily's `day` is already the school's own day. The names are the
 * contract: this module reads a partition's month from its name.
 */
export const MONTHLY_LOGS = [
  { table: 'login_events', column: 'logged_in_at', isDate: false },
  { table: 'activity_daily', column: 'day', isDate: true },
  { table: 'audit_log', column: 'at', isDate: false },
  { table: 'record_reads', column: 'read_at', isDate: false },
] as const;
export type MonthlyLog = (typeof MONTHLY_LOGS)[number];
export type MonthlyLogTable = MonthlyLog['table'];

/** How many months ahead of the current one always have their partition, so a month's first insert finds it. */
export const MONTHS_AHEAD = 2;
/** Any fixed number: the advisory lock that lets one process at a time change the partitions. */
const PARTITION_LOCK = 7_236_202;
/**
 * How long a change waits for the log's lock. Making or dropping a partition locks the whole log, and a request's
 * insert waits behind a queued lock: rather than hold every heartbeat behind a long report, the change gives up and
 * the next hour's run tries again (months are made two ahead, so there are many tries before one is needed).
 */
const LOCK_TIMEOUT = '5s';
/** A guard against a wild date (a phone clock in 1970) making hundreds of partitions in one call. */
const MAX_MONTHS_AT_ONCE = 240;

/** A month as its first day, UTC: 2026-11. */
export interface Month { year: number; month: number }

export const monthOf = (d: Date): Month => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
export const addMonths = (m: Month, n: number): Month => {
  const i = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};
const index = (m: Month) => m.year * 12 + m.month - 1;
const firstDay = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;
export const partitionName = (table: MonthlyLogTable, m: Month) => `${table}_${m.year}_${String(m.month).padStart(2, '0')}`;

/** A month's bounds as literals of the partition key's type (DDL takes no parameters; these are our own digits). */
function bounds(log: MonthlyLog, m: Month): { from: SQL; to: SQL } {
  const literal = (x: Month) => sql.raw(log.isDate ? `'${firstDay(x)}'` : `'${firstDay(x)} 00:00:00+00'`);
  return { from: literal(m), to: literal(addMonths(m, 1)) };
}

/** The month partitions a log has now, by month. */
async function monthPartitions(db: Db, log: MonthlyLog): Promise<Map<number, { name: string; month: Month }>> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${log.table}::regclass`));
  const months = new Map<number, { name: string; month: Month }>();
  for (const { name } of rows) {
    const m = new RegExp(`^${log.table}_(\\d{4})_(\\d{2})$`).exec(name);
    if (m) {
      const month = { year: Number(m[1]), month: Number(m[2]) };
      months.set(index(month), { name, month });
    }
  }
  return months;
}

/**
 * Makes a month's partition. Rows of that month already in the default partition (written before it existed) would
 * make PostgreSQL refuse it, so they are taken out first and written again through the parent, in the same
 * transaction: they land in the new partition. Returns how many rows moved.
 */
async function createMonth(tx: Db, log: MonthlyLog, m: Month, inDefault: boolean): Promise<number> {
  const { from, to } = bounds(log, m);
  const parent = sql.identifier(log.table);
  const key = sql.identifier(log.column);
  const create = sql`create table ${sql.identifier(partitionName(log.table, m))} partition of ${parent} for values from (${from}) to (${to})`;
  if (!inDefault) {
    await tx.execute(create);
    return 0;
  }
  await tx.execute(sql`create temporary table prayog_moving on commit drop as
    with gone as (delete from ${sql.identifier(`${log.table}_default`)} where ${key} >= ${from} and ${key} < ${to} returning *)
    select * from gone`);
  await tx.execute(create);
  const moved = rowsOf<{ n: number }>(await tx.execute(sql`with put as (insert into ${parent} select * from prayog_moving returning 1) select count(*)::int as n from put`));
  await tx.execute(sql`drop table prayog_moving`);
  return moved[0]?.n ?? 0;
}

/** The months that have rows in a log's default partition. */
async function monthsInDefault(db: Db, log: MonthlyLog): Promise<Month[]> {
  const key = sql.identifier(log.column);
  const month = log.isDate ? sql`date_trunc('month', ${key}::timestamp)` : sql`date_trunc('month', ${key} at time zone 'UTC')`;
  const rows = rowsOf<{ m: string }>(await db.execute(sql`
    select distinct to_char(${month}, 'YYYY-MM') as m from ${sql.identifier(`${log.table}_default`)} order by 1`));
  return rows.map(({ m }) => ({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) }));
}

export interface PartitionChanges {
  /** Partitions made, by name. */
  created: string[];
  /** Rows taken out of the default partitions into their month's partition. */
  moved: number;
  /** Month partitions detached and dropped (past the retention horizon), with the rows they held. */
  dropped: { table: MonthlyLogTable; partition: string; month: string; rows: number }[];
}

export interface MaintainOptions {
  /** The earliest month that must have its partition (a seed's first day); default: the current month. */
  from?: Date;
  /** The latest day that must have its partition (a seed's last day); the current month + MONTHS_AHEAD always do. */
  to?: Date;
  /** Months of logs kept before the current month (LOG_RETENTION_MONTHS); unset: nothing is dropped. */
  retentionMonths?: number;
  now?: Date;
  /** Only these logs (tests, a seed that writes one log); default all four. */
  tables?: readonly MonthlyLogTable[];
  /** Called in the same transaction as a log's drops (the audit entry), so a drop is never without its record. */
  onDropped?: (tx: Db, dropped: PartitionChanges['dropped']) => Promise<void>;
}

/**
 * Keeps the monthly partitions of the logs (ADR 0045): every month from `from` to `to` or the current month +
 * MONTHS_AHEAD has its partition; rows that landed in a default partition go to their month's new partition; and with
 * `retentionMonths`, the month partitions wholly before the current month minus that many months are detached and
 * dropped (a row is kept at least `retentionMonths` months). Idempotent; several processes at once take turns on an
 * advisory lock, each log in a transaction of its own, and a later one finds nothing left to do. A lock not had within
 * LOCK_TIMEOUT fails the call (nothing changed for that log); the caller tries again later.
 */
export async function maintainPartitions(db: Db, opts: MaintainOptions = {}): Promise<PartitionChanges> {
  const now = opts.now ?? new Date();
  const first = monthOf(opts.from && opts.from < now ? opts.from : now);
  const last = addMonths(monthOf(opts.to && opts.to > now ? opts.to : now), MONTHS_AHEAD);
  if (index(last) - index(first) > MAX_MONTHS_AT_ONCE) throw new Error(`Refusing to make partitions for ${index(last) - index(first)} months (from ${firstDay(first)})`);
  const changes: PartitionChanges = { created: [], moved: 0, dropped: [] };
  for (const log of MONTHLY_LOGS) {
    if (opts.tables && !opts.tables.includes(log.table)) continue;
    await db.transaction(async (tx) => {
      // For this transaction only, and put back after: a seed calls this inside its own long transaction.
      const [{ was }] = rowsOf<{ was: string }>(await tx.execute(sql`select current_setting('lock_timeout') as was`));
      await tx.execute(sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`);
      await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
      await maintainLog(tx, log, { first, last, now, opts, changes });
      await tx.execute(sql`select set_config('lock_timeout', ${was}, true)`);
    });
  }
  return changes;
}

/** One log's share of maintainPartitions, in its transaction, under the lock. */
async function maintainLog(tx: Db, log: MonthlyLog, run: { first: Month; last: Month; now: Date; opts: MaintainOptions; changes: PartitionChanges }): Promise<void> {
  const { first, last, now, opts, changes } = run;
  const have = await monthPartitions(tx, log);
  const inDefault = new Map((await monthsInDefault(tx, log)).map((m) => [index(m), m]));
  const wanted = new Map(inDefault);
  for (let m = first; index(m) <= index(last); m = addMonths(m, 1)) wanted.set(index(m), m);
  for (const [i, m] of [...wanted].sort(([a], [b]) => a - b)) {
    if (have.has(i)) continue;
    changes.moved += await createMonth(tx, log, m, inDefault.has(i));
    changes.created.push(partitionName(log.table, m));
    have.set(i, { name: partitionName(log.table, m), month: m });
  }
  if (opts.retentionMonths === undefined) return;
  const dropped = await dropBefore(tx, log, [...have.values()], addMonths(monthOf(now), -opts.retentionMonths));
  if (dropped.length && opts.onDropped) await opts.onDropped(tx, dropped);
  changes.dropped.push(...dropped);
}

/** Detaches and drops a log's month partitions before `keepFrom`, counting their rows first. */
async function dropBefore(tx: Db, log: MonthlyLog, partitions: { name: string; month: Month }[], keepFrom: Month): Promise<PartitionChanges['dropped']> {
  const dropped: PartitionChanges['dropped'] = [];
  for (const { name, month } of partitions.sort((a, b) => index(a.month) - index(b.month))) {
    if (index(month) >= index(keepFrom)) continue;
    const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    await tx.execute(sql`alter table ${sql.identifier(log.table)} detach partition ${sql.identifier(name)}`);
    await tx.execute(sql`drop table ${sql.identifier(name)}`);
    dropped.push({ table: log.table, partition: name, month: firstDay(month).slice(0, 7), rows: n });
  }
  return dropped;
}

/**
 * Gathers the statistics of the logs as wholes. Autovacuum analyzes each partition but never a partitioned parent
 * (PostgreSQL leaves that to a manual ANALYZE), and the planner reads the parent's to size a join over all months.
 * ANALYZE of the parent samples every partition once; the retention job runs it daily.
 */
export async function analyzeLogs(db: Db): Promise<void> {
  for (const log of MONTHLY_LOGS) await db.execute(sql`analyze ${sql.identifier(log.table)}`);
}
