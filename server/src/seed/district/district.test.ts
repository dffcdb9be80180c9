import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { MemoryFileStorage } from '../../lib/storage';
import { openTestDatabase } from '../../test/test-db';
import { authHeader, testConfig } from '../../test/test-app';
import { buildApp } from '../../app';
import { verifyPassword } from '../../features/accounts/password';
import { queryRows, queryValue } from '../test-helpers';
import { DEMO_USERNAMES } from '../schools-and-users';
import { districtInvariants } from './invariants';
import { parseSeedArgs } from './cli-args';
import { DISTRICT_PASSWORD_HASH, districtSizes, seedDistrict, type DistrictSummary } from './index';
import { STATE_SIZES } from './sizes';

const NOW = new Date('2026-11-21T06:00:00Z');
const SIZES = { schools: 2, studentsPerSchool: 60, staffPerSchool: 6, parentsPerSchool: 10, days: 30 };
const district = sql`(select id from schools where code like 'district-%')`;

/** One md5 per big table, over its rows in a fixed order (by username, not id), to compare two seeds. */
async function checksums(db: Db): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    users: `select u.username || u.email || coalesce(u.name, '') || u.role || u.created_at || coalesce(u.phone_number, '') || u.login_count
      || coalesce(u.last_login_at::text, '') as r from users u`,
    profiles: `select u.username || p.grade || p.section || coalesce(p.avatar_key, '') || s.code as r
      from student_profiles p join users u on u.id = p.user_id join schools s on s.id = p.school_id`,
    links: `select pa.username || c.username || l.status || l.decided_at as r
      from parent_child_links l join users pa on pa.id = l.parent_id join users c on c.id = l.student_id`,
    login_events: `select u.username || e.logged_in_at || e.login_num as r from login_events e join users u on u.id = e.user_id`,
    activity_daily: `select u.username || d.day || d.lesson_id || d.action || d.seconds as r from activity_daily d join users u on u.id = d.student_id`,
    lesson_completions: `select u.username || c.lesson_id || c.completed_at as r from lesson_completions c join users u on u.id = c.student_id`,
    quiz_attempts: `select u.username || a.quiz_id || a.started_at || a.submitted_at || a.correct_count || a.wrong_count || a.score_percent as r
      from quiz_attempts a join users u on u.id = a.student_id`,
    attempt_answers: `select u.username || a.quiz_id || x.question_id || coalesce(x.answer_id, 0) || x.answered_at as r
      from attempt_answers x join quiz_attempts a on a.id = x.attempt_id join users u on u.id = a.student_id`,
    school_day_stats: `select s.code || k.day || k.logins || k.learners || k.seconds as r from school_day_stats k join schools s on s.id = k.school_id`,
    homework: `select u.username || h.text || h.submitted_at as r from holiday_homework_submissions h join users u on u.id = h.student_id`,
  };
  const out: Record<string, string> = {};
  for (const [name, rows] of Object.entries(tables)) {
    out[name] = await queryValue<string>(db, sql.raw(`select md5(coalesce(string_agg(r, '|' order by r), '')) from (${rows}) x`));
  }
  return out;
}

/** The schema's foreign keys and indexes, which the load sets aside and must put back exactly. */
/** The tables' indexes and constraints; a log's month partitions (ADR 0045) are left out: the seed makes its months'. */
async function schemaShape(db: Db) {
  return {
    indexes: await queryRows(db, sql`select i.indexdef from pg_indexes i join pg_class c on c.relname = i.tablename and c.relnamespace = 'public'::regnamespace
      where i.schemaname = 'public' and not c.relispartition order by indexdef`),
    constraints: await queryRows(db, sql`select conrelid::regclass::text as t, conname, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid where connamespace = 'public'::regnamespace and not c.relispartition order by 1, 2`),
  };
}

