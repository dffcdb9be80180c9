/**
 * Who may call each authoring route: superusers everything; teachers the quiz routes for their own school's quizzes
 * (reading every school's too) and the question bank; students, parents and school accounts nothing (403);
 * anonymous callers 401. The route matrix checks the same from the declared rules; this names them one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authoringEndpoints as api, authoringQuizListSchema, authoringQuizSchema, quizSaveResponseSchema, type EndpointDefinition,
} from '@prayog/contract';
import type { Actor } from '../../test/cast';
import type { CallInput, Caller } from '../../test/world';
import { createAuthoringWorld, quizBody, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
const ids = { subject: 0, lesson: 0, homeQuiz: 0, awayQuiz: 0, everyQuiz: 0 };

beforeAll(async () => {
  w = await createAuthoringWorld();
  const subject = await w.as('superuser').call(api.createSubject, { body: { grade: 7, name: 'Electronics', slug: 'electronics', school_ids: [w.cast.homeSchoolId] } });
  ids.subject = subject.json().id;
  ids.lesson = (await w.as('superuser').call(api.createLesson, { params: { id: ids.subject }, body: { name: 'Cells' } })).json().id;
  ids.homeQuiz = (await w.as('teacher').call(api.createQuiz, { body: quizBody({ name: 'Home quiz', subject_id: ids.subject }) })).json().quiz.id;
  ids.awayQuiz = (await w.as('otherTeacher').call(api.createQuiz, { body: quizBody({ name: 'Away school quiz', subject_id: ids.subject }) })).json().quiz.id;
  ids.everyQuiz = (await w.as('superuser').call(api.createQuiz, { body: quizBody({ name: 'Every school quiz', subject_id: ids.subject }) })).json().quiz.id;
}, 60_000);
afterAll(() => w.t.close());

/** One call of an endpoint with its input, to send as anyone; `label` names it in a failure. */
const request = <E extends EndpointDefinition>(endpoint: E, input: CallInput<E> = {}) =>
  ({ label: `${endpoint.method} ${endpoint.path}`, send: (caller: Caller) => caller.call(endpoint, input) });

const NOBODY: Actor[] = ['student', 'otherStudent', 'linkedParent', 'unlinkedParent', 'school', 'otherSchool'];

describe('administrator-only routes', () => {
  const routes = () => [
    request(api.listSubjects),
    request(api.createSubject, { body: { grade: 5, name: 'X', slug: 'x' } }),
    request(api.updateSubject, { params: { id: ids.subject }, body: { name: 'Y' } }),
    request(api.deleteSubject, { params: { id: ids.subject } }),
    request(api.listLessons, { params: { id: ids.subject } }),
    request(api.createLesson, { params: { id: ids.subject }, body: { name: 'Z' } }),
    request(api.updateLesson, { params: { id: ids.lesson }, body: { name: 'Z' } }),
    request(api.deleteLesson, { params: { id: ids.lesson } }),
    request(api.deleteLessonFile, { params: { id: ids.lesson, kind: 'hint' } }),
  ];

  it('refuse anonymous callers with 401 and every other role, teachers included, with 403', async () => {
    for (const route of routes()) {
      expect((await route.send(w.as('anonymous'))).statusCode, route.label).toBe(401);
      for (const actor of [...NOBODY, 'teacher', 'otherTeacher'] as Actor[]) {
        const res = await route.send(w.as(actor));
        expect(res.statusCode, `${route.label} as ${actor}`).toBe(403);
        expect(res.json().detail).toBeTruthy();
      }
    }
  });

  it('let an administrator through', async () => {
    expect((await w.as('superuser').call(api.listSubjects)).statusCode).toBe(200);
    expect((await w.as('superuser').call(api.listLessons, { params: { id: ids.subject } })).statusCode).toBe(200);
    expect((await w.as('superuser').call(api.updateLesson, { params: { id: ids.lesson }, body: { name: 'Cells and batteries' } })).statusCode).toBe(200);
  });
});

