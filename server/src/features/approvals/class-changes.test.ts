import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { approvalEndpoints, classChangesSchema, decisionResponseSchema, errorSchema, profileEndpoints, quizEndpoints, studentProfileSchema, type Section } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type PersonSpec, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { classChangeRequests } from '../../core/identity/students.table';

/** Issue 27, finding 8 (ADR 0024): a student's new class is a request their teacher or school decides. */
let t: TestApp;
const everyone = {
  ravi: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Ravi Kumar' },
  meera: { role: 'student', school: 'home', grade: 7, section: 'A' },
  coach: { role: 'teacher', school: 'home' },
  office: { role: 'school', school: 'home' },
  'away.coach': { role: 'teacher', school: 'away' },
  'away.office': { role: 'school', school: 'away' },
  mum: { role: 'parent', school: 'home' },
  root: { role: 'school', superuser: true },
} satisfies Record<string, PersonSpec<'home' | 'away'>>;
// The type arguments are spelt out: left to inference, the people would be only those the links name.
const people = worldSpec<'home' | 'away', keyof typeof everyone>({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { code: 'hill-top', name: 'Hill Top School, Sector 5, Pune' } },
  users: everyone,
  links: [['mum', 'ravi']],
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
let id: WorldOf<typeof people>['id'];
let school: WorldOf<typeof people>['school'];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  ({ id, school } = w);
  for (const [name, grade, section] of [['Seven A forces', 7, 'A'], ['Seven B light', 7, 'B']] as const) {
    const [q] = await t.db.insert(quizzes).values({ quizName: name, topic: name, quizType: 'homework', timeMinutes: 10, grade }).returning();
    await t.db.insert(quizAssignments).values({ quizId: q.id, schoolId: school.home, grade, section, dueDate: null, assignedAt: new Date() });
  }
});
afterAll(() => t.close());

const decide = (who: Person, requestId: number, decision: 'approve' | 'reject', query: { school?: number } = {}) =>
  w.as(who).call(approvalEndpoints.decideClassChange, { params: { id: requestId }, query, body: { decision } });
