import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountEndpoints, approvalEndpoints, approvalsSchema, decisionResponseSchema, errorSchema, loginResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { createWorld, seedWorld, worldSpec, type PersonOf, type PersonSpec, type WorldOf } from '../../test/world';
import { linkedChild } from '../../policies';
import { users } from '../../core/identity/accounts.table';
import { resolvePrincipal } from '../../core/identity/sessions';
import { RequestCaches } from '../../core/request-caches';
import { auditLog } from '../audit/audit.table';
import { parentChildLinks, parentProfiles } from '../../core/identity/parents.table';
import { isConfirmedParent } from '../../core/identity/student-context';

let t: TestApp;
const everyone = {
  office: { role: 'school', school: 'home' },
  'away.office': { role: 'school', school: 'away' },
  admin: { role: 'school', superuser: true },
  coach: { role: 'teacher', school: 'home' },
  kid: { role: 'student', school: 'home', name: 'Kiran Rao' },
  kid2: { role: 'student', school: 'home' },
  'away.kid': { role: 'student', school: 'away' },
  // Teachers waiting: two at home (the older first), one away, one at home already refused.
  't.new': { role: 'teacher', school: 'home', approval: 'pending', name: 'New Teacher' },
  't.old': { role: 'teacher', school: 'home', approval: 'pending' },
  't.away': { role: 'teacher', school: 'away', approval: 'pending' },
  't.refused': { role: 'teacher', school: 'home', approval: 'rejected' },
  // Parents: each with the username they typed at sign-up (below).
  'p.home': { role: 'parent', school: 'home', approval: 'pending', name: 'p.home name' },
  'p.nolink': { role: 'parent', school: 'home', approval: 'pending', name: 'p.nolink name' },
  'p.later': { role: 'parent', school: 'home', approval: 'pending', name: 'p.later name' },
  'p.cross': { role: 'parent', school: 'away', approval: 'pending', name: 'p.cross name' },
  'p.extra': { role: 'parent', school: 'home', approval: 'approved', name: 'p.extra name' },
  'p.awayonly': { role: 'parent', school: 'away', approval: 'pending', name: 'p.awayonly name' },
  'p.reject': { role: 'parent', school: 'home', approval: 'pending', name: 'p.reject name' },
  // A student who joined after p.later signed up with their username (so no link was made then).
  'late.kid': { role: 'student', school: 'home' },
} satisfies Record<string, PersonSpec<'home' | 'away'>>;
// The type arguments are spelt out: left to inference, the people would be only those the links name.
const people = worldSpec<'home' | 'away', keyof typeof everyone>({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { code: 'hill-top', name: 'Hill Top School, Sector 5, Pune' } },
  users: everyone,
  links: [['p.home', 'kid', 'pending'], ['p.cross', 'kid2', 'pending'], ['p.extra', 'kid', 'approved'], ['p.extra', 'kid2', 'pending'], ['p.reject', 'kid2', 'pending']],
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
/** Every person's id by username: the world's, and p.probe's once a test adds it. */
let id: Record<string, number>;
let school: { home: number; away: number };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
/** How many days ago each waiting account signed up. */
const AGE_IN_DAYS: Partial<Record<Person, number>> = {
  't.new': 1, 't.old': 3, 't.away': 2, 't.refused': 5,
  'p.home': 4, 'p.nolink': 2, 'p.later': 1, 'p.cross': 3, 'p.extra': 10, 'p.awayonly': 1, 'p.reject': 6,
};
/** The child's username each parent typed at sign-up. */
const TYPED: Partial<Record<Person, string>> = {
  'p.home': 'kid', 'p.nolink': 'ghost', 'p.later': 'Late.Kid', 'p.cross': 'kid2', 'p.extra': 'kid', 'p.awayonly': 'nobody', 'p.reject': 'kid2',
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  id = { ...w.id };
  school = w.school;
  for (const [username, age] of Object.entries(AGE_IN_DAYS) as [Person, number][]) {
    await t.db.update(users).set({ createdAt: daysAgo(age) }).where(eq(users.id, w.id[username]));
  }
  for (const [username, typed] of Object.entries(TYPED) as [Person, string][]) {
    await t.db.update(parentProfiles).set({ requestedChildUsername: typed }).where(eq(parentProfiles.userId, w.id[username]));
  }
});
afterAll(() => t.close());

const list = async (who: Person, query: { school?: number } = {}) => {
  const res = await w.as(who).call(approvalEndpoints.list, { query });
  return { status: res.statusCode, body: res.statusCode === 200 ? approvalsSchema.parse(res.json()) : res.json() };
};
const decide = (who: Person, kind: 'teachers' | 'parents', target: number, decision: 'approve' | 'reject', headers: Record<string, string> = {}) =>
  w.as(who).call(kind === 'teachers' ? approvalEndpoints.decideTeacher : approvalEndpoints.decideParent, { params: { id: target }, body: { decision }, headers });
