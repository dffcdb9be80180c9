/**
 * Issue 13: a whole class starts, answers and submits at once. Starts, saves and submits are single statements
 * gathered into batches, so these tests hold their rules when requests overlap: one attempt per student, one score
 * per attempt, every acknowledged save stored and scored, nothing stored once submitted. The ones that hold a lock
 * in a transaction of their own run on PostgreSQL only (PGlite has one connection: a held transaction stops all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorSchema, quizEndpoints, quizResultSchema, quizStartResponseSchema, saveAnswerResponseSchema, type EndpointBody } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type PersonSpec, type World } from '../../test/world';
import { testEngine } from '../../test/test-engine';
import { answers, attemptAnswers, quizAttempts } from './quizzes.table';
import { createQuiz, expireAttempt, type TestQuiz } from './quiz-test-fixtures';

let t: TestApp;
const STUDENTS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
type Student = (typeof STUDENTS)[number];
let w: World<'green-valley', Student>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
    users: Object.fromEntries(STUDENTS.map((username) => [username, { role: 'student', school: 'green-valley', grade: 7, section: 'A' }])) as Record<Student, PersonSpec<'green-valley'>>,
  });
  Object.assign(id, w.id);
  classQuiz = (name) => createQuiz(t.db, { name, classes: [{ schoolId: w.school['green-valley'], grade: 7, section: 'A' }] });
});
afterAll(() => t.close());

let classQuiz: (name: string) => Promise<TestQuiz>;

const start = (who: Student, q: TestQuiz) => w.as(who).call(quizEndpoints.start, { params: { quizId: q.id } });
const answer = (who: Student, q: TestQuiz, question_id: number, answer_id: number) =>
  w.as(who).call(quizEndpoints.saveAnswer, { params: { quizId: q.id }, body: { question_id, answer_id } });
const submit = (who: Student, q: TestQuiz, body: EndpointBody<typeof quizEndpoints.submit> = { answers: [] }) => w.as(who).call(quizEndpoints.submit, { params: { quizId: q.id }, body });
const detail = (res: { json(): unknown }) => errorSchema.parse(res.json()).detail;
const attemptOf = async (who: string, q: TestQuiz) =>
  (await t.db.select().from(quizAttempts).where(and(eq(quizAttempts.studentId, id[who]), eq(quizAttempts.quizId, q.id))))[0];
const stored = async (attemptId: number) =>
  new Map((await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId))).map((r) => [r.questionId, r.answerId]));
/** How many of the stored answers are right: what the attempt's score must say. */
const rightAnswers = (q: TestQuiz, kept: Map<number, number | null>) => q.questions.filter((question) => kept.get(question.id) === question.right.id).length;

describe('starts at once', () => {
  it('many starts of one student make one attempt: one 201, the others resume it', async () => {
    const q = await classQuiz('Starts');
    const all = await Promise.all(Array.from({ length: 5 }, () => start('s1', q)));
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(all.map((r) => quizStartResponseSchema.parse(r.json()).attempt_id)).size).toBe(1);
    expect((await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, q.id)))).toHaveLength(1);
  });
});

