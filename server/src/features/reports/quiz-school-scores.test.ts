import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-db';
import { createSchool, createUser } from '../../test/fixtures';
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

beforeAll(async () => {
  database = await openTestDatabase();
  const schools = [await createSchool(database.db), await createSchool(database.db, 'other', 'Other School, Sector 9, Delhi')];
  for (let i = 0; i < 6; i++) {
    const schoolId = schools[i % 2].id;
    students.push({ id: (await createUser(database.db, { username: `s${i}`, role: 'student', schoolId, grade: 7, section: 'A' })).id, schoolId });
  }
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
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toEqual([
      { quiz_id: quizId, school_id: students[0].schoolId, score_percent: 80, students: 2 },
      { quiz_id: quizId, school_id: students[1].schoolId, score_percent: 60, students: 1 },
    ]);
    // Submitting moves an attempt into the counts; rescoring moves it between scores.
    await database.db.update(quizAttempts).set({ status: 'submitted', scorePercent: 60 }).where(eq(quizAttempts.studentId, students[3].id));
    await database.db.update(quizAttempts).set({ scorePercent: 100 }).where(eq(quizAttempts.studentId, students[0].id));
    expect(await kept()).toEqual(await recounted());
    await database.db.delete(quizAttempts).where(eq(quizAttempts.studentId, students[1].id));
    expect(await kept()).toEqual(await recounted());
    expect((await kept()).length).toBe(3);
  });

  it("gives a report the school's average and highest from the counts", async () => {
    const r = await database.db.execute(sql`
      select sum(score_percent * students)::float8 / sum(students) as average, max(score_percent) as highest
      from quiz_school_scores where quiz_id = ${quizId} and school_id = ${students[0].schoolId} and students > 0`);
    // School 1 (students 0, 2, 4): 100 and 80 submitted, 4 still in progress.
    expect((r as unknown as { rows: unknown[] }).rows[0]).toEqual({ average: 90, highest: 100 });
  });
});
