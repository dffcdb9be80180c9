import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-db';
import { seedWorld } from '../../test/world';
import type { Database } from '../../db/client';
import { quizzes, quizAttempts } from '../quizzes/quizzes.table';

let database: Database;
let quizId: number;
const students: { id: number; schoolId: number }[] = [];

/** The kept counts, and the same counted from the attempts themselves: they must always agree. */
const kept = async () => (await database.db.execute(sql`
  select quiz_id, school_id, score_percent, students from quiz_school_scores where students <> 0 order by 1, 2, 3`) as unknown as { rows: unknown[] }).rows;
const recounted = async () => (await database.db.execute(sql`
  select a.quiz_id, p.school_id, a.score_percent, count(*)::int as students
  from quiz_attempts a join student_profiles p on p.user_id = a.student_id
  where a.status = 'submitted' group by 1, 2, 3 order by 1, 2, 3`) as unknown as { rows: unknown[] }).rows;

/** The kept count and sum per quiz and school, and the same from the attempts. */
const keptTotals = async () => (await database.db.execute(sql`
  select quiz_id, school_id, students, score_sum::int as score_sum from quiz_school_totals where students <> 0 order by 1, 2`) as unknown as { rows: unknown[] }).rows;
const recountedTotals = async () => (await database.db.execute(sql`
  select a.quiz_id, p.school_id, count(*)::int as students, sum(a.score_percent)::int as score_sum
  from quiz_attempts a join student_profiles p on p.user_id = a.student_id
  where a.status = 'submitted' group by 1, 2 order by 1, 2`) as unknown as { rows: unknown[] }).rows;
/** The kept highest per quiz and school (null: unknown), and the highest that a report reads. */
const keptHighest = async () => (await database.db.execute(sql`
  select quiz_id, school_id, highest from quiz_school_totals where students <> 0 order by 1, 2`) as unknown as { rows: { highest: number | null }[] }).rows;
const recountedHighest = async () => (await database.db.execute(sql`
  select a.quiz_id, p.school_id, max(a.score_percent) as highest
  from quiz_attempts a join student_profiles p on p.user_id = a.student_id
  where a.status = 'submitted' group by 1, 2 order by 1, 2`) as unknown as { rows: { highest: number }[] }).rows;
const agree = async () => {
  expect(await kept()).toEqual(await recounted());
  expect(await keptTotals()).toEqual(await recountedTotals());
  // A kept highest is the true one, or null (unknown) after its score lost its last attempt.
  const highest = await keptHighest();
  const truth = await recountedHighest();
  expect(highest.map((r, i) => r.highest ?? truth[i].highest)).toEqual(truth.map((r) => r.highest));
};

beforeAll(async () => {
  database = await openTestDatabase();
  const keys = ['green-valley', 'other'] as const;
  const world = await seedWorld(database.db, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
    users: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`s${i}`, { role: 'student' as const, school: keys[i % 2], grade: 7, section: 'A' }])),
    signedIn: false,
  });
  for (let i = 0; i < 6; i++) students.push({ id: world.id[`s${i}`], schoolId: world.school[keys[i % 2]] });
  const [quiz] = await database.db.insert(quizzes).values({ quizName: 'Q', topic: 'Q', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
  quizId = quiz.id;
});
afterAll(() => database.close());

