import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../test/test-db';
import type { Database } from './client';
import { analyzeLogs, maintainPartitions, partitionName } from './partitions';
import { rowsOf } from './rows';

/** ADR 0045: the monthly partitions are kept ahead, rows written into a default partition move out, old months go. */
let database: Database;
const NOW = new Date('2031-06-15T12:00:00Z');
const run = (text: string) => database.db.execute(sql.raw(text));
const where = async (table: string) => rowsOf<{ id: string; part: string }>(await run(`select ${table === 'activity_daily' ? 'day::text' : 'id::text'} as id, tableoid::regclass::text as part from ${table} order by 1`));
const partitions = async (table: string) => rowsOf<{ name: string }>(await database.db.execute(sql`
  select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = ${table}::regclass order by 1`)).map((r) => r.name);

beforeAll(async () => {
  database = await openTestDatabase();
  await run(`insert into schools (code, name, city) values ('P1', 'School', 'Pune')`);
  await run(`insert into users (username, email, password_hash, role, school_id) values ('p1', 'p1@x.in', 'x', 'student', (select id from schools where code = 'P1'))`);
  await run(`insert into subjects (grade, slug, name) values (7, 'partitions', 'Partitions')`);
  await run(`insert into lessons (subject_id, position, name) values ((select id from subjects where slug = 'partitions'), 1, 'One')`);
});
afterAll(async () => database?.close());

