import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authoringEndpoints, quizEndpoints, quizResultSchema, quizSaveResponseSchema, quizStartResponseSchema,
  type CreateQuizRequest, type QuizStartResponse,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { questions, quizAssignments, quizAttempts } from './quizzes.table';
import { allKeys } from './quiz-test-fixtures';

/** Issue 32 items 1, 2 and 4 (ADR 0041): question kinds, marks, negative marking, pools and shuffling, on the server. */
const people = worldSpec({
  schools: { home: {} },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A' },
    ravi: { role: 'student', school: 'home', grade: 7, section: 'A' },
    meera: { role: 'student', school: 'home', grade: 7, section: 'A' },
    dev: { role: 'student', school: 'home', grade: 7, section: 'A' },
    isha: { role: 'student', school: 'home', grade: 7, section: 'A' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people>;

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

/** A graded quiz made through the authoring API (so its rules are checked) and given to 7 A. */
async function makeQuiz(body: Omit<CreateQuizRequest, 'topic' | 'quiz_type' | 'time_minutes'>) {
  const saved = quizSaveResponseSchema.parse(await w.as('root').ok(authoringEndpoints.createQuiz, {
    body: { topic: 'Forces', quiz_type: 'post-assessment', time_minutes: 10, ...body },
  }));
  await t.db.insert(quizAssignments).values({ quizId: saved.quiz.id, schoolId: w.school.home, grade: 7, section: 'A' });
  return saved.quiz;
}
const start = async (who: Who, quizId: number) => quizStartResponseSchema.parse(await w.as(who).ok(quizEndpoints.start, { params: { quizId } }));
const save = (who: Who, quizId: number, body: object) => w.as(who).inject({ method: 'PUT', url: `/api/quiz/${quizId}/answers/`, payload: body });
const submit = async (who: Who, quizId: number, body: object = { answers: [] }) =>
  quizResultSchema.parse(await w.as(who).ok(quizEndpoints.submit, { params: { quizId }, body: body as never }));
const byText = (paper: QuizStartResponse, text: string) => paper.questions.find((q) => q.question === text)!;
const option = (paper: QuizStartResponse, text: string, answer: string) => byText(paper, text).answers.find((a) => a.answer === answer)!.id;

const mixed = {
  name: 'Every kind', negative_percent: 25,
  questions: [
    { text: 'Which pulls things down?', marks: 1, answers: [{ text: 'Gravity', is_correct: true }, { text: 'Magnetism' }] },
    { kind: 'multiple' as const, text: 'Which are forces?', marks: 2,
      answers: [{ text: 'Push', is_correct: true }, { text: 'Pull', is_correct: true }, { text: 'Colour' }, { text: 'Smell' }] },
    { kind: 'true_false' as const, text: 'Friction helps us walk.', marks: 1, answers: [{ text: 'True', is_correct: true }, { text: 'False' }] },
    { kind: 'numeric' as const, text: 'g in m/s²?', marks: 2, tolerance: 0.1, answers: [{ text: '9.8' }] },
    { kind: 'short_text' as const, text: 'The force that slows a rolling ball?', marks: 1, answers: [{ text: 'friction' }, { text: 'घर्षण' }] },
  ],
};

describe('question kinds and marking (ADR 0041)', () => {
  let quizId: number;
  beforeAll(async () => { quizId = (await makeQuiz(mixed)).id; });

  it('gives each question its kind and marks, options only to choice questions, and never a correct flag', async () => {
    const paper = await start('asha', quizId);
    expect(paper.max_marks).toBe(7);
    expect(paper.negative_percent).toBe(25);
    expect(paper.questions.map((q) => [q.kind, q.marks, q.answers.length])).toEqual([
      ['single', 1, 2], ['multiple', 2, 4], ['true_false', 1, 2], ['numeric', 2, 0], ['short_text', 1, 0],
    ]);
    expect(allKeys(paper)).not.toContain('is_correct');
    expect(JSON.stringify(paper)).not.toContain('घर्षण');
  });

  it('takes each kind of answer, refuses one its question does not take, and resumes with them', async () => {
    const paper = await start('asha', quizId);
    const [single, multiple, , numeric, text] = paper.questions;
    expect((await save('asha', quizId, { question_id: multiple.id, answer_id: multiple.answers[0].id })).statusCode).toBe(400);
    expect((await save('asha', quizId, { question_id: single.id, response: 'Gravity' })).statusCode).toBe(400);
    expect((await save('asha', quizId, { question_id: multiple.id, answer_ids: [single.answers[0].id] })).statusCode).toBe(400);
    const notNumber = await save('asha', quizId, { question_id: numeric.id, response: 'nine' });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().detail).toMatch(/takes a number/);
    expect((await save('asha', quizId, { question_id: single.id, answer_id: 1, answer_ids: [1] })).statusCode).toBe(400);

    const ok = await save('asha', quizId, { question_id: multiple.id, answer_ids: [option(paper, multiple.question, 'Push'), option(paper, multiple.question, 'Colour')] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await save('asha', quizId, { question_id: numeric.id, response: '९.८५' })).json()).toMatchObject({ response: '९.८५', answered: 2 });
    expect((await save('asha', quizId, { question_id: text.id, response: '  Friction. ' })).statusCode).toBe(200);
    const resumed = await start('asha', quizId);
    expect(resumed.saved_answers).toEqual([
      { question_id: multiple.id, answer_ids: [option(paper, multiple.question, 'Push'), option(paper, multiple.question, 'Colour')] },
      { question_id: numeric.id, response: '९.८५' },
      { question_id: text.id, response: '  Friction. '.trim() },
    ]);
    // An emptied multiple-select answer is no answer.
    expect((await save('asha', quizId, { question_id: multiple.id, answer_ids: [] })).json().answered).toBe(2);
    // So is an emptied typed one: a student may take a guess back under negative marking.
    expect((await save('asha', quizId, { question_id: numeric.id, response: '  ' })).json()).toMatchObject({ response: '', answered: 1 });
    expect((await start('asha', quizId)).saved_answers).toEqual([{ question_id: text.id, response: 'Friction.' }]);
  });

  it('marks partial credit, tolerance, normalised text and negative marking, and never penalises a blank', async () => {
    const paper = await start('ravi', quizId);
    const q = (text: string) => byText(paper, text).id;
    const result = await submit('ravi', quizId, {
      answers: [
        { question_id: q('Which pulls things down?'), answer_id: option(paper, 'Which pulls things down?', 'Gravity') },
        // One right and one wrong of two right: (1 − 1) / 2 = no credit, a wrong answer.
        { question_id: q('Which are forces?'), answer_ids: [option(paper, 'Which are forces?', 'Push')] },
        { question_id: q('Friction helps us walk.'), answer_id: option(paper, 'Friction helps us walk.', 'False') },
        { question_id: q('g in m/s²?'), response: '9.75' },
        // A nukta-free spelling with a joiner and a danda: the same word once normalised.
        { question_id: q('The force that slows a rolling ball?'), response: 'घ\u200Dर्षण।' },
      ],
    });
    // 1 + 2 × 0.5 (one of two right options) − 0.25 (1 mark × 25%) + 2 + 1 = 4.75 of 7.
    expect(result).toMatchObject({ marks: 4.75, max_marks: 7, score_percent: 68, correct: 3, partial: 1, wrong: 1, unattempted: 0, total: 5 });

    const blank = await start('meera', quizId);
    const wrongOnly = await submit('meera', quizId, {
      answers: [{ question_id: byText(blank, 'g in m/s²?').id, response: '10' }],
    });
    // One wrong numeric answer (2 marks × 25% = −0.5), four blanks (nothing lost): below zero, shown as 0%.
    expect(wrongOnly).toMatchObject({ marks: -0.5, score_percent: 0, wrong: 1, unattempted: 4, passed: false });
    const [kept] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, wrongOnly.attempt_id));
    expect(kept.credits).toEqual({ [byText(blank, 'g in m/s²?').id]: 0 });
    expect(kept.chosen).toEqual({ [byText(blank, 'g in m/s²?').id]: '10' });
  });

  it("takes the spec's text payload for typed questions, and refuses it for multiple select", async () => {
    await start('dev', quizId);
    const refused = await w.as('dev').inject({ method: 'POST', url: `/api/quiz/${quizId}/save/`, payload: { 'Which are forces?': 'Push' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/by id/);
    const result = await submit('dev', quizId, { 'Which pulls things down?': 'Gravity', 'g in m/s²?': '9.8', 'The force that slows a rolling ball?': 'FRICTION' });
    expect(result).toMatchObject({ marks: 4, correct: 3, unattempted: 2 });
  });
});

describe('pools and shuffling (ADR 0041)', () => {
  const pool = (name: string) => ({
    name, draw_count: 3, shuffle: true,
    questions: Array.from({ length: 6 }, (_, i) => ({
      text: `Pool question ${i + 1}?`, marks: i + 1, tags: ['pool'],
      answers: [{ text: `right ${i + 1}`, is_correct: true }, { text: `wrong ${i + 1}a` }, { text: `wrong ${i + 1}b` }],
    })),
  });

  it('draws the quiz’s draw count per attempt, in an order of its own kept across reloads, and marks only that paper', async () => {
    const quiz = await makeQuiz(pool('Weekly pool'));
    expect(quiz).toMatchObject({ draw_count: 3, shuffle: true, max_marks: 6 + 5 + 4 });
    const papers = await Promise.all((['asha', 'ravi', 'meera', 'dev', 'isha'] as const).map((who) => start(who, quiz.id)));
    for (const paper of papers) {
      expect(paper.questions).toHaveLength(3);
      expect(paper.max_marks).toBe(paper.questions.reduce((sum, q) => sum + q.marks, 0));
    }
    expect(new Set(papers.map((p) => p.questions.map((q) => q.id).join())).size).toBeGreaterThan(1);
    const again = await start('asha', quiz.id);
    expect(again.questions).toEqual(papers[0].questions);

    // A question of the pool that is not on this student's paper is not theirs to answer.
    const all = (await w.as('root').ok(authoringEndpoints.getQuiz, { params: { id: quiz.id } })) as { questions: { id: number; answers: { id: number }[] }[] };
    const drawn = new Set(papers[0].questions.map((q) => q.id));
    const other = all.questions.find((q) => !drawn.has(q.id))!;
    const refused = await save('asha', quiz.id, { question_id: other.id, answer_id: other.answers[0].id });
    expect(refused.json().detail).toMatch(/not part of your quiz/);

    const result = await submit('asha', quiz.id, {
      answers: papers[0].questions.map((q) => ({ question_id: q.id, answer_id: q.answers.find((a) => a.answer.startsWith('right'))!.id })),
    });
    expect(result).toMatchObject({ total: 3, correct: 3, score_percent: 100, max_marks: papers[0].max_marks, marks: papers[0].max_marks });
  });

  it('gives a student who met questions in another quiz of the same bank the ones they have not met, where the pool allows', async () => {
    const second = await makeQuiz(pool('Weekly pool, week 2'));
    const first = await start('asha', second.id);
    const metBefore = new Set((await t.db.select().from(quizAttempts).where(eq(quizAttempts.studentId, w.id.asha)))
      .filter((a) => a.quizId !== second.id && a.questionIds !== null && a.status === 'submitted')
      .flatMap((a) => a.questionIds!));
    expect(metBefore.size).toBe(3);
    // Asha met three of the six texts in week 1: week 2 draws the other three.
    const metTexts = new Set((await t.db.select().from(questions)).filter((q) => metBefore.has(q.id)).map((q) => q.text));
    expect(first.questions.map((q) => metTexts.has(q.question))).toEqual([false, false, false]);
  });

  it('refuses a draw larger than the pool', async () => {
    const res = await w.as('root').inject({
      method: 'POST', url: '/api/authoring/quizzes/',
      payload: { ...pool('Too few'), draw_count: 7, topic: 'x', quiz_type: 'homework', time_minutes: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('A pool quiz cannot draw more questions than it holds.');
  });
});
