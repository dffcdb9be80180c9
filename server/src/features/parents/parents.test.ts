import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  errorSchema, PARENT_MESSAGES, parentAssessmentSchema, parentDashboardSchema, parentHomeworkSchema, parentProjectsSchema, parentShowsSchema,
} from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, linkParent } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { loginEvents } from '../accounts/accounts.table';
import { auditLog } from '../audit/audit.table';
import { innovationProjectMembers, innovationProjects } from '../innovation-club/innovation-club.table';
import { kreativityShowMembers, kreativityShows } from '../kreativity-show/kreativity-show.table';
import { quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { parentChildLinks } from './parents.table';

const BASE = '/api/parent_dashboard/';
const READS = ['', 'homework_report/', 'innovation_club', 'kreativityshow/', 'preassessment_report/', 'postassessment_report/'];

let t: TestApp;
let tokens: Record<string, string>;
const ids: Record<string, number> = {};
const quizIds: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? authHeader(tokens[who]) : {} });
const get = (url: string, who: string) => call('GET', url, who);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const gv = await createSchool(db, 'gv', 'Green Valley School, Sector 21, Noida');
  const other = await createSchool(db, 'other', 'Other School, Sector 9, Delhi');
  const make = async (username: string, spec: Omit<Parameters<typeof createUser>[1], 'username'>) => { ids[username] = (await createUser(db, { username, ...spec })).id; };
  await make('asha', { name: 'Asha', role: 'student', schoolId: gv.id, grade: 7, section: 'A' });
  await make('bina', { name: 'Bina', role: 'student', schoolId: gv.id, grade: 7, section: 'A' });
  await make('chetan', { name: 'Chetan', role: 'student', schoolId: gv.id, grade: 8, section: 'B' });
  await make('farid', { name: 'Farid', role: 'student', schoolId: other.id, grade: 7, section: 'A' });
  await make('mum', { role: 'parent', schoolId: gv.id }); // Asha's, confirmed
  await make('binadad', { role: 'parent', schoolId: gv.id }); // Bina's, confirmed
  await make('waiting', { role: 'parent', schoolId: gv.id }); // Chetan's, pending
  await make('stranger', { role: 'parent', schoolId: gv.id }); // no link at all
  await make('office', { role: 'school', schoolId: gv.id });
  await make('coach', { role: 'teacher', schoolId: gv.id });
  await make('root', { role: 'school', schoolId: null, isSuperuser: true });
  await linkParent(db, ids.mum, ids.asha);
  await linkParent(db, ids.binadad, ids.bina);
  await linkParent(db, ids.waiting, ids.chetan, 'pending');

  const quiz = async (name: string, quizType: 'homework' | 'pre-assessment' | 'post-assessment', grade: number, section: string) => {
    const [q] = await db.insert(quizzes).values({ quizName: name, topic: `${name} topic`, quizType, timeMinutes: 10, grade }).returning();
    await db.insert(quizAssignments).values({ quizId: q.id, schoolId: gv.id, grade, section, dueDate: null, assignedAt: new Date() });
    quizIds[name] = q.id;
  };
  await quiz('Forces', 'homework', 7, 'A');
  await quiz('Cells', 'homework', 8, 'B'); // not Asha's class
  await quiz('Light pre', 'pre-assessment', 7, 'A');
  await quiz('Light post', 'post-assessment', 7, 'A');
  const attempt = (quizId: number, studentId: number, scorePercent: number) => db.insert(quizAttempts).values({
    quizId, studentId, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(),
    totalQuestions: 20, correctCount: scorePercent / 5, wrongCount: 20 - scorePercent / 5, scorePercent,
  });
  await attempt(quizIds.Forces, ids.asha, 80);
  await attempt(quizIds.Forces, ids.bina, 40);
  await attempt(quizIds['Light post'], ids.bina, 60);

  const [project] = await db.insert(innovationProjects).values({ schoolId: gv.id, projectName: 'Smart Dustbin', date: '2026-04-10', progress: 'Ideation', grade: 7, section: 'A' }).returning();
  await db.insert(innovationProjectMembers).values([{ projectId: project.id, studentId: ids.asha }, { projectId: project.id, studentId: ids.bina }]);
  const [other1] = await db.insert(innovationProjects).values({ schoolId: gv.id, projectName: 'Chetan only', date: '2026-04-11', progress: 'Design' }).returning();
  await db.insert(innovationProjectMembers).values({ projectId: other1.id, studentId: ids.chetan });
  const [show] = await db.insert(kreativityShows).values({ schoolId: gv.id, dateAssigned: '2026-05-01', projectName: 'Puppet play' }).returning();
  await db.insert(kreativityShowMembers).values({ showId: show.id, studentId: ids.asha });
  const [show2] = await db.insert(kreativityShows).values({ schoolId: gv.id, dateAssigned: '2026-05-02', projectName: 'Not Asha' }).returning();
  await db.insert(kreativityShowMembers).values({ showId: show2.id, studentId: ids.bina });

  const at = (userId: number, iso: string, n: number) => ({ userId, schoolId: gv.id, loggedInAt: new Date(iso), loginNum: n });
  await db.insert(loginEvents).values([
    at(ids.asha, '2024-03-10T04:00:00Z', 1), at(ids.asha, '2025-02-03T04:00:00Z', 2), at(ids.asha, '2025-02-09T04:00:00Z', 3),
    at(ids.asha, '2025-11-20T04:00:00Z', 4), at(ids.bina, '2025-02-03T04:00:00Z', 1),
  ]);
  tokens = await tokensFor(db, ['asha', 'mum', 'binadad', 'waiting', 'stranger', 'office', 'coach', 'root']);
});
afterAll(() => t.close());

