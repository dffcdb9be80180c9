/** Quizzes made in the app: validation, new versions after attempts, archive on delete, the question bank. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentReportResponseSchema, assignmentEndpoints, authoringDeleteResponseSchema, authoringEndpoints as api, authoringQuizSchema,
  homeworkReportsSchema, questionBankSchema, quizEndpoints, quizListResponseSchema, quizSaveResponseSchema, quizStartResponseSchema,
  reportEndpoints, type AuthoringQuiz, type CreateQuizRequest,
} from '@prayog/contract';
import { callerWith, seedWorld, type Caller } from '../../test/world';
import type { Actor } from '../../test/cast';
import { createAuthoringWorld, question, quizBody, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
let subjectId = 0;
let asClassmate: Caller;
beforeAll(async () => {
  w = await createAuthoringWorld();
  // A classmate of the cast's student (7 A, home school) who never takes the quizzes.
  const added = await seedWorld(w.t.db, { users: { 'cast.classmate': { role: 'student', school: w.cast.homeSchoolId, grade: 7, section: 'A' } } });
  asClassmate = callerWith(w.t, added.token['cast.classmate']);
  subjectId = (await w.as('superuser').call(api.createSubject, { body: { grade: 7, name: 'Electronics', slug: 'electronics' } })).json().id;
}, 60_000);
afterAll(() => w.t.close());

const admin = () => w.as('superuser');
const create = async (actor: Actor, body: CreateQuizRequest): Promise<AuthoringQuiz> => {
  const res = await w.as(actor).call(api.createQuiz, { body });
  expect(res.statusCode, res.body).toBe(201);
  return quizSaveResponseSchema.parse(res.json()).quiz;
};
const assignToClass = async (quizId: number) => {
  const res = await w.as('teacher').call(assignmentEndpoints.assignHomework, { body: { quiz_id: quizId, grade: 7, section: 'A' } });
  return res.statusCode;
};
/** The cast's student takes the quiz: starts it, picks the first answer of each question, submits. */
const take = async (quizId: number) => {
  const start = await w.as('student').call(quizEndpoints.start, { params: { quizId } });
  expect(start.statusCode, start.body).toBe(201);
  const paper = quizStartResponseSchema.parse(start.json());
  const save = await w.as('student').call(quizEndpoints.submit, { params: { quizId }, body: { answers: paper.questions.map((q) => ({ question_id: q.id, answer_id: q.answers[0].id })) } });
  expect(save.statusCode, save.body).toBe(200);
};
const quizCount = async () => (await admin().call(api.listQuizzes, { query: { include_archived: 'true' } })).json().count;