const ask = (who: Person, grade: number, section: Section) => w.as(who).call(profileEndpoints.update, { params: { username: who }, body: { grade, section } });
const profile = async (who: Person) => studentProfileSchema.parse((await w.as(who).call(profileEndpoints.get, { params: { username: who } })).json());
const quizNames = async (who: Person) => JSON.stringify((await w.as(who).call(quizEndpoints.list)).json());
const listed = async (who: Person, query: { school?: number } = {}) => {
  const res = await w.as(who).call(approvalEndpoints.classChanges, { query });
  return { status: res.statusCode, body: res.statusCode === 200 ? classChangesSchema.parse(res.json()) : res.json() };
};
const waitingId = async (student: Person) =>
  (await t.db.select().from(classChangeRequests).where(eq(classChangeRequests.studentId, id[student])).orderBy(desc(classChangeRequests.id)).limit(1))[0].id;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('a class change is a request', () => {
  it('leaves the student in their class, with their own class’s assessments, until it is decided', async () => {
    expect(await quizNames('ravi')).toContain('Seven A forces');
    const res = await ask('ravi', 7, 'B');
    expect(res.statusCode).toBe(200);
    expect(studentProfileSchema.parse(res.json())).toMatchObject({ grade: 7, section: 'A', class_change: { grade: 7, section: 'B' } });
    const quizzesNow = await quizNames('ravi');
    expect(quizzesNow).toContain('Seven A forces');
    expect(quizzesNow).not.toContain('Seven B light');
    expect(await lastAudit()).toMatchObject({ schoolId: school.home, actorId: id.ravi, action: 'create', entity: 'student_account', after: { class_change: { grade: 7, section: 'B' }, status: 'pending' } });
  });

  it("is listed for the school's teachers and account (a superuser names the school), nobody else", async () => {
    for (const who of ['coach', 'office'] as const) {
      const { status, body } = await listed(who);
      expect(status, who).toBe(200);
      expect(body.class_changes).toEqual([{
        id: await waitingId('ravi'), student: { username: 'ravi', name: 'Ravi Kumar' }, from: { grade: 7, section: 'A' }, to: { grade: 7, section: 'B' },
        requested_at: expect.any(String),
      }]);
    }
    expect((await listed('root', { school: school.home })).body.class_changes).toHaveLength(1);
    expect((await listed('away.coach')).body.class_changes).toEqual([]);
    expect((await listed('away.office')).body.class_changes).toEqual([]);
    for (const who of ['ravi', 'mum'] as const) expect((await listed(who)).status, who).toBe(403);
    expect((await w.as('anonymous').call(approvalEndpoints.classChanges)).statusCode).toBe(401);
  });

  it("refuses decisions from another school's staff (404), students and parents (403); nothing moves", async () => {
    const requestId = await waitingId('ravi');
    for (const who of ['away.coach', 'away.office'] as const) {
      const res = await decide(who, requestId, 'approve');
      expect(res.statusCode, who).toBe(404);
      expect(errorSchema.parse(res.json()).detail).toBe('No class change of your school is waiting with that id.');
    }
    for (const who of ['ravi', 'meera', 'mum'] as const) expect((await decide(who, requestId, 'approve')).statusCode, who).toBe(403);
    expect((await w.as('office').inject({ method: 'POST', url: `/api/school_dashboard/approvals/class-changes/${requestId}/`, payload: { decision: 'maybe' } })).statusCode).toBe(400);
    expect(await profile('ravi')).toMatchObject({ grade: 7, section: 'A' });
  });

  it('moves the student at once when the school approves: profile, session and assessments; audited', async () => {
    const requestId = await waitingId('ravi');
    const res = await decide('office', requestId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(decisionResponseSchema.parse(res.json())).toEqual({ detail: 'The student is now in the new class.', status: 'approved' });
    expect(await profile('ravi')).toMatchObject({ grade: 7, section: 'B', class_change: null });
    const quizzesNow = await quizNames('ravi');
    expect(quizzesNow).toContain('Seven B light');
    expect(quizzesNow).not.toContain('Seven A forces');
    expect(await lastAudit()).toMatchObject({
      schoolId: school.home, actorId: id.office, action: 'approve', entity: 'student_account', entityId: String(id.ravi),
      before: { grade: 7, section: 'A', status: 'pending' }, after: { grade: 7, section: 'B', status: 'approved' },
    });
    expect((await decide('office', requestId, 'approve')).statusCode).toBe(404);
    expect((await listed('office')).body.class_changes).toEqual([]);
  });

  it('lets a teacher of the school reject (the student stays), and a superuser decide with ?school=', async () => {
    await ask('meera', 8, 'C');
    const rejected = await decide('coach', await waitingId('meera'), 'reject');
    expect(rejected.json()).toEqual({ detail: 'The class change was not approved; the student stays in their class.', status: 'rejected' });
    expect(await profile('meera')).toMatchObject({ grade: 7, section: 'A', class_change: null });
    expect(await lastAudit()).toMatchObject({ actorId: id.coach, action: 'reject', after: { grade: 7, section: 'A', status: 'rejected' } });
    await ask('meera', 8, 'C');
    expect((await decide('root', await waitingId('meera'), 'approve', { school: school.home })).statusCode).toBe(200);
    expect(await profile('meera')).toMatchObject({ grade: 8, section: 'C' });
  });

  it('answers a withdrawn request 404', async () => {
    await ask('meera', 9, 'A');
    const requestId = await waitingId('meera');
    expect((await w.as('meera').call(profileEndpoints.cancelClassChange, { params: { username: 'meera' } })).statusCode).toBe(200);
    expect((await decide('office', requestId, 'approve')).statusCode).toBe(404);
    expect(await profile('meera')).toMatchObject({ grade: 8, section: 'C' });
  });
});