const login = (username: string) => w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password: PASSWORD } });
/** A link request written straight into the database, as a parent's sign-up or a later request leaves it. */
const requestLink = (parent: string, child: string) => t.db.insert(parentChildLinks).values({ parentId: id[parent], studentId: id[child], status: 'pending' });
const account = async (username: string) => (await t.db.select().from(users).where(eq(users.id, id[username])))[0];
const link = async (parent: string, child: string) =>
  (await t.db.select().from(parentChildLinks).where(and(eq(parentChildLinks.parentId, id[parent]), eq(parentChildLinks.studentId, id[child]))))[0];
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET /api/school_dashboard/approvals/', () => {
  it("lists the school's waiting teachers oldest first, and its parents' requests", async () => {
    const { status, body } = await list('office');
    expect(status).toBe(200);
    expect(body.teachers.map((x: { username: string }) => x.username)).toEqual(['t.old', 't.new']);
    expect(body.teachers[1]).toMatchObject({ id: id['t.new'], name: 'New Teacher', email: 't.new@test.example' });
    // Oldest request first: a request with a link dates from the link (made now), one without from the account.
    expect(body.parents.map((p: { username: string }) => p.username)).toEqual(['p.nolink', 'p.later', 'p.home', 'p.cross', 'p.extra', 'p.reject']);
  });

  it("shows each request's typed username, the child it names here, and whether the account waits", async () => {
    const { body } = await list('office');
    const byName = Object.fromEntries(body.parents.map((p: { username: string }) => [p.username, p]));
    expect(byName['p.home']).toMatchObject({
      id: id['p.home'], name: 'p.home name', email: 'p.home@test.example', phone_number: null, requested_child_username: 'kid',
      child: { username: 'kid', name: 'Kiran Rao', grade: 7, section: 'A' }, account_pending: true,
    });
    expect(byName['p.nolink']).toMatchObject({ requested_child_username: 'ghost', child: null, account_pending: true });
    expect(byName['p.later']).toMatchObject({ requested_child_username: 'Late.Kid', child: { username: 'late.kid' }, account_pending: true });
    // An approved parent asking for a second child: the pending link's child, the account no longer waiting.
    expect(byName['p.extra']).toMatchObject({ child: { username: 'kid2' }, account_pending: false });
    // A parent of another school asking for this school's child is this school's to decide.
    expect(byName['p.cross']).toMatchObject({ child: { username: 'kid2' }, account_pending: true });
  });

  it("lists another school's requests there only", async () => {
    const { body } = await list('away.office');
    expect(body.teachers.map((x: { username: string }) => x.username)).toEqual(['t.away']);
    expect(body.parents.map((p: { username: string }) => p.username)).toEqual(['p.awayonly']);
  });

  it('lets an administrator read a school named with ?school=, and nobody but the school account otherwise', async () => {
    const named = await list('admin', { school: school.home });
    expect(named.status).toBe(200);
    expect(named.body).toEqual((await list('office')).body);
    expect((await list('admin')).status).toBe(400);
    expect((await list('coach')).status).toBe(403);
    expect((await list('kid')).status).toBe(403);
    expect((await w.as('anonymous').call(approvalEndpoints.list)).statusCode).toBe(401);
  });
});

