import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { assignmentEndpoints, documentEndpoints, homeworkReportsSchema, reflectionEndpoints, type EndpointBody } from '@prayog/contract';
import { ownSchool, rolesAccess } from '../policies';
import { route } from './route';
import { ResponseCache } from './response-cache';
import { createTestApp, type TestApp } from '../test/test-app';
import { createWorld, type World } from '../test/world';
import { quizzes, quizAssignments, quizAttempts } from '../features/quizzes/quizzes.table';
import { teacherReflections } from '../features/reflections/reflections.table';

describe('ResponseCache', () => {
  it('computes once while kept, and shares one computation between calls that arrive together', async () => {
    const kept = new ResponseCache(60_000);
    let runs = 0;
    const compute = async () => { runs += 1; await new Promise((r) => setTimeout(r, 20)); return runs; };
    const [a, b] = await Promise.all([kept.get(1, 'k', compute), kept.get(1, 'k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await kept.get(1, 'k', compute)).toBe(1);
    // Another school and another key are their own answers.
    expect(await kept.get(2, 'k', compute)).toBe(2);
    expect(await kept.get(1, 'other', compute)).toBe(3);
  });

  it("starts a school afresh when its figures change, and leaves other schools' answers", async () => {
    const kept = new ResponseCache(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    await kept.get(1, 'k', compute);
    await kept.get(2, 'k', compute);
    kept.invalidateSchool(1);
    expect(await kept.get(1, 'k', compute)).toBe(3);
    expect(await kept.get(2, 'k', compute)).toBe(2);
  });

  it('uses an answer drawn from every school again only while no school changed and nothing changed everywhere', async () => {
    const kept = new ResponseCache(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await kept.getAcrossSchools('summary', compute)).toBe(1);
    expect(await kept.getAcrossSchools('summary', compute)).toBe(1);
    expect(await kept.getAcrossSchools('students', compute)).toBe(2);
    // One school's change makes every cross-school answer old, and leaves other schools' own answers.
    expect(await kept.get(2, 'k', compute)).toBe(3);
    kept.invalidateSchool(1);
    expect(await kept.getAcrossSchools('summary', compute)).toBe(4);
    expect(await kept.getAcrossSchools('students', compute)).toBe(5);
    expect(await kept.get(2, 'k', compute)).toBe(3);
    kept.invalidateEverywhere();
    expect(await kept.getAcrossSchools('summary', compute)).toBe(6);
    expect(await kept.getAcrossSchools('summary', compute)).toBe(6);
    expect(await new ResponseCache(0).getAcrossSchools('summary', compute)).toBe(7);
  });

  it('keeps nothing past its time, nothing that failed, and nothing at all with a time of 0', async () => {
    const brief = new ResponseCache(30);
    let runs = 0;
    const compute = async () => ++runs;
    await brief.get(1, 'k', compute);
    await new Promise((r) => setTimeout(r, 50));
    expect(await brief.get(1, 'k', compute)).toBe(2);

    const kept = new ResponseCache(60_000);
    await expect(kept.get(1, 'k', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await kept.get(1, 'k', async () => 'fine')).toBe('fine');

    const none = new ResponseCache(0);
    expect([await none.get(1, 'k', compute), await none.get(1, 'k', compute)]).toEqual([3, 4]);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const kept = new ResponseCache(60_000, 2);
    let runs = 0;
    const compute = async () => ++runs;
    await kept.get(1, 'a', compute);
    await kept.get(1, 'b', compute);
    await kept.get(1, 'c', compute);
    expect(await kept.get(1, 'c', compute)).toBe(3);
    expect(await kept.get(1, 'a', compute)).toBe(4);
  });
});

describe('a route cached per school', () => {
  it('is refused at start-up behind a policy whose answer depends on the caller, and allowed behind one for the school', () => {
    const app = Fastify();
    const handler = async () => { throw new Error('never called'); };
    expect(() => route(app, documentEndpoints.get, { access: rolesAccess(['teacher', 'school']), cache: 'per-school', handler }))
      .toThrow("GET /documents/:key/ is cached per school, but its policy's answer depends on the caller");
    expect(() => route(app, documentEndpoints.get, { access: rolesAccess(['teacher', 'school']), cache: 'per-user', handler })).not.toThrow();
    expect(() => route(Fastify(), documentEndpoints.get, { access: ownSchool({ roles: ['teacher'] }), cache: 'per-school', handler })).not.toThrow();
  });
});

describe('cached answers in the app', () => {
  let t: TestApp;
  let w: World<'green-valley', 'asha' | 'coach'>;
  let ids: { school: number; student: number; quiz: number };

  beforeAll(async () => {
    t = await createTestApp({ staffAnswersSeconds: 60 });
    w = await createWorld(t, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: { asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A' }, coach: { role: 'teacher', school: 'green-valley' } },
    });
    const schoolId = w.school['green-valley'];
    const [quiz] = await t.db.insert(quizzes).values({ quizName: 'Circuits', topic: 'Circuits', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
    await t.db.insert(quizzes).values({ quizName: 'Gears', topic: 'Gears', quizType: 'homework', timeMinutes: 10, grade: 7 });
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(quizAssignments).values({ quizId: quiz.id, schoolId, grade: 7, section: 'A', dueDate: due });
    ids = { school: schoolId, student: w.id.asha, quiz: quiz.id };
  });
  afterAll(() => t.close());

  const attempted = async () => {
    const res = await w.as('coach').call(assignmentEndpoints.teacherHomeworkReports);
    expect(res.statusCode, res.body).toBe(200);
    const body = homeworkReportsSchema.parse(res.json());
    return body.homework_reports.find((r) => r.id === ids.quiz)?.students_attempted;
  };

  it('answers a report from what it kept until the school assigns work, then counts afresh', async () => {
    expect(await attempted()).toBe(0);
    // Written past the app (as another server would): the kept answer stands for now.
    await t.db.insert(quizAttempts).values({
      quizId: ids.quiz, studentId: ids.student, schoolId: ids.school, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(),
      totalQuestions: 4, correctCount: 3, wrongCount: 1, scorePercent: 75,
    });
    expect(await attempted()).toBe(0);
    const gears = (await t.db.select({ id: quizzes.id }).from(quizzes)).find((q) => q.id !== ids.quiz)!.id;
    const assign = await w.as('coach').call(assignmentEndpoints.assignHomework, { body: { quiz_id: gears, grade: 7, section: 'A' } });
    expect(assign.statusCode, assign.body).toBe(201);
    expect(await attempted()).toBe(1);
  });
});

describe('every successful write starts its school afresh', () => {
  let t: TestApp;
  let w: World<'green-valley', 'coach'>;
  let coachId: number;

  beforeAll(async () => {
    t = await createTestApp({ staffAnswersSeconds: 60 });
    w = await createWorld(t, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: { coach: { role: 'teacher', school: 'green-valley' } },
    });
    coachId = w.id.coach;
  });
  afterAll(() => t.close());

  const notes = async () => {
    const res = await w.as('coach').call(reflectionEndpoints.list);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  const write = (body: EndpointBody<typeof reflectionEndpoints.create>) => w.as('coach').call(reflectionEndpoints.create, { body });

  it('keeps an answer past a change made outside the app and past a refused write, and not past a saved one', async () => {
    expect(await notes()).toBe(0);
    // Written past the app (as another server would): the kept answer stands for now.
    await t.db.insert(teacherReflections).values({ teacherId: coachId, date: '2026-11-01', note: 'Written elsewhere' });
    expect(await notes()).toBe(0);
    expect((await write({ date: 'not a day', note: '' })).statusCode).toBe(400);
    expect(await notes()).toBe(0);
    expect((await write({ date: '2026-11-02', note: 'Robotics club met' })).statusCode).toBe(201);
    expect(await notes()).toBe(2);
  });
});