describe('starts of a class at once (one batch)', () => {
  it('answers each start on its own: new (201), resumed with its saves (200), submitted (409), time over (409), not assigned (404)', async () => {
    const q = await classQuiz('Start batch');
    const other = await createQuiz(t.db, { name: 'Another class', classes: [{ schoolId: w.school['green-valley'], grade: 7, section: 'B' }] });
    for (const who of ['s2', 's3', 's4'] as const) expect((await start(who, q)).statusCode).toBe(201);
    const [q1] = q.questions;
    expect((await answer('s2', q, q1.id, q1.right.id)).statusCode).toBe(200);
    expect((await submit('s3', q)).statusCode).toBe(200);
    await expireAttempt(t.db, (await attemptOf('s4', q)).id, 120);
    const [fresh, resumed, submitted, late, elsewhere, second] = await Promise.all([
      start('s1', q), start('s2', q), start('s3', q), start('s4', q), start('s5', other), start('s6', q),
    ]);
    expect(fresh.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const [a, b] = [quizStartResponseSchema.parse(fresh.json()), quizStartResponseSchema.parse(second.json())];
    expect(a.attempt_id).not.toBe(b.attempt_id);
    expect([a.attempt_id, b.attempt_id]).toEqual([(await attemptOf('s1', q)).id, (await attemptOf('s6', q)).id]);
    expect(a.questions.map((x) => x.id).sort()).toEqual(q.questions.map((x) => x.id).sort());
    expect(resumed.statusCode).toBe(200);
    expect(quizStartResponseSchema.parse(resumed.json())).toMatchObject({ resumed: true, saved_answers: [{ question_id: q1.id, answer_id: q1.right.id }] });
    expect([submitted.statusCode, detail(submitted)]).toEqual([409, 'You have already submitted this quiz.']);
    expect(late.statusCode).toBe(409);
    expect(detail(late)).toMatch(/Your saved answers were submitted\.$/);
    expect([elsewhere.statusCode, detail(elsewhere)]).toEqual([404, 'This quiz is not assigned to your class.']);
    expect(await attemptOf('s5', other)).toBeUndefined();
  });
});

describe('answer saves of a class at once (one batch)', () => {
  it('answers each save on its own: stored, not started (404), not an option (400), submitted (409)', async () => {
    const q = await classQuiz('Batch');
    for (const who of ['s1', 's2', 's3', 's4', 's5'] as const) await start(who, q);
    await submit('s5', q);
    const [q1, q2] = q.questions;
    const [a, b, c, none, wrong, late] = await Promise.all([
      answer('s1', q, q1.id, q1.right.id), answer('s2', q, q1.id, q1.wrong[0].id), answer('s3', q, q2.id, q2.right.id),
      answer('s6', q, q1.id, q1.right.id), answer('s4', q, q1.id, q2.right.id), answer('s5', q, q1.id, q1.right.id),
    ]);
    for (const [res, who, question, option] of [[a, 's1', q1, q1.right.id], [b, 's2', q1, q1.wrong[0].id], [c, 's3', q2, q2.right.id]] as const) {
      expect(saveAnswerResponseSchema.parse(res.json())).toMatchObject({ question_id: question.id, answer_id: option, answered: 1 });
      expect((await stored((await attemptOf(who, q)).id)).get(question.id)).toBe(option);
    }
    expect([none.statusCode, detail(none)]).toEqual([404, 'Start this quiz before answering.']);
    expect([wrong.statusCode, detail(wrong)]).toEqual([400, 'This answer is not an option of a question of this quiz.']);
    expect([late.statusCode, detail(late)]).toEqual([409, 'You have already submitted this quiz.']);
    expect(await stored((await attemptOf('s4', q)).id)).toEqual(new Map());
    expect(await stored((await attemptOf('s5', q)).id)).toEqual(new Map());
  });
});

describe('submits at once', () => {
  it('answers each submit of a class on its own: scored in time, scored at the deadline when late, 404, 409, 400', async () => {
    const q = await classQuiz('Class submits');
    for (const who of ['s1', 's2', 's3', 's4'] as const) await start(who, q);
    const [q1, q2] = q.questions;
    await answer('s2', q, q1.id, q1.wrong[0].id);
    await expireAttempt(t.db, (await attemptOf('s2', q)).id, 60);
    await submit('s3', q);
    const both = { answers: [{ question_id: q1.id, answer_id: q1.right.id }, { question_id: q2.id, answer_id: q2.right.id }] };
    const [inTime, late, none, again, bad] = await Promise.all([
      submit('s1', q, both), submit('s2', q, both), submit('s6', q, both), submit('s3', q, both),
      submit('s4', q, { answers: [{ question_id: q1.id, answer_id: q2.right.id }] }),
    ]);
    expect(quizResultSchema.parse(inTime.json())).toMatchObject({ correct: 2, wrong: 0, unattempted: 2, late_answers_ignored: false });
    expect(quizResultSchema.parse(late.json())).toMatchObject({ correct: 0, wrong: 1, unattempted: 3, late_answers_ignored: true });
    const lateRow = await attemptOf('s2', q);
    expect(lateRow.submittedAt?.getTime()).toBe(lateRow.deadlineAt.getTime());
    expect(await stored(lateRow.id)).toEqual(new Map([[q1.id, q1.wrong[0].id]]));
    expect([none.statusCode, detail(none)]).toEqual([404, 'Start this quiz before submitting it.']);
    expect([again.statusCode, detail(again)]).toEqual([409, 'You have already submitted this quiz.']);
    expect([bad.statusCode, detail(bad)]).toEqual([400, `Answer ${q2.right.id} is not an option of question ${q1.id}.`]);
    expect(await attemptOf('s4', q)).toMatchObject({ status: 'in_progress' });
    expect(await stored((await attemptOf('s4', q)).id)).toEqual(new Map());
  });

  it('two submits of one attempt: one is scored, the other is told it was already submitted', async () => {
    const q = await classQuiz('Double submit');
    await start('s1', q);
    const [q1] = q.questions;
    const both = await Promise.all([submit('s1', q, { answers: [{ question_id: q1.id, answer_id: q1.right.id }] }), submit('s1', q)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(detail(both.find((r) => r.statusCode === 409)!)).toBe('You have already submitted this quiz.');
    const row = await attemptOf('s1', q);
    expect(row.status).toBe('submitted');
    expect(row.correctCount).toBe(rightAnswers(q, await stored(row.id)));
  });

  it('saves racing a submit are either stored and scored, or refused; the score is that of the stored answers', async () => {
    const q = await classQuiz('Race');
    await start('s2', q);
    const saves = q.questions.map((question) => answer('s2', q, question.id, question.right.id));
    const [result, ...saved] = await Promise.all([submit('s2', q), ...saves]);
    expect(result.statusCode).toBe(200);
    const row = await attemptOf('s2', q);
    const kept = await stored(row.id);
    saved.forEach((res, i) => {
      if (res.statusCode === 200) expect(kept.get(q.questions[i].id)).toBe(q.questions[i].right.id);
      else expect([res.statusCode, detail(res)]).toEqual([409, 'You have already submitted this quiz.']);
    });
    expect(quizResultSchema.parse(result.json()).correct).toBe(rightAnswers(q, kept));
    expect(row.correctCount).toBe(rightAnswers(q, kept));
  });

  it("refuses an option that is no longer the quiz's even though this server kept the quiz's options", async () => {
    const q = await classQuiz('Kept options');
    await start('s3', q);
    await start('s4', q);
    const [q1] = q.questions;
    expect((await submit('s3', q, { answers: [{ question_id: q1.id, answer_id: q1.wrong[1].id }] })).statusCode).toBe(200);
    // Not something the app does to a quiz with attempts (it makes a new version): the database must still decide.
    await t.db.delete(answers).where(eq(answers.id, q1.wrong[0].id));
    const res = await submit('s4', q, { answers: [{ question_id: q1.id, answer_id: q1.wrong[0].id }] });
    expect([res.statusCode, detail(res)]).toEqual([400, `Answer ${q1.wrong[0].id} is not an option of question ${q1.id}.`]);
    expect(await attemptOf('s4', q)).toMatchObject({ status: 'in_progress' });
  });
});

/** Runs `hold` in a transaction of its own and keeps it open until `request` is seen waiting for a lock. */
async function holdingLock<T>(hold: (tx: typeof t.db) => Promise<unknown>, request: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  let held!: () => void;
  const isHeld = new Promise<void>((r) => { held = r; });
  const holder = t.db.transaction(async (tx) => {
    await hold(tx as unknown as typeof t.db);
    held();
    await released;
  });
  await isHeld;
  const pending = request();
  // The request is under way once a session of this database waits for a lock.
  for (let i = 0; i < 500; i++) {
    const { rows } = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`) as unknown as { rows: { n: number }[] };
    if (rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  release();
  await holder;
  return pending;
}

describe.skipIf(testEngine !== 'postgres')('a save and a submit of one attempt overlapping (PostgreSQL)', () => {
  it('a submit that meets a save under way waits for it and scores its answer', async () => {
    const q = await classQuiz('Save first');
    const { attempt_id } = quizStartResponseSchema.parse((await start('s7', q)).json());
    const [q1] = q.questions;
    // What a save does: share-lock the attempt, store the answer; committed only after the submit arrived.
    const res = await holdingLock(async (tx) => {
      await tx.execute(sql`select 1 from quiz_attempts where id = ${attempt_id} for share`);
      await tx.insert(attemptAnswers).values({ attemptId: attempt_id, questionId: q1.id, answerId: q1.right.id, answeredAt: new Date() });
    }, () => submit('s7', q));
    expect(res.statusCode).toBe(200);
    expect(quizResultSchema.parse(res.json())).toMatchObject({ correct: 1, unattempted: q.questions.length - 1 });
    expect(await attemptOf('s7', q)).toMatchObject({ status: 'submitted', correctCount: 1 });
  });

  it('a save that meets a submit under way waits for it, then is refused and stores nothing', async () => {
    const q = await classQuiz('Submit first');
    const { attempt_id } = quizStartResponseSchema.parse((await start('s8', q)).json());
    const [q1] = q.questions;
    const res = await holdingLock(async (tx) => {
      await tx.execute(sql`select 1 from quiz_attempts where id = ${attempt_id} for update`);
      await tx.update(quizAttempts).set({ status: 'submitted', submittedAt: new Date() }).where(eq(quizAttempts.id, attempt_id));
    }, () => answer('s8', q, q1.id, q1.right.id));
    expect([res.statusCode, detail(res)]).toEqual([409, 'You have already submitted this quiz.']);
    expect(await stored(attempt_id)).toEqual(new Map());
  });
});