describe('maintainPartitions', () => {
  it('moves rows written before their month had a partition out of the default partition, keeping them whole', async () => {
    await run(`insert into audit_log (action, entity, entity_id, at) values
      ('create', 'quiz', 'a', '2030-02-10T10:00:00Z'), ('create', 'quiz', 'b', '2030-02-28T23:59:59Z'), ('create', 'quiz', 'c', '2030-03-01T00:00:00Z')`);
    await run(`insert into activity_daily (student_id, day, lesson_id, subject_id, action, seconds)
      select u.id, '2030-02-14', l.id, l.subject_id, 'content', 42 from users u, lessons l where u.username = 'p1' and l.name = 'One'`);
    const before = rowsOf(await run(`select id, action, entity, entity_id, at::text from audit_log where at < '2031-01-01' order by id`));
    expect((await where('audit_log')).filter((r) => r.part === 'audit_log_default')).toHaveLength(3);

    const changes = await maintainPartitions(database.db, { now: NOW, tables: ['audit_log', 'activity_daily'] });
    expect(changes.moved).toBe(4);
    expect(changes.created).toEqual([
      'activity_daily_2030_02', 'activity_daily_2031_06', 'activity_daily_2031_07', 'activity_daily_2031_08',
      'audit_log_2030_02', 'audit_log_2030_03', 'audit_log_2031_06', 'audit_log_2031_07', 'audit_log_2031_08',
    ]);
    expect(rowsOf(await run(`select id, action, entity, entity_id, at::text from audit_log where at < '2031-01-01' order by id`))).toEqual(before);
    const audit = (await where('audit_log')).filter((r) => r.part.startsWith('audit_log_2030'));
    expect(audit.map((r) => r.part)).toEqual(['audit_log_2030_02', 'audit_log_2030_02', 'audit_log_2030_03']);
    expect(await where('activity_daily')).toEqual([{ id: '2030-02-14', part: 'activity_daily_2030_02' }]);
    expect(rowsOf(await run(`select count(*)::int as n from audit_log_default`))).toEqual([{ n: 0 }]);
    // The moved month's partition has the parent's indexes like any other.
    const [{ n }] = rowsOf<{ n: number }>(await run(`select count(*)::int as n from pg_indexes where tablename = 'audit_log_2030_02'`));
    expect(n).toBe(3);
  });

  it('is idempotent: a second run makes and moves nothing', async () => {
    expect(await maintainPartitions(database.db, { now: NOW, tables: ['audit_log', 'activity_daily'] })).toEqual({ created: [], moved: 0, dropped: [] });
  });

  it("makes every month from a seed's first day through two months past its last, each once", async () => {
    const changes = await maintainPartitions(database.db, { from: new Date('2029-11-20T00:00:00Z'), to: new Date('2031-09-03T00:00:00Z'), now: NOW, tables: ['login_events'] });
    const months: string[] = [];
    for (let y = 2029, m = 11; y * 12 + m <= 2031 * 12 + 11; m === 12 ? (y++, m = 1) : m++) months.push(partitionName('login_events', { year: y, month: m }));
    expect(changes.created).toEqual(months);
    for (const name of months) expect(await partitions('login_events')).toContain(name);
  });

  it('lets two processes at once make each partition once (the advisory lock)', async () => {
    const [a, b] = await Promise.all([
      maintainPartitions(database.db, { from: new Date('2028-01-10T00:00:00Z'), now: NOW, tables: ['record_reads'] }),
      maintainPartitions(database.db, { from: new Date('2028-01-10T00:00:00Z'), now: NOW, tables: ['record_reads'] }),
    ]);
    const made = [...a.created, ...b.created];
    expect(new Set(made).size).toBe(made.length);
    expect(made).toContain('record_reads_2028_01');
    expect(made).toContain('record_reads_2031_08');
  });

  it('detaches and drops exactly the month partitions wholly before the retention horizon, and nothing else', async () => {
    await run(`insert into audit_log (action, entity, entity_id, at) values ('create', 'quiz', 'kept', '2030-03-31T23:00:00Z'), ('create', 'quiz', 'now', '${NOW.toISOString()}')`);
    const all = await partitions('audit_log');
    // 15 months before June 2031 is March 2030: February 2030 and everything older goes, March 2030 stays.
    const old = all.filter((p) => /_\d{4}_\d{2}$/.test(p) && p.slice(-7).replace('_', '-') < '2030-03');
    expect(old).toContain('audit_log_2030_02');
    const changes = await maintainPartitions(database.db, { now: NOW, retentionMonths: 15, tables: ['audit_log'] });
    expect(changes.created).toEqual([]);
    expect(changes.dropped.map((d) => d.partition)).toEqual(old);
    expect(changes.dropped.find((d) => d.partition === 'audit_log_2030_02')).toEqual({ table: 'audit_log', partition: 'audit_log_2030_02', month: '2030-02', rows: 2 });
    expect(await partitions('audit_log')).toEqual(all.filter((p) => !old.includes(p)));
    expect(rowsOf(await run(`select entity_id from audit_log where at >= '2030-01-01' order by at`))).toEqual([{ entity_id: 'c' }, { entity_id: 'kept' }, { entity_id: 'now' }]);
    // The dropped tables are gone, not left detached beside the log.
    expect(rowsOf(await run(`select count(*)::int as n from pg_class where relname = 'audit_log_2030_02'`))).toEqual([{ n: 0 }]);
    expect((await maintainPartitions(database.db, { now: NOW, retentionMonths: 15, tables: ['audit_log'] })).dropped).toEqual([]);
  });

  it('gathers the statistics of each log as a whole (autovacuum never analyzes a partitioned parent)', async () => {
    await analyzeLogs(database.db);
    const logs = rowsOf<{ log: string }>(await run(`select distinct starelid::regclass::text as log from pg_statistic
      where stainherit and starelid in ('login_events'::regclass, 'activity_daily'::regclass, 'audit_log'::regclass, 'record_reads'::regclass) order by 1`));
    // The logs this file wrote rows into (an empty one has nothing to sample).
    expect(logs.map((l) => l.log)).toEqual(['activity_daily', 'audit_log']);
  });

  it.runIf(testEngine === 'postgres')("gives up within the lock timeout rather than hold the logs' writers behind it", async () => {
    const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
    const other = await pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(7236202)');
      const started = Date.now();
      const err = await maintainPartitions(database.db, { now: NOW, tables: ['audit_log'] }).then(() => null, (e: unknown) => e as Error & { cause?: Error });
      expect(String(err?.cause?.message ?? err?.message)).toMatch(/lock timeout/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await other.query('rollback');
      other.release();
    }
  });

  it('refuses to make hundreds of partitions from a wild date', async () => {
    await expect(maintainPartitions(database.db, { from: new Date('1970-01-01T00:00:00Z'), now: NOW })).rejects.toThrow(/Refusing/);
  });
});
