import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  endpointPath, errorSchema, quizEndpoints, quizListResponseSchema, quizResultSchema, quizStartResponseSchema, saveAnswerResponseSchema,
  type EndpointBody, type QuizListItem, type QuizListQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { attemptAnswers, quizAttempts } from './quizzes.table';
import { users } from '../../core/identity/accounts.table';
import { allKeys, createQuiz, expireAttempt, type TestQuiz } from './quiz-test-fixtures';
import { schoolToday } from '../../lib/school-time';
import { shiftDay } from '../student-dashboard/test-helpers';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    stu: { role: 'student', school: 'green-valley', grade: 7, section: 'A', name: 'Asha Rao' },
    classmate: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'green-valley' },
    admin: { role: 'school', superuser: true },
    newcomer: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const quiz: Record<string, TestQuiz> = {};
let stuId: number;
// Due dates relative to the school's today, so the tests do not age.
const today = schoolToday('Asia/Kolkata');
const inAWeek = shiftDay(today, 7);

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const seven = { schoolId: w.school['green-valley'], grade: 7, section: 'A' };
  stuId = w.id.stu;
  // The class joined a month ago; a newcomer joins today.
  await t.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) }).where(inArray(users.username, ['stu', 'classmate']));
  quiz.resume = await createQuiz(t.db, { name: 'Resume', classes: [{ ...seven, dueDate: inAWeek }] });
  quiz.ids = await createQuiz(t.db, { name: 'Ids', type: 'homework', classes: [{ ...seven, dueDate: today }] });
  quiz.closed = await createQuiz(t.db, { name: 'Closed', type: 'homework', classes: [{ ...seven, dueDate: shiftDay(today, -1) }] });
  quiz.texts = await createQuiz(t.db, { name: 'Texts', type: 'homework', classes: [seven] });
  quiz.late = await createQuiz(t.db, { name: 'Late', type: 'post-assessment', minutes: 5, classes: [seven] });
  quiz.abandoned = await createQuiz(t.db, { name: 'Abandoned', type: 'half_yearly', classes: [seven] });
  quiz.empty = await createQuiz(t.db, { name: 'Empty', questionCount: 0, classes: [seven] });
  quiz.otherClass = await createQuiz(t.db, { name: 'Other class', classes: [{ ...seven, section: 'B' }] });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const start = (who: Who, q: TestQuiz | number | string) =>
  w.as(who).call(quizEndpoints.start, { params: { quizId: typeof q === 'object' ? q.id : q } });
const answer = (who: Who, q: TestQuiz, question_id: number, answer_id: number) =>
  w.as(who).call(quizEndpoints.saveAnswer, { params: { quizId: q.id }, body: { question_id, answer_id } });
const save = (who: Who, q: TestQuiz, body: EndpointBody<typeof quizEndpoints.submit>) => w.as(who).call(quizEndpoints.submit, { params: { quizId: q.id }, body });
/** A submit the contract does not allow (extra fields, a number for an answer), sent as it is. */
const saveRaw = (who: Who, q: TestQuiz, payload: object) =>
  w.as(who).inject({ method: 'POST', url: `/api${endpointPath(quizEndpoints.submit, { quizId: q.id })}`, payload });
const listRes = (who: Who, query: QuizListQuery = {}) => w.as(who).call(quizEndpoints.list, { query });
const list = async (who: Who, query: QuizListQuery = {}) => quizListResponseSchema.parse((await listRes(who, query)).json());
const attemptOf = async (studentId: number, q: TestQuiz) =>
  (await t.db.select().from(quizAttempts).where(and(eq(quizAttempts.studentId, studentId), eq(quizAttempts.quizId, q.id))))[0];
const storedAnswers = async (attemptId: number) =>
  (await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId))).map((r) => [r.questionId, r.answerId]).sort();
const expectDetail = (res: { statusCode: number; json(): unknown }, status: number, detail: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  expect(errorSchema.parse(res.json()).detail).toMatch(detail);
};

