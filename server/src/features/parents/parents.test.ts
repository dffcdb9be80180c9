import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  errorSchema, PARENT_MESSAGES, type QuizType, parentAssessmentSchema, parentDashboardSchema, parentHomeworkSchema, parentProjectsSchema, parentShowsSchema,
} from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, linkParent } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { loginEvents } from '../../core/identity/accounts.table';
import { auditLog } from '../audit/audit.table';
import { innovationProjectMembers, innovationProjects } from '../innovation-club/innovation-club.table';
import { kreativityShowMembers, kreativityShows } from '../kreativity-show/kreativity-show.table';
import { quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { parentChildLinks } from '../../core/identity/parents.table';

const BASE = '/api/parent_dashboard/';
const READS = ['', 'homework_report/', 'innovation_club', 'kreativityshow/', 'preassessment_report/', 'postassessment_report/', 'half_yearly_report/', 'annual_report/'];

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
  await make('prober', { role: 'parent', schoolId: gv.id }); // tries usernames
  await make('flood', { role: 'parent', schoolId: gv.id }); // tries many
  await make('office', { role: 'school', schoolId: gv.id });
  await make('coach', { role: 'teacher', schoolId: gv.id });
  await make('root', { role: 'school', schoolId: null, isSuperuser: true });
  await linkParent(db, ids.mum, ids.asha);
  await linkParent(db, ids.binadad, ids.bina);
  await linkParent(db, ids.waiting, ids.chetan, 'pending');

  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const quiz = async (name: string, quizType: QuizType, grade: number, section: string, assignedDaysAgo = 5) => {
    const [q] = await db.insert(quizzes).values({ quizName: name, topic: `${name} topic`, quizType, timeMinutes: 10, grade }).returning();
    await db.insert(quizAssignments).values({ quizId: q.id, schoolId: gv.id, grade, section, dueDate: null, assignedAt: daysAgo(assignedDaysAgo) });
    quizIds[name] = q.id;
  };
  // Homework of Asha's class: Sound (given first, attempted last), Forces, and Magnets (given last, not attempted).
  await quiz('Sound', 'homework', 7, 'A', 20);
  await quiz('Forces', 'homework', 7, 'A', 10);
  await quiz('Magnets', 'homework', 7, 'A', 1);
  await quiz('Cells', 'homework', 8, 'B'); // not Asha's class
  await quiz('Light pre', 'pre-assessment', 7, 'A');
  await quiz('Light post', 'post-assessment', 7, 'A');
  await quiz('Half paper', 'half_yearly', 7, 'A');
  await quiz('Final paper', 'final_exam', 7, 'A');
  const attempt = (quizId: number, studentId: number, scorePercent: number, submittedDaysAgo = 3) => db.insert(quizAttempts).values({
    quizId, studentId, status: 'submitted', deadlineAt: daysAgo(submittedDaysAgo), submittedAt: daysAgo(submittedDaysAgo),
    totalQuestions: 20, correctCount: scorePercent / 5, wrongCount: 20 - scorePercent / 5, scorePercent,
  });
  await attempt(quizIds.Forces, ids.asha, 80, 9);
  await attempt(quizIds.Sound, ids.asha, 90, 2);
  await attempt(quizIds.Cells, ids.asha, 30, 0.5); // a quiz of another class (as after a class change): not her report's
  await attempt(quizIds.Forces, ids.bina, 40);
  await attempt(quizIds['Light post'], ids.bina, 60);
  await attempt(quizIds['Half paper'], ids.asha, 70);
  await attempt(quizIds['Half paper'], ids.bina, 50);
  await attempt(quizIds['Final paper'], ids.bina, 65);

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
  tokens = await tokensFor(db, ['asha', 'mum', 'binadad', 'waiting', 'stranger', 'prober', 'flood', 'office', 'coach', 'root']);
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
    expect(list.homework_reports.map((r) => r.quiz)).toEqual(['Magnets', 'Forces', 'Sound']);
    const forces = list.homework_reports.find((r) => r.quiz === 'Forces')!;
    expect(forces).toMatchObject({ total_students: 2, students_attempted: 2, average_score: 60, results: [] });
    expect(forces.classes).toEqual([{ grade: 7, section: 'A', due_date: null }]);
    const one = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Forces}`, 'mum')).json());
    const ofForces = (body: { homework_reports: { id: number; results: { student_name: string; score: number }[] }[] }) => body.homework_reports.find((r) => r.id === quizIds.Forces)!.results;
    expect(ofForces(one).map((r) => [r.student_name, r.score])).toEqual([['Asha', 80]]);
    const other = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Forces}`, 'binadad')).json());
    expect(ofForces(other).map((r) => r.student_name)).toEqual(['Bina']);
    const cells = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Cells}`, 'mum')).json());
    // Asha attempted Cells (another class's quiz), so her report has no rows of it.
    expect(cells.homework_reports.every((r) => r.results.length === 0)).toBe(true);
  });

  it('opens on the quiz the child attempted last (not the newest given), with the child’s row; null when none', async () => {
    const list = parentHomeworkSchema.parse((await get(`${BASE}homework_report/`, 'mum')).json());
    expect(list.attempted_quiz_id).toBe(quizIds.Sound);
    const sound = list.homework_reports.find((r) => r.id === quizIds.Sound)!;
    expect(sound.results.map((r) => [r.student_name, r.score])).toEqual([['Asha', 90]]);
    expect(list.homework_reports.filter((r) => r.id !== quizIds.Sound).every((r) => r.results.length === 0)).toBe(true);
    // ?quiz_id= still chooses the rows; the quiz the report opens on stays the one attempted last.
    const forces = parentHomeworkSchema.parse((await get(`${BASE}homework_report/?quiz_id=${quizIds.Forces}`, 'mum')).json());
    expect(forces.attempted_quiz_id).toBe(quizIds.Sound);
    expect(forces.homework_reports.find((r) => r.id === quizIds.Sound)!.results).toEqual([]);
    // Bina attempted Forces only; nobody's pre-assessment was attempted.
    expect(parentHomeworkSchema.parse((await get(`${BASE}homework_report/`, 'binadad')).json()).attempted_quiz_id).toBe(quizIds.Forces);
    expect(parentAssessmentSchema.parse((await get(`${BASE}preassessment_report/`, 'mum')).json()).attempted_quiz_id).toBeNull();
  });

  it('shows the half-yearly and annual exams of the child’s class, with the child’s own row only', async () => {
    const half = parentAssessmentSchema.parse((await get(`${BASE}half_yearly_report/`, 'mum')).json());
    expect(half.attempted_quiz_id).toBe(quizIds['Half paper']);
    expect(half.results.map((r) => r.quiz)).toEqual(['Half paper']);
    expect(half.results[0]).toMatchObject({ total_students: 2, students_attempted: 2, average_score: 60 });
    expect(half.results[0].results.map((r) => [r.student_name, r.score])).toEqual([['Asha', 70]]);
    expect(JSON.stringify(half)).not.toContain('Bina');
    const annual = parentAssessmentSchema.parse((await get(`${BASE}annual_report/`, 'mum')).json());
    expect(annual.attempted_quiz_id).toBeNull();
    expect(annual.results.map((r) => [r.quiz, r.students_attempted, r.results])).toEqual([['Final paper', 1, []]]);
    const hers = parentAssessmentSchema.parse((await get(`${BASE}annual_report/?quiz_id=${quizIds['Final paper']}`, 'mum')).json());
    expect(hers.results[0].results).toEqual([]);
    expect(JSON.stringify(hers)).not.toContain('Bina');
    // Bina's parent sees Bina's row; Asha's parent cannot name Bina, nor can anyone else read a child's exams.
    const bina = parentAssessmentSchema.parse((await get(`${BASE}annual_report/`, 'binadad')).json());
    expect(bina.results[0].results.map((r) => [r.student_name, r.score])).toEqual([['Bina', 65]]);
    for (const path of ['half_yearly_report/', 'annual_report/']) {
      const other = await get(`${BASE}${path}?child=bina`, 'mum');
      expect(other.statusCode, path).toBe(403);
      expect(errorSchema.parse(other.json()).detail).toBeTruthy();
      expect((await get(`${BASE}${path}?child=farid`, 'mum')).statusCode, path).toBe(403);
      for (const who of ['asha', 'office', 'coach', 'root', 'waiting']) expect((await get(`${BASE}${path}`, who)).statusCode, `${who} ${path}`).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${BASE}${path}` })).statusCode).toBe(401);
    }
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

    // Asking again is answered the same and adds nothing.
    const again = await call('POST', `${BASE}link-requests/`, 'mum', { child_username: 'chetan' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ detail: PARENT_MESSAGES.linkRequested });
    expect((await links(ids.mum)).length).toBe(2);

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

  it('answers a real, an unknown, a repeated and an own username alike; only a real new one reaches a school', async () => {
    const queued = async () => (await t.db.select({ n: count() }).from(parentChildLinks).where(eq(parentChildLinks.status, 'pending')))[0].n;
    const before = await queued();
    const answers = [];
    for (const username of ['farid', 'no-such-child', 'farid', 'FARID', 'prober']) {
      const res = await call('POST', `${BASE}link-requests/`, 'prober', { child_username: username });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, JSON.stringify({ detail: 'Request sent; the school will check it.' })]);
    expect(await queued()).toBe(before + 1);
    expect((await links(ids.prober)).map((l) => l.studentId)).toEqual([ids.farid]);
    const hindi = await t.app.inject({ method: 'POST', url: `${BASE}link-requests/`, payload: { child_username: 'x' }, headers: { ...authHeader(tokens.prober), 'accept-language': 'hi' } });
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F]/);
  });

  it('takes at most ten requests a day from one parent account, then 429 (others unaffected)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await call('POST', `${BASE}link-requests/`, 'flood', { child_username: `guess-${i}` })).statusCode).toBe(202);
    }
    const refused = await call('POST', `${BASE}link-requests/`, 'flood', { child_username: 'chetan' });
    expect(refused.statusCode).toBe(429);
    expect(errorSchema.parse(refused.json()).detail).toMatch(/Too many requests/);
    expect((await links(ids.flood)).length).toBe(0);
    expect((await call('POST', `${BASE}link-requests/`, 'stranger', { child_username: 'nobody' })).statusCode).toBe(202);
  });
});
