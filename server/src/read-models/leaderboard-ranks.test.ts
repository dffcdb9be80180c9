import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-db';
import { seedWorld } from '../test/world';
import type { Database } from '../db/client';
import { quizzes, quizAssignments, quizAttempts } from '../features/quizzes/quizzes.table';
import { LeaderboardRanks, RANKING_SPACING, RANKS_MAX_AGE_MS, rankEveryone, ranksOutOfDate } from './leaderboard-ranks';

/** The last midnight in `zone` at or before the instant `at` (zones without daylight saving, as India's). */
function lastMidnightIn(zone: string, at: number): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    .formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return at - ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 - (at % 1000);
}

let database: Database;
let quizId: number;
let schoolId: number;
const scoreOf = async (username: string) => {
  const r = await database.db.execute(sql`select r.score from leaderboard_ranks r join users u on u.id = r.student_id where r.quiz_type = 'all' and u.username = ${username}`);
  return (r as unknown as { rows: { score: number }[] }).rows[0]?.score ?? null;
};
const refreshedAt = async () => {
  const r = await database.db.execute(sql`select refreshed_at::text as at from leaderboard_totals where quiz_type = 'all'`);
  return (r as unknown as { rows: { at: string }[] }).rows[0]?.at ?? null;
};
/** A student of 7 A who joins the school now (after the kept ranks were made). */
const newStudent = async (username: string, name: string) =>
  (await seedWorld(database.db, { users: { [username]: { role: 'student', school: schoolId, grade: 7, section: 'A', name } }, signedIn: false })).id[username];
const submit = async (studentId: number, scorePercent: number) => {
  await database.db.insert(quizAttempts).values({
    quizId, studentId, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(),
    totalQuestions: 10, correctCount: scorePercent / 10, wrongCount: 10 - scorePercent / 10, scorePercent,
  });
};