describe('authentication and roles', () => {
  it.each([
    ['GET', '/student_dashboard/quizzes/'], ['POST', '/quiz/1/start/'], ['PUT', '/quiz/1/answers/'], ['POST', '/quiz/1/save/'],
  ] as [Method, string][])('%s %s answers 401 without a token', async (method, url) => {
    expectDetail(await w.as('anonymous').inject({ method, url: `/api${url}`, ...(method === 'GET' ? {} : { payload: {} }) }), 401, /credentials/);
  });

  it('refuses teachers (403) and a superuser without a student profile (403 with a detail)', async () => {
    expect((await listRes('coach')).statusCode).toBe(403);
    expectDetail(await start('coach', quiz.resume), 403, 'Only students can use this.');
    expectDetail(await listRes('admin'), 403, 'Only students can use this.');
  });
});

describe('GET /api/student_dashboard/quizzes/', () => {
  it("lists only the quizzes assigned to the student's class, with their facts", async () => {
    const body = await list('stu', { limit: 100 });
    expect(body.count).toBe(7);
    expect(body.results.map((r) => r.quiz_name).sort()).toEqual(['Abandoned', 'Closed', 'Empty', 'Ids', 'Late', 'Resume', 'Texts']);
    const resume = body.results.find((r) => r.id === quiz.resume.id)!;
    expect(resume).toMatchObject({
      quiz_name: 'Resume', topic: 'Resume topic', quiz_type: 'pre-assessment', time: 10, no_of_questions: 4, due_date: inAWeek,
      closed: false, attempt: { status: 'not_started' },
    });
  });

  it('filters by quiz_type, pages with limit and offset, and rejects an unknown type', async () => {
    const homework = await list('stu', { quiz_type: 'homework' });
    expect(homework.results.map((r) => r.quiz_name).sort()).toEqual(['Closed', 'Ids', 'Texts']);
    const page = await list('stu', { limit: 2, offset: 2 });
    expect(page).toMatchObject({ count: 7, limit: 2, offset: 2 });
    expect(page.results).toHaveLength(2);
    expectDetail(await w.as('stu').inject({ method: 'GET', url: `/api${quizEndpoints.list.path}?quiz_type=quiz_night` }), 400, /quiz_type/);
  });
});