describe('POST /api/school_dashboard/approvals/teachers/{id}/', () => {
  it('approves a waiting teacher, who can sign in at once; the decision is audited', async () => {
    expect((await login('t.old')).statusCode).toBe(403);
    const res = await decide('office', 'teachers', id['t.old'], 'approve');
    expect(res.statusCode).toBe(200);
    expect(decisionResponseSchema.parse(res.json())).toEqual({ detail: 'The teacher is approved and can sign in now.', status: 'approved' });
    expect(await account('t.old')).toMatchObject({ approvalStatus: 'approved', approvedBy: id.office });
    expect((await account('t.old')).approvedAt).not.toBeNull();
    const signedIn = await login('t.old');
    expect(signedIn.statusCode).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json())).toMatchObject({ role: 'teacher', dashboard_url: '/teacher_dashboard' });
    expect(await lastAudit()).toMatchObject({
      schoolId: school.home, actorId: id.office, action: 'approve', entity: 'teacher_account', entityId: String(id['t.old']),
      before: { username: 't.old', approval_status: 'pending' }, after: { username: 't.old', approval_status: 'approved' },
    });
    expect((await list('office')).body.teachers.map((x: { username: string }) => x.username)).toEqual(['t.new']);
  });

  it('rejects a waiting teacher, who is told so at sign-in', async () => {
    const res = await decide('office', 'teachers', id['t.new'], 'reject');
    expect(res.json()).toEqual({ detail: 'The teacher was not approved.', status: 'rejected' });
    expect(await account('t.new')).toMatchObject({ approvalStatus: 'rejected', approvedBy: null, approvedAt: null });
    const refused = await login('t.new');
    expect(refused.statusCode).toBe(403);
    expect(errorSchema.parse(refused.json()).detail).toBe('Your account request was not approved. Please contact your school.');
    expect(await lastAudit()).toMatchObject({ action: 'reject', entity: 'teacher_account', after: { approval_status: 'rejected' } });
  });

  it('answers 404 for a teacher already decided, of another school, or who is not a waiting teacher', async () => {
    for (const target of [id['t.old'], id['t.refused'], id['t.away'], id.coach, id['p.home'], 999_999]) {
      const res = await decide('office', 'teachers', target, 'approve');
      expect(res.statusCode, String(target)).toBe(404);
      expect(res.json().detail).toBe('No teacher of your school is waiting for approval with that id.');
    }
    expect((await account('t.away')).approvalStatus).toBe('pending');
    expect((await account('t.refused')).approvalStatus).toBe('rejected');
  });

  it("leaves decisions to the school's own account: not an administrator, nor a teacher", async () => {
    // Raw: the decision takes no ?school= in the contract.
    expect((await w.as('admin').inject({
      method: 'POST', url: `/api/school_dashboard/approvals/teachers/${id['t.away']}/?school=${school.away}`, payload: { decision: 'approve' },
    })).statusCode).toBe(403);
    expect((await decide('coach', 'teachers', id['t.away'], 'approve')).statusCode).toBe(403);
    expect((await w.as('office').inject({ method: 'POST', url: `/api/school_dashboard/approvals/teachers/${id['t.away']}/`, payload: { decision: 'maybe' } })).statusCode).toBe(400);
    expect((await account('t.away')).approvalStatus).toBe('pending');
  });

  it('answers in Hindi when asked', async () => {
    const res = await decide('away.office', 'teachers', id['t.away'], 'approve', { 'accept-language': 'hi' });
    expect(res.json().detail).toMatch(/[\u0900-\u097F]/);
  });
});

describe('POST /api/school_dashboard/approvals/parents/{id}/', () => {
  it('approves the account and the link; the link then passes the confirmed-child rule', async () => {
    const res = await decide('office', 'parents', id['p.home'], 'approve');
    expect(res.statusCode).toBe(200);
    expect(decisionResponseSchema.parse(res.json())).toEqual({ detail: 'The parent is approved and linked to the child.', status: 'approved' });
    expect(await account('p.home')).toMatchObject({ approvalStatus: 'approved', approvedBy: id.office });
    expect(await link('p.home', 'kid')).toMatchObject({ status: 'approved', decidedBy: id.office });
    expect(await isConfirmedParent(t.db, id['p.home'], id.kid)).toBe(true);

    const signedIn = await login('p.home');
    expect(signedIn.statusCode).toBe(200);
    const principal = await resolvePrincipal(t.db, signedIn.json().token);
    const subject = await linkedChild.authorize({ query: {}, caches: new RequestCaches(0) } as unknown as FastifyRequest, principal, t.db);
    expect(subject.child).toMatchObject({ id: id.kid, username: 'kid' });

    expect(await lastAudit()).toMatchObject({
      schoolId: school.home, actorId: id.office, action: 'approve', entity: 'parent_link', entityId: String(id['p.home']),
      before: { approval_status: 'pending', links: [{ child: 'kid', status: 'pending' }] },
      after: { approval_status: 'approved', links: [{ child: 'kid', status: 'approved' }] },
    });
  });

  it('approves an account without a link alone, and links the child its typed username names here now', async () => {
    expect((await decide('office', 'parents', id['p.later'], 'approve')).statusCode).toBe(200);
    expect(await link('p.later', 'late.kid')).toMatchObject({ status: 'approved', decidedBy: id.office });
    expect((await lastAudit()).after).toMatchObject({ links: [{ child: 'late.kid', status: 'approved' }] });
  });

  it('rejects the pending links and the waiting account; the parent is told so at sign-in', async () => {
    const res = await decide('office', 'parents', id['p.reject'], 'reject');
    expect(res.json()).toEqual({ detail: "The parent's request was not approved.", status: 'rejected' });
    expect(await link('p.reject', 'kid2')).toMatchObject({ status: 'rejected', decidedBy: id.office });
    expect((await account('p.reject')).approvalStatus).toBe('rejected');
    expect((await login('p.reject')).json().detail).toBe('Your account request was not approved. Please contact your school.');
    expect(await lastAudit()).toMatchObject({ action: 'reject', entity: 'parent_link', after: { approval_status: 'rejected', links: [{ child: 'kid2', status: 'rejected' }] } });
    expect((await decide('office', 'parents', id['p.nolink'], 'reject')).statusCode).toBe(200);
    expect((await account('p.nolink')).approvalStatus).toBe('rejected');
  });

  it("confirms an approved parent's further child, keeping the account as it is", async () => {
    expect((await decide('office', 'parents', id['p.extra'], 'approve')).statusCode).toBe(200);
    expect(await link('p.extra', 'kid2')).toMatchObject({ status: 'approved' });
    expect(await account('p.extra')).toMatchObject({ approvalStatus: 'approved', approvedBy: null });
  });

  it("is the child's school's decision, even for a parent of another school", async () => {
    expect((await decide('away.office', 'parents', id['p.cross'], 'approve')).statusCode).toBe(404);
    expect((await decide('office', 'parents', id['p.awayonly'], 'approve')).statusCode).toBe(404);
    expect((await account('p.awayonly')).approvalStatus).toBe('pending');
    expect((await decide('office', 'parents', id['p.cross'], 'approve')).statusCode).toBe(200);
    expect(await link('p.cross', 'kid2')).toMatchObject({ status: 'approved' });
    expect((await account('p.cross')).approvalStatus).toBe('approved');
    expect((await decide('away.office', 'parents', id['p.awayonly'], 'approve')).statusCode).toBe(200);
  });

  it('answers 404 once decided, for a non-parent and for an unknown id; the list is empty at last', async () => {
    for (const target of [id['p.home'], id['p.extra'], id.kid, id.coach, 999_999]) {
      const res = await decide('office', 'parents', target, 'reject');
      expect(res.statusCode, String(target)).toBe(404);
      expect(res.json().detail).toBe('No request of that parent is waiting at your school.');
    }
    expect((await account('p.home')).approvalStatus).toBe('approved');
    expect((await list('office')).body.parents).toEqual([]);
  });
});