beforeAll(async () => {
  database = await openTestDatabase();
  const w = await seedWorld(database.db, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
    users: { asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A', name: 'Asha' } },
    signedIn: false,
  });
  schoolId = w.school['green-valley'];
  const [quiz] = await database.db.insert(quizzes).values({ quizName: 'Q', topic: 'Q', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
  quizId = quiz.id;
  await database.db.insert(quizAssignments).values({ quizId, schoolId, grade: 7, section: 'A', dueDate: '2099-01-01' });
  await submit(w.id.asha, 80);
});
afterAll(() => database.close());

describe('LeaderboardRanks (kept ranks, ADR 0020)', () => {
  it('ranks on first use, then only after a change, answering from the kept ranks while new ones are made', async () => {
    let changes = 0;
    const ranks = new LeaderboardRanks(database.db, { changes: () => changes, keepMs: 15_000 });
    const start = Date.now();
    await ranks.ready(undefined, start);
    expect(await scoreOf('asha')).toBe(80);

    await submit(await newStudent('bina', 'Bina'), 90);
    // No write went through the app: the kept ranks stand.
    await ranks.ready(undefined, start + 20_000);
    await ranks.settled();
    expect(await scoreOf('bina')).toBeNull();

    changes++;
    // Within the kept time of the last ranking, a change waits.
    await ranks.ready(undefined, start + 1_000);
    await ranks.settled();
    expect(await scoreOf('bina')).toBeNull();
    // After it, the read answers at once from the old ranks and the new ones follow.
    await ranks.ready(undefined, start + 20_000);
    await ranks.settled();
    expect(await scoreOf('bina')).toBe(90);
  });

  it('ranks again when a new day begins in a school\'s time zone, even without a write (due days pass)', async () => {
    // Ranks made ten minutes before the school's last midnight (it is in India), read just before and just after it:
    // only the new day, not their age, makes them out of date.
    const midnight = lastMidnightIn('Asia/Kolkata', Date.now());
    await database.db.execute(sql`update leaderboard_totals set refreshed_at = ${new Date(midnight - 10 * 60_000).toISOString()}::timestamptz where quiz_type = 'all'`);
    const before = await refreshedAt();
    const ranks = new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 15_000 });
    await ranks.ready(undefined, midnight - 5 * 60_000);
    await ranks.settled();
    expect(await refreshedAt()).toBe(before);
    await ranks.ready(undefined, midnight + 10 * 60_000);
    await ranks.settled();
    expect(await refreshedAt()).not.toBe(before);
  });

  it('ranks again when the ranks are older than the longest age, a safety net for changes made outside the app', async () => {
    const ranks = new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 15_000 });
    const start = Date.now();
    await ranks.ready(undefined, start);
    await ranks.settled();
    const before = await refreshedAt();
    await ranks.ready(undefined, start + RANKS_MAX_AGE_MS + 60_000);
    await ranks.settled();
    expect(await refreshedAt()).not.toBe(before);
  });

  it('counts a day in every school\'s own zone, and the age limit', () => {
    const at = Date.UTC(2026, 10, 30, 18, 0); // 23:30 in India, 13:00 in New York
    expect(ranksOutOfDate(at, at + 20 * 60_000, ['Asia/Kolkata'])).toBe(false);
    expect(ranksOutOfDate(at, at + 40 * 60_000, ['Asia/Kolkata'])).toBe(true);
    expect(ranksOutOfDate(at, at + 40 * 60_000, ['America/New_York'])).toBe(false);
    expect(ranksOutOfDate(at, at + 40 * 60_000, ['America/New_York', 'Asia/Kolkata'])).toBe(true);
    expect(ranksOutOfDate(at, at + RANKS_MAX_AGE_MS + 1, ['America/New_York'])).toBe(true);
    expect(ranksOutOfDate(at, at + 40 * 60_000, ['Not/A_Zone'])).toBe(false);
  });

  it('a server started after the ranks aged answers from them at once and ranks again behind the read', async () => {
    await new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 15_000 }).ready(undefined);
    await database.db.execute(sql`update leaderboard_totals set refreshed_at = now() - interval '1 day' where quiz_type = 'all'`);
    const aged = await refreshedAt();
    // The new ranking waits at this gate, so a read that waited for it could not return.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const gated = new Proxy(database.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'transaction') return value;
        return (...args: unknown[]) => gate.then(() => (value as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
    const ranks = new LeaderboardRanks(gated, { changes: () => 0, keepMs: 15_000 });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<string>((resolve) => { timer = setTimeout(() => resolve('waited for the new ranks'), 5_000); });
    try {
      expect(await Promise.race([ranks.ready(undefined), waited])).toBe('all');
      expect(await refreshedAt()).toBe(aged);
    } finally {
      clearTimeout(timer);
      open();
    }
    await ranks.settled();
    expect(await refreshedAt()).not.toBe(aged);
  });

  it("another server uses ranks made moments ago by the first instead of ranking again", async () => {
    const first = new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 15_000 });
    await first.ready(undefined, 0);
    await first.settled();
    const made = await refreshedAt();
    const second = new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 15_000 });
    await second.ready(undefined);
    expect(await refreshedAt()).toBe(made);
  });

  it('with no kept time, ranks afresh on every read', async () => {
    const ranks = new LeaderboardRanks(database.db, { changes: () => 0, keepMs: 0 });
    await ranks.ready(undefined);
    await submit(await newStudent('chetan', 'Chetan'), 40);
    await ranks.ready(undefined);
    expect(await scoreOf('chetan')).toBe(40);
  });

  it('a crowd of first reads on a server just started ranks once, not once each', async () => {
    await database.db.execute(sql`delete from leaderboard_totals`);
    let rankings = 0;
    // Counts the rankings (each is one transaction) of this LeaderboardRanks only.
    const counted = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') rankings++;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const ranks = new LeaderboardRanks(counted, { changes: () => 0, keepMs: 15_000 });
    await Promise.all(Array.from({ length: 20 }, () => ranks.ready(undefined)));
    await ranks.settled();
    expect(rankings).toBe(1);
    expect(await scoreOf('asha')).toBe(80);
  });
  it('spaces rankings by ten times the last one took, so a large data set is not ranked over and over (ADR 0046)', async () => {
    let changes = 0;
    let rankings = 0;
    // Each ranking here takes at least 300 ms: the next may come 3 s after the last at the earliest.
    const slow = new Proxy(database.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'transaction') return value;
        return async (...args: unknown[]) => {
          rankings++;
          await new Promise((r) => setTimeout(r, 300));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    // No ranks yet: the first read ranks (and learns how long that takes).
    await database.db.execute(sql`delete from leaderboard_totals`);
    const ranks = new LeaderboardRanks(slow, { changes: () => changes, keepMs: 15 });
    const start = Date.now();
    await ranks.ready(undefined, start);
    await ranks.settled();
    const first = rankings;
    await submit(await newStudent('dev', 'Dev'), 70);
    changes++;
    // Past the kept time but within ten rankings' time: the kept ranks stand.
    await ranks.ready(undefined, start + 1_000);
    await ranks.settled();
    expect(rankings).toBe(first);
    expect(await scoreOf('dev')).toBeNull();
    await ranks.ready(undefined, start + RANKING_SPACING * 300 + 2_000);
    await ranks.settled();
    expect(rankings).toBe(first + 1);
    expect(await scoreOf('dev')).toBe(70);
  });

  it('leaves ranks made by a ranking that began after its own transaction', async () => {
    await rankEveryone(database.db, 'all');
    // Ranks stamped in the future stand for a ranking that began after this one: nothing is ranked again.
    await database.db.execute(sql`update leaderboard_totals set refreshed_at = now() + interval '1 hour' where quiz_type = 'all'`);
    const stamped = await refreshedAt();
    await submit(await newStudent('esha', 'Esha'), 60);
    await rankEveryone(database.db, 'all');
    expect(await refreshedAt()).toBe(stamped);
    expect(await scoreOf('esha')).toBeNull();
    await database.db.execute(sql`update leaderboard_totals set refreshed_at = now() - interval '1 second' where quiz_type = 'all'`);
    await rankEveryone(database.db, 'all');
    expect(await scoreOf('esha')).toBe(60);
  });
});
