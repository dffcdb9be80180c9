import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  activeHomeworkResponseSchema, ASSIGNMENT_DEFAULT_DAYS, ASSIGNMENT_MESSAGES, assignmentEndpoints, assignmentSchema, bellResponseSchema, errorSchema,
  homeworkReportsSchema, notificationEndpoints, postAssessmentReportsSchema, preAssessmentReportsSchema, quizEndpoints, quizListResponseSchema,
  studentDashboardEndpoints, type AssignQuizRequest, type EndpointQuery, type QuizType,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { auditLog } from '../audit/audit.table';
import { notificationHub } from '../notifications/notification-hub';
import { quizzes, quizAssignments, quizAttempts } from '../quizzes/quizzes.table';

const {
  teacherHomeworkReports: HW, teacherPreReports: PRE, teacherPostReports: POST_REPORTS,
  schoolHomeworkReports: SCHOOL_HW, schoolPreReports: SCHOOL_PRE, schoolPostReports: SCHOOL_POST,
  assignHomework: ASSIGN_HW, assignPreAssessment: ASSIGN_PRE, assignPostAssessment: ASSIGN_POST,
} = assignmentEndpoints;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    asha: { role: 'student', name: 'Asha', school: 'gv', grade: 7, section: 'A' },
    bina: { role: 'student', name: 'Bina', school: 'gv', grade: 7, section: 'A' },
    chetan: { role: 'student', name: 'Chetan', school: 'gv', grade: 7, section: 'A' },
    dev: { role: 'student', name: 'Dev', school: 'gv', grade: 7, section: 'B' },
    esha: { role: 'student', name: 'Esha', school: 'gv', grade: 8, section: 'A' },
    farid: { role: 'student', name: 'Farid', school: 'other', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'gv', name: 'Neha Coach' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    faroffice: { role: 'school', school: 'other' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
    // Joined today (everyone else two months ago).
    naveen: { role: 'student', name: 'Naveen', school: 'gv', grade: 7, section: 'A' },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
let ids: WorldOf<typeof people>['id'];
let gvId: number;
let otherId: number;

async function quiz(db: Db, name: string, quizType: QuizType, grade: number | null, createdAt = new Date()) {
  const [q] = await db.insert(quizzes).values({ quizName: name, topic: `${name} topic`, quizType, timeMinutes: 10, grade, createdAt }).returning();
  return q.id;
}
async function assign(db: Db, quizId: number, schoolId: number, grade: number, section: string, dueDate: string | null, assignedAt: Date) {
  await db.insert(quizAssignments).values({ quizId, schoolId, grade, section, dueDate, assignedAt });
}
async function attempt(db: Db, quizId: number, studentId: number, scorePercent: number, submittedAt: Date | null = new Date()) {
  const [row] = await db.insert(quizAttempts).values({
    quizId, studentId, status: submittedAt ? 'submitted' : 'in_progress', deadlineAt: new Date(), submittedAt,
    totalQuestions: 20, correctCount: scorePercent / 5, wrongCount: 20 - scorePercent / 5, scorePercent,
  }).returning();
  return row.id;
}

type Report = typeof HW | typeof PRE | typeof POST_REPORTS | typeof SCHOOL_HW | typeof SCHOOL_PRE | typeof SCHOOL_POST;
type Assign = typeof ASSIGN_HW | typeof ASSIGN_PRE | typeof ASSIGN_POST;
type ReportQuery = EndpointQuery<typeof HW>;
const as = (who: Person | null) => w.as(who ?? 'anonymous');
const get = (endpoint: Report, who: Person | null, query: ReportQuery = {}) => as(who).call(endpoint, { query });
const post = (endpoint: Assign, who: Person | null, body: AssignQuizRequest, headers?: Record<string, string>) => as(who).call(endpoint, { body, headers });

const quizIds: Record<string, number> = {};

/*
 * Green Valley 7A: Asha, Bina, Chetan (two months at school) and Naveen (joined today); 7B: Dev; 8A: Esha.
 * Other School 7A: Farid.
 *   HW1 homework, grade 7 — GV 7A and 7B due 10 days ago, Other 7A. Asha 80, Bina 65, Dev 100, Farid 50;
 *       Chetan's attempt still runs. GV: 4 could take it (Naveen joined after the due date), 3 did: 75 %, mean 81.7.
 *   HW2 homework, any grade — GV 7A, no due date (everyone, Naveen too: 4), nobody attempted. Assigned last.
 *   PRE1 pre-assessment, grade 7 — GV 7A due in 5 days; Bina 90.
 *   POST1 post-assessment, grade 8 — GV 8A; Esha 70.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  ids = w.id;
  const gv = { id: w.school.gv };
  const other = { id: w.school.other };
  gvId = gv.id; otherId = other.id;
  await db.update(users).set({ createdAt: new Date(Date.now() - 60 * DAY) }).where(ne(users.id, ids.naveen));

  const long = new Date(Date.now() - 30 * DAY);
  quizIds.hw1 = await quiz(db, 'HW1', 'homework', 7, long);
  quizIds.hw2 = await quiz(db, 'HW2', 'homework', null, new Date(Date.now() - 20 * DAY));
  quizIds.pre1 = await quiz(db, 'PRE1', 'pre-assessment', 7, long);
  quizIds.post1 = await quiz(db, 'POST1', 'post-assessment', 8, long);
  quizIds.hw11 = await quiz(db, 'HW11', 'homework', 11);
  quizIds.hwNew = await quiz(db, 'HW new', 'homework', 7);
  quizIds.hw8 = await quiz(db, 'HW8', 'homework', 8);
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await assign(db, quizIds.hw1, gv.id, 7, 'A', day(-10), ago(25));
  await assign(db, quizIds.hw1, gv.id, 7, 'B', day(-10), ago(24));
  await assign(db, quizIds.hw1, other.id, 7, 'A', day(-10), ago(25));
  await assign(db, quizIds.hw2, gv.id, 7, 'A', null, ago(2));
  await assign(db, quizIds.pre1, gv.id, 7, 'A', day(5), ago(3));
  await assign(db, quizIds.post1, gv.id, 8, 'A', day(5), ago(3));
  await attempt(db, quizIds.hw1, ids.asha, 80, ago(12));
  await attempt(db, quizIds.hw1, ids.bina, 65, ago(11));
  await attempt(db, quizIds.hw1, ids.dev, 100, ago(13));
  await attempt(db, quizIds.hw1, ids.farid, 50, ago(12));
  await attempt(db, quizIds.hw1, ids.chetan, 90, null);
  await attempt(db, quizIds.pre1, ids.bina, 90, ago(1));
  await attempt(db, quizIds.post1, ids.esha, 70, ago(1));
});
afterAll(() => t.close());

async function homeworkOf(who: Person, query: ReportQuery = {}, endpoint: typeof HW | typeof SCHOOL_HW = HW) {
  const res = await get(endpoint, who, query);
  expect(res.statusCode, res.body).toBe(200);
  return homeworkReportsSchema.parse(res.json());
}

describe('homework, pre- and post-assessment reports', () => {
  it('counts only the students who could take each quiz, newest assignment first', async () => {
    const body = await homeworkOf('coach');
    expect(body.homework_reports.map((r) => r.quiz)).toEqual(['HW2', 'HW1']);
    const [hw2, hw1] = body.homework_reports;
    expect(hw1).toMatchObject({
      id: quizIds.hw1, quiz: 'HW1', topic: 'HW1 topic',
      classes: [{ grade: 7, section: 'A', due_date: day(-10) }, { grade: 7, section: 'B', due_date: day(-10) }],
      total_students: 4, students_attempted: 3, average_score: 81.7, completion_rate: 75, results: [],
    });
    // The latest submission (Bina, 11 days ago).
    expect(Date.parse(hw1.last_updated!)).toBeCloseTo(Date.now() - 11 * DAY, -5);
    // No due date: every student of the class, the newcomer too; last updated is the assignment.
    expect(hw2).toMatchObject({ quiz: 'HW2', classes: [{ grade: 7, section: 'A', due_date: null }], total_students: 4, students_attempted: 0, average_score: 0, completion_rate: 0 });
    expect(Date.parse(hw2.last_updated!)).toBeCloseTo(Date.now() - 2 * DAY, -5);
  });

  it('lists the quizzes of the type for the school\'s grades or any grade, by name, each with the school\'s classes that have it', async () => {
    const body = await homeworkOf('coach');
    // HW11 is for grade 11, which Green Valley does not have.
    expect(body.available_quizzes.map((q) => q.quiz_name)).toEqual(['HW new', 'HW1', 'HW2', 'HW8']);
    expect(body.available_quizzes.find((q) => q.quiz_name === 'HW2')).toEqual({
      id: quizIds.hw2, quiz_name: 'HW2', topic: 'HW2 topic', grade: null, assigned_classes: [{ grade: 7, section: 'A' }],
    });
    // Only this school's classes: the other school's 7 A has HW1 too.
    expect(body.available_quizzes.find((q) => q.quiz_name === 'HW1')!.assigned_classes).toEqual([{ grade: 7, section: 'A' }, { grade: 7, section: 'B' }]);
    expect(body.available_quizzes.find((q) => q.quiz_name === 'HW8')!.assigned_classes).toEqual([]);
    expect((await homeworkOf('farcoach')).available_quizzes.find((q) => q.quiz_name === 'HW1')!.assigned_classes).toEqual([{ grade: 7, section: 'A' }]);
  });

  it('lists with ?grade= only the graded quizzes for that grade and the every-grade ones; the reports stay whole', async () => {
    const [practice] = await t.db.insert(quizzes).values({ quizName: 'HW practice', topic: 'self-check', quizType: 'homework', kind: 'practice', timeMinutes: 5, grade: 7 }).returning();
    try {
      const grade7 = await homeworkOf('coach', { grade: 7 });
      expect(grade7.available_quizzes.map((q) => q.quiz_name)).toEqual(['HW new', 'HW1', 'HW2']);
      expect(grade7.homework_reports).toEqual((await homeworkOf('coach')).homework_reports);
      // A grade the school has no students in yet: the teacher may still give that grade's quizzes to a new class.
      expect((await homeworkOf('coach', { grade: 11 })).available_quizzes.map((q) => q.quiz_name)).toEqual(['HW11', 'HW2']);
      expect((await homeworkOf('office', { grade: 8 }, SCHOOL_HW)).available_quizzes.map((q) => q.quiz_name)).toEqual(['HW2', 'HW8']);
      const pre = preAssessmentReportsSchema.parse((await get(PRE, 'coach', { grade: 7 })).json());
      expect(pre.available_pre_assessments).toEqual([{ id: quizIds.pre1, quiz_name: 'PRE1', topic: 'PRE1 topic', grade: 7, assigned_classes: [{ grade: 7, section: 'A' }] }]);
      expect((await get(HW, 'coach', { grade: 13 })).statusCode).toBe(400);
      // Access is unchanged by the parameter.
      expect((await get(HW, null, { grade: 7 })).statusCode).toBe(401);
      for (const who of ['asha', 'parent', 'office'] as const) expect((await get(HW, who, { grade: 7 })).statusCode, who).toBe(403);
    } finally {
      await t.db.delete(quizzes).where(eq(quizzes.id, practice.id));
    }
  });

  it('adds one quiz\'s rows with ?quiz_id=, only of the students it counts', async () => {
    const body = await homeworkOf('coach', { quiz_id: quizIds.hw1 });
    const hw1 = body.homework_reports.find((r) => r.id === quizIds.hw1)!;
    expect(hw1.results.map((r) => [r.student_name, r.student_grade, r.student_section, r.score])).toEqual([
      ['Asha', 7, 'A', 80], ['Bina', 7, 'A', 65], ['Dev', 7, 'B', 100],
    ]);
    expect(Date.parse(hw1.results[0].date_attempted)).toBeCloseTo(Date.now() - 12 * DAY, -5);
    expect(body.homework_reports.find((r) => r.id === quizIds.hw2)!.results).toEqual([]);
    // A quiz the school was not given: no rows anywhere.
    expect((await homeworkOf('coach', { quiz_id: quizIds.hw11 })).homework_reports.every((r) => r.results.length === 0)).toBe(true);
  });

  it('gives the school account the same reports, and each school only its own', async () => {
    expect(await homeworkOf('office', { quiz_id: quizIds.hw1 }, SCHOOL_HW)).toEqual(await homeworkOf('coach', { quiz_id: quizIds.hw1 }));
    const away = await homeworkOf('farcoach', { quiz_id: quizIds.hw1 });
    expect(away.homework_reports).toHaveLength(1);
    expect(away.homework_reports[0]).toMatchObject({ quiz: 'HW1', classes: [{ grade: 7, section: 'A' }], total_students: 1, students_attempted: 1, average_score: 50, completion_rate: 100 });
    expect(away.homework_reports[0].results.map((r) => r.student_name)).toEqual(['Farid']);
    expect((await homeworkOf('faroffice', {}, SCHOOL_HW)).homework_reports.map((r) => r.total_students)).toEqual([1]);
  });

  it('answers the pre- and post-assessment tabs with their own keys', async () => {
    for (const [who, url] of [['coach', PRE], ['office', SCHOOL_PRE]] as const) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      const body = preAssessmentReportsSchema.parse(res.json());
      expect(body.preassessment_reports).toHaveLength(1);
      expect(body.preassessment_reports[0]).toMatchObject({ quiz: 'PRE1', total_students: 4, students_attempted: 1, average_score: 90, completion_rate: 25 });
      expect(body.available_pre_assessments.map((q) => q.quiz_name)).toEqual(['PRE1']);
    }
    for (const [who, url] of [['coach', POST_REPORTS], ['office', SCHOOL_POST]] as const) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      const body = postAssessmentReportsSchema.parse(res.json());
      expect(body.postassessment_reports.map((r) => [r.quiz, r.total_students, r.students_attempted, r.average_score, r.completion_rate])).toEqual([['POST1', 1, 1, 70, 100]]);
    }
  });

  it('lets each dashboard\'s own role in, a superuser read any school with ?school=, and nobody else', async () => {
    expect((await get(HW, null)).statusCode).toBe(401);
    for (const who of ['asha', 'parent', 'office'] as const) expect((await get(HW, who)).statusCode, who).toBe(403);
    for (const who of ['asha', 'parent', 'coach'] as const) expect((await get(SCHOOL_HW, who)).statusCode, who).toBe(403);
    expect((await get(HW, 'root')).statusCode).toBe(400);
    expect(await homeworkOf('root', { school: gvId })).toEqual(await homeworkOf('coach'));
    expect((await homeworkOf('root', { school: otherId }, SCHOOL_HW)).homework_reports[0].total_students).toBe(1);
    expect((await get(HW, 'root', { school: 999999 })).statusCode).toBe(404);
    // ?school= means nothing for the school's own staff.
    expect(await homeworkOf('coach', { school: otherId })).toEqual(await homeworkOf('coach'));
  });
});

describe('assigning a quiz to a class', () => {
  it('refuses a quiz of another type, another grade, an unknown quiz and a bad due date', async () => {
    const wrongType = await post(ASSIGN_PRE, 'coach', { quiz_id: quizIds.hwNew, grade: 7, section: 'A' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toBe(ASSIGNMENT_MESSAGES.wrongType);
    const wrongGrade = await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hw8, grade: 7, section: 'A' });
    expect(wrongGrade.statusCode).toBe(400);
    expect(wrongGrade.json().detail).toBe(ASSIGNMENT_MESSAGES.wrongGrade);
    const unknown = await post(ASSIGN_HW, 'coach', { quiz_id: 999999, grade: 7, section: 'A' });
    expect(unknown.statusCode).toBe(404);
    expect(errorSchema.parse(unknown.json()).detail).toBe(ASSIGNMENT_MESSAGES.unknownQuiz);
    expect((await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hwNew, grade: 7, section: 'A', due_date: '2026-02-31' })).json().detail)
      .toBe('The due date is not a day of the calendar.');
    expect((await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hwNew, grade: 7, section: 'A', due_date: day(-3) })).json().detail)
      .toBe('The due date cannot be before today.');
    // Raw: without its quiz the body does not type-check.
    const missing = await w.as('coach').inject({ method: 'POST', url: `/api${ASSIGN_HW.path}`, payload: { grade: 7, section: 'A' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe('Quiz ID, Grade, and Section are required.');
    // Nothing was stored by any of them.
    expect(await t.db.select().from(quizAssignments).where(eq(quizAssignments.quizId, quizIds.hwNew))).toEqual([]);
  });

  it('refuses a second assignment of the same quiz to the same class with 409, in Hindi when asked', async () => {
    const again = await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hw1, grade: 7, section: 'A' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ASSIGNMENT_MESSAGES.duplicate);
    const hindi = await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hw1, grade: 7, section: 'A' }, { 'accept-language': 'hi' });
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F]/);
  });

  it('leaves writes to the school\'s own teachers', async () => {
    const body: AssignQuizRequest = { quiz_id: quizIds.hwNew, grade: 7, section: 'C' };
    expect((await post(ASSIGN_HW, null, body)).statusCode).toBe(401);
    for (const who of ['asha', 'parent', 'office'] as const) expect((await post(ASSIGN_HW, who, body)).statusCode, who).toBe(403);
    // Raw: the assignment takes no ?school= in the contract.
    expect((await w.as('root').inject({ method: 'POST', url: `/api${ASSIGN_HW.path}?school=${gvId}`, payload: body })).statusCode).toBe(403);
  });

  it('gives the quiz to the class: their Assessments, active homework and bell at once, a live push and an audit entry', async () => {
    const pushed: number[] = [];
    const stops = [ids.asha, ids.naveen, ids.dev].map((id) => notificationHub.subscribe(id, () => pushed.push(id)));
    const res = await post(ASSIGN_HW, 'coach', { quiz_id: quizIds.hwNew, grade: 7, section: 'A' });
    stops.forEach((stop) => stop());
    expect(res.statusCode, res.body).toBe(201);
    const made = assignmentSchema.parse(res.json());
    const dueDate = new Date(Date.parse(`${schoolToday('Asia/Kolkata')}T00:00:00Z`) + ASSIGNMENT_DEFAULT_DAYS * DAY).toISOString().slice(0, 10);
    expect(made).toMatchObject({ quiz_id: quizIds.hwNew, quiz_name: 'HW new', grade: 7, section: 'A', due_date: dueDate, students: 4, detail: 'Homework assigned successfully.' });
    expect(pushed.sort()).toEqual([ids.asha, ids.naveen].sort());

    for (const who of ['asha', 'naveen'] as const) {
      const list = quizListResponseSchema.parse((await w.as(who).call(quizEndpoints.list)).json());
      expect(list.results.find((q) => q.id === quizIds.hwNew), who).toMatchObject({ quiz_name: 'HW new', due_date: dueDate, attempt: { status: 'not_started' } });
      const active = activeHomeworkResponseSchema.parse((await w.as(who).call(studentDashboardEndpoints.homeworkAssignment)).json());
      expect(active.homework.map((h) => h.quiz_id)).toContain(quizIds.hwNew);
      const bell = bellResponseSchema.parse((await w.as(who).call(notificationEndpoints.bell)).json());
      expect(bell.notifications[0]).toMatchObject({ subject: 'New homework: HW new', link: '/dashboard/assessments', sent_by: 'Neha Coach', read: false });
    }
    // Another class hears nothing of it.
    const devList = quizListResponseSchema.parse((await w.as('dev').call(quizEndpoints.list)).json());
    expect(devList.results.map((q) => q.id)).not.toContain(quizIds.hwNew);
    expect(bellResponseSchema.parse((await w.as('dev').call(notificationEndpoints.bell)).json()).count).toBe(0);

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'quiz_assignment'), eq(auditLog.entityId, String(made.id))));
    expect(entry).toMatchObject({ schoolId: gvId, actorId: ids.coach, action: 'create', after: expect.objectContaining({ quiz_id: quizIds.hwNew, grade: 7, section: 'A', students: 4 }) });

    const report = (await homeworkOf('coach')).homework_reports[0];
    expect(report).toMatchObject({ id: quizIds.hwNew, total_students: 4, students_attempted: 0, classes: [{ grade: 7, section: 'A', due_date: dueDate }] });
  });

  it('takes a chosen due date, and assigns pre- and post-assessments on their own calls', async () => {
    const pre = await quiz(t.db, 'PRE2', 'pre-assessment', null);
    const res = await post(ASSIGN_PRE, 'coach', { quiz_id: pre, grade: 7, section: 'B', due_date: day(20) });
    expect(res.statusCode, res.body).toBe(201);
    expect(assignmentSchema.parse(res.json())).toMatchObject({ grade: 7, section: 'B', due_date: day(20), students: 1, detail: 'Pre-assessment assigned successfully.' });
    const postQuiz = await quiz(t.db, 'POST2', 'post-assessment', 8);
    const resPost = await post(ASSIGN_POST, 'coach', { quiz_id: postQuiz, grade: 8, section: 'A' });
    expect(resPost.statusCode, resPost.body).toBe(201);
    expect(resPost.json()).toMatchObject({ students: 1, detail: 'Post-assessment assigned successfully.' });
    // An empty class can be given work too; nobody is notified.
    expect((await post(ASSIGN_POST, 'coach', { quiz_id: postQuiz, grade: 8, section: 'K' })).json()).toMatchObject({ students: 0 });
  });

  it('lets exactly one of two identical assignments sent at once through', async () => {
    const id = await quiz(t.db, 'Race', 'homework', 7);
    const body: AssignQuizRequest = { quiz_id: id, grade: 7, section: 'B' };
    const answers = await Promise.all([post(ASSIGN_HW, 'coach', body), post(ASSIGN_HW, 'coach', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe(ASSIGNMENT_MESSAGES.duplicate);
    expect(await t.db.select().from(quizAssignments).where(eq(quizAssignments.quizId, id))).toHaveLength(1);
    // Dev was notified once.
    const bell = bellResponseSchema.parse((await w.as('dev').call(notificationEndpoints.bell)).json());
    expect(bell.notifications.filter((n) => n.subject === 'New homework: Race')).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'quiz_assignment'), eq(auditLog.actorId, ids.coach)))).toHaveLength(5);
  });

  it('lets the other school\'s teacher give the same quiz to their own class', async () => {
    const res = await post(ASSIGN_HW, 'farcoach', { quiz_id: quizIds.hwNew, grade: 7, section: 'A' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ students: 1 });
  });
});