describe('starting and resuming', () => {
  it('closes a quiz at the end of its due date: it is listed as closed and cannot be started (409, nothing made)', async () => {
    const item = (await list('stu', { limit: 100 })).results.find((r) => r.id === quiz.closed.id)!;
    expect(item).toMatchObject({ closed: true, attempt: { status: 'not_started' } });
    expectDetail(await start('stu', quiz.closed), 409, 'This quiz closed on its due date and can no longer be started.');
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.closed.id));
    expect(rows).toEqual([]);
    // A quiz due today is still open all day.
    expect((await list('stu', { limit: 100 })).results.find((r) => r.id === quiz.ids.id)!.closed).toBe(false);
    // Closed quizzes come last, after every quiz the student can still take.
    const order = (await list('stu', { limit: 100 })).results;
    expect(order.at(-1)!.id).toBe(quiz.closed.id);
  });

  it('does not list a quiz that closed before the student joined: it was never theirs to miss', async () => {
    const newcomer = await list('newcomer', { limit: 100 });
    expect(newcomer.results.map((r) => r.quiz_name)).not.toContain('Closed');
    expect(newcomer.results.map((r) => r.quiz_name)).toContain('Ids');
    expect(newcomer.count).toBe(newcomer.results.length);
  });

  it('starts with a server deadline of time x 60 s and never sends correct flags (201)', async () => {
    const res = await start('stu', quiz.resume);
    expect(res.statusCode).toBe(201);
    const body = quizStartResponseSchema.parse(res.json());
    expect(allKeys(res.json()).filter((k) => /correct/i.test(k))).toEqual([]);
    expect(body).toMatchObject({ id: quiz.resume.id, topic: 'Resume topic', time: 10, no_of_questions: 4, resumed: false, saved_answers: [] });
    expect(body.questions.map((q) => q.question)).toEqual(quiz.resume.questions.map((q) => q.text));
    expect(body.questions[0].answers).toEqual([
      { id: quiz.resume.questions[0].wrong[0].id, answer: 'wrong 1.1' },
      { id: quiz.resume.questions[0].right.id, answer: 'right 1' },
      { id: quiz.resume.questions[0].wrong[1].id, answer: 'wrong 1.3' },
    ]);
    expect(Date.parse(body.deadline_at) - Date.parse(body.started_at)).toBe(10 * 60_000);
    expect(body.seconds_left).toBeGreaterThan(595);
    expect(body.seconds_left).toBeLessThanOrEqual(600);
  });

  it('resumes with the same deadline, the time left and the answers saved so far (200)', async () => {
    const first = quizStartResponseSchema.parse((await start('stu', quiz.resume)).json());
    const q1 = quiz.resume.questions[0];
    const saved = await answer('stu', quiz.resume, q1.id, q1.wrong[0].id);
    expect(saveAnswerResponseSchema.parse(saved.json())).toMatchObject({ question_id: q1.id, answer_id: q1.wrong[0].id, answered: 1 });
    // A changed mind replaces the answer instead of adding one.
    expect(saveAnswerResponseSchema.parse((await answer('stu', quiz.resume, q1.id, q1.right.id)).json()).answered).toBe(1);
    // Two minutes pass on the server's clock.
    await t.db.update(quizAttempts).set({ deadlineAt: new Date(Date.parse(first.deadline_at) - 120_000) }).where(eq(quizAttempts.id, first.attempt_id));

    const res = await start('stu', quiz.resume);
    expect(res.statusCode).toBe(200);
    const again = quizStartResponseSchema.parse(res.json());
    expect(allKeys(res.json()).filter((k) => /correct/i.test(k))).toEqual([]);
    expect(again).toMatchObject({ attempt_id: first.attempt_id, resumed: true, deadline_at: new Date(Date.parse(first.deadline_at) - 120_000).toISOString() });
    expect(again.saved_answers).toEqual([{ question_id: q1.id, answer_id: q1.right.id }]);
    expect(again.seconds_left).toBeLessThanOrEqual(480);
    expect(again.seconds_left).toBeGreaterThan(470);

    const item = (await list('stu', { limit: 100 })).results.find((r) => r.id === quiz.resume.id)!;
    expect(item.attempt).toMatchObject({ status: 'in_progress', attempt_id: first.attempt_id, answered: 1 });
    // Running attempts come first, so a reload finds them on the first page.
    expect((await list('stu')).results[0].id).toBe(quiz.resume.id);
  });

  it('two starts at once make one attempt', async () => {
    const [a, b] = await Promise.all([start('classmate', quiz.ids), start('classmate', quiz.ids)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().attempt_id).toBe(b.json().attempt_id);
  });

  it('refuses a quiz not assigned to the class, an unknown quiz and a quiz without questions', async () => {
    expectDetail(await start('stu', quiz.otherClass), 404, 'This quiz is not assigned to your class.');
    expectDetail(await start('stu', 999999), 404, 'This quiz is not assigned to your class.');
    expectDetail(await start('stu', 'abc'), 400, /quizId/);
    expectDetail(await start('stu', quiz.empty), 409, 'This quiz has no questions yet.');
    expect(await attemptOf(stuId, quiz.otherClass)).toBeUndefined();
  });
});

describe('PUT /api/quiz/{quizId}/answers/', () => {
  it('refuses an answer before the quiz is started, and an option of another question, storing nothing', async () => {
    const q = quiz.texts.questions[0];
    expectDetail(await answer('stu', quiz.texts, q.id, q.right.id), 404, 'Start this quiz before answering.');
    const { attempt_id } = (await start('stu', quiz.texts)).json();
    expectDetail(await answer('stu', quiz.texts, q.id, quiz.texts.questions[1].right.id), 400, /not an option/);
    expectDetail(await answer('stu', quiz.texts, quiz.resume.questions[0].id, quiz.resume.questions[0].right.id), 400, /not part of your quiz/);
    expect(await storedAnswers(attempt_id)).toEqual([]);
  });
});

