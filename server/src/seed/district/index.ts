/**
 * `npm run seed -- --scale district`: the demo data, then a district of 50 schools on top of it (README in this
 * folder). The people are made in JavaScript; the millions of sign-ins, activity rows, attempts and answers are
 * made inside the database from hash draws (draws.ts), so they are the same on every run with the same `now`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { schools, users } from '../../schema';
import { recountKeptFigures } from '../../features/staff-dashboard/kept-figures';
import { rankEveryone } from '../../read-models/leaderboard-ranks';
import type { SeedContext } from '../context';
import { runSeed, type SeedSummary } from '../demo';
import { Rng } from '../random';
import { DEMO_USERNAMES } from '../schools-and-users';
import { istDay } from '../time';
import { withoutChecks } from './bulk';
import { seedRoster } from './roster';
import { seedDistrictLogins, windowStartFor } from './logins';
import { seedDistrictActivity } from './activity';
import { seedDistrictAttempts } from './attempts';
import { offerCourse, seedDistrictHomework, seedDistrictProgramme } from './programme';
import { type DistrictSizes, districtSizes } from './sizes';

export { DISTRICT_SIZES, districtSizes, type DistrictSizes } from './sizes';
export { DISTRICT_PASSWORD_HASH } from './roster';

/** Changing it changes the district's names and programme records; the SQL draws have DISTRICT_HASH_SEED. */
export const DISTRICT_SEED = 'prayog-district-2026';
/** Held for the whole load, so two loads cannot run into one database at once. */
const DISTRICT_LOCK_KEY = 7_244_031_002;

export interface DistrictSummary {
  sizes: DistrictSizes;
  /** The demo seed that ran first (its rows are not in `rows`). */
  demo: SeedSummary;
  /** Rows the district added, per table. */
  rows: Record<string, number>;
  totalRows: number;
  people: { schools: number; students: number; teachers: number; schoolAccounts: number; parents: number };
  /** The first district account of each kind (all share the demo password). */
  sampleAccounts: { student: string; teacher: string; school: string; parent: string | null };
  now: Date;
  /** The first day of the district's sign-ins (IST). */
  windowStart: string;
  durationMs: number;
  phaseMs: Record<string, number>;
}

/**
 * Loads the demo data and then the district into an EMPTY database, in one transaction (a failure leaves the
 * database as it was and removes the files it stored). With `onlyIfEmpty`, returns null for a database that has
 * schools; without, such a database is an error. Sizes default to the full district; `now` to the current time.
 */
export async function seedDistrict(
  db: Db, storage: FileStorage, sizes: Partial<DistrictSizes> = {}, opts: { now?: Date; onlyIfEmpty?: boolean } = {},
): Promise<DistrictSummary | null> {
  const started = performance.now();
  const size = districtSizes(sizes);
  const now = opts.now ?? new Date();
  // Every file stored (the demo's PDFs and the district's reports) is removed again if the load fails.
  const storedKeys: string[] = [];
  const tracked: FileStorage = {
    put: async (bytes) => { const key = await storage.put(bytes); storedKeys.push(key); return key; },
    get: (key) => storage.get(key),
    remove: (key) => storage.remove(key),
  };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DISTRICT_LOCK_KEY})`);
      if ((await tx.select({ id: schools.id }).from(schools).limit(1)).length > 0) {
        if (opts.onlyIfEmpty) return null;
        throw new Error('The district seed needs an empty database (it loads the demo data first).');
      }
      const demo = (await runSeed(tx, tracked, { now, onlyIfEmpty: false }))!;
      const added = await addDistrict(tx, tracked, size, now);
      return { ...added, sizes: size, demo, now, durationMs: Math.round(performance.now() - started) };
    });
  } catch (err) {
    await Promise.all(storedKeys.map((key) => storage.remove(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * Adds the district to a database holding the demo data (and no district yet). `db` should be a transaction: the
 * temporary tables the SQL works with are dropped at its commit.
 */
export async function addDistrict(db: Db, storage: FileStorage, sizes: DistrictSizes, now: Date) {
  const today = istDay(now);
  const ctx: SeedContext = {
    db, storage, rng: new Rng(DISTRICT_SEED), now, today, windowStart: windowStartFor(today, sizes.days), counts: new Map(), storedKeys: [],
  };
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERNAMES.admin));
  if (!admin) throw new Error('The district is added on top of the demo data: run the demo seed first.');
  // Big sorts and hash joins (row_number over millions of sign-ins) stay in memory instead of spilling to disk.
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);

  const phaseMs: Record<string, number> = {};
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await work();
    phaseMs[name] = Math.round(performance.now() - t0);
    return out;
  };
  const roster = await phase('people', () => seedRoster(ctx, sizes, admin.id));
  await phase('course', () => offerCourse(ctx, roster.schoolIds));
  // The big tables load with their foreign keys and secondary indexes set aside (bulk.ts), phase by phase, so each
  // phase's indexes are back for the next one (the attempts look up sign-ins by user and time).
  await phase('logins', () => withoutChecks(db, ['login_events'], () => seedDistrictLogins(ctx)));
  await phase('activity', () => withoutChecks(db, ['activity_daily', 'lesson_completions', 'activity_clocks'], () => seedDistrictActivity(ctx)));
  await phase('attempts', () => withoutChecks(db, ['quiz_attempts', 'attempt_answers'],
    () => seedDistrictAttempts(ctx, roster.schoolIds, roster.teachersPerSchool)));
  await phase('homework', () => seedDistrictHomework(ctx));
  await phase('programme', () => seedDistrictProgramme(ctx, roster));
  // The figures the server keeps as things happen (sign-in counts, each school's day in numbers), set from the
  // records by the app's own recount, as for the demo data.
  await phase('keptFigures', () => recountKeptFigures(db));
  // Every student ranked once, as on a server that has run a while: a state's ranking takes many seconds, which the
  // first leaderboard read would otherwise wait for (ADR 0046).
  await phase('ranks', () => rankEveryone(db, 'all'));

  const rows = Object.fromEntries([...ctx.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  const { people } = roster;
  return {
    rows,
    totalRows: Object.values(rows).reduce((s, n) => s + n, 0),
    people: {
      schools: people.schools.length, students: people.students.length, teachers: people.teachers.length,
      schoolAccounts: people.schoolAccounts.length, parents: people.parents.length,
    },
    sampleAccounts: {
      student: people.students[0].username, teacher: people.teachers[0].username,
      school: people.schoolAccounts[0].username, parent: people.parents[0]?.username ?? null,
    },
    windowStart: ctx.windowStart,
    phaseMs,
  };
}

/** One line for logs. */
export function describeDistrict(s: DistrictSummary): string {
  const p = s.people;
  const r = (t: string) => (s.rows[t] ?? 0).toLocaleString('en-US');
  return `demo data (${s.demo.people.schools} schools, ${s.demo.people.students} students) plus a district of ${p.schools} schools, `
    + `${p.students.toLocaleString('en-US')} students, ${p.teachers} teachers, ${p.schoolAccounts} school accounts, ${p.parents.toLocaleString('en-US')} parents `
    + `from ${s.windowStart}: ${r('login_events')} logins, ${r('activity_daily')} activity rows, ${r('quiz_attempts')} attempts, `
    + `${r('attempt_answers')} answers; ${(s.totalRows + s.demo.totalRows).toLocaleString('en-US')} rows in ${(s.durationMs / 1000).toFixed(1)} s. `
    + `District accounts are ${Object.values(s.sampleAccounts).filter(Boolean).join(', ')} and so on, with password ${s.demo.password}`;
}
