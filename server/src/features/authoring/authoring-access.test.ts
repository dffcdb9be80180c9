/**
 * Who may call each authoring route: superusers everything; teachers the quiz routes for their own school's quizzes
 * (reading every school's too) and the question bank; students, parents and school accounts nothing (403);
 * anonymous callers 401. The route matrix checks the same from the declared rules; this names them one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { authoringQuizListSchema, authoringQuizSchema, quizSaveResponseSchema } from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { createAuthoringWorld, quizBody, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
const ids = { subject: 0, lesson: 0, homeQuiz: 0, awayQuiz: 0, everyQuiz: 0 };

beforeAll(async () => {
  w = await createAuthoringWorld();
  const subject = await w.call('superuser', 'POST', '/api/authoring/subjects/', { grade: 7, name: 'Electronics', slug: 'electronics', school_ids: [w.cast.homeSchoolId] });
  ids.subject = subject.json().id;
  ids.lesson = (await w.call('superuser', 'POST', `/api/authoring/subjects/${ids.subject}/lessons/`, { name: 'Cells' })).json().id;
  ids.homeQuiz = (await w.call('teacher', 'POST', '/api/authoring/quizzes/', quizBody({ name: 'Home quiz', subject_id: ids.subject }))).json().quiz.id;
  ids.awayQuiz = (await w.call('otherTeacher', 'POST', '/api/authoring/quizzes/', quizBody({ name: 'Away school quiz', subject_id: ids.subject }))).json().quiz.id;
  ids.everyQuiz = (await w.call('superuser', 'POST', '/api/authoring/quizzes/', quizBody({ name: 'Every school quiz', subject_id: ids.subject }))).json().quiz.id;
}, 60_000);
afterAll(() => w.t.close());

const NOBODY: Actor[] = ['student', 'otherStudent', 'linkedParent', 'unlinkedParent', 'school', 'otherSchool'];

describe('administrator-only routes', () => {
  const routes: [HTTPMethods, () => string, object?][] = [
    ['GET', () => '/api/authoring/subjects/'],
    ['POST', () => '/api/authoring/subjects/', { grade: 5, name: 'X', slug: 'x' }],
    ['PATCH', () => `/api/authoring/subjects/${ids.subject}/`, { name: 'Y' }],
    ['DELETE', () => `/api/authoring/subjects/${ids.subject}/`],
    ['GET', () => `/api/authoring/subjects/${ids.subject}/lessons/`],
    ['POST', () => `/api/authoring/subjects/${ids.subject}/lessons/`, { name: 'Z' }],
    ['PATCH', () => `/api/authoring/lessons/${ids.lesson}/`, { name: 'Z' }],
    ['DELETE', () => `/api/authoring/lessons/${ids.lesson}/`],
    ['DELETE', () => `/api/authoring/lessons/${ids.lesson}/files/hint/`],
  ];

  it('refuse anonymous callers with 401 and every other role, teachers included, with 403', async () => {
    for (const [method, url, body] of routes) {
      expect((await w.call('anonymous', method, url(), body)).statusCode, `${method} ${url()}`).toBe(401);
      for (const actor of [...NOBODY, 'teacher', 'otherTeacher'] as Actor[]) {
        const res = await w.call(actor, method, url(), body);
        expect(res.statusCode, `${method} ${url()} as ${actor}`).toBe(403);
        expect(res.json().detail).toBeTruthy();
      }
    }
  });

  it('let an administrator through', async () => {
    expect((await w.call('superuser', 'GET', '/api/authoring/subjects/')).statusCode).toBe(200);
    expect((await w.call('superuser', 'GET', `/api/authoring/subjects/${ids.subject}/lessons/`)).statusCode).toBe(200);
    expect((await w.call('superuser', 'PATCH', `/api/authoring/lessons/${ids.lesson}/`, { name: 'Cells and batteries' })).statusCode).toBe(200);
  });
});

describe('quiz routes', () => {
  it('refuse students, parents and school accounts (403) and anonymous callers (401) on every quiz route', async () => {
    const calls: [HTTPMethods, string, object?][] = [
      ['GET', '/api/authoring/quizzes/'], ['POST', '/api/authoring/quizzes/', quizBody()],
      ['GET', `/api/authoring/quizzes/${ids.homeQuiz}/`], ['PATCH', `/api/authoring/quizzes/${ids.homeQuiz}/`, { name: 'X' }],
      ['DELETE', `/api/authoring/quizzes/${ids.homeQuiz}/`], ['GET', `/api/authoring/subjects/${ids.subject}/question-bank/`],
    ];
    for (const [method, url, body] of calls) {
      expect((await w.call('anonymous', method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const actor of NOBODY) expect((await w.call(actor, method, url, body)).statusCode, `${method} ${url} as ${actor}`).toBe(403);
    }
  });

  it("list a teacher's own school's quizzes and every school's, not another school's; the administrator's all", async () => {
    const teacher = authoringQuizListSchema.parse((await w.call('teacher', 'GET', '/api/authoring/quizzes/')).json());
    const names = teacher.results.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['Home quiz', 'Every school quiz']));
    expect(names).not.toContain('Away school quiz');
    expect(teacher.results.find((q) => q.name === 'Home quiz')).toMatchObject({ editable: true, school_id: w.cast.homeSchoolId });
    expect(teacher.results.find((q) => q.name === 'Every school quiz')).toMatchObject({ editable: false, school_id: null });
    const admin = authoringQuizListSchema.parse((await w.call('superuser', 'GET', '/api/authoring/quizzes/')).json());
    expect(admin.results.map((q) => q.name)).toEqual(expect.arrayContaining(['Home quiz', 'Away school quiz', 'Every school quiz']));
    expect(admin.results.every((q) => q.editable)).toBe(true);
    const oneSchool = authoringQuizListSchema.parse((await w.call('superuser', 'GET', `/api/authoring/quizzes/?school=${w.cast.awaySchoolId}`)).json());
    expect(oneSchool.results.map((q) => q.name)).not.toContain('Home quiz');
  });

  it("let a teacher read and change their own school's quiz, read every school's (without its answers), and nothing of another school's", async () => {
    expect((await w.call('teacher', 'GET', `/api/authoring/quizzes/${ids.homeQuiz}/`)).statusCode).toBe(200);
    expect((await w.call('teacher', 'PATCH', `/api/authoring/quizzes/${ids.homeQuiz}/`, { topic: 'Bulbs' })).statusCode).toBe(200);
    const every = authoringQuizSchema.parse((await w.call('teacher', 'GET', `/api/authoring/quizzes/${ids.everyQuiz}/`)).json());
    expect(every.answers_hidden).toBe(true);
    expect(every.questions.flatMap((q) => q.answers).every((a) => a.is_correct === null)).toBe(true);
    for (const [method, body] of [['PATCH', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      const res = await w.call('teacher', method, `/api/authoring/quizzes/${ids.everyQuiz}/`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Teachers can change only their own school's quizzes.");
    }
    for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'Taken over' }], ['DELETE', undefined]] as const) {
      expect((await w.call('otherTeacher', method, `/api/authoring/quizzes/${ids.homeQuiz}/`, body)).statusCode, method).toBe(403);
    }
    expect((await w.call('teacher', 'GET', '/api/authoring/quizzes/2147483000/')).statusCode).toBe(404);
  });

  it("give a teacher's new quiz to their own school, and refuse one for another school with 403", async () => {
    const own = quizSaveResponseSchema.parse((await w.call('teacher', 'POST', '/api/authoring/quizzes/', quizBody({ name: 'Own' }))).json());
    expect(own.quiz.school_id).toBe(w.cast.homeSchoolId);
    const named = await w.call('teacher', 'POST', '/api/authoring/quizzes/', quizBody({ school_id: w.cast.homeSchoolId }));
    expect(named.statusCode).toBe(201);
    const other = await w.call('teacher', 'POST', '/api/authoring/quizzes/', quizBody({ school_id: w.cast.awaySchoolId }));
    expect(other.statusCode).toBe(403);
    const everySchool = await w.call('teacher', 'POST', '/api/authoring/quizzes/', quizBody({ school_id: null }));
    expect(everySchool.statusCode).toBe(403);
  });

  it('let an administrator read, change and delete any quiz, and make one for every school or for one school', async () => {
    const away = authoringQuizSchema.parse((await w.call('superuser', 'GET', `/api/authoring/quizzes/${ids.awayQuiz}/`)).json());
    expect(away.answers_hidden).toBe(false);
    expect((await w.call('superuser', 'PATCH', `/api/authoring/quizzes/${ids.awayQuiz}/`, { name: 'Away quiz, checked' })).statusCode).toBe(200);
    const forAway = quizSaveResponseSchema.parse((await w.call('superuser', 'POST', '/api/authoring/quizzes/', quizBody({ school_id: w.cast.awaySchoolId }))).json());
    expect(forAway.quiz.school_id).toBe(w.cast.awaySchoolId);
    expect((await w.call('otherTeacher', 'DELETE', `/api/authoring/quizzes/${forAway.quiz.id}/`)).statusCode).toBe(200);
    expect((await w.call('superuser', 'DELETE', `/api/authoring/quizzes/${ids.awayQuiz}/`)).statusCode).toBe(200);
  });
});