describe('Parent dashboard: who gets what', () => {
  it('gives a parent without a confirmed child nothing of the child, on every read', async () => {
    for (const who of ['waiting', 'stranger']) {
      for (const path of READS) {
        const res = await get(`${BASE}${path}`, who);
        expect(res.statusCode, `${who} ${path}`).toBe(403);
        expect(errorSchema.parse(res.json()).detail).toBe('Your link to your child is waiting for confirmation by the school.');
        expect(res.body).not.toMatch(/Chetan|chetan/);
      }
      const named = await get(`${BASE}?child=chetan`, who);
      expect(named.statusCode).toBe(403);
    }
  });

  it('refuses another child by username, and every other role', async () => {
    for (const path of READS) {
      const res = await get(`${BASE}${path}${path.includes('?') ? '&' : '?'}child=bina`, 'mum');
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('Bina');
    }
    for (const who of ['asha', 'office', 'coach', 'root']) expect((await get(BASE, who)).statusCode, who).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('refuses every write on the read routes', async () => {
    for (const path of READS) {
      for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
        const res = await call(method, `${BASE}${path}`, 'mum', {});
        expect(res.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});

describe('Parent dashboard: the sections', () => {
  it('shows the child, class, counts and the login chart of the latest year with sign-ins', async () => {
    const res = await get(BASE, 'mum');
    expect(res.statusCode, res.body).toBe(200);
    const body = parentDashboardSchema.parse(res.json());
    expect(body).toMatchObject({ child_name: 'Asha', child_grade: '7 A', login_count: 4 });
    expect(body.years).toEqual(expect.arrayContaining([2024, 2025]));
    expect(body.year).toBe(2025);
    expect(body.login_report.filter((m) => m.login_num > 0)).toEqual([{ month: 2, login_num: 2 }, { month: 11, login_num: 1 }]);
    expect(body.login_report).toHaveLength(12);
    expect(body.children.map((c) => c.username)).toEqual(['asha']);
    const y2024 = parentDashboardSchema.parse((await get(`${BASE}?year=2024`, 'mum')).json());
    expect(y2024.login_report[2]).toEqual({ month: 3, login_num: 1 });
    expect(y2024.login_report.reduce((s, m) => s + m.login_num, 0)).toBe(1);
  });

  it('shows the homework of the child’s class with class figures and the child’s own row only', async () => {
    const list = parentHomeworkSchema.parse((await get(`${BASE}homework_report/`, 'mum')).json());
    expect(list.homework_reports.map((r) => r.quiz)).toEqual(['Forces']);
    expect(list.homework_reports[0]).toMatchObject({ total_students: 2, students_attempted: 2, average_score: 60, results: [] });
    expect(list.homework_reports[0].classes).toEqual([{ grade: 7, section: 'A', due_date: null }]);
    const one = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Forces}`, 'mum')).json());
    expect(one.homework_reports[0].results.map((r) => [r.student_name, r.score])).toEqual([['Asha', 80]]);
    const other = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Forces}`, 'binadad')).json());
    expect(other.homework_reports[0].results.map((r) => r.student_name)).toEqual(['Bina']);
    const cells = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Cells}`, 'mum')).json());
    expect(cells.homework_reports.every((r) => r.results.length === 0)).toBe(true);
  });

  it('shows pre- and post-assessments without other children’s rows', async () => {
    const pre = parentAssessmentSchema.parse((await get(`${BASE}preassessment_report/`, 'mum')).json());
    expect(pre.results.map((r) => r.quiz)).toEqual(['Light pre']);
    const post = parentAssessmentSchema.parse((await get(`${BASE}postassessment_report/?quiz_id=${quizIds['Light post']}`, 'mum')).json());
    expect(post.results[0]).toMatchObject({ quiz: 'Light post', students_attempted: 1, results: [] });
    expect(JSON.stringify(post)).not.toContain('Bina');
  });

  it('lists only the child’s projects and shows', async () => {
    const projects = parentProjectsSchema.parse((await get(`${BASE}innovation_club`, 'mum')).json());
    expect(projects).toEqual({ count: 1, innovation_club_projects: [{ date: '2026-04-10', project_name: 'Smart Dustbin', progress: 'Ideation', students: [{ name: 'Asha' }, { name: 'Bina' }] }] });
    const shows = parentShowsSchema.parse((await get(`${BASE}kreativityshow/?limit=10`, 'mum')).json());
    expect(shows.kreativityshow.map((s) => [s.project_name, s.student_objects])).toEqual([['Puppet play', [{ name: 'Asha', grade: 7, section: 'A' }]]]);
    expect(shows.count).toBe(1);
  });
});

describe('Parent dashboard: asking to link another child', () => {
  const links = async (parentId: number) => t.db.select().from(parentChildLinks).where(eq(parentChildLinks.parentId, parentId));

  it('makes a pending link the child’s school approves, then the parent switches between children', async () => {
    const res = await call('POST', `${BASE}link-requests/`, 'mum', { child_username: 'Chetan' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: PARENT_MESSAGES.linkRequested });
    expect((await links(ids.mum)).map((l) => [l.studentId, l.status]).sort()).toEqual([[ids.asha, 'approved'], [ids.chetan, 'pending']].sort());
    const [audited] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'parent_link'), eq(auditLog.action, 'create')));
    expect(audited.n).toBe(1);
    // Still pending: Chetan is not shown yet.
    expect((await get(`${BASE}?child=chetan`, 'mum')).statusCode).toBe(403);

    const again = await call('POST', `${BASE}link-requests/`, 'mum', { child_username: 'chetan' });
    expect(again.statusCode).toBe(409);
    expect(errorSchema.parse(again.json()).detail).toBe(PARENT_MESSAGES.linkExists);

    const decided = await call('POST', `/api/school_dashboard/approvals/parents/${ids.mum}/`, 'office', { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const both = parentDashboardSchema.parse((await get(BASE, 'mum')).json());
    expect(both.children.map((c) => c.username)).toEqual(['asha', 'chetan']);
    const chetan = parentDashboardSchema.parse((await get(`${BASE}?child=CHETAN`, 'mum')).json());
    expect(chetan).toMatchObject({ child_name: 'Chetan', child_grade: '8 B', login_count: 0 });
  });

  it('answers an unknown username like a known one and makes nothing; refuses bad input and non-parents', async () => {
    const before = (await links(ids.stranger)).length;
    const res = await call('POST', `${BASE}link-requests/`, 'stranger', { child_username: 'nobody-here' });
    expect(res.statusCode).toBe(202);
    expect((await links(ids.stranger)).length).toBe(before);
    const bad = await call('POST', `${BASE}link-requests/`, 'stranger', { child_username: '' });
    expect(bad.statusCode).toBe(400);
    for (const who of ['root', 'office', 'asha']) {
      expect((await call('POST', `${BASE}link-requests/`, who, { child_username: 'farid' })).statusCode, who).toBe(403);
    }
  });
});
