import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import { registrationErrorSchema, leaderboardEndpoints, leaderboardResponseSchema, type EndpointQuery, type QuizType } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { namedEverywhere } from '../../test/fixtures';
import { createWorld, worldSpec, type World, type WorldOf } from '../../test/world';
import type { Db } from '../../db/client';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';
import { users } from '../../core/identity/accounts.table';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addQuiz(db: Db, name: string, quizType: QuizType, grade: number, classes: { schoolId: number; section: string }[], dueDate: string) {
  const [quiz] = await db.insert(quizzes).values({ quizName: name, topic: name, quizType, timeMinutes: 10, grade }).returning();
  await db.insert(quizAssignments).values(classes.map((c) => ({ quizId: quiz.id, schoolId: c.schoolId, grade, section: c.section, dueDate })));
  return quiz;
}

async function attempt(db: Db, quizId: number, studentId: number, scorePercent: number, status: 'submitted' | 'in_progress' = 'submitted') {
  await db.insert(quizAttempts).values({
    quizId, studentId, status, deadlineAt: new Date(), submittedAt: status === 'submitted' ? new Date() : null,
    totalQuestions: 10, correctCount: scorePercent / 10, wrongCount: 10 - scorePercent / 10, scorePercent,
  });
}

const people = worldSpec({
  schools: { gv: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    asha: { name: 'Asha', role: 'student', school: 'gv', grade: 7, section: 'A' },
    bina: { name: 'Bina', role: 'student', school: 'gv', grade: 7, section: 'A' },
    chetan: { name: 'Chetan', role: 'student', school: 'gv', grade: 7, section: 'A' },
    gita: { name: 'Gita', role: 'student', school: 'gv', grade: 7, section: 'A' },
    dev: { name: 'Dev', role: 'student', school: 'gv', grade: 7, section: 'B' },
    esha: { name: 'Esha', role: 'student', school: 'gv', grade: 8, section: 'A' },
    farid: { name: 'Farid', role: 'student', school: 'other', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'gv' },
    root: { role: 'school', superuser: true },
    naveen: { name: 'Naveen', role: 'student', school: 'gv', grade: 7, section: 'A' },
  },
});

let t: TestApp;
let w: WorldOf<typeof people>;
type Query = EndpointQuery<typeof leaderboardEndpoints.leaderboard>;
/** The leaderboard as `who` of world `world` (by default this file's). */
const get = (who: string, query: Query = {}, world: Pick<World<string, string>, 'as'> = w) =>
  world.as(who).call(leaderboardEndpoints.leaderboard, { query });
const board = async (who: string, query: Query = {}, world: Pick<World<string, string>, 'as'> = w) => {
  const res = await get(who, query, world);
  expect(res.statusCode).toBe(200);
  return leaderboardResponseSchema.parse(res.json());
};

/*
 * Green Valley 7A: Asha (me), Bina, Chetan, Gita; 7B: Dev; 8A: Esha. Other School 7A: Farid.
 * Q1 homework (grade 7, all three 7th classes, overdue), Q2 pre-assessment (7A only, still open),
 * Q3 homework (8A, overdue).
 *   Asha   Q1 80, Q2 60   all (80+60)/2 = 70   homework 80   pre 60
 *   Bina   Q1 90          all 90 (Q2 open, not taken: does not count)   homework 90
 *   Chetan Q2 100         all (0+100)/2 = 50 (Q1 missed counts 0)       homework 0    pre 100
 *   Gita   —              all 0, homework 0 (Q1 missed); an unsubmitted Q2 attempt of 90 does not count
 *   Dev    Q1 70          70    Esha Q3 100 → 100    Farid Q1 70 → 70
 */
