import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationErrorSchema, leaderboardResponseSchema, type QuizType } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import type { Db } from '../../db/client';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';
import { tokenFor } from '../../test/tokens';
import { users } from '../../core/identity/accounts.table';

const URL = '/api/student_dashboard/student_leaderboard';
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

let t: TestApp;
const tokenOf = (app: TestApp, username: string) => tokenFor(app.db, username);
const get = (token: string | null, query = '', app = t) =>
  app.app.inject({ method: 'GET', url: `${URL}${query}`, headers: token ? authHeader(token) : {} });
const board = async (token: string, query = '', app = t) => {
  const res = await get(token, query, app);
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
let me: string; let teacher: string; let admin: string; let gita: string; let farid: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const gv = await createSchool(db);
  const other = await createSchool(db, 'other', 'Other School, Sector 9, Delhi');
  const student = (username: string, name: string, schoolId: number, grade: number, section: string) =>
    createUser(db, { username, name, role: 'student', schoolId, grade, section });
  const asha = await student('asha', 'Asha', gv.id, 7, 'A');
  const bina = await student('bina', 'Bina', gv.id, 7, 'A');
  const chetan = await student('chetan', 'Chetan', gv.id, 7, 'A');
  const gitaUser = await student('gita', 'Gita', gv.id, 7, 'A');
  const dev = await student('dev', 'Dev', gv.id, 7, 'B');
  const esha = await student('esha', 'Esha', gv.id, 8, 'A');
  const faridUser = await student('farid', 'Farid', other.id, 7, 'A');
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: gv.id });
  await createUser(db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  // Everyone above has been in their class for two months; Naveen joins Green Valley 7A today.
  await db.update(users).set({ createdAt: new Date(Date.now() - 60 * 86_400_000) });
  await student('naveen', 'Naveen', gv.id, 7, 'A');

  const q1 = await addQuiz(db, 'Q1', 'homework', 7, [{ schoolId: gv.id, section: 'A' }, { schoolId: gv.id, section: 'B' }, { schoolId: other.id, section: 'A' }], day(-10));
  const q2 = await addQuiz(db, 'Q2', 'pre-assessment', 7, [{ schoolId: gv.id, section: 'A' }], day(10));
  const q3 = await addQuiz(db, 'Q3', 'homework', 8, [{ schoolId: gv.id, section: 'A' }], day(-3));
  await attempt(db, q1.id, asha.id, 80);
  await attempt(db, q2.id, asha.id, 60);
  await attempt(db, q1.id, bina.id, 90);
  await attempt(db, q2.id, chetan.id, 100);
  await attempt(db, q2.id, gitaUser.id, 90, 'in_progress');
  await attempt(db, q1.id, dev.id, 70);
  await attempt(db, q3.id, esha.id, 100);
  await attempt(db, q1.id, faridUser.id, 70);

  me = await tokenOf(t, 'asha');
  gita = await tokenOf(t, 'gita');
  farid = await tokenOf(t, 'farid');
  teacher = await tokenOf(t, 'coach');
  admin = await tokenOf(t, 'root');
});
afterAll(() => t.close());

describe('GET /api/student_dashboard/student_leaderboard', () => {
  it('does not rank a newcomer below everyone for quizzes that closed before they joined', async () => {
    const body = await board(await tokenOf(t, 'naveen'));
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
    const homework = await board(me, '?quiz_type=homework');
    expect(homework).toMatchObject({ quiz_type: 'homework', student_rank: 3, student_score: 80, max_student_score: 100, average_student_score: 58.6, ranked_students: 7 });
    expect(homework.overall_leaders.map((l) => [l.rank, l.user, l.score])).toEqual([
      [1, 'Esha', 100], [2, 'Bina', 90], [3, 'Asha', 80], [4, 'Dev', 70], [4, 'Farid', 70], [6, 'Chetan', 0], [6, 'Gita', 0],
    ]);
    // Q2 is still open: only those who took it count, and an unsubmitted attempt never does.
    const pre = await board(me, '?quiz_type=pre-assessment');
    expect(pre).toMatchObject({ student_rank: 2, student_score: 60, max_student_score: 100, average_student_score: 80, ranked_students: 2 });
    expect(pre.overall_leaders.map((l) => l.user)).toEqual(['Chetan', 'Asha']);
    expect(await board(gita, '?quiz_type=pre-assessment')).toMatchObject({ student_rank: null, student_score: 0, grade_rank: null, section_rank: null });
  });

  it('answers a type nobody has taken with empty lists, not an error', async () => {
    expect(await board(me, '?quiz_type=final_exam')).toEqual({
      quiz_type: 'final_exam', student_rank: null, student_score: 0, max_student_score: 0, average_student_score: 0, ranked_students: 0,
      grade_rank: null, section_rank: null, grade_leaders: [], section_leaders: [], overall_leaders: [],
    });
  });

  it('refuses an unknown quiz_type with 400, detail and message', async () => {
    const res = await get(me, '?quiz_type=annual');
    expect(res.statusCode).toBe(400);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.detail).toMatch(/^quiz_type/);
    expect(body.message).toBe(body.detail);
  });

  it('needs a signed-in student: 401 without a token, 403 for a teacher and for a superuser without a student profile', async () => {
    expect((await get(null)).statusCode).toBe(401);
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
  beforeAll(async () => {
    t2 = await createTestApp();
    const school = await createSchool(t2.db);
    const quiz = await addQuiz(t2.db, 'Big', 'post-assessment', 9, [{ schoolId: school.id, section: 'C' }], day(-1));
    // Twelve classmates scoring 100, 90 … 0 and one of 30: s00 … s11 by score, the last ranks 11th.
    const scores = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 30];
    for (const [i, score] of scores.entries()) {
      const u = await createUser(t2.db, { username: `s${String(i).padStart(2, '0')}`, role: 'student', schoolId: school.id, grade: 9, section: 'C' });
      await attempt(t2.db, quiz.id, u.id, score);
    }
  });
  afterAll(() => t2.close());

  it('lists 10 leaders in each list and still gives a student outside them their rank', async () => {
    const body = await board(await tokenOf(t2, 's10'), '?quiz_type=post-assessment', t2);
    expect(body).toMatchObject({ student_rank: 12, grade_rank: 12, section_rank: 12, student_score: 0, ranked_students: 12 });
    for (const list of [body.overall_leaders, body.grade_leaders, body.section_leaders]) {
      expect(list.map((l) => l.user)).toEqual(['s00', 's01', 's02', 's03', 's04', 's05', 's06', 's07', 's11', 's08']);
      expect(list.some((l) => l.is_you)).toBe(false);
    }
    expect(body.overall_leaders.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 10]);
  });
});
