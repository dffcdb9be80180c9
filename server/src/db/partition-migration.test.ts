import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { rowsOf } from './rows';
import { openTestDatabase } from '../test/test-db';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const PARTITIONING = '0030_monthly_partitions';

/** The committed migrations up to the one before the partitioning, as a folder drizzle's migrator reads. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, upTo);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function runMigrations(database: Database, folder: string): Promise<void> {
  const { migrate } = database.engine === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, { migrationsFolder: folder });
}

/** A database of its own, emptied (the run's template is already migrated): this test migrates step by step. */
async function emptyDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  for (const statement of ['drop schema drizzle cascade', 'drop schema public cascade', 'create schema public']) await database.db.execute(sql.raw(statement));
  return database;
}

const month = (d: Date) => `${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
/** The rows of the four logs, in a form that compares across the conversion. */
async function logRows(database: Database) {
  const q = async (text: string) => rowsOf(await database.db.execute(sql.raw(text)));
  return {
    login_events: await q(`select id, user_id, school_id, logged_in_at::text, login_num from login_events order by id`),
    activity_daily: await q(`select student_id, day::text, lesson_id, subject_id, action, seconds from activity_daily order by 1, 2, 3, 4, 5`),
    audit_log: await q(`select id, school_id, actor_id, action, entity, entity_id, before, after, at::text from audit_log order by id`),
    record_reads: await q(`select id, student_id, reader_id, reader_role, what, read_at::text from record_reads order by id`),
  };
}

describe(`migration ${PARTITIONING} (existing logs become monthly partitions)`, () => {
  let database: Database;
  let before: Awaited<ReturnType<typeof logRows>>;
  const folder = migrationsBefore(PARTITIONING);
  // Rows across several months, on and beside month boundaries (UTC), before the current month's partitions.
  const instants = ['2025-01-15T10:00:00Z', '2025-03-31T23:59:59Z', '2025-04-01T00:00:00Z', '2025-06-20T08:30:00Z', new Date().toISOString()];
  const days = ['2025-01-15', '2025-03-31', '2025-04-01', '2025-06-20', new Date().toISOString().slice(0, 10)];
  const dataMonths = ['2025_01', '2025_03', '2025_04', '2025_06'];

  beforeAll(async () => {
    database = await emptyDatabase();
    await runMigrations(database, folder);
    const run = (text: string) => database.db.execute(sql.raw(text));
    await run(`insert into schools (code, name, city) values ('S1', 'School', 'Pune')`);
    await run(`insert into users (username, email, password_hash, role, school_id) values
      ('s1', 's1@x.in', 'x', 'student', 1), ('t1', 't1@x.in', 'x', 'teacher', 1)`);
    await run(`insert into subjects (grade, slug, name) values (7, 'robotics', 'Robotics')`);
    await run(`insert into lessons (subject_id, position, name) values (1, 1, 'Motors'), (1, 2, 'Gears')`);
    for (const [i, at] of instants.entries()) {
      for (let k = 0; k < 3; k++) {
        await run(`insert into login_events (user_id, school_id, logged_in_at, login_num) values (1, 1, '${at}', ${i * 3 + k + 1})`);
        await run(`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at) values (1, 2, 'update', 'quiz', '${k}', '{"n": ${k}}', '${at}')`);
        await run(`insert into record_reads (student_id, reader_id, reader_role, what, read_at) values (1, 2, 'teacher', 'report', '${at}')`);
      }
      await run(`insert into activity_daily (student_id, day, lesson_id, subject_id, action, seconds) values
        (1, '${days[i]}', 1, 1, 'content', ${30 + i}), (1, '${days[i]}', 2, 1, 'video', ${60 + i})`);
    }
    // A gap in the ids (a rolled-back insert): the sequence must continue past the largest, not the count.
    await run(`delete from login_events where id = 2`);
    before = await logRows(database);
    await runMigrations(database, migrations);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const partitionsOf = async (parent: string) => rowsOf<{ name: string; bound: string }>(await database.db.execute(sql`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = ${parent} order by 1`));

  it('keeps every row of the four logs as it was', async () => {
    const after = await logRows(database);
    expect(before.login_events).toHaveLength(14);
    expect(before.activity_daily).toHaveLength(10);
    expect(before.audit_log).toHaveLength(15);
    expect(before.record_reads).toHaveLength(15);
    expect(after).toEqual(before);
  });

  it('makes a partitioned table of each with a partition per month of data, the current and next two months, and a default', async () => {
    const now = new Date();
    const ahead = [0, 1, 2].map((k) => month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1))));
    for (const table of ['login_events', 'activity_daily', 'audit_log', 'record_reads']) {
      const [kind] = rowsOf<{ relkind: string }>(await database.db.execute(sql`select relkind from pg_class where relname = ${table}`));
      expect(kind.relkind).toBe('p');
      const names = (await partitionsOf(table)).map((p) => p.name);
      expect(names.sort()).toEqual([...new Set([...dataMonths, ...ahead])].map((m) => `${table}_${m}`).concat(`${table}_default`).sort());
    }
    const bounds = await partitionsOf('login_events');
    expect(bounds.find((p) => p.name === 'login_events_2025_03')?.bound).toBe("FOR VALUES FROM ('2025-03-01 00:00:00+00') TO ('2025-04-01 00:00:00+00')");
    expect((await partitionsOf('activity_daily')).find((p) => p.name === 'activity_daily_2025_03')?.bound).toBe("FOR VALUES FROM ('2025-03-01') TO ('2025-04-01')");
  });

  it('puts each old row in its month and builds every index on every partition', async () => {
    const placed = rowsOf<{ part: string; n: number }>(await database.db.execute(sql`
      select tableoid::regclass::text as part, count(*)::int as n from login_events group by 1 order by 1`));
    expect(placed.filter((p) => p.part.startsWith('login_events_2025'))).toEqual([
      { part: 'login_events_2025_01', n: 2 }, { part: 'login_events_2025_03', n: 3 }, { part: 'login_events_2025_04', n: 3 }, { part: 'login_events_2025_06', n: 3 },
    ]);
    const expected: Record<string, string[]> = {
      login_events: ['login_events_id_logged_in_at_pk', 'login_events_user_time_idx', 'login_events_school_time_idx'],
      activity_daily: ['activity_daily_student_id_day_lesson_id_action_pk', 'activity_daily_student_subject_idx', 'activity_daily_day_idx'],
      audit_log: ['audit_log_id_at_pk', 'audit_log_school_at_idx', 'audit_log_entity_idx'],
      record_reads: ['record_reads_id_read_at_pk', 'record_reads_student_idx', 'record_reads_reader_idx'],
    };
    for (const [table, indexes] of Object.entries(expected)) {
      const parent = rowsOf<{ indexname: string }>(await database.db.execute(sql`select indexname from pg_indexes where tablename = ${table}`)).map((r) => r.indexname);
      expect(parent.sort()).toEqual([...indexes].sort());
      for (const { name } of await partitionsOf(table)) {
        // Each partition's index is attached to the parent's (pg_inherits links them), one per parent index.
        const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`
          select count(*)::int as n from pg_index x join pg_class c on c.oid = x.indrelid join pg_inherits i on i.inhrelid = x.indexrelid
          where c.relname = ${name}`));
        expect(n, name).toBe(indexes.length);
      }
    }
  });

  it('routes new rows to their month, others to the default, and continues the ids past the largest', async () => {
    const [login] = rowsOf<{ id: number; part: string }>(await database.db.execute(sql`
      insert into login_events (user_id, school_id, logged_in_at, login_num) values (1, 1, '2025-03-10T00:00:00Z', 99) returning id, tableoid::regclass::text as part`));
    expect(login).toEqual({ id: 16, part: 'login_events_2025_03' });
    const [old] = rowsOf<{ part: string }>(await database.db.execute(sql`
      insert into login_events (user_id, school_id, logged_in_at, login_num) values (1, 1, '2019-05-01T00:00:00Z', 1) returning tableoid::regclass::text as part`));
    expect(old.part).toBe('login_events_default');
    const [audit] = rowsOf<{ id: number; part: string }>(await database.db.execute(sql`
      insert into audit_log (action, entity) values ('create', 'quiz') returning id, tableoid::regclass::text as part`));
    expect(audit).toEqual({ id: 16, part: `audit_log_${month(new Date())}` });
    const [read] = rowsOf<{ id: number }>(await database.db.execute(sql`
      insert into record_reads (student_id, reader_role, what) values (1, 'school', 'report') returning id`));
    expect(read.id).toBe(16);
    // The heartbeat's upsert keeps its conflict target on the partitioned table.
    const [day] = rowsOf<{ seconds: number; part: string }>(await database.db.execute(sql`
      insert into activity_daily as d (student_id, day, lesson_id, subject_id, action, seconds) values (1, '2025-03-31', 1, 1, 'content', 5)
      on conflict (student_id, day, lesson_id, action) do update set seconds = d.seconds + excluded.seconds returning seconds, tableoid::regclass::text as part`));
    expect(day).toEqual({ seconds: 36, part: 'activity_daily_2025_03' });
  });

  it('keeps the foreign keys: deleting a student removes their rows in every partition, an actor leaves the audit rows nameless', async () => {
    await database.db.execute(sql`delete from users where id = 1`);
    const counts = rowsOf<{ n: number }>(await database.db.execute(sql`
      select (select count(*) from login_events)::int + (select count(*) from activity_daily)::int + (select count(*) from record_reads)::int as n`));
    expect(counts[0].n).toBe(0);
    await database.db.execute(sql`delete from users where id = 2`);
    const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from audit_log where actor_id is null`));
    expect(n).toBe(16);
  });
});