describe('POST /api/quiz/{quizId}/save/ (submit)', () => {
  it('scores on the server from ids and ignores a score the client sends', async () => {
    const { attempt_id } = (await start('stu', quiz.ids)).json();
    const [q1, q2, q3] = quiz.ids.questions;
    const res = await saveRaw('stu', quiz.ids, {
      answers: [{ question_id: q1.id, answer_id: q1.right.id }, { question_id: q2.id, answer_id: q2.right.id }, { question_id: q3.id, answer_id: q3.wrong[1].id }],
      score: 4, correct: 4, score_percent: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(quizResultSchema.parse(res.json())).toMatchObject({
      attempt_id, quiz_id: quiz.ids.id, score: 2, total: 4, score_percent: 50, correct: 2, wrong: 1, unattempted: 1, passed: false,
      certificate_url: null, late_answers_ignored: false,
    });
    // Unanswered questions have no attempt_answers row (as in the seed).
    expect(await storedAnswers(attempt_id)).toEqual([[q1.id, q1.right.id], [q2.id, q2.right.id], [q3.id, q3.wrong[1].id]].sort());
    expect(await attemptOf(stuId, quiz.ids)).toMatchObject({ status: 'submitted', correctCount: 2, wrongCount: 1, unattemptedCount: 1, scorePercent: 50,
      // The options chosen, kept on the attempt for the reports.
      chosen: { [q1.id]: q1.right.id, [q2.id]: q2.right.id, [q3.id]: q3.wrong[1].id } });
  });

  it('refuses a second submit and a new start of a submitted quiz (409)', async () => {
    expectDetail(await save('stu', quiz.ids, {}), 409, 'You have already submitted this quiz.');
    expectDetail(await start('stu', quiz.ids), 409, 'You have already submitted this quiz.');
    expectDetail(await answer('stu', quiz.ids, quiz.ids.questions[0].id, quiz.ids.questions[0].wrong[0].id), 409, 'You have already submitted this quiz.');
    const item = (await list('stu', { limit: 100 })).results.find((r) => r.id === quiz.ids.id)!;
    expect(item.attempt).toMatchObject({ status: 'submitted', score: 2, total: 4, score_percent: 50, passed: false, certificate_url: null });
  });

  it("accepts the spec's payload (question text -> answer text), merged with the answers saved before", async () => {
    const { attempt_id } = (await start('stu', quiz.texts)).json();
    const [q1, q2, q3, q4] = quiz.texts.questions;
    await answer('stu', quiz.texts, q4.id, q4.right.id);
    const res = await save('stu', quiz.texts, { [q1.text]: q1.right.text, [q2.text]: q2.right.text, [q3.text]: q3.right.text });
    const result = quizResultSchema.parse(res.json());
    expect(result).toMatchObject({ score: 4, total: 4, score_percent: 100, passed: true, certificate_url: `/api/quiz/attempts/${attempt_id}/certificate/` });
    // The kept options hold the answer saved before and those of the submit itself.
    expect((await attemptOfId(attempt_id)).chosen).toEqual({ [q1.id]: q1.right.id, [q2.id]: q2.right.id, [q3.id]: q3.right.id, [q4.id]: q4.right.id });
  });

  it('refuses unknown questions and answers with 400 and changes nothing', async () => {
    const { attempt_id } = (await start('classmate', quiz.texts)).json();
    const [q1, q2] = quiz.texts.questions;
    const unknownQuestion = await save('classmate', quiz.texts, { [q1.text]: q1.right.text, 'What is the capital of Mars?': 'Olympus' });
    expectDetail(unknownQuestion, 400, 'Unknown question "What is the capital of Mars?".');
    expectDetail(await save('classmate', quiz.texts, { [q2.text]: 'not an option' }), 400, /is not an option of question/);
    expectDetail(await save('classmate', quiz.texts, { answers: [{ question_id: q1.id, answer_id: q2.right.id }] }), 400, /is not an option of question/);
    expectDetail(await save('classmate', quiz.texts, { answers: [{ question_id: quiz.resume.questions[0].id, answer_id: quiz.resume.questions[0].right.id }] }), 400, /not part of this quiz/);
    expectDetail(await save('classmate', quiz.texts, { answers: [{ question_id: q1.id, answer_id: q1.right.id }, { question_id: q1.id, answer_id: q1.wrong[0].id }] }), 400, /more than once/);
    expect((await saveRaw('classmate', quiz.texts, { [q1.text]: 7 })).statusCode).toBe(400);
    expect(await attemptOfId(attempt_id)).toMatchObject({ status: 'in_progress' });
    expect(await storedAnswers(attempt_id)).toEqual([]);
  });

  it('refuses to submit a quiz that was not started, and keeps each student to their own attempt', async () => {
    expectDetail(await save('classmate', quiz.late, {}), 404, 'Start this quiz before submitting it.');
    // stu's running attempt at "Resume" is untouched by the classmate's calls.
    expectDetail(await save('classmate', quiz.resume, {}), 404, 'Start this quiz before submitting it.');
    expect(await attemptOf(stuId, quiz.resume)).toMatchObject({ status: 'in_progress' });
  });
});

async function attemptOfId(id: number) {
  return (await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0];
}

describe('the time limit', () => {
  it('refuses answers after the deadline, and a late submit counts only the answers saved in time', async () => {
    const { attempt_id } = quizStartResponseSchema.parse((await start('stu', quiz.late)).json());
    const [q1, q2] = quiz.late.questions;
    await answer('stu', quiz.late, q1.id, q1.right.id);

    // Within the grace period an answer still counts.
    await expireAttempt(t.db, attempt_id, 2);
    expect((await answer('stu', quiz.late, q2.id, q2.wrong[0].id)).statusCode).toBe(200);

    await expireAttempt(t.db, attempt_id, 30);
    expectDetail(await answer('stu', quiz.late, q2.id, q2.right.id), 409, 'The time for this quiz is over.');
    const res = await save('stu', quiz.late, { answers: quiz.late.questions.map((q) => ({ question_id: q.id, answer_id: q.right.id })) });
    expect(res.statusCode).toBe(200);
    expect(quizResultSchema.parse(res.json())).toMatchObject({ correct: 1, wrong: 1, unattempted: 2, score: 1, total: 4, score_percent: 25, late_answers_ignored: true });
    expect(await storedAnswers(attempt_id)).toEqual([[q1.id, q1.right.id], [q2.id, q2.wrong[0].id]].sort());
    const row = await attemptOfId(attempt_id);
    expect(row.submittedAt?.getTime()).toBe(row.deadlineAt.getTime());
  });

  it('closes an attempt whose time ran out unseen with its saved answers, when the student comes back', async () => {
    const { attempt_id } = (await start('stu', quiz.abandoned)).json();
    const q1 = quiz.abandoned.questions[0];
    await answer('stu', quiz.abandoned, q1.id, q1.right.id);
    await expireAttempt(t.db, attempt_id, 60);
    expectDetail(await start('stu', quiz.abandoned), 409, /The time for this quiz is over/);
    const item: QuizListItem = (await list('stu', { limit: 100 })).results.find((r) => r.id === quiz.abandoned.id)!;
    expect(item.attempt).toMatchObject({ status: 'submitted', score: 1, total: 4, score_percent: 25 });
    expect((await attemptOfId(attempt_id)).chosen).toEqual({ [q1.id]: q1.right.id });
  });

  it('closes expired attempts when the student lists the quizzes', async () => {
    const { attempt_id } = (await start('classmate', quiz.abandoned)).json();
    await expireAttempt(t.db, attempt_id, 60);
    await list('classmate');
    expect(await attemptOfId(attempt_id)).toMatchObject({ status: 'submitted', correctCount: 0, unattemptedCount: 4, scorePercent: 0, chosen: {} });
  });
});

describe('OpenAPI', () => {
  it('documents the quiz calls with both save payloads', async () => {
    const doc = (await w.as('anonymous').inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/student_dashboard/quizzes/', '/api/quiz/{quizId}/start/', '/api/quiz/{quizId}/answers/', '/api/quiz/{quizId}/save/', '/api/quiz/attempts/{attemptId}/certificate/']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const body = JSON.stringify(doc.paths['/api/quiz/{quizId}/save/'].post.requestBody);
    expect(body).toContain('question_id');
    expect(body).toContain('additionalProperties');
  });
});