describe('validation', () => {
  it('refuses a question with two correct answers or none, one answer or seven, and a quiz without questions (400, nothing saved)', async () => {
    // Sent raw: some of these do not type-check as a quiz.
    const bad: [string, object][] = [
      ['two correct', quizBody({ questions: [question('Q?', ['a', 'b', 'c'], [0, 1])] })],
      ['none correct', quizBody({ questions: [question('Q?', ['a', 'b'], null)] })],
      ['one answer', quizBody({ questions: [question('Q?', ['a'])] })],
      ['seven answers', quizBody({ questions: [question('Q?', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])] })],
      ['same answer twice', quizBody({ questions: [question('Q?', ['Yes', 'yes'])] })],
      ['no questions', quizBody({ questions: [] })],
      ['no question text', quizBody({ questions: [{ text: ' ', answers: [{ text: 'a', is_correct: true }, { text: 'b' }] }] })],
      ['bad time', quizBody({ time_minutes: 0 })],
      ['bad type', { ...quizBody(), quiz_type: 'pop-quiz' }],
    ];
    const before = await quizCount();
    const post = (payload: object) => admin().inject({ method: 'POST', url: `/api${api.createQuiz.path}`, payload });
    for (const [label, body] of bad) {
      const res = await post(body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().detail, label).toBeTruthy();
    }
    const two = await post(bad[0][1]);
    expect(two.json().errors).toContainEqual({ field: 'questions.0.answers', message: 'Exactly one answer of every question must be correct.' });
    const seven = await post(bad[3][1]);
    expect(seven.json().errors).toContainEqual({ field: 'questions.0.answers', message: 'Every question needs 2 to 6 answers.' });
    expect(await quizCount()).toBe(before);
  });

  it('answers a saved quiz in its shape, with the correct answers for its author, and audits it', async () => {
    const quiz = await create('superuser', quizBody({ name: 'Shape check', subject_id: subjectId, quiz_type: 'pre-assessment' }));
    expect(quiz).toMatchObject({
      name: 'Shape check', topic: 'Simple circuits', quiz_type: 'pre-assessment', time_minutes: 10, pass_percent: 60, review_mode: 'after_close',
      subject_id: subjectId, grade: 7, school_id: null, version: 1, previous_version_id: null, archived: false, has_attempts: false,
      question_count: 2, editable: true, answers_hidden: false,
    });
    expect(quiz.questions[0].answers.map((a) => [a.text, a.is_correct])).toEqual([['A closed circuit', true], ['An open circuit', false], ['A magnet', false]]);
    expect(await w.lastAudit()).toMatchObject({ entity: 'quiz', action: 'create', entityId: String(quiz.id), schoolId: null });
  });
});

