import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { schools } from '../schema';
import { hashPassword } from '../features/accounts/password';
import type { SeedContext } from './context';
import { Rng } from './random';
import { addDays, istDay, monthStart } from './time';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedSchoolsAndUsers } from './schools-and-users';
import { seedCurriculum } from './curriculum';
import { seedLogins } from './logins';
import { seedActivity } from './activity';
import { seedQuizzes } from './quizzes';
import { seedQuizAttempts } from './quiz-attempts';
import { seedDemoAssessments } from './assessments';
import { seedHolidayHomework } from './homework';
import { seedSchoolLife } from './school-life';
import { seedNews } from './news';
import { seedTranslations } from './translations';
import { seedMessages } from './messages';
import { seedDocuments } from './documents';
import { seedAuditLog } from './audit';
import { seedPrivacyNotice } from './privacy-notice';
import { seedConsentWithdrawals, seedConsents } from './consents';
import { seedAccommodations } from './accommodations';
import { seedPrivacyRequests } from './privacy-requests';
import { recountKeptFigures } from '../features/staff-dashboard/kept-figures';
import { maintainPartitions } from '../db/partitions';

/** Changing the seed changes every random choice (names, scores, times) but not the shape of the data. */
export const DEMO_SEED = 'prayog-demo-2026';
/** Held for the seed's transaction, so two servers starting together cannot both seed. */
const SEED_LOCK_KEY = 7_244_031_001;

export interface SeedSummary {
  /** Rows inserted per table. */
  rows: Record<string, number>;
  totalRows: number;
  people: { schools: number; students: number; teachers: number; schoolAccounts: number; parents: number; pending: number };
  demoAccounts: typeof DEMO_USERNAMES;
  password: string;
  /** The instant the demo data is anchored on (the end of the six months of activity). */
  now: Date;
  durationMs: number;
  /** Milliseconds per part of the seed (password hashing not included). */
  phaseMs: Record<string, number>;
}

/**
 * Fills every table with a deterministic demo data set: the same seed gives the same data for the
 * same `now`, and `now` (default: the current time) is where the six months of activity end.
 * Runs in one transaction, so a failure leaves the database unchanged (stored files are removed).
 */
export async function seedDemo(db: Db, storage: FileStorage, opts: { now?: Date } = {}): Promise<SeedSummary> {
  const summary = await runSeed(db, storage, { now: opts.now, onlyIfEmpty: false });
  return summary!;
}

/** Like seedDemo; with onlyIfEmpty it re-checks inside the locked transaction and returns null if there are schools. */
export async function runSeed(db: Db, storage: FileStorage, opts: { now?: Date; onlyIfEmpty: boolean }): Promise<SeedSummary | null> {
  const started = performance.now();
  // Cheap check first, so a normal start of a seeded database costs one query (no password hash).
  if (opts.onlyIfEmpty && (await hasSchools(db))) return null;
  const now = opts.now ?? new Date();
  // argon2 is slow by design: one hash, shared by every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storedKeys: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (opts.onlyIfEmpty && (await hasSchools(tx))) return null;
      const today = istDay(now);
      const sixMonths = addDays(today, -182);
      const ctx: SeedContext = {
        db: tx, storage, rng: new Rng(DEMO_SEED), now, today,
        windowStart: [sixMonths, monthStart(today, -5)].sort()[0],
        counts: new Map(), storedKeys,
      };
      const phaseMs: Record<string, number> = {};
      const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
        const t0 = performance.now();
        const out = await run();
        phaseMs[name] = Math.round(performance.now() - t0);
        return out;
      };
      // The logs' month partitions for the data's months (ADR 0045), before anything is written into them: the course
      // is dated 60 days before the window (curriculum.ts), everything else within it.
      const seedMonths = { from: new Date(`${addDays(ctx.windowStart, -61)}T00:00:00Z`), to: now };
      await phase('partitions', () => maintainPartitions(tx, seedMonths));
      const people = await phase('people', () => seedSchoolsAndUsers(ctx, passwordHash));
      await phase('privacyNotice', () => seedPrivacyNotice(ctx));
      await phase('consents', () => seedConsents(ctx));
      await phase('accommodations', () => seedAccommodations(ctx));
      const curriculum = await phase('curriculum', () => seedCurriculum(ctx, people));
      const logins = await phase('logins', () => seedLogins(ctx, people));
      await phase('activity', () => seedActivity(ctx, people, curriculum, logins));
      const quizList = await phase('quizzes', () => seedQuizzes(ctx, people, curriculum));
      await phase('attempts', () => seedQuizAttempts(ctx, people, quizList, logins));
      // A generator of its own (not a fork of ctx.rng, which would move every later area's draws).
      const papers = await phase('assessments', () => seedDemoAssessments(ctx, people, curriculum, logins, new Rng(`${DEMO_SEED}/assessments`)));
      await phase('homework', () => seedHolidayHomework(ctx, people, curriculum));
      await phase('schoolLife', () => seedSchoolLife(ctx, people));
      await phase('news', () => seedNews(ctx, people));
      // The course, quizzes, papers and news in Hindi (ADR 0044); draws nothing from ctx.rng, so nothing else moves.
      await phase('translations', () => seedTranslations(ctx, people, curriculum, quizList, papers));
      await phase('messages', () => seedMessages(ctx, people, curriculum));
      await phase('documents', () => seedDocuments(ctx, people, curriculum));
      await phase('audit', () => seedAuditLog(ctx));
      await phase('privacyRequests', () => seedPrivacyRequests(ctx));
      await phase('consentWithdrawals', () => seedConsentWithdrawals(ctx));
      // A record dated before the window (a programme record of an earlier term) went to a default partition: it
      // moves to its month's own partition, so the seeded database is laid out as the server keeps it.
      await phase('partitionsAfter', () => maintainPartitions(tx, seedMonths));
      // Counts the server keeps as things happen, set from the records written above in bulk.
      await phase('keptFigures', () => recountKeptFigures(tx));
      return { counts: ctx.counts, people, phaseMs };
    });
    if (!result) return null;
    const rows = Object.fromEntries([...result.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
    const { people } = result;
    return {
      rows,
      totalRows: Object.values(rows).reduce((s, n) => s + n, 0),
      people: {
        schools: people.schools.length, students: people.students.length, teachers: people.teachers.length,
        schoolAccounts: people.schoolAccounts.length, parents: people.parents.length, pending: 3,
      },
      demoAccounts: DEMO_USERNAMES,
      password: DEMO_PASSWORD,
      now,
      durationMs: Math.round(performance.now() - started),
      phaseMs: result.phaseMs,
    };
  } catch (err) {
    await Promise.all(storedKeys.map((key) => storage.remove(key).catch(() => undefined)));
    throw err;
  }
}

async function hasSchools(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schools.id }).from(schools).limit(1);
  return rows.length > 0;
}

/** One line for logs: "7 schools, 402 students, … (123,456 rows in 9.1 s)". */
export function describeSummary(s: SeedSummary): string {
  const p = s.people;
  return `${p.schools} schools, ${p.students} students, ${p.teachers} teachers, ${p.schoolAccounts} school accounts, ${p.parents} parents, `
    + `${s.rows.quizzes ?? 0} quizzes, ${s.rows.quiz_attempts ?? 0} attempts, ${s.rows.login_events ?? 0} logins; `
    + `${s.totalRows.toLocaleString('en-US')} rows in ${(s.durationMs / 1000).toFixed(1)} s; `
    + `sign in as ${Object.values(s.demoAccounts).join(', ')} with password ${s.password}`;
}