const me = 'asha'; const teacher = 'coach'; const admin = 'root'; const gita = 'gita'; const farid = 'farid';
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  // Every child here may be named on the all-schools lists (a parent's consent, ADR 0035); initials are consent.test.ts's.
  await namedEverywhere(db);
  const gv = { id: w.school.gv };
  const other = { id: w.school.other };
  const { asha, bina, chetan, gita: gitaId, dev, esha, farid: faridId } = w.id;
  // Everyone but Naveen has been in their class for two months; Naveen joins Green Valley 7A today.
  await db.update(users).set({ createdAt: new Date(Date.now() - 60 * 86_400_000) }).where(ne(users.username, 'naveen'));

  const q1 = await addQuiz(db, 'Q1', 'homework', 7, [{ schoolId: gv.id, section: 'A' }, { schoolId: gv.id, section: 'B' }, { schoolId: other.id, section: 'A' }], day(-10));
  const q2 = await addQuiz(db, 'Q2', 'pre-assessment', 7, [{ schoolId: gv.id, section: 'A' }], day(10));
  const q3 = await addQuiz(db, 'Q3', 'homework', 8, [{ schoolId: gv.id, section: 'A' }], day(-3));
  await attempt(db, q1.id, asha, 80);
  await attempt(db, q2.id, asha, 60);
  await attempt(db, q1.id, bina, 90);
  await attempt(db, q2.id, chetan, 100);
  await attempt(db, q2.id, gitaId, 90, 'in_progress');
  await attempt(db, q1.id, dev, 70);
  await attempt(db, q3.id, esha, 100);
  await attempt(db, q1.id, faridId, 70);
});
afterAll(() => t.close());

describe('GET /api/student_dashboard/student_leaderboard', () => {
  it('does not rank a newcomer below everyone for quizzes that closed before they joined', async () => {
    const body = await board('naveen');
    expect(body.student_rank).toBeNull();
    expect(body.section_leaders.map((l) => l.user)).not.toContain('Naveen');
    // Gita, in the class when Q1 closed, still has it counted as missed.
    expect((await board(gita)).student_score).toBe(0);
  });

  it('ranks every school on the average over submitted and overdue quizzes, equal scores sharing a rank', async () => {
    const body = await board(me);
    expect(body).toMatchObject({
      quiz_type: null, student_rank: 3, student_score: 70, max_student_score: 100,
      average_student_score: 64.3, ranked_students: 7, grade_rank: 2, section_rank: 2,
    });
    expect(body.overall_leaders).toEqual([
      { rank: 1, user: 'Esha', school: 'Green Valley School, Sector 21, Noida', score: 100, is_you: false },
      { rank: 2, user: 'Bina', school: 'Green Valley School, Sector 21, Noida', score: 90, is_you: false },
      { rank: 3, user: 'Asha', school: 'Green Valley School, Sector 21, Noida', score: 70, is_you: true },
      { rank: 3, user: 'Dev', school: 'Green Valley School, Sector 21, Noida', score: 70, is_you: false },
      { rank: 3, user: 'Farid', school: 'Other School, Sector 9, Delhi', score: 70, is_you: false },
      { rank: 6, user: 'Chetan', school: 'Green Valley School, Sector 21, Noida', score: 50, is_you: false },
      { rank: 7, user: 'Gita', school: 'Green Valley School, Sector 21, Noida', score: 0, is_you: false },
    ]);
  });

  it('lists grade leaders from the same school and grade, and section leaders from the same class', async () => {
    const body = await board(me);
    expect(body.grade_leaders.map((l) => [l.rank, l.user, l.score])).toEqual([[1, 'Bina', 90], [2, 'Asha', 70], [2, 'Dev', 70], [4, 'Chetan', 50], [5, 'Gita', 0]]);
    expect(body.section_leaders.map((l) => [l.rank, l.user, l.score])).toEqual([[1, 'Bina', 90], [2, 'Asha', 70], [3, 'Chetan', 50], [4, 'Gita', 0]]);
    const other = await board(farid);
    expect(other.grade_leaders.map((l) => l.user)).toEqual(['Farid']);
    expect(other.section_leaders).toEqual([{ rank: 1, user: 'Farid', score: 70, is_you: true }]);
  });

  it('ranks on one quiz type with quiz_type', async () => {
    const homework = await board(me, { quiz_type: 'homework' });
    expect(homework).toMatchObject({ quiz_type: 'homework', student_rank: 3, student_score: 80, max_student_score: 100, average_student_score: 58.6, ranked_students: 7 });
    expect(homework.overall_leaders.map((l) => [l.rank, l.user, l.score])).toEqual([
      [1, 'Esha', 100], [2, 'Bina', 90], [3, 'Asha', 80], [4, 'Dev', 70], [4, 'Farid', 70], [6, 'Chetan', 0], [6, 'Gita', 0],
    ]);
    // Q2 is still open: only those who took it count, and an unsubmitted attempt never does.
    const pre = await board(me, { quiz_type: 'pre-assessment' });
    expect(pre).toMatchObject({ student_rank: 2, student_score: 60, max_student_score: 100, average_student_score: 80, ranked_students: 2 });
    expect(pre.overall_leaders.map((l) => l.user)).toEqual(['Chetan', 'Asha']);
    expect(await board(gita, { quiz_type: 'pre-assessment' })).toMatchObject({ student_rank: null, student_score: 0, grade_rank: null, section_rank: null });
  });

  it('answers a type nobody has taken with empty lists, not an error', async () => {
    expect(await board(me, { quiz_type: 'final_exam' })).toEqual({
      quiz_type: 'final_exam', student_rank: null, student_score: 0, max_student_score: 0, average_student_score: 0, ranked_students: 0,
      grade_rank: null, section_rank: null, grade_leaders: [], section_leaders: [], overall_leaders: [],
    });
  });

  it('refuses an unknown quiz_type with 400, detail and message', async () => {
    const res = await w.as(me).inject({ method: 'GET', url: `/api${leaderboardEndpoints.leaderboard.path}?quiz_type=annual` });
    expect(res.statusCode).toBe(400);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.detail).toMatch(/^quiz_type/);
    expect(body.message).toBe(body.detail);
  });

  it('needs a signed-in student: 401 without a token, 403 for a teacher and for a superuser without a student profile', async () => {
    expect((await get('anonymous')).statusCode).toBe(401);
    const asTeacher = await get(teacher);
    expect(asTeacher.statusCode).toBe(403);
    expect(registrationErrorSchema.parse(asTeacher.json()).message).toBeTruthy();
    const asAdmin = await get(admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().detail).toBe('Only students can use this.');
  });
});

