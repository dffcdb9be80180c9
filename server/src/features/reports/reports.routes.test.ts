import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentReportResponseSchema, errorSchema, reportEndpoints, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import type { Db } from '../../db/client';
import { quizzes, questions, answers, quizAttempts, attemptAnswers } from '../quizzes/quizzes.table';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    asha: { role: 'student', school: 'green-valley' },
    bina: { role: 'student', school: 'green-valley' },
    newbie: { role: 'student', school: 'green-valley' },
    chandra: { role: 'student', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
type Query = EndpointQuery<typeof reportEndpoints.assessmentReport>;
const get = (who: Who, query: Query = {}) => w.as(who).call(reportEndpoints.assessmentReport, { query });
const results = async (who: Who, query: Query = {}) => {
  const res = await get(who, query);
  expect(res.statusCode).toBe(200);
  return assessmentReportResponseSchema.parse(res.json()).results;
};

async function addQuiz(db: Db, quizName: string, quizType: 'homework' | 'pre-assessment') {
  // Answers shown right after submission: the review rule has its own tests (student-reports.test.ts).
  const [quiz] = await db.insert(quizzes).values({ quizName, topic: 'Circuits', quizType, timeMinutes: 10, passPercent: 50, reviewMode: 'after_submission' }).returning();
  const [q] = await db.insert(questions).values({ quizId: quiz.id, position: 1, text: `${quizName}: what lights the bulb?` }).returning();
  const [right, wrong] = await db.insert(answers).values([
    { questionId: q.id, position: 1, text: 'A closed circuit', isCorrect: true },
    { questionId: q.id, position: 2, text: 'An open circuit', isCorrect: false },
  ]).returning();
  return { quiz, question: q, right, wrong };
}

async function submit(db: Db, quizId: number, studentId: number, correct: boolean, submittedAt: Date) {
  const [a] = await db.insert(quizAttempts).values({
    quizId, studentId, status: 'submitted', deadlineAt: submittedAt, submittedAt, totalQuestions: 1,
    correctCount: correct ? 1 : 0, wrongCount: correct ? 0 : 1, scorePercent: correct ? 100 : 0,
  }).returning();
  return a;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  const [asha, bina, chandra] = [{ id: w.id.asha }, { id: w.id.bina }, { id: w.id.chandra }];

  const hw = await addQuiz(db, 'Circuit homework', 'homework');
  const pre = await addQuiz(db, 'Circuit pre-test', 'pre-assessment');
  const mine = await submit(db, hw.quiz.id, asha.id, true, new Date('2026-01-10T05:00:00Z'));
  await db.insert(attemptAnswers).values({ attemptId: mine.id, questionId: hw.question.id, answerId: hw.right.id });
  const failed = await submit(db, pre.quiz.id, asha.id, false, new Date('2026-02-10T05:00:00Z'));
  await db.insert(attemptAnswers).values({ attemptId: failed.id, questionId: pre.question.id, answerId: pre.wrong.id });
  await submit(db, hw.quiz.id, bina.id, false, new Date('2026-01-11T05:00:00Z'));
  // Chandra submitted the pre-test without answering its question.
  const at = new Date('2026-02-11T05:00:00Z');
  await db.insert(quizAttempts).values({
    quizId: pre.quiz.id, studentId: chandra.id, status: 'submitted', deadlineAt: at, submittedAt: at, totalQuestions: 1,
    correctCount: 0, wrongCount: 0, unattemptedCount: 1, scorePercent: 0,
  });
});
afterAll(() => t.close());

describe('GET /api/student_dashboard/assessment-report/', () => {
  it("gives the signed-in student's own reports, newest first, with the school's figures, feedback and certificate", async () => {
    const items = await results('asha');
    expect(items.map((i) => [i.exam_name, i.quiz_type, i.student_score, i.passed])).toEqual([
      ['Circuit pre-test', 'pre-assessment', 0, false],
      ['Circuit homework', 'homework', 100, true],
    ]);
    const [failed, passed] = items;
    expect(failed.certificate_url).toBeNull();
    expect(passed.certificate_url).toBe(`/api/quiz/attempts/${passed.id}/certificate/`);
    // Bina scored 0 on the homework: the school's average is 50, the highest 100.
    expect(passed).toMatchObject({ average_score: 50, highest_score: 100, total_questions: 1, correct_questions: 1, wrong_questions: 0, unattempted_questions: 0 });
    expect(failed.questions_feedback).toEqual([
      { question: 'Circuit pre-test: what lights the bulb?', student_answer: 'An open circuit', correct_answer: 'A closed circuit', is_correct: false, marks: 1, marks_earned: 0, state: 'incorrect' },
    ]);
    expect(passed.questions_feedback.map((f) => f.state)).toEqual(['correct']);
  });

  it('says a question left unanswered is unanswered, not incorrect, as the counts do (issue 28 item 3)', async () => {
    const [item] = await results('chandra');
    expect(item).toMatchObject({ wrong_questions: 0, unattempted_questions: 1 });
    expect(item.questions_feedback).toEqual([
      { question: 'Circuit pre-test: what lights the bulb?', student_answer: null, correct_answer: 'A closed circuit', is_correct: false, marks: 1, marks_earned: 0, state: 'unanswered' },
    ]);
  });

  it('filters by quiz_type', async () => {
    expect((await results('asha', { quiz_type: 'homework' })).map((i) => i.exam_name)).toEqual(['Circuit homework']);
    expect((await results('asha', { quiz_type: 'pre-assessment' })).map((i) => i.exam_name)).toEqual(['Circuit pre-test']);
    expect(await results('asha', { quiz_type: 'final_exam' })).toEqual([]);
  });

  it("never shows another student's attempts", async () => {
    const items = await results('bina');
    expect(items.map((i) => [i.exam_name, i.student_score])).toEqual([['Circuit homework', 0]]);
  });

  it('answers a student with no attempts with an empty list', async () => {
    expect(await results('newbie')).toEqual([]);
  });

  it('refuses a quiz_type outside the five with 400', async () => {
    for (const bad of ['annual', 'half-yearly', '']) {
      const res = await w.as('asha').inject({ method: 'GET', url: `/api${reportEndpoints.assessmentReport.path}?quiz_type=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(errorSchema.parse(res.json()).detail).toMatch(/^quiz_type/);
    }
  });

  it('needs a signed-in student: 401 without a token, 403 for a teacher and for a superuser without a student profile', async () => {
    expect((await get('anonymous')).statusCode).toBe(401);
    expect((await get('coach')).statusCode).toBe(403);
    const asAdmin = await get('root');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().detail).toBe('Only students can use this.');
  });
});
