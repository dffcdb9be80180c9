/**
 * A quiz is either practice or graded (ADR 0022): a lesson's practice quiz, whose page carries its answers, is never
 * assigned, and no question is in quizzes of both kinds. Each refusal is 409 with a detail; the migration's
 * classification of existing quizzes is checked on data.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES, AUTHORING_MESSAGES, assignmentEndpoints, authoredContentEndpoints, authoringEndpoints as api, authoringLessonSchema,
  authoringQuizListSchema, homeworkReportsSchema, questionBankSchema, questionOfOtherKind, quizSaveResponseSchema, type AuthoringQuiz,
  type CreateQuizRequest, type UpdateQuizRequest,
} from '@prayog/contract';
import { lessons } from '../lessons/lessons.table';
import { questions, quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { createAuthoringWorld, question, quizBody, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
let subjectId = 0;
let lessonId = 0;
beforeAll(async () => {
  w = await createAuthoringWorld();
  subjectId = (await w.as('superuser').call(api.createSubject, { body: { grade: 7, name: 'Optics', slug: 'optics', school_ids: [w.cast.homeSchoolId] } })).json().id;
  lessonId = (await w.as('superuser').call(api.createLesson, { params: { id: subjectId }, body: { name: 'Mirrors' } })).json().id;
}, 60_000);
afterAll(() => w.t.close());

const admin = () => w.as('superuser');
const postQuiz = (body: CreateQuizRequest, headers: Record<string, string> = {}) => admin().call(api.createQuiz, { body, headers });
const patchQuiz = (id: number, body: UpdateQuizRequest) => admin().call(api.updateQuiz, { params: { id }, body });
const bank = async (query: { search?: string; kind?: 'practice' | 'graded' }) =>
  questionBankSchema.parse((await admin().call(api.questionBank, { params: { id: subjectId }, query })).json());
const practicePage = () => w.as('anonymous').call(authoredContentEndpoints.practicePage, { params: { id: lessonId } });
const create = async (body: CreateQuizRequest, actor: 'superuser' | 'teacher' = 'superuser'): Promise<AuthoringQuiz> => {
  const res = await w.as(actor).call(api.createQuiz, { body });
  expect(res.statusCode, res.body).toBe(201);
  return quizSaveResponseSchema.parse(res.json()).quiz;
};
const practiceBody = (name: string, questionText: string, over: Partial<CreateQuizRequest> = {}) =>
  quizBody({ name, kind: 'practice', subject_id: subjectId, questions: [question(questionText, ['Straight', 'Curved'])], ...over });
const setPractice = (quizId: number | null) => admin().call(api.updateLesson, { params: { id: lessonId }, body: { practice_quiz_id: quizId } });
const assign = (quizId: number) => w.as('teacher').call(assignmentEndpoints.assignHomework, { body: { quiz_id: quizId, grade: 7, section: 'A' } });
const expect409 = (res: { statusCode: number; json(): unknown; body: string }, detail: string) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({ detail });
};

describe('a lesson practises with a practice quiz only', () => {
  it('is graded by default, and a graded quiz is refused as a practice quiz (409); a practice one is taken and its page served', async () => {
    const graded = await create(quizBody({ name: 'Mirror test', subject_id: subjectId, questions: [question('What does a plane mirror do?', ['Reflects', 'Absorbs'])] }));
    expect(graded.kind).toBe('graded');
    expect409(await setPractice(graded.id), AUTHORING_MESSAGES.practiceQuizGraded);
    // On a new lesson too.
    expect409(await admin().call(api.createLesson, { params: { id: subjectId }, body: { name: 'Lenses', practice_quiz_id: graded.id } }), AUTHORING_MESSAGES.practiceQuizGraded);

    const practice = await create(practiceBody('Mirror practice', 'How does light bounce off a mirror?'));
    expect(practice.kind).toBe('practice');
    expect(authoringLessonSchema.parse((await setPractice(practice.id)).json()).practice_quiz_id).toBe(practice.id);
    const page = await practicePage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('How does light bounce off a mirror?');

    // The page is served for a practice quiz only, whatever the data says.
    await w.t.db.update(quizzes).set({ kind: 'graded' }).where(eq(quizzes.id, practice.id));
    expect((await practicePage()).statusCode).toBe(404);
    await w.t.db.update(quizzes).set({ kind: 'practice' }).where(eq(quizzes.id, practice.id));
  });

  it('lists practice or graded quizzes only when asked (the lesson picker asks for practice)', async () => {
    const page = authoringQuizListSchema.parse((await admin().call(api.listQuizzes, { query: { subject_id: subjectId, kind: 'practice' } })).json());
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((q) => q.kind === 'practice')).toBe(true);
    const graded = authoringQuizListSchema.parse((await admin().call(api.listQuizzes, { query: { subject_id: subjectId, kind: 'graded' } })).json());
    expect(graded.results.every((q) => q.kind === 'graded')).toBe(true);
    expect(graded.results.length).toBeGreaterThan(0);
  });
});

describe('a practice quiz is never assigned', () => {
  it('refuses to assign it (409) and does not offer it to the assign dialog; a graded quiz is assigned', async () => {
    const practice = await create(practiceBody('Shadows practice', 'What makes a shadow?', { quiz_type: 'homework', grade: null }));
    const graded = await create(quizBody({ name: 'Shadows homework', grade: null, questions: [question('Why is a shadow dark?', ['Light is blocked', 'It is painted'])] }));
    const refused = await assign(practice.id);
    expect409(refused, ASSIGNMENT_MESSAGES.practiceQuiz);
    expect(await w.t.db.select().from(quizAssignments).where(eq(quizAssignments.quizId, practice.id))).toHaveLength(0);
    expect((await assign(graded.id)).statusCode).toBe(201);

    const reports = homeworkReportsSchema.parse((await w.as('teacher').call(assignmentEndpoints.teacherHomeworkReports)).json());
    expect(reports.available_quizzes.map((q) => q.id)).not.toContain(practice.id);
    expect(reports.available_quizzes.map((q) => q.id)).toContain(graded.id);
  });

  it('never turns a practice quiz graded, nor an assigned graded quiz practice (409); an unused graded quiz may become practice', async () => {
    const practice = await create(practiceBody('Prism practice', 'What does a prism split light into?'));
    expect409(await patchQuiz(practice.id, { kind: 'graded' }), AUTHORING_MESSAGES.practiceStaysPractice);

    const assigned = await create(quizBody({ name: 'Prism homework', grade: null, questions: [question('Which colour bends most in a prism?', ['Violet', 'Red'])] }));
    expect((await assign(assigned.id)).statusCode).toBe(201);
    expect409(await patchQuiz(assigned.id, { kind: 'practice' }), AUTHORING_MESSAGES.gradedInUse);

    const unused = await create(quizBody({ name: 'Rainbow check', questions: [question('When do we see a rainbow?', ['Sun and rain', 'At night'])] }));
    const changed = quizSaveResponseSchema.parse((await patchQuiz(unused.id, { kind: 'practice' })).json());
    expect(changed.quiz.kind).toBe('practice');
    expect((await assign(unused.id)).statusCode).toBe(409);
  });
});

describe('no question is in quizzes of both kinds', () => {
  it("refuses a practice quiz's question in a graded quiz (409), typed again or taken from the bank, on create and on change", async () => {
    await create(practiceBody('Refraction practice', 'Why does a straw look bent in water?'));
    const typed = await postQuiz(quizBody({ questions: [question('  why does a STRAW look bent in water? ', ['Refraction', 'Magic'])] }));
    expect409(typed, questionOfOtherKind('Why does a straw look bent in water?', 'practice'));

    const straws = await bank({ search: 'straw' });
    const banked = straws.results.find((q) => q.text === 'Why does a straw look bent in water?')!;
    expect(banked.quiz_kind).toBe('practice');
    expect((await postQuiz(quizBody({ questions: [{ bank_question_id: banked.id }] }))).statusCode).toBe(409);

    const graded = await create(quizBody({ name: 'Refraction test', questions: [question('What is refraction?', ['Bending of light', 'Reflection'])] }));
    const changed = await patchQuiz(graded.id, { questions: [question('What is refraction?', ['Bending of light', 'Reflection']), { bank_question_id: banked.id }] });
    expect(changed.statusCode, changed.body).toBe(409);
    expect((await w.t.db.select().from(questions).where(eq(questions.quizId, graded.id)))).toHaveLength(1);
  });

  it("refuses a graded quiz's question in a practice quiz (409), on create, on change and when a graded quiz would become practice", async () => {
    const graded = await create(quizBody({ name: 'Lens test', subject_id: subjectId, questions: [question('What does a convex lens do?', ['Converges light', 'Spreads light'])] }));
    expect409(await postQuiz(practiceBody('Lens practice', 'What does a convex lens do?')),
      questionOfOtherKind('What does a convex lens do?', 'graded'));
    const bankId = (await bank({ search: 'convex', kind: 'graded' })).results[0]?.id;
    expect(bankId).toBe(graded.questions[0].id);
    const practice = await create(practiceBody('Lens practice', 'What is a focal point?'));
    expect((await patchQuiz(practice.id, { questions: [{ bank_question_id: bankId }] })).statusCode).toBe(409);

    // A graded copy of it would bring the question over to practice: refused as well.
    const twin = await create(quizBody({ name: 'Lens test B', questions: [question('What does a convex lens do?', ['Converges light', 'Nothing'])] }));
    expect409(await patchQuiz(twin.id, { kind: 'practice' }), questionOfOtherKind('What does a convex lens do?', 'graded'));
  });

  it("keeps the bank's kinds apart when asked: kind=practice lists practice quizzes' questions only", async () => {
    const practice = await bank({ kind: 'practice' });
    expect(practice.results.length).toBeGreaterThan(0);
    expect(practice.results.every((q) => q.quiz_kind === 'practice')).toBe(true);
  });

  it('says so in Hindi when asked', async () => {
    const res = await postQuiz(quizBody({ questions: [question('Why does a straw look bent in water?', ['Refraction', 'Magic'])] }), { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('अभ्यास क्विज़');
    expect(res.json().detail).toContain('Why does a straw look bent in water?');
  });
});

describe('the migration classifies existing quizzes (0015_quiz_kind)', () => {
  /** The migration's statements after it adds the column: the classification, run as written on this data. */
  const classification = () => fs.readFileSync(new URL('../../db/migrations/0015_quiz_kind.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => s && !s.startsWith('ALTER TABLE'));

  it('practice: chosen by a lesson and never assigned nor taken, sharing no question with a graded quiz; the rest graded, and unset as practice', async () => {
    const db = w.t.db;
    const addQuiz = async (name: string, ...texts: string[]) => {
      const [row] = await db.insert(quizzes).values({ quizName: name, topic: 't', quizType: 'homework', timeMinutes: 5 }).returning({ id: quizzes.id });
      await db.insert(questions).values(texts.map((text, i) => ({ quizId: row.id, position: i + 1, text })));
      return row.id;
    };
    const addLesson = async (position: number, quizId: number) => {
      const [row] = await db.insert(lessons).values({ subjectId, position, name: `Old ${position}`, practiceQuizId: quizId }).returning({ id: lessons.id });
      await db.update(lessons).set({ quizUrl: `/api/content/lesson-pages/${row.id}/practice/` }).where(eq(lessons.id, row.id));
      return row.id;
    };
    const onlyPractice = await addQuiz('Old practice', 'Migration q1');
    const both = await addQuiz('Old both', 'Migration q2');
    const sharesWithAssigned = await addQuiz('Old sharing', 'Migration q3', 'Migration q5');
    const assignedOther = await addQuiz('Old paper', '  migration  Q3 ');
    // Shares a question only with a quiz that becomes graded in the loop's first round: graded in its second.
    const sharesWithDemoted = await addQuiz('Old chained', 'Migration q5');
    const neverChosen = await addQuiz('Old loose', 'Migration q4');
    await db.insert(quizAssignments).values([both, assignedOther].map((quizId) => ({ quizId, schoolId: w.cast.homeSchoolId, grade: 7, section: 'B', dueDate: '2099-01-01' })));
    const lessonIds = [await addLesson(3, onlyPractice), await addLesson(4, both), await addLesson(5, sharesWithAssigned), await addLesson(6, sharesWithDemoted)];
    // As before the migration: every quiz graded (the column's default), nothing classified yet.
    const ids = [onlyPractice, both, sharesWithAssigned, assignedOther, sharesWithDemoted, neverChosen];
    await db.update(quizzes).set({ kind: 'graded' });

    for (const statement of classification()) await db.execute(sql.raw(statement));

    const kinds = new Map((await db.select({ id: quizzes.id, kind: quizzes.kind }).from(quizzes)).map((r) => [r.id, r.kind]));
    expect(ids.map((id) => kinds.get(id))).toEqual(['practice', 'graded', 'graded', 'graded', 'graded', 'graded']);
    const after = await db.select({ id: lessons.id, practice: lessons.practiceQuizId, url: lessons.quizUrl }).from(lessons).where(inArray(lessons.id, lessonIds)).orderBy(lessons.position);
    expect(after.map((l) => l.practice)).toEqual([onlyPractice, null, null, null]);
    expect(after.map((l) => l.url)).toEqual([`/api/content/lesson-pages/${lessonIds[0]}/practice/`, null, null, null]);
    await db.delete(lessons).where(inArray(lessons.id, lessonIds));
  });
});
