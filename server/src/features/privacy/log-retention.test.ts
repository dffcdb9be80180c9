import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/test-db';
import { maintainPartitions } from '../../db/partitions';
import { keepLogMonths, runRetention } from './retention.service';

/** ADR 0045: the retention job drops the logs' months past LOG_RETENTION_MONTHS, each drop in the audit log. */
let database: Database;
// The real clock: the audit entries of the drops are dated by the database's now().
const NOW = new Date();
const monthsAgo = (n: number, day = 10) => new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - n, day));
const monthName = (d: Date) => d.toISOString().slice(0, 7);
const partitionOf = (table: string, d: Date) => `${table}_${monthName(d).replace('-', '_')}`;
const run = (text: string) => database.db.execute(sql.raw(text));
const logPartitions = async () => rowsOf<{ name: string }>(await run(`
  select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
  where i.inhparent in ('login_events'::regclass, 'activity_daily'::regclass, 'audit_log'::regclass, 'record_reads'::regclass) order by 1`)).map((r) => r.name);

beforeAll(async () => {
  database = await openTestDatabase();
  // Months of partitions from 27 months back, then entries from a month past the horizon in the default partition
  // (30 months back, no partition) and in one inside it (24 months back: the horizon's own month stays).
  await maintainPartitions(database.db, { from: monthsAgo(27) });
  await run(`insert into audit_log (action, entity, entity_id, at) values
    ('create', 'quiz', 'old', '${monthsAgo(30).toISOString()}'), ('create', 'quiz', 'old', '${monthsAgo(30, 11).toISOString()}'),
    ('create', 'quiz', 'kept', '${monthsAgo(24, 1).toISOString()}')`);
});
afterAll(async () => database?.close());

describe('keepLogMonths', () => {
  it('drops the months wholly before LOG_RETENTION_MONTHS (rows of the default partition too), recording each drop', async () => {
    const before = await logPartitions();
    const changes = await keepLogMonths(database.db, 24, NOW);
    const old = before.filter((p) => /_\d{4}_\d{2}$/.test(p) && p.slice(-7).replace('_', '-') < monthName(monthsAgo(24)));
    expect(old).toHaveLength(4 * 3);
    const oldAudit = partitionOf('audit_log', monthsAgo(30));
    expect(changes.dropped.map((d) => d.partition).sort()).toEqual([...old, oldAudit].sort());
    expect(changes.dropped.find((d) => d.partition === oldAudit)?.rows).toBe(2);
    expect(changes.moved).toBe(2);
    expect(changes.created).toEqual([oldAudit]);
    expect(rowsOf(await run(`select entity_id from audit_log where entity = 'quiz' order by at`))).toEqual([{ entity_id: 'kept' }]);

    const audit = rowsOf<{ entity_id: string; before: { table: string; month: string; rows: number }; after: unknown }>(await run(`
      select entity_id, before, after from audit_log where entity = 'log_partition' and action = 'delete' and school_id is null and actor_id is null order by entity_id`));
    expect(audit.map((a) => a.entity_id)).toEqual(changes.dropped.map((d) => d.partition).sort());
    expect(audit.find((a) => a.entity_id === oldAudit)).toEqual({
      entity_id: oldAudit, before: { table: 'audit_log', month: monthName(monthsAgo(30)), rows: 2 }, after: { log_retention_months: 24 },
    });
    expect(await logPartitions()).toContain(partitionOf('audit_log', monthsAgo(24)));
  });

  it('runs with the retention rule, counted in its result, and a second run drops nothing', async () => {
    const result = await runRetention(database.db, 365, NOW, { logRetentionMonths: 24 });
    expect(result.logs).toEqual({ created: [], moved: 0, dropped: [] });
    expect((await runRetention(database.db, 365, NOW)).logs).toBeNull();
  });
});
