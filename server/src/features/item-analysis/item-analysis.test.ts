import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  ITEM_ANALYSIS_MESSAGES, answerMatchKey, itemAnalysisEndpoints, itemAnalysisQuizzesSchema, itemAnalysisSchema, quizEndpoints,
  type ItemAnalysis, type ItemAnalysisQuery, type QuestionKind,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { answers, questions, quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';

const { teacherAnalysis, schoolAnalysis, teacherCsv, schoolCsv, teacherQuizzes } = itemAnalysisEndpoints;

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    s1: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    s2: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    s3: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    s4: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    s5: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    s6: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    b1: { role: 'student', school: 'gv', grade: 7, section: 'B' },
    b2: { role: 'student', school: 'gv', grade: 7, section: 'B' },
    b3: { role: 'student', school: 'gv', grade: 7, section: 'B' },
    o1: { role: 'student', school: 'other', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    faroffice: { role: 'school', school: 'other' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
  links: [['parent', 's1']],
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;

interface MadeQuestion { id: number; options: number[] }
/** A quiz of the given questions (options: [text, right]); typed questions' options are their accepted answers. */
async function makeQuiz(db: Db, spec: { name: string; schoolId: number | null; kind?: 'graded' | 'practice'; drawCount?: number; questions: { kind: QuestionKind; options: [string, boolean][] }[] }) {
  const [quiz] = await db.insert(quizzes).values({
    quizName: spec.name, topic: `${spec.name} topic`, quizType: 'homework', timeMinutes: 10, grade: 7, schoolId: spec.schoolId,
    kind: spec.kind ?? 'graded', drawCount: spec.drawCount ?? null, reviewMode: 'after_submission',
  }).returning();
  const made: MadeQuestion[] = [];
  for (const [i, q] of spec.questions.entries()) {
    const [row] = await db.insert(questions).values({ quizId: quiz.id, position: i + 1, text: `${spec.name} Q${i + 1}`, kind: q.kind }).returning();
    const opts = await db.insert(answers).values(q.options.map(([text, isCorrect], p) => ({
      questionId: row.id, position: p + 1, text, isCorrect, matchKey: answerMatchKey(q.kind, text),
    }))).returning();
    made.push({ id: row.id, options: opts.map((o) => o.id) });
  }
  return { id: quiz.id, questions: made };
}

type Value = number | number[] | string;
/** A submitted attempt as a submit keeps it: its paper, each answered question's credit and value (credits null: an older row). */
async function attempt(db: Db, quizId: number, who: Person, score: number, paper: number[] | null, answered: [qid: number, value: Value, credit: number][], keepCredits = true) {
  await db.insert(quizAttempts).values({
    quizId, studentId: w.id[who], schoolId: who === 'o1' ? w.school.other : w.school.gv, status: 'submitted',
    deadlineAt: new Date(), submittedAt: new Date(), totalQuestions: paper?.length ?? 4, scorePercent: score, marksScored: score / 10, marksTotal: 10,
    questionIds: paper, chosen: Object.fromEntries(answered.map(([q, v]) => [q, v])),
    credits: keepCredits ? Object.fromEntries(answered.map(([q, , c]) => [q, c])) : null,
  });
}

let own: Awaited<ReturnType<typeof makeQuiz>>;
let every: Awaited<ReturnType<typeof makeQuiz>>;
let practice: Awaited<ReturnType<typeof makeQuiz>>;
let live: Awaited<ReturnType<typeof makeQuiz>>;

/*
 * OWN: Green Valley's own pool quiz, 3 of 4 questions per attempt. Q1 single (o11 right), Q2 multiple (o21, o22 right,
 * o23 wrong), Q3 short text ("New Delhi"), Q4 true/false (True). Nine attempts by score: s1 100 … b3 10, so the top
 * third is s1 s2 s3 and the bottom third b1 b2 b3. b3's paper is null (every question).
 *   Q1 held by s1 s2 s3 s4 s5 b1 b2 b3: right s1 s2 s3 s5 b1 (5/8 = 62.5 %); top 3/3, bottom 1/3 → 0.67.
 *   Q2 held by s1 s2 s3 s5 s6 b1 b3: right s1 s2, partial s3 s6, wrong s5 b3, blank b1 (28.6 %); bottom holds 2 → null.
 *   Q3 held by s1 s3 s4 s5 s6 b1 b2 b3: right s1 s3, wrong s4 s6 b1 b2 b3, blank s5 (25 %); Mumbai ×3, Bombay, Kolkata.
 *   Q4 held by s2 s4 s6 b2 b3: right s2 s4, wrong s6 b2, blank b3 (40 %).
 * EVERY: an every-school quiz, one single question: s1 right, s2 and s3 older rows without credits (wrong, right), and
 * the other school's o1 right.
 */
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const db = t.db;
  const gv = w.school.gv;
  own = await makeQuiz(db, {
    name: 'OWN', schoolId: gv, drawCount: 3, questions: [
      { kind: 'single', options: [['o11', true], ['o12', false], ['o13', false]] },
      { kind: 'multiple', options: [['o21', true], ['o22', true], ['o23', false]] },
      { kind: 'short_text', options: [['New Delhi', true]] },
      { kind: 'true_false', options: [['True', true], ['False', false]] },
    ],
  });
  every = await makeQuiz(db, { name: 'EVERY', schoolId: null, questions: [{ kind: 'single', options: [['e1', true], ['e2', false]] }] });
  practice = await makeQuiz(db, { name: 'PRACTICE', schoolId: gv, kind: 'practice', questions: [{ kind: 'single', options: [['p1', true], ['p2', false]] }] });
  live = await makeQuiz(db, {
    name: 'LIVE', schoolId: gv, questions: [
      { kind: 'multiple', options: [['l1', true], ['l2', true], ['l3', false]] },
      { kind: 'short_text', options: [['Paris', true]] },
    ],
  });
  await db.insert(quizAssignments).values([
    { quizId: own.id, schoolId: gv, grade: 7, section: 'A' }, { quizId: own.id, schoolId: gv, grade: 7, section: 'B' },
    { quizId: every.id, schoolId: gv, grade: 7, section: 'A' }, { quizId: every.id, schoolId: w.school.other, grade: 7, section: 'A' },
    { quizId: live.id, schoolId: gv, grade: 7, section: 'B' },
  ]);

  const [q1, q2, q3, q4] = own.questions.map((q) => q.id);
  const [o11, o12, o13] = own.questions[0].options;
  const [o21, o22, o23] = own.questions[1].options;
  const [yes, no] = own.questions[3].options;
  await attempt(db, own.id, 's1', 100, [q3, q1, q2], [[q1, o11, 1], [q2, [o21, o22], 1], [q3, 'New Delhi', 1]]);
  await attempt(db, own.id, 's2', 90, [q4, q2, q1], [[q1, o11, 1], [q2, [o22, o21], 1], [q4, yes, 1]]);
  await attempt(db, own.id, 's3', 80, [q1, q2, q3], [[q1, o11, 1], [q2, [o21], 0.5], [q3, 'new  delhi', 1]]);
  await attempt(db, own.id, 's4', 60, [q1, q3, q4], [[q1, o12, 0], [q3, 'Mumbai', 0], [q4, yes, 1]]);
  await attempt(db, own.id, 's5', 50, [q2, q1, q3], [[q1, o11, 1], [q2, [o21, o23], 0]]);
  await attempt(db, own.id, 's6', 40, [q2, q3, q4], [[q2, [o22], 0.5], [q3, 'Bombay', 0], [q4, no, 0]]);
  await attempt(db, own.id, 'b1', 30, [q1, q2, q3], [[q1, o11, 1], [q3, 'mumbai', 0]]);
  await attempt(db, own.id, 'b2', 20, [q1, q3, q4], [[q1, o12, 0], [q3, 'Kolkata', 0], [q4, no, 0]]);
  await attempt(db, own.id, 'b3', 10, null, [[q1, o13, 0], [q2, [o23], 0], [q3, ' Mumbai ', 0]]);

  const [e1, e2] = every.questions[0].options;
  const e = every.questions[0].id;
  await attempt(db, every.id, 's1', 100, null, [[e, e1, 1]]);
  await attempt(db, every.id, 's2', 0, null, [[e, e2, 0]], false);
  await attempt(db, every.id, 's3', 100, null, [[e, e1, 1]], false);
  await attempt(db, every.id, 'o1', 100, null, [[e, e1, 1]]);
});
afterAll(() => t.close());

type Analysis = typeof teacherAnalysis | typeof schoolAnalysis;
const call = (endpoint: Analysis, who: Person, quizId: number, query: ItemAnalysisQuery = {}, headers?: Record<string, string>) =>
  w.as(who).call(endpoint, { params: { quizId }, query, headers });
async function analysis(who: Person, quizId: number, query: ItemAnalysisQuery = {}, endpoint: Analysis = teacherAnalysis): Promise<ItemAnalysis> {
  const res = await call(endpoint, who, quizId, query);
  expect(res.statusCode, res.body).toBe(200);
  return itemAnalysisSchema.parse(res.json());
}
const byId = (a: ItemAnalysis, id: number) => a.questions.find((q) => q.question_id === id)!;

describe('item analysis of a quiz', () => {
  it('counts each question over the attempts whose paper held it, most missed first', async () => {
    const a = await analysis('coach', own.id);
    expect(a).toMatchObject({ attempts: 9, average_percent: 53.3, grade: null, section: null, answers_hidden: false, classes: [{ grade: 7, section: 'A' }, { grade: 7, section: 'B' }] });
    expect(a.quiz).toMatchObject({ id: own.id, name: 'OWN', school_id: w.school.gv, draw_count: 3, question_count: 4 });
    const [q1, q2, q3, q4] = own.questions.map((q) => q.id);
    expect(a.questions.map((q) => q.question_id)).toEqual([q3, q2, q4, q1]);
    expect(a.questions.map((q) => q.position)).toEqual([3, 2, 4, 1]);
    expect(byId(a, q1)).toMatchObject({ kind: 'single', given: 8, right: 5, partial: 0, wrong: 3, blank: 0, right_percent: 62.5, discrimination: 0.67 });
    expect(byId(a, q2)).toMatchObject({ kind: 'multiple', given: 7, right: 2, partial: 2, wrong: 2, blank: 1, right_percent: 28.6, discrimination: null });
    expect(byId(a, q3)).toMatchObject({ kind: 'short_text', given: 8, right: 2, partial: 0, wrong: 5, blank: 1, right_percent: 25, discrimination: null });
    expect(byId(a, q4)).toMatchObject({ kind: 'true_false', given: 5, right: 2, partial: 0, wrong: 2, blank: 1, right_percent: 40, discrimination: null });
  });

  it('counts how often each option was chosen (a multiple-select answer once per option) and marks the right ones for the school’s own teacher', async () => {
    const a = await analysis('coach', own.id);
    const [q1, q2, q3, q4] = own.questions;
    expect(byId(a, q1.id).options).toEqual([
      { id: q1.options[0], text: 'o11', is_correct: true, chosen: 5 },
      { id: q1.options[1], text: 'o12', is_correct: false, chosen: 2 },
      { id: q1.options[2], text: 'o13', is_correct: false, chosen: 1 },
    ]);
    expect(byId(a, q2.id).options.map((o) => [o.text, o.is_correct, o.chosen])).toEqual([['o21', true, 4], ['o22', true, 3], ['o23', false, 2]]);
    expect(byId(a, q4.id).options.map((o) => [o.text, o.chosen])).toEqual([['True', 2], ['False', 2]]);
    // Typed: no options; the accepted answers, and the commonest wrong answers as typed, case and spacing ignored.
    expect(byId(a, q3.id)).toMatchObject({
      options: [], accepted_answers: ['New Delhi'],
      wrong_responses: [{ response: 'Mumbai', count: 3 }, { response: 'Bombay', count: 1 }, { response: 'Kolkata', count: 1 }],
    });
    expect(byId(a, q1.id)).toMatchObject({ accepted_answers: null, wrong_responses: [] });
  });

  it('narrows to a grade or a class; the thirds are that class’s', async () => {
    const [q1] = own.questions.map((q) => q.id);
    const classA = await analysis('coach', own.id, { grade: 7, section: 'A' });
    expect(classA).toMatchObject({ attempts: 6, grade: 7, section: 'A', average_percent: 70 });
    expect(byId(classA, q1)).toMatchObject({ given: 5, right: 4, wrong: 1, right_percent: 80, discrimination: null });
    const classB = await analysis('coach', own.id, { grade: 7, section: 'B' });
    expect(byId(classB, q1)).toMatchObject({ given: 3, right: 1, wrong: 2 });
    const grade = await analysis('coach', own.id, { grade: 7 });
    expect(grade.attempts).toBe(9);
    const empty = await analysis('coach', own.id, { grade: 8, section: 'C' });
    expect(empty).toMatchObject({ attempts: 0, average_percent: null });
    expect(empty.questions.every((q) => q.given === 0 && q.right_percent === null && q.discrimination === null)).toBe(true);
  });

  it('reads an older attempt without credits by its chosen option, and only the school’s own students', async () => {
    const gv = await analysis('coach', every.id);
    expect(gv).toMatchObject({ attempts: 3, answers_hidden: true });
    expect(gv.questions[0]).toMatchObject({ given: 3, right: 2, wrong: 1 });
    const far = await analysis('farcoach', every.id);
    expect(far).toMatchObject({ attempts: 1, classes: [{ grade: 7, section: 'A' }] });
    expect(far.questions[0]).toMatchObject({ given: 1, right: 1 });
  });

  it('counts an attempt submitted through the quiz routes (partial credit, typed answer)', async () => {
    const student = w.as('b1');
    const started = await student.ok(quizEndpoints.start, { params: { quizId: live.id } });
    expect(started.questions).toHaveLength(2);
    const [multi, typed] = live.questions;
    await student.ok(quizEndpoints.saveAnswer, { params: { quizId: live.id }, body: { question_id: multi.id, answer_ids: [multi.options[0], multi.options[2], multi.options[1]] } });
    await student.ok(quizEndpoints.saveAnswer, { params: { quizId: live.id }, body: { question_id: multi.id, answer_ids: [multi.options[0]] } });
    await student.ok(quizEndpoints.saveAnswer, { params: { quizId: live.id }, body: { question_id: typed.id, response: '  london ' } });
    await student.ok(quizEndpoints.submit, { params: { quizId: live.id }, body: { answers: [] } });
    const a = await analysis('coach', live.id);
    expect(a.attempts).toBe(1);
    expect(byId(a, multi.id)).toMatchObject({ given: 1, partial: 1, right: 0, options: [{ text: 'l1', chosen: 1 }, { text: 'l2', chosen: 0 }, { text: 'l3', chosen: 0 }] });
    expect(byId(a, typed.id)).toMatchObject({ given: 1, wrong: 1, wrong_responses: [{ response: 'london', count: 1 }] });
  });

  it('lists the school’s assigned quizzes with their submitted attempts, newest first', async () => {
    const res = await w.as('coach').call(teacherQuizzes);
    expect(res.statusCode, res.body).toBe(200);
    const list = itemAnalysisQuizzesSchema.parse(res.json()).quizzes;
    expect(list.map((q) => q.id).sort()).toEqual([own.id, every.id, live.id].sort());
    expect(list.find((q) => q.id === own.id)).toEqual({ id: own.id, quiz_name: 'OWN', topic: 'OWN topic', quiz_type: 'homework', submitted: 9 });
    expect(list.find((q) => q.id === every.id)).toMatchObject({ submitted: 3 });
  });
});

describe('who sees what', () => {
  it('hides the correct answers of an every-school quiz from teachers, and every quiz’s from the school account', async () => {
    const everyTeacher = await analysis('coach', every.id);
    expect(everyTeacher.questions[0].options.map((o) => o.is_correct)).toEqual([null, null]);
    const office = await analysis('office', own.id, {}, schoolAnalysis);
    expect(office.answers_hidden).toBe(true);
    expect(office.questions.flatMap((q) => q.options.map((o) => o.is_correct))).toEqual(expect.arrayContaining([null]));
    expect(office.questions.every((q) => q.options.every((o) => o.is_correct === null) && q.accepted_answers === null)).toBe(true);
    // The counts stay: they are scores, which staff always see (ADR 0005).
    expect(byId(office, own.questions[0].id)).toMatchObject({ right: 5, given: 8 });
  });

  it('lets a superuser read any school’s, as that school’s dashboard shows it', async () => {
    const asTeacher = await analysis('root', own.id, { school: w.school.gv });
    expect(asTeacher.answers_hidden).toBe(false);
    expect(asTeacher.attempts).toBe(9);
    const asOffice = await analysis('root', own.id, { school: w.school.gv }, schoolAnalysis);
    expect(asOffice.answers_hidden).toBe(true);
    const noSchool = await call(teacherAnalysis, 'root', own.id);
    expect(noSchool.statusCode).toBe(400);
    const otherSchool = await call(teacherAnalysis, 'root', own.id, { school: w.school.other });
    expect(otherSchool.statusCode).toBe(404);
  });

  it('gives another school’s staff 404 for this school’s quiz, parents and students 403', async () => {
    for (const [who, endpoint] of [['farcoach', teacherAnalysis], ['faroffice', schoolAnalysis]] as const) {
      const res = await call(endpoint, who, own.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ITEM_ANALYSIS_MESSAGES.noSuchQuiz });
    }
    for (const who of ['parent', 's1'] as const) {
      expect((await call(teacherAnalysis, who, own.id)).statusCode).toBe(403);
      expect((await call(schoolAnalysis, who, own.id)).statusCode).toBe(403);
    }
    // Each dashboard is its own role's: the school account does not read the teacher's address, nor the teacher the school's.
    expect((await call(teacherAnalysis, 'office', own.id)).statusCode).toBe(403);
    expect((await call(schoolAnalysis, 'coach', own.id)).statusCode).toBe(403);
    expect((await w.as('anonymous').call(teacherAnalysis, { params: { quizId: own.id } })).statusCode).toBe(401);
  });

  it('answers 404 for a practice quiz or none, and 400 for a section without its grade (in Hindi when asked)', async () => {
    expect((await call(teacherAnalysis, 'coach', practice.id)).statusCode).toBe(404);
    expect((await call(teacherAnalysis, 'coach', 2_000_000_000)).statusCode).toBe(404);
    const noGrade = await call(teacherAnalysis, 'coach', own.id, { section: 'A' }, { 'accept-language': 'hi' });
    expect(noGrade.statusCode).toBe(400);
    expect(noGrade.json().detail).toMatch(/[\u0900-\u097F]/);
    const badId = await w.as('coach').inject({ method: 'GET', url: '/api/teacher_dashboard/item-analysis/abc/' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('the CSV download', () => {
  const csvOf = async (who: Person, endpoint: typeof teacherCsv | typeof schoolCsv, query: ItemAnalysisQuery = {}, headers: Record<string, string> = {}) => {
    const res = await w.as(who).call(endpoint, { params: { quizId: own.id }, query, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('has one row per question, most missed first, with the options and the commonest wrong answers', async () => {
    const res = await csvOf('coach', teacherCsv, { grade: 7 });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="item-analysis-quiz-${own.id}-grade-7.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Rank', 'Question no.', 'Question', 'Kind', 'Marks', 'Given to', 'Right', 'Right %', 'Partly right', 'Wrong', 'Blank', 'Discrimination', 'Options chosen', 'Commonest wrong answers']);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([['1', '3', 'OWN Q3'], ['2', '2', 'OWN Q2'], ['3', '4', 'OWN Q4'], ['4', '1', 'OWN Q1']]);
    expect(rows[4]).toEqual(['4', '1', 'OWN Q1', 'Single choice', '1', '8', '5', '62.5', '0', '3', '0', '0.67', 'o11 (right): 5; o12: 2; o13: 1', '']);
    expect(rows[1][13]).toBe('Mumbai: 3; Bombay: 1; Kolkata: 1');
  });

  it('never marks a right option for whoever may not see it, and speaks Hindi when asked', async () => {
    const res = await csvOf('office', schoolCsv, {}, { 'accept-language': 'hi' });
    expect(res.body).not.toContain('(right)');
    expect(res.body).not.toContain('सही उत्तर');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0][2]).toBe('प्रश्न');
    expect(rows[4][12]).toBe('o11: 5; o12: 2; o13: 1');
    const far = await w.as('farcoach').call(teacherCsv, { params: { quizId: own.id } });
    expect(far.statusCode).toBe(404);
  });
});