describe('quiz_school_scores (kept on write by triggers)', () => {
  it('counts submitted attempts per school and score through inserts, submits, rescoring and deletes', async () => {
    const attempt = (i: number, status: 'submitted' | 'in_progress', scorePercent: number, withSchool: boolean) => ({
      quizId, studentId: students[i].id, schoolId: withSchool ? students[i].schoolId : null, status, deadlineAt: new Date(),
      submittedAt: status === 'submitted' ? new Date() : null, totalQuestions: 10, scorePercent,
    });
    // Several rows in one statement; some written without their school (the student's is used).
    await database.db.insert(quizAttempts).values([attempt(0, 'submitted', 80, true), attempt(1, 'submitted', 60, false),
      attempt(2, 'submitted', 80, false), attempt(3, 'in_progress', 0, true), attempt(4, 'in_progress', 0, true)]);
    await agree();
    expect(await kept()).toEqual([
      { quiz_id: quizId, school_id: students[0].schoolId, score_percent: 80, students: 2 },
      { quiz_id: quizId, school_id: students[1].schoolId, score_percent: 60, students: 1 },
    ]);
    // Submitting moves an attempt into the counts; rescoring moves it between scores.
    await database.db.update(quizAttempts).set({ status: 'submitted', scorePercent: 60 }).where(eq(quizAttempts.studentId, students[3].id));
    await database.db.update(quizAttempts).set({ scorePercent: 100 }).where(eq(quizAttempts.studentId, students[0].id));
    await agree();
    // Submits and a rescore upwards only raise the kept highest: it stays known.
    expect((await keptHighest()).map((r) => r.highest)).toEqual([100, 60]);
    // Rescoring the top attempt down empties its score: the highest becomes unknown, not wrong.
    await database.db.update(quizAttempts).set({ scorePercent: 70 }).where(eq(quizAttempts.studentId, students[0].id));
    await agree();
    expect((await keptHighest()).map((r) => r.highest)).toEqual([null, 60]);
    await database.db.update(quizAttempts).set({ scorePercent: 100 }).where(eq(quizAttempts.studentId, students[0].id));
    await agree();
    await database.db.delete(quizAttempts).where(eq(quizAttempts.studentId, students[1].id));
    await agree();
    expect((await kept()).length).toBe(3);
    expect(await keptTotals()).toEqual([
      { quiz_id: quizId, school_id: students[0].schoolId, students: 2, score_sum: 180 },
      { quiz_id: quizId, school_id: students[1].schoolId, students: 1, score_sum: 60 },
    ]);
  });

  it('counts every one of several submits of one school committing at once', async () => {
    const [second] = await database.db.insert(quizzes).values({ quizName: 'Q2', topic: 'Q', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
    const sameSchool = students.filter((s) => s.schoolId === students[0].schoolId);
    await database.db.insert(quizAttempts).values(sameSchool.map((s) => ({
      quizId: second.id, studentId: s.id, schoolId: s.schoolId, status: 'in_progress', deadlineAt: new Date(), totalQuestions: 10 })));
    // Each submit holds its transaction open a moment, so on PostgreSQL they overlap.
    await Promise.all(sameSchool.map((s, i) => database.db.transaction(async (tx) => {
      await tx.update(quizAttempts).set({ status: 'submitted', scorePercent: 50 + 10 * i, submittedAt: new Date() })
        .where(sql`${quizAttempts.studentId} = ${s.id} and ${quizAttempts.quizId} = ${second.id}`);
      await tx.execute(sql`select pg_sleep(0.05)`);
    })));
    await agree();
    expect((await keptTotals()).find((r) => (r as { quiz_id: number }).quiz_id === second.id))
      .toEqual({ quiz_id: second.id, school_id: students[0].schoolId, students: sameSchool.length, score_sum: 150 + 10 * 3 });
    // Each raised the highest under the row's lock: the last to commit did not lower it.
    expect((await keptHighest()).find((r) => (r as unknown as { quiz_id: number }).quiz_id === second.id)?.highest).toBe(50 + 10 * (sameSchool.length - 1));
  });

  it("gives a report the school's average and highest from the counts", async () => {
    const r = await database.db.execute(sql`
      select sum(score_percent * students)::float8 / sum(students) as average, max(score_percent) as highest
      from quiz_school_scores where quiz_id = ${quizId} and school_id = ${students[0].schoolId} and students > 0`);
    // School 1 (students 0, 2, 4): 100 and 80 submitted, 4 still in progress.
    expect((r as unknown as { rows: unknown[] }).rows[0]).toEqual({ average: 90, highest: 100 });
  });
});