describe('quiz routes', () => {
  it('refuse students, parents and school accounts (403) and anonymous callers (401) on every quiz route', async () => {
    const calls = [
      request(api.listQuizzes), request(api.createQuiz, { body: quizBody() }),
      request(api.getQuiz, { params: { id: ids.homeQuiz } }), request(api.updateQuiz, { params: { id: ids.homeQuiz }, body: { name: 'X' } }),
      request(api.deleteQuiz, { params: { id: ids.homeQuiz } }), request(api.questionBank, { params: { id: ids.subject } }),
    ];
    for (const route of calls) {
      expect((await route.send(w.as('anonymous'))).statusCode, route.label).toBe(401);
      for (const actor of NOBODY) expect((await route.send(w.as(actor))).statusCode, `${route.label} as ${actor}`).toBe(403);
    }
  });

  it("list a teacher's own school's quizzes and every school's, not another school's; the administrator's all", async () => {
    const teacher = authoringQuizListSchema.parse((await w.as('teacher').call(api.listQuizzes)).json());
    const names = teacher.results.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['Home quiz', 'Every school quiz']));
    expect(names).not.toContain('Away school quiz');
    expect(teacher.results.find((q) => q.name === 'Home quiz')).toMatchObject({ editable: true, school_id: w.cast.homeSchoolId });
    expect(teacher.results.find((q) => q.name === 'Every school quiz')).toMatchObject({ editable: false, school_id: null });
    const admin = authoringQuizListSchema.parse((await w.as('superuser').call(api.listQuizzes)).json());
    expect(admin.results.map((q) => q.name)).toEqual(expect.arrayContaining(['Home quiz', 'Away school quiz', 'Every school quiz']));
    expect(admin.results.every((q) => q.editable)).toBe(true);
    const oneSchool = authoringQuizListSchema.parse((await w.as('superuser').call(api.listQuizzes, { query: { school: w.cast.awaySchoolId } })).json());
    expect(oneSchool.results.map((q) => q.name)).not.toContain('Home quiz');
  });

  it("let a teacher read and change their own school's quiz, read every school's (without its answers), and nothing of another school's", async () => {
    expect((await w.as('teacher').call(api.getQuiz, { params: { id: ids.homeQuiz } })).statusCode).toBe(200);
    expect((await w.as('teacher').call(api.updateQuiz, { params: { id: ids.homeQuiz }, body: { topic: 'Bulbs' } })).statusCode).toBe(200);
    const every = authoringQuizSchema.parse((await w.as('teacher').call(api.getQuiz, { params: { id: ids.everyQuiz } })).json());
    expect(every.answers_hidden).toBe(true);
    expect(every.questions.flatMap((q) => q.answers).every((a) => a.is_correct === null)).toBe(true);
    for (const route of [request(api.updateQuiz, { params: { id: ids.everyQuiz }, body: { name: 'Mine now' } }), request(api.deleteQuiz, { params: { id: ids.everyQuiz } })]) {
      const res = await route.send(w.as('teacher'));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Teachers can change only their own school's quizzes.");
    }
    const home = { params: { id: ids.homeQuiz } };
    for (const route of [request(api.getQuiz, home), request(api.updateQuiz, { ...home, body: { name: 'Taken over' } }), request(api.deleteQuiz, home)]) {
      expect((await route.send(w.as('otherTeacher'))).statusCode, route.label).toBe(403);
    }
    expect((await w.as('teacher').call(api.getQuiz, { params: { id: 2147483000 } })).statusCode).toBe(404);
  });

  it("give a teacher's new quiz to their own school, and refuse one for another school with 403", async () => {
    const own = quizSaveResponseSchema.parse((await w.as('teacher').call(api.createQuiz, { body: quizBody({ name: 'Own' }) })).json());
    expect(own.quiz.school_id).toBe(w.cast.homeSchoolId);
    const named = await w.as('teacher').call(api.createQuiz, { body: quizBody({ school_id: w.cast.homeSchoolId }) });
    expect(named.statusCode).toBe(201);
    const other = await w.as('teacher').call(api.createQuiz, { body: quizBody({ school_id: w.cast.awaySchoolId }) });
    expect(other.statusCode).toBe(403);
    const everySchool = await w.as('teacher').call(api.createQuiz, { body: quizBody({ school_id: null }) });
    expect(everySchool.statusCode).toBe(403);
  });

  it('let an administrator read, change and delete any quiz, and make one for every school or for one school', async () => {
    const away = authoringQuizSchema.parse((await w.as('superuser').call(api.getQuiz, { params: { id: ids.awayQuiz } })).json());
    expect(away.answers_hidden).toBe(false);
    expect((await w.as('superuser').call(api.updateQuiz, { params: { id: ids.awayQuiz }, body: { name: 'Away quiz, checked' } })).statusCode).toBe(200);
    const forAway = quizSaveResponseSchema.parse((await w.as('superuser').call(api.createQuiz, { body: quizBody({ school_id: w.cast.awaySchoolId }) })).json());
    expect(forAway.quiz.school_id).toBe(w.cast.awaySchoolId);
    expect((await w.as('otherTeacher').call(api.deleteQuiz, { params: { id: forAway.quiz.id } })).statusCode).toBe(200);
    expect((await w.as('superuser').call(api.deleteQuiz, { params: { id: ids.awayQuiz } })).statusCode).toBe(200);
  });
});