describe('the top 10', () => {
  let t2: TestApp;
  let w2: World<'green-valley', string>;
  beforeAll(async () => {
    t2 = await createTestApp();
    // Twelve classmates scoring 100, 90 … 0 and one of 30: s00 … s11 by score, the last ranks 11th.
    const scores = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 30];
    const username = (i: number) => `s${String(i).padStart(2, '0')}`;
    w2 = await createWorld(t2, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: Object.fromEntries(scores.map((_, i) => [username(i), { role: 'student' as const, school: 'green-valley' as const, grade: 9, section: 'C' }])),
    });
    const quiz = await addQuiz(t2.db, 'Big', 'post-assessment', 9, [{ schoolId: w2.school['green-valley'], section: 'C' }], day(-1));
    for (const [i, score] of scores.entries()) await attempt(t2.db, quiz.id, w2.id[username(i)], score);
  });
  afterAll(() => t2.close());

  it('lists 10 leaders in each list and still gives a student outside them their rank', async () => {
    const body = await board('s10', { quiz_type: 'post-assessment' }, w2);
    expect(body).toMatchObject({ student_rank: 12, grade_rank: 12, section_rank: 12, student_score: 0, ranked_students: 12 });
    for (const list of [body.overall_leaders, body.grade_leaders, body.section_leaders]) {
      expect(list.map((l) => l.user)).toEqual(['s00', 's01', 's02', 's03', 's04', 's05', 's06', 's07', 's11', 's08']);
      expect(list.some((l) => l.is_you)).toBe(false);
    }
    expect(body.overall_leaders.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 10]);
  });
});