describe('editing', () => {
  it('rewrites the questions of a quiz nobody took in place, keeping the ids of the questions it keeps', async () => {
    const quiz = await create('teacher', quizBody({ name: 'Draft' }));
    const [first, second] = quiz.questions;
    const res = await w.as('teacher').call(api.updateQuiz, {
      params: { id: quiz.id },
      body: { questions: [{ id: second.id, ...question('What does a switch do now?', ['Opens and closes a circuit', 'Stores charge']) }, question('New one?', ['Yes', 'No'], 1)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = quizSaveResponseSchema.parse(res.json());
    expect(saved).toMatchObject({ new_version: false, detail: 'The quiz was saved.' });
    expect(saved.quiz.id).toBe(quiz.id);
    expect(saved.quiz.questions.map((q) => q.text)).toEqual(['What does a switch do now?', 'New one?']);
    expect(saved.quiz.questions[0].id).toBe(second.id);
    expect(saved.quiz.questions.map((q) => q.id)).not.toContain(first.id);
    expect(saved.quiz.questions[1].answers.find((a) => a.is_correct)?.text).toBe('No');
    expect(await w.lastAudit()).toMatchObject({ entity: 'quiz', action: 'update', schoolId: w.cast.homeSchoolId, actorId: w.cast.ids.teacher });
  });

  it('makes a new version when the questions of a quiz with attempts change; the old one keeps its attempts, report and assignment', async () => {
    const quiz = await create('superuser', quizBody({ name: 'Circuits homework', subject_id: subjectId }));
    expect(await assignToClass(quiz.id)).toBe(201);
    await take(quiz.id);

    // Name, topic and time change in place, attempts or not.
    const renamed = quizSaveResponseSchema.parse((await admin().call(api.updateQuiz, { params: { id: quiz.id }, body: { name: 'Circuits homework 1', time_minutes: 15 } })).json());
    expect(renamed).toMatchObject({ new_version: false, quiz: { id: quiz.id, name: 'Circuits homework 1', time_minutes: 15, has_attempts: true, version: 1 } });
    // The same questions sent again change nothing.
    const same = await admin().call(api.updateQuiz, {
      params: { id: quiz.id }, body: { questions: quiz.questions.map((q) => ({ text: q.text, answers: q.answers.map((a) => ({ text: a.text, is_correct: a.is_correct ?? undefined })) })) },
    });
    expect(quizSaveResponseSchema.parse(same.json()).new_version).toBe(false);

    const res = await admin().call(api.updateQuiz, {
      params: { id: quiz.id }, body: { questions: [question('What makes a bulb glow?', ['A closed circuit', 'An open circuit']), question('Which is a conductor?', ['Copper', 'Rubber'])] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = quizSaveResponseSchema.parse(res.json());
    expect(made.new_version).toBe(true);
    expect(made.detail).toMatch(/new version/);
    expect(made.quiz).toMatchObject({ version: 2, previous_version_id: quiz.id, name: 'Circuits homework 1', has_attempts: false, archived: false, question_count: 2 });
    expect(made.quiz.id).not.toBe(quiz.id);

    const old = authoringQuizSchema.parse((await admin().call(api.getQuiz, { params: { id: quiz.id } })).json());
    expect(old).toMatchObject({ archived: true, has_attempts: true, version: 1, editable: false });
    expect(old.questions.map((q) => q.text)).toEqual(['What makes a bulb glow?', 'What does a switch do?']);
    expect((await admin().call(api.updateQuiz, { params: { id: quiz.id }, body: { name: 'Again' } })).statusCode).toBe(409);

    // The student's report and the class's still read the old version.
    const report = assessmentReportResponseSchema.parse((await w.as('student').call(reportEndpoints.assessmentReport)).json());
    expect(report.results.find((r) => r.quiz_id === quiz.id)).toMatchObject({ exam_name: 'Circuits homework 1', total_questions: 2 });
    const classReport = homeworkReportsSchema.parse((await w.as('teacher').call(assignmentEndpoints.teacherHomeworkReports, { query: { quiz_id: quiz.id } })).json());
    const row = classReport.homework_reports.find((r) => r.id === quiz.id)!;
    expect(row).toMatchObject({ students_attempted: 1, classes: [{ grade: 7, section: 'A' }] });
    expect(row.results.map((r) => r.student_name)).toEqual(['cast.student']);
    expect(classReport.available_quizzes.map((q) => q.id)).toContain(made.quiz.id);
    expect(classReport.available_quizzes.map((q) => q.id)).not.toContain(quiz.id);
    const list = quizListResponseSchema.parse((await w.as('student').call(quizEndpoints.list)).json());
    expect(list.results.find((q) => q.id === quiz.id)?.attempt.status).toBe('submitted');
    expect(list.results.map((q) => q.id)).not.toContain(made.quiz.id);
    // A classmate who had not started still takes the paper the class was given.
    const classmate = quizListResponseSchema.parse((await asClassmate.call(quizEndpoints.list)).json());
    expect(classmate.results.find((q) => q.id === quiz.id)?.attempt.status).toBe('not_started');
    expect((await asClassmate.call(quizEndpoints.start, { params: { quizId: quiz.id } })).statusCode).toBe(201);
    expect(await assignToClass(quiz.id)).toBe(404);
  });

  it('deletes a quiz nobody took (its assignment too) and archives one with attempts: hidden from the students who did not take it', async () => {
    const unused = await create('teacher', quizBody({ name: 'Unused' }));
    expect(await assignToClass(unused.id)).toBe(201);
    expect(authoringDeleteResponseSchema.parse((await w.as('teacher').call(api.deleteQuiz, { params: { id: unused.id } })).json())).toEqual({ detail: 'Deleted.', archived: false });
    expect((await w.as('teacher').call(api.getQuiz, { params: { id: unused.id } })).statusCode).toBe(404);
    expect(quizListResponseSchema.parse((await w.as('student').call(quizEndpoints.list)).json()).results.map((q) => q.id)).not.toContain(unused.id);

    const used = await create('teacher', quizBody({ name: 'Used' }));
    expect(await assignToClass(used.id)).toBe(201);
    await take(used.id);
    const res = authoringDeleteResponseSchema.parse((await w.as('teacher').call(api.deleteQuiz, { params: { id: used.id } })).json());
    expect(res.archived).toBe(true);
    expect(await w.lastAudit()).toMatchObject({ entity: 'quiz', action: 'delete', entityId: String(used.id), after: { archived: true } });
    expect(authoringQuizSchema.parse((await w.as('teacher').call(api.getQuiz, { params: { id: used.id } })).json()).archived).toBe(true);
    expect((await w.as('teacher').call(api.listQuizzes)).json().results.map((q: { id: number }) => q.id)).not.toContain(used.id);
    expect((await w.as('teacher').call(api.listQuizzes, { query: { include_archived: 'true' } })).json().results.map((q: { id: number }) => q.id)).toContain(used.id);

    // The student who took it keeps the result; the classmate neither sees nor starts it.
    const mine = quizListResponseSchema.parse((await w.as('student').call(quizEndpoints.list)).json());
    expect(mine.results.find((q) => q.id === used.id)?.attempt.status).toBe('submitted');
    const theirs = quizListResponseSchema.parse((await asClassmate.call(quizEndpoints.list)).json());
    expect(theirs.results.map((q) => q.id)).not.toContain(used.id);
    expect((await asClassmate.call(quizEndpoints.start, { params: { quizId: used.id } })).statusCode).toBe(404);
  });
});

describe('question bank', () => {
  it("lists a subject's questions with their answers: every quiz's for the administrator, a teacher's own school's only", async () => {
    await create('teacher', quizBody({ name: 'Home bank', subject_id: subjectId, questions: [question('Home question?', ['Yes', 'No'])] }));
    await create('otherTeacher', quizBody({ name: 'Away bank', subject_id: subjectId, questions: [question('Away question?', ['Yes', 'No'])] }));
    const adminBank = questionBankSchema.parse((await admin().call(api.questionBank, { params: { id: subjectId }, query: { limit: 200 } })).json());
    const texts = adminBank.results.map((q) => q.text);
    expect(texts).toEqual(expect.arrayContaining(['Home question?', 'Away question?', 'Which is a conductor?']));
    // Asked by several quizzes, listed once.
    expect(texts.filter((t) => t === 'What makes a bulb glow?')).toHaveLength(1);
    expect(adminBank.results.find((q) => q.text === 'Which is a conductor?')!.answers).toEqual([{ text: 'Copper', is_correct: true }, { text: 'Rubber', is_correct: false }]);

    const teacherBank = questionBankSchema.parse((await w.as('teacher').call(api.questionBank, { params: { id: subjectId } })).json());
    expect(teacherBank.results.map((q) => q.text)).toEqual(['Home question?']);
    const search = questionBankSchema.parse((await admin().call(api.questionBank, { params: { id: subjectId }, query: { search: 'CONDUCTOR' } })).json());
    expect(search.results.map((q) => q.text)).toEqual(['Which is a conductor?']);
    expect((await w.as('teacher').call(api.questionBank, { params: { id: 2147483000 } })).statusCode).toBe(404);
  });

  it("reuses a bank question by its id (text and answers copied), but not one whose answers the teacher may not see", async () => {
    const adminBank = questionBankSchema.parse((await admin().call(api.questionBank, { params: { id: subjectId }, query: { search: 'conductor' } })).json());
    const everySchool = adminBank.results[0];
    const teacherBank = questionBankSchema.parse((await w.as('teacher').call(api.questionBank, { params: { id: subjectId } })).json());
    const own = teacherBank.results[0];

    const reused = await create('teacher', quizBody({ name: 'Reuse', questions: [{ bank_question_id: own.id }] }));
    expect(reused.questions[0]).toMatchObject({ text: 'Home question?', answers: [{ text: 'Yes', is_correct: true }, { text: 'No', is_correct: false }] });
    const refused = await w.as('teacher').call(api.createQuiz, { body: quizBody({ questions: [{ bank_question_id: everySchool.id }] }) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('No such question in the question bank.');
    const byAdmin = await create('superuser', quizBody({ name: 'Admin reuse', questions: [{ bank_question_id: own.id }, { bank_question_id: everySchool.id }] }));
    expect(byAdmin.questions.map((q) => q.text)).toEqual(['Home question?', 'Which is a conductor?']);
  });
});
