import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  approvalEndpoints, errorSchema, PARENT_MESSAGES, parentEndpoints, type QuizType,
  parentAssessmentSchema, parentDashboardSchema, parentHomeworkSchema, parentProjectsSchema, parentShowsSchema,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { loginEvents } from '../../core/identity/accounts.table';
import { auditLog } from '../audit/audit.table';
import { innovationProjectMembers, innovationProjects } from '../innovation-club/innovation-club.table';
import { kreativityShowMembers, kreativityShows } from '../kreativity-show/kreativity-show.table';
import { quizAssignments, quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { parentChildLinks } from '../../core/identity/parents.table';

const P = parentEndpoints;
const READS = [P.dashboard, P.homework, P.innovationClub, P.kreativityShow, P.preAssessment, P.postAssessment, P.halfYearly, P.annual];
type Read = (typeof READS)[number];

const roster = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    asha: { name: 'Asha', role: 'student', school: 'gv', grade: 7, section: 'A' },
    bina: { name: 'Bina', role: 'student', school: 'gv', grade: 7, section: 'A' },
    chetan: { name: 'Chetan', role: 'student', school: 'gv', grade: 8, section: 'B' },
    farid: { name: 'Farid', role: 'student', school: 'other', grade: 7, section: 'A' },
    mum: { role: 'parent', school: 'gv' }, // Asha's, confirmed
    binadad: { role: 'parent', school: 'gv' }, // Bina's, confirmed
    waiting: { role: 'parent', school: 'gv' }, // Chetan's, pending
    stranger: { role: 'parent', school: 'gv' }, // no link at all
    prober: { role: 'parent', school: 'gv' }, // tries usernames
    flood: { role: 'parent', school: 'gv' }, // tries many
    office: { role: 'school', school: 'gv' },
    coach: { role: 'teacher', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
// The links are added after, so the people's names are taken from `users` and the links are checked against them.
const people: typeof roster = { ...roster, links: [['mum', 'asha'], ['binadad', 'bina'], ['waiting', 'chetan', 'pending']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const ids: Record<string, number> = {};
const quizIds: Record<string, number> = {};

/** One of the parent dashboard's reads as `who`. */
const get = (endpoint: Read, who: Who, query: { child?: string; quiz_id?: number; year?: number; limit?: number } = {}) => w.as(who).call(endpoint, { query });
const linkRequest = (who: Who, child_username: string, headers?: Record<string, string>) =>
  w.as(who).call(P.linkRequest, { body: { child_username }, headers });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  Object.assign(ids, w.id);
  const gv = { id: w.school.gv };

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
});
afterAll(() => t.close());

describe('Parent dashboard: who gets what', () => {
  it('gives a parent without a confirmed child nothing of the child, on every read', async () => {
    for (const who of ['waiting', 'stranger'] as const) {
      for (const endpoint of READS) {
        const res = await get(endpoint, who);
        expect(res.statusCode, `${who} ${endpoint.path}`).toBe(403);
        expect(errorSchema.parse(res.json()).detail).toBe('Your link to your child is waiting for confirmation by the school.');
        expect(res.body).not.toMatch(/Chetan|chetan/);
      }
      const named = await get(P.dashboard, who, { child: 'chetan' });
      expect(named.statusCode).toBe(403);
    }
  });

  it('refuses another child by username, and every other role', async () => {
    for (const endpoint of READS) {
      const res = await get(endpoint, 'mum', { child: 'bina' });
      expect(res.statusCode, endpoint.path).toBe(403);
      expect(res.body).not.toContain('Bina');
    }
    for (const who of ['asha', 'office', 'coach', 'root'] as const) expect((await get(P.dashboard, who)).statusCode, who).toBe(403);
    expect((await get(P.dashboard, 'anonymous')).statusCode).toBe(401);
  });

  it('refuses every write on the read routes', async () => {
    for (const endpoint of READS) {
      for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
        // Methods the contract does not have on these paths.
        const res = await w.as('mum').inject({ method, url: `/api${endpoint.path}`, payload: {} });
        expect(res.statusCode, `${method} ${endpoint.path}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});

describe('Parent dashboard: the sections', () => {
  it('shows the child, class, counts and the login chart of the latest year with sign-ins', async () => {
    const res = await get(P.dashboard, 'mum');
    expect(res.statusCode, res.body).toBe(200);
    const body = parentDashboardSchema.parse(res.json());
    expect(body).toMatchObject({ child_name: 'Asha', child_grade: '7 A', login_count: 4 });
    expect(body.years).toEqual(expect.arrayContaining([2024, 2025]));
    expect(body.year).toBe(2025);
    expect(body.login_report.filter((m) => m.login_num > 0)).toEqual([{ month: 2, login_num: 2 }, { month: 11, login_num: 1 }]);
    expect(body.login_report).toHaveLength(12);
    expect(body.children.map((c) => c.username)).toEqual(['asha']);
    const y2024 = parentDashboardSchema.parse((await get(P.dashboard, 'mum', { year: 2024 })).json());
    expect(y2024.login_report[2]).toEqual({ month: 3, login_num: 1 });
    expect(y2024.login_report.reduce((s, m) => s + m.login_num, 0)).toBe(1);
  });

  it('shows the homework of the child’s class with class figures and the child’s own row only', async () => {
    const list = parentHomeworkSchema.parse((await get(P.homework, 'mum')).json());
    expect(list.homework_reports.map((r) => r.quiz)).toEqual(['Magnets', 'Forces', 'Sound']);
    const forces = list.homework_reports.find((r) => r.quiz === 'Forces')!;
    expect(forces).toMatchObject({ total_students: 2, students_attempted: 2, average_score: 60, results: [] });
    expect(forces.classes).toEqual([{ grade: 7, section: 'A', due_date: null }]);
    const one = parentHomeworkSchema.parse((await get(P.homework, 'mum', { quiz_id: quizIds.Forces })).json());
    const ofForces = (body: { homework_reports: { id: number; results: { student_name: string; score: number }[] }[] }) => body.homework_reports.find((r) => r.id === quizIds.Forces)!.results;
    expect(ofForces(one).map((r) => [r.student_name, r.score])).toEqual([['Asha', 80]]);
    const other = parentHomeworkSchema.parse((await get(P.homework, 'binadad', { quiz_id: quizIds.Forces })).json());
    expect(ofForces(other).map((r) => r.student_name)).toEqual(['Bina']);
    const cells = parentHomeworkSchema.parse((await get(P.homework, 'mum', { quiz_id: quizIds.Cells })).json());
    // Asha attempted Cells (another class's quiz), so her report has no rows of it.
    expect(cells.homework_reports.every((r) => r.results.length === 0)).toBe(true);
  });

  it('opens on the quiz the child attempted last (not the newest given), with the child’s row; null when none', async () => {
    const list = parentHomeworkSchema.parse((await get(P.homework, 'mum')).json());
    expect(list.attempted_quiz_id).toBe(quizIds.Sound);
    const sound = list.homework_reports.find((r) => r.id === quizIds.Sound)!;
    expect(sound.results.map((r) => [r.student_name, r.score])).toEqual([['Asha', 90]]);
    expect(list.homework_reports.filter((r) => r.id !== quizIds.Sound).every((r) => r.results.length === 0)).toBe(true);
    // ?quiz_id= still chooses the rows; the quiz the report opens on stays the one attempted last.
    const forces = parentHomeworkSchema.parse((await get(P.homework, 'mum', { quiz_id: quizIds.Forces })).json());
    expect(forces.attempted_quiz_id).toBe(quizIds.Sound);
    expect(forces.homework_reports.find((r) => r.id === quizIds.Sound)!.results).toEqual([]);
    // Bina attempted Forces only; nobody's pre-assessment was attempted.
    expect(parentHomeworkSchema.parse((await get(P.homework, 'binadad')).json()).attempted_quiz_id).toBe(quizIds.Forces);
    expect(parentAssessmentSchema.parse((await get(P.preAssessment, 'mum')).json()).attempted_quiz_id).toBeNull();
  });

  it('shows the half-yearly and annual exams of the child’s class, with the child’s own row only', async () => {
    const half = parentAssessmentSchema.parse((await get(P.halfYearly, 'mum')).json());
    expect(half.attempted_quiz_id).toBe(quizIds['Half paper']);
    expect(half.results.map((r) => r.quiz)).toEqual(['Half paper']);
    expect(half.results[0]).toMatchObject({ total_students: 2, students_attempted: 2, average_score: 60 });
    expect(half.results[0].results.map((r) => [r.student_name, r.score])).toEqual([['Asha', 70]]);
    expect(JSON.stringify(half)).not.toContain('Bina');
    const annual = parentAssessmentSchema.parse((await get(P.annual, 'mum')).json());
    expect(annual.attempted_quiz_id).toBeNull();
    expect(annual.results.map((r) => [r.quiz, r.students_attempted, r.results])).toEqual([['Final paper', 1, []]]);
    const hers = parentAssessmentSchema.parse((await get(P.annual, 'mum', { quiz_id: quizIds['Final paper'] })).json());
    expect(hers.results[0].results).toEqual([]);
    expect(JSON.stringify(hers)).not.toContain('Bina');
    // Bina's parent sees Bina's row; Asha's parent cannot name Bina, nor can anyone else read a child's exams.
    const bina = parentAssessmentSchema.parse((await get(P.annual, 'binadad')).json());
    expect(bina.results[0].results.map((r) => [r.student_name, r.score])).toEqual([['Bina', 65]]);
    for (const endpoint of [P.halfYearly, P.annual]) {
      const path = endpoint.path;
      const other = await get(endpoint, 'mum', { child: 'bina' });
      expect(other.statusCode, path).toBe(403);
      expect(errorSchema.parse(other.json()).detail).toBeTruthy();
      expect((await get(endpoint, 'mum', { child: 'farid' })).statusCode, path).toBe(403);
      for (const who of ['asha', 'office', 'coach', 'root', 'waiting'] as const) expect((await get(endpoint, who)).statusCode, `${who} ${path}`).toBe(403);
      expect((await get(endpoint, 'anonymous')).statusCode).toBe(401);
    }
  });

  it('shows pre- and post-assessments without other children’s rows', async () => {
    const pre = parentAssessmentSchema.parse((await get(P.preAssessment, 'mum')).json());
    expect(pre.results.map((r) => r.quiz)).toEqual(['Light pre']);
    const post = parentAssessmentSchema.parse((await get(P.postAssessment, 'mum', { quiz_id: quizIds['Light post'] })).json());
    expect(post.results[0]).toMatchObject({ quiz: 'Light post', students_attempted: 1, results: [] });
    expect(JSON.stringify(post)).not.toContain('Bina');
  });

  it('lists only the child’s projects and shows', async () => {
    const projects = parentProjectsSchema.parse((await get(P.innovationClub, 'mum')).json());
    expect(projects).toEqual({ count: 1, innovation_club_projects: [{ date: '2026-04-10', project_name: 'Smart Dustbin', progress: 'Ideation', students: [{ name: 'Asha' }, { name: 'Bina' }] }] });
    const shows = parentShowsSchema.parse((await get(P.kreativityShow, 'mum', { limit: 10 })).json());
    expect(shows.kreativityshow.map((s) => [s.project_name, s.student_objects])).toEqual([['Puppet play', [{ name: 'Asha', grade: 7, section: 'A' }]]]);
    expect(shows.count).toBe(1);
  });
});

describe('Parent dashboard: asking to link another child', () => {
  const links = async (parentId: number) => t.db.select().from(parentChildLinks).where(eq(parentChildLinks.parentId, parentId));

  it('makes a pending link the child’s school approves, then the parent switches between children', async () => {
    const res = await linkRequest('mum', 'Chetan');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: PARENT_MESSAGES.linkRequested });
    expect((await links(ids.mum)).map((l) => [l.studentId, l.status]).sort()).toEqual([[ids.asha, 'approved'], [ids.chetan, 'pending']].sort());
    const [audited] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'parent_link'), eq(auditLog.action, 'create')));
    expect(audited.n).toBe(1);
    // Still pending: Chetan is not shown yet.
    expect((await get(P.dashboard, 'mum', { child: 'chetan' })).statusCode).toBe(403);

    // Asking again is answered the same and adds nothing.
    const again = await linkRequest('mum', 'chetan');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ detail: PARENT_MESSAGES.linkRequested });
    expect((await links(ids.mum)).length).toBe(2);

    const decided = await w.as('office').call(approvalEndpoints.decideParent, { params: { id: ids.mum }, body: { decision: 'approve' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const both = parentDashboardSchema.parse((await get(P.dashboard, 'mum')).json());
    expect(both.children.map((c) => c.username)).toEqual(['asha', 'chetan']);
    const chetan = parentDashboardSchema.parse((await get(P.dashboard, 'mum', { child: 'CHETAN' })).json());
    expect(chetan).toMatchObject({ child_name: 'Chetan', child_grade: '8 B', login_count: 0 });
  });

  it('answers an unknown username like a known one and makes nothing; refuses bad input and non-parents', async () => {
    const before = (await links(ids.stranger)).length;
    const res = await linkRequest('stranger', 'nobody-here');
    expect(res.statusCode).toBe(202);
    expect((await links(ids.stranger)).length).toBe(before);
    const bad = await linkRequest('stranger', '');
    expect(bad.statusCode).toBe(400);
    for (const who of ['root', 'office', 'asha'] as const) {
      expect((await linkRequest(who, 'farid')).statusCode, who).toBe(403);
    }
  });

  it('answers a real, an unknown, a repeated and an own username alike; only a real new one reaches a school', async () => {
    const queued = async () => (await t.db.select({ n: count() }).from(parentChildLinks).where(eq(parentChildLinks.status, 'pending')))[0].n;
    const before = await queued();
    const answers = [];
    for (const username of ['farid', 'no-such-child', 'farid', 'FARID', 'prober']) {
      const res = await linkRequest('prober', username);
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, JSON.stringify({ detail: 'Request sent; the school will check it.' })]);
    expect(await queued()).toBe(before + 1);
    expect((await links(ids.prober)).map((l) => l.studentId)).toEqual([ids.farid]);
    const hindi = await linkRequest('prober', 'x', { 'accept-language': 'hi' });
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F]/);
  });

  it('takes at most ten requests a day from one parent account, then 429 (others unaffected)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await linkRequest('flood', `guess-${i}`)).statusCode).toBe(202);
    }
    const refused = await linkRequest('flood', 'chetan');
    expect(refused.statusCode).toBe(429);
    expect(errorSchema.parse(refused.json()).detail).toMatch(/Too many requests/);
    expect((await links(ids.flood)).length).toBe(0);
    expect((await linkRequest('stranger', 'nobody')).statusCode).toBe(202);
  });
});