describe('POST /api/school_dashboard/approvals/parents/{id}/dismiss/ (a parent asking for child after child)', () => {
  const dismiss = (who: Person, target: number) => w.as(who).call(approvalEndpoints.dismissParent, { params: { id: target } });

  it('lists the parent once with the number waiting; a decision takes only the child shown', async () => {
    id['p.probe'] = (await seedWorld(t.db, { users: { 'p.probe': { role: 'parent', school: school.home } }, signedIn: false })).id['p.probe'];
    for (const kid of ['kid', 'kid2']) await requestLink('p.probe', kid);
    await requestLink('p.probe', 'away.kid');
    t.changedBehindTheApp();
    const [row] = (await list('office')).body.parents;
    expect(row).toMatchObject({ username: 'p.probe', child: { username: 'kid' }, pending_requests: 2, account_pending: false });
    expect((await decide('office', 'parents', id['p.probe'], 'approve')).statusCode).toBe(200);
    expect(await link('p.probe', 'kid')).toMatchObject({ status: 'approved' });
    expect(await link('p.probe', 'kid2')).toMatchObject({ status: 'pending' });
    await requestLink('p.probe', 'late.kid');
    t.changedBehindTheApp();
    expect((await list('office')).body.parents[0]).toMatchObject({ username: 'p.probe', child: { username: 'kid2' }, pending_requests: 2 });
  });

  it("rejects all the parent's requests waiting here in one step, audited; the account and other schools' requests stay", async () => {
    expect((await dismiss('coach', id['p.probe'])).statusCode).toBe(403);
    expect((await dismiss('admin', id['p.probe'])).statusCode).toBe(403);
    const res = await dismiss('office', id['p.probe']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: "The parent's waiting requests were dismissed.", dismissed: 2 });
    expect(await link('p.probe', 'kid2')).toMatchObject({ status: 'rejected', decidedBy: id.office });
    expect(await link('p.probe', 'late.kid')).toMatchObject({ status: 'rejected' });
    expect(await link('p.probe', 'kid')).toMatchObject({ status: 'approved' });
    expect(await link('p.probe', 'away.kid')).toMatchObject({ status: 'pending' });
    expect((await account('p.probe')).approvalStatus).toBe('approved');
    expect(await lastAudit()).toMatchObject({
      schoolId: school.home, actorId: id.office, action: 'reject', entity: 'parent_link', entityId: String(id['p.probe']),
      after: { dismissed: true, links: [{ child: 'kid2', status: 'rejected' }, { child: 'late.kid', status: 'rejected' }] },
    });
    expect((await list('office')).body.parents).toEqual([]);
    const again = await dismiss('office', id['p.probe']);
    expect(again.statusCode).toBe(404);
    expect(errorSchema.parse(again.json()).detail).toBe('No link request of that parent is waiting at your school.');
    expect((await dismiss('office', id.kid)).statusCode).toBe(404);
    // The other school's request is that school's to dismiss.
    expect((await dismiss('away.office', id['p.probe'])).json()).toMatchObject({ dismissed: 1 });
  });
});