describe('district seed (small sizes)', () => {
  let first: Database;
  let second: Database;
  let db: Db;
  let summary: DistrictSummary;
  let sums: [Record<string, string>, Record<string, string>];
  let shapeBefore: Awaited<ReturnType<typeof schemaShape>>;
  const storage = new MemoryFileStorage();

  beforeAll(async () => {
    first = await openTestDatabase();
    db = first.db;
    shapeBefore = await schemaShape(db);
    summary = (await seedDistrict(db, storage, SIZES, { now: NOW }))!;
    second = await openTestDatabase();
    await seedDistrict(second.db, new MemoryFileStorage(), SIZES, { now: NOW });
    sums = [await checksums(db), await checksums(second.db)];
    // Two seeds: beside the browser journeys on a 2-core CI machine they took over four minutes (alone, under one).
  }, 1_200_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is deterministic: two fresh databases get the same rows', () => {
    expect(sums[0]).toEqual(sums[1]);
    // The checksums cover real rows (an empty table would also compare equal).
    for (const table of ['login_events', 'activity_daily', 'lesson_completions', 'quiz_attempts', 'attempt_answers', 'homework']) {
      expect(summary.rows[table === 'homework' ? 'holiday_homework_submissions' : table], table).toBeGreaterThan(0);
    }
  });

  it('adds the district on top of the demo data, whose accounts stay', async () => {
    expect(summary.demo.people.schools).toBe(7);
    expect(Number(await queryValue(db, sql`select count(*) from schools`))).toBe(7 + SIZES.schools);
    const demo = await queryRows<{ username: string }>(db, sql`select username from users where username in (${sql.join(Object.values(DEMO_USERNAMES).map((u) => sql`${u}`), sql`, `)})`);
    expect(demo).toHaveLength(5);
    const counts = await queryRows<{ role: string; n: number }>(db, sql`select role, count(*)::int as n from users where school_id in ${district} group by role order by role`);
    expect(counts).toEqual([
      { role: 'parent', n: SIZES.schools * SIZES.parentsPerSchool },
      { role: 'school', n: SIZES.schools * 2 },
      { role: 'student', n: SIZES.schools * SIZES.studentsPerSchool },
      { role: 'teacher', n: SIZES.schools * (SIZES.staffPerSchool - 2) },
    ]);
    expect(summary.people).toEqual({ schools: 2, students: 120, teachers: 8, schoolAccounts: 4, parents: 20 });
    // Every grade in every district school; usernames of their own pattern, so none can meet a demo username.
    expect(Number(await queryValue(db, sql`select count(distinct (school_id, grade)) from student_profiles where school_id in ${district}`))).toBe(24);
    expect(Number(await queryValue(db, sql`select count(*) from users where school_id in ${district} and username !~ '^d[0-9]+\\.(student|teacher|school|parent)[0-9]+$'`))).toBe(0);
  });

  it('gives every district parent one confirmed child at their school', async () => {
    const links = await queryRows<{ n: number; approved: number; same_school: number; children: number }>(db, sql`
      select count(*)::int as n, count(*) filter (where l.status = 'approved')::int as approved,
        count(*) filter (where c.school_id = p.school_id)::int as same_school, count(distinct l.student_id)::int as children
      from parent_child_links l join users p on p.id = l.parent_id join users c on c.id = l.student_id where p.school_id in ${district}`);
    expect(links).toEqual([{ n: 20, approved: 20, same_school: 20, children: 20 }]);
  });

  it('keeps every kept figure and record consistent with the raw rows (every rule of invariants.ts holds)', async () => {
    const broken: Record<string, number> = {};
    const tables = new Set((await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public'`)).map((t) => t.name));
    for (const [rule, query] of Object.entries(districtInvariants(NOW, tables))) {
      const n = Number(await queryValue(db, query));
      if (n !== 0) broken[rule] = n;
    }
    expect(broken).toEqual({});
  }, 120_000);

  it('fills the district schools\' dashboards: sign-ins, activity, attempts, homework and programme records', async () => {
    const perSchool = await queryRows(db, sql`
      select s.code,
        (select count(*)::int from school_day_stats k where k.school_id = s.id and k.logins > 0) > 10 as days_with_logins,
        (select count(*)::int from quiz_assignments qa where qa.school_id = s.id) as assignments,
        (select count(*)::int from quiz_attempts qa where qa.school_id = s.id) > 0 as attempts,
        (select count(*)::int from macro_plans x where x.school_id = s.id) as macro_plans,
        (select count(*)::int from innovation_projects x where x.school_id = s.id) >= 3 as projects,
        (select count(*)::int from kreativity_shows x where x.school_id = s.id) >= 2 as shows,
        (select count(*)::int from inventory_components x where x.school_id = s.id) >= 8 as inventory,
        (select count(*)::int from monthly_reports x where x.school_id = s.id) as monthly_reports,
        (select count(*)::int from holiday_homework_submissions x where x.school_id = s.id) > 0 as homework,
        (select count(*)::int from audit_log a where a.school_id = s.id and a.entity = 'innovation_project')
          = (select count(*)::int from innovation_projects x where x.school_id = s.id) as audited
      from schools s where s.id in ${district} order by s.code`);
    // 20 quizzes (4 subjects x 5 types) for each of the 12 one-section classes.
    const expected = { days_with_logins: true, assignments: 240, attempts: true, macro_plans: 144, projects: true, shows: true, inventory: true, monthly_reports: 6, homework: true, audited: true };
    expect(perSchool).toEqual([{ code: 'district-01', ...expected }, { code: 'district-02', ...expected }]);
  });

  it('ranks every student with a counted quiz once, so the first leaderboard read does not wait (ADR 0046)', async () => {
    const [ranked] = await queryRows(db, sql`select
      (select count(*)::int from leaderboard_ranks where quiz_type = 'all') as ranks,
      (select ranked_count from leaderboard_totals where quiz_type = 'all') as total,
      (select count(distinct student_id)::int from quiz_attempts where status = 'submitted') as submitters`);
    expect(ranked.ranks).toBe(ranked.total);
    expect(ranked.ranks).toBeGreaterThanOrEqual(Number(ranked.submitters));
  });

  it('puts back every foreign key and index it set aside for the load', async () => {
    expect(await schemaShape(db)).toEqual(shapeBefore);
    // A partitioned log's indexes are put back on every month's partition, valid, not on the parent alone.
    expect(await queryRows(db, sql`select indexrelid::regclass::text as name from pg_index where not indisvalid`)).toEqual([]);
    const missing = await queryRows(db, sql`
      select c.relname as partition, count(pi.indexrelid)::int as parent_indexes, count(ci.indexrelid)::int as own
      from pg_inherits h join pg_class c on c.oid = h.inhrelid join pg_class p on p.oid = h.inhparent and p.relkind = 'p'
      join pg_index pi on pi.indrelid = p.oid
      left join pg_inherits ih on ih.inhparent = pi.indexrelid
      left join pg_index ci on ci.indexrelid = ih.inhrelid and ci.indrelid = c.oid
      group by c.relname having count(distinct pi.indexrelid) <> count(ci.indexrelid)`);
    expect(missing).toEqual([]);
    // The district's rows are in their months' partitions, none left in a default one.
    for (const table of ['login_events', 'activity_daily', 'audit_log']) {
      expect(Number(await queryValue(db, sql.raw(`select count(*) from ${table}_default`))), table).toBe(0);
    }
  });

  it('refuses a database that already has data, and changes nothing', async () => {
    const users = Number(await queryValue(db, sql`select count(*) from users`));
    expect(await seedDistrict(db, storage, SIZES, { now: NOW, onlyIfEmpty: true })).toBeNull();
    await expect(seedDistrict(db, storage, SIZES, { now: NOW })).rejects.toThrow(/empty database/);
    expect(Number(await queryValue(db, sql`select count(*) from users`))).toBe(users);
  });

  it('checks its sizes and its command line', () => {
    expect(() => districtSizes({ schools: 0 })).toThrow(/schools/);
    expect(() => districtSizes({ days: 1.5 })).toThrow(/days/);
    expect(() => districtSizes({ studentsPerSchool: 12 })).toThrow(/studentsPerSchool/);
    expect(() => districtSizes({ studentsPerSchool: 30, parentsPerSchool: 40 })).toThrow(/parentsPerSchool/);
    expect(districtSizes()).toEqual({ schools: 50, studentsPerSchool: 1000, staffPerSchool: 40, parentsPerSchool: 100, days: 180 });
    expect(parseSeedArgs([])).toEqual({ scale: 'demo' });
    expect(parseSeedArgs(['--scale', 'district'])).toEqual({ scale: 'district' });
    expect(parseSeedArgs(['--scale=district', '--now=2026-11-21T06:00:00Z'])).toEqual({ scale: 'district', now: NOW });
    // What npm leaves of `npm run seed -- --scale district --now …` when the root script forwards it.
    expect(parseSeedArgs(['district', '2026-11-21T06:00:00Z'])).toEqual({ scale: 'district', now: NOW });
    // The state: the district's sizes with four times the schools (200, the most the hash keys allow).
    expect(parseSeedArgs(['--scale', 'state', '--now', '2026-11-21T06:00:00Z'])).toEqual({ scale: 'state', now: NOW });
    expect(parseSeedArgs(['state'])).toEqual({ scale: 'state' });
    expect(districtSizes(STATE_SIZES)).toEqual({ schools: 200, studentsPerSchool: 1000, staffPerSchool: 40, parentsPerSchool: 100, days: 180 });
    expect(() => districtSizes({ schools: 201 })).toThrow(/schools/);
    expect(() => parseSeedArgs(['--scale', 'city'])).toThrow(/Unknown scale "city": use demo, district or state/);
    expect(() => parseSeedArgs(['--now', 'yesterday'])).toThrow(/--now/);
    expect(() => parseSeedArgs(['--fast'])).toThrow(/Unknown argument/);
  });

  it('lets district staff sign in with the demo password and see their school\'s true numbers', async () => {
    expect(await verifyPassword(DISTRICT_PASSWORD_HASH, 'prayog-demo')).toBe(true);
    const app = await buildApp({ config: testConfig(), database: first, db, storage });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: 'd01.teacher01', password: 'prayog-demo' } });
      expect(login.statusCode).toBe(200);
      const month = NOW.toISOString().slice(0, 7);
      const home = await app.inject({ method: 'GET', url: `/api/teacher_dashboard/d01.teacher01/?month=${month}`, headers: authHeader(login.json().token) });
      expect(home.statusCode).toBe(200);
      const body = home.json() as { learner_count: number; lms_engagement: { logins: number; learners: number; minutes: number }[] };
      expect(body.learner_count).toBe(SIZES.studentsPerSchool);
      const [raw] = await queryRows<{ logins: number; seconds: number }>(db, sql`
        select (select count(*)::int from login_events e join users u on u.id = e.user_id
            where u.role = 'student' and e.school_id = s.id and to_char(e.logged_in_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}) as logins,
          (select coalesce(sum(d.seconds), 0)::int from activity_daily d join student_profiles p on p.user_id = d.student_id
            where p.school_id = s.id and to_char(d.day, 'YYYY-MM') = ${month}) as seconds
        from schools s where s.code = 'district-01'`);
      expect(raw.logins).toBeGreaterThan(0);
      expect(body.lms_engagement.reduce((n, d) => n + d.logins, 0)).toBe(raw.logins);
      // Each day's minutes are rounded to a tenth.
      const minutes = body.lms_engagement.reduce((n, d) => n + d.minutes, 0);
      expect(Math.abs(minutes - raw.seconds / 60)).toBeLessThanOrEqual(0.05 * body.lms_engagement.length + 1e-6);
    } finally {
      await app.close();
    }
  });
});
