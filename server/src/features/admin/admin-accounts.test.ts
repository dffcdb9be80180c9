import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES, accountEndpoints, adminEndpoints, adminStudentsSchema, decisionResponseSchema, loginResponseSchema, notificationEndpoints,
  notifySchoolStudentsResponseSchema, oneTimePasswordSchema, pendingSchoolAccountsSchema,
  type EndpointDefinition, type EndpointQuery, type NotifySchoolRequest,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import type { CallInput, Caller } from '../../test/world';
import { users } from '../../core/identity/accounts.table';
import { auditLog } from '../audit/audit.table';
import { notificationRecipients, notifications } from '../notifications/notifications.table';
import { CALLERS, createAdminWorld, type AdminPerson, type AdminWorld } from './test-world';

let t: TestApp;
let w: AdminWorld;
const base = '/api/adminaccess/admin-dashboard';

beforeAll(async () => {
  t = await createTestApp();
  w = await createAdminWorld(t);
});
afterAll(() => t.close());

const admin = () => w.as('admin');
const decide = (id: number, decision: 'approve' | 'reject', headers: Record<string, string> = {}) =>
  admin().call(adminEndpoints.decideSchoolAccount, { params: { id }, body: { decision }, headers });
const notify = (body: NotifySchoolRequest) => admin().call(adminEndpoints.notifySchool, { body });
const login = (username: string, password = PASSWORD) => w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password } });
const account = async (username: AdminPerson) => (await t.db.select().from(users).where(eq(users.id, w.id[username])))[0];
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const waitingSchoolAccounts = async () => pendingSchoolAccountsSchema.parse((await admin().call(adminEndpoints.pendingSchoolAccounts)).json()).school_accounts;
/** One call of an endpoint with its input, to send as anyone. */
const request = <E extends EndpointDefinition>(endpoint: E, input: CallInput<E> = {}) =>
  ({ endpoint, send: (caller: Caller) => caller.call(endpoint, input) });

describe('who may call the administrator’s routes', () => {
  /** Every admin route, called with a body and params it would accept from an administrator. */
  const calls = () => [
    request(adminEndpoints.schoolSummary),
    request(adminEndpoints.lmsEngagement),
    request(adminEndpoints.homeworkReports, { query: { school: w.school.alpha } }),
    request(adminEndpoints.addSchool, { body: { name: 'Refused School', code: 'refused', city: 'Agra' } }),
    request(adminEndpoints.updateSchool, { params: { id: w.school.zeta }, body: { city: 'Refused' } }),
    request(adminEndpoints.pendingSchoolAccounts),
    request(adminEndpoints.decideSchoolAccount, { params: { id: w.id['s.alpha'] }, body: { decision: 'approve' } }),
    request(adminEndpoints.notifySchool, { body: { school: w.school.alpha, subject: 'Refused', message: 'Refused' } }),
    request(adminEndpoints.students),
    request(adminEndpoints.resetStudentPassword, { params: { username: 'kid' } }),
  ];

  it('covers every route of the contract', () => {
    const paths = new Set(calls().map((c) => `${c.endpoint.method} ${c.endpoint.path}`));
    expect(paths.size).toBe(Object.keys(adminEndpoints).length);
  });

  it('refuses teachers, school accounts, students and parents with 403 and anonymous callers with 401, changing nothing', async () => {
    for (const c of calls()) {
      const { method, path } = c.endpoint;
      for (const who of CALLERS.filter((x) => x !== 'admin')) {
        const res = await c.send(w.as(who));
        expect(res.statusCode, `${method} ${path} as ${who}`).toBe(403);
      }
      const anonymous = await c.send(w.as('anonymous'));
      expect(anonymous.statusCode, `${method} ${path} anonymously`).toBe(401);
    }
    expect((await account('s.alpha')).approvalStatus).toBe('pending');
    expect(await t.db.select().from(notifications)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});

describe('school accounts waiting for approval', () => {
  it('lists the waiting school accounts, oldest first, with their school; no teacher, parent or decided account', async () => {
    const res = await admin().call(adminEndpoints.pendingSchoolAccounts);
    expect(res.statusCode, res.body).toBe(200);
    const list = pendingSchoolAccountsSchema.parse(res.json()).school_accounts;
    expect(list.map((a) => a.username)).toEqual(['s.beta', 's.alpha', 's.race']);
    expect(list[0]).toMatchObject({
      id: w.id['s.beta'], name: 'Beta Office', email: 's.beta@test.example', phone_number: null,
      school: { id: w.school.beta, name: 'Beta School, Sector 2, Pune' },
    });
    expect(Date.parse(list[0].requested_at)).toBeLessThan(Date.parse(list[1].requested_at));
  });

  it('approves one: it can sign in at once, the decision is audited under its school, and it leaves the list', async () => {
    expect((await login('s.alpha')).statusCode).toBe(403);
    const res = await decide(w.id['s.alpha'], 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(decisionResponseSchema.parse(res.json())).toEqual({ detail: ADMIN_MESSAGES.schoolAccountApproved, status: 'approved' });
    expect(await account('s.alpha')).toMatchObject({ approvalStatus: 'approved', approvedBy: w.id.admin });
    const signedIn = await login('s.alpha');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json())).toMatchObject({ role: 'school', dashboard_url: '/school_dashboard' });
    expect(await lastAudit()).toMatchObject({
      schoolId: w.school.alpha, actorId: w.id.admin, action: 'approve', entity: 'school_account', entityId: String(w.id['s.alpha']),
      before: { username: 's.alpha', approval_status: 'pending' }, after: { username: 's.alpha', approval_status: 'approved' },
    });
    expect((await waitingSchoolAccounts()).map((a) => a.username)).toEqual(['s.beta', 's.race']);
  });

  it('rejects one, in Hindi when asked; it is told so at sign-in', async () => {
    const res = await decide(w.id['s.beta'], 'reject', { 'accept-language': 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');
    expect(res.json().detail).toMatch(/[\u0900-\u097F]/);
    expect((await account('s.beta')).approvalStatus).toBe('rejected');
    expect((await login('s.beta')).statusCode).toBe(403);
    expect(await lastAudit()).toMatchObject({ action: 'reject', entity: 'school_account', schoolId: w.school.beta, after: { approval_status: 'rejected' } });
  });

  it('lets exactly one of two decisions at once through; the other is 404', async () => {
    const [a, b] = await Promise.all([
      decide(w.id['s.race'], 'approve'),
      decide(w.id['s.race'], 'approve'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(w.id['s.race'])))).length).toBe(1);
    expect(await waitingSchoolAccounts()).toEqual([]);
  });

  it('answers 404 for a decided account, a waiting teacher, a student and an unknown id; 400 for a bad decision', async () => {
    for (const target of [w.id['s.alpha'], w.id['t.wait'], w.id['p.wait'], w.id.kid, 999_999]) {
      const res = await decide(target, 'approve');
      expect(res.statusCode, String(target)).toBe(404);
      expect(res.json().detail).toBe(ADMIN_MESSAGES.noPendingSchoolAccount);
    }
    expect((await admin().inject({ method: 'POST', url: `${base}/school-accounts/${w.id['t.wait']}/`, payload: { decision: 'maybe' } })).statusCode).toBe(400);
    expect((await account('t.wait')).approvalStatus).toBe('pending');
    expect((await account('p.wait')).approvalStatus).toBe('pending');
  });
});

describe('a notification to a school’s students', () => {
  const sent = async (subject: string) => {
    const rows = await t.db.select({ userId: notificationRecipients.userId, type: notifications.notificationType, sentBy: notifications.sentBy })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notifications.subject, subject));
    return rows;
  };
  const usernamesOf = (rows: { userId: number }[]) => rows.map((r) => (Object.keys(w.id) as AdminPerson[]).find((u) => w.id[u] === r.userId)).sort();

  it("reaches every approved student of the chosen school, and no other school's", async () => {
    const res = await notify({ school: w.school.alpha, subject: 'Science fair', message: 'Bring your models.', link: 'https://fair.example/' });
    expect(res.statusCode, res.body).toBe(201);
    expect(notifySchoolStudentsResponseSchema.parse(res.json())).toEqual({ detail: ADMIN_MESSAGES.notificationSent, recipients: 3 });
    const rows = await sent('Science fair');
    expect(usernamesOf(rows)).toEqual(['asha.k', 'kid', 'meera']);
    expect(rows[0]).toMatchObject({ type: 'info', sentBy: w.id.admin });
    expect(await lastAudit()).toMatchObject({ schoolId: w.school.alpha, actorId: w.id.admin, action: 'send', entity: 'notification', after: { subject: 'Science fair', to: 'school', recipients: 3 } });
    // The student's bell has it.
    const bell = await w.as('meera').call(notificationEndpoints.bell);
    expect(JSON.stringify(bell.json())).toContain('Science fair');
    const elsewhere = await w.as('beta.kid').call(notificationEndpoints.bell);
    expect(JSON.stringify(elsewhere.json())).not.toContain('Science fair');
  });

  it('reaches one grade, or one class', async () => {
    const grade = await notify({ school: w.school.alpha, subject: 'Grade 7 trip', message: 'Friday.', grade: 7 });
    expect(grade.json()).toMatchObject({ recipients: 2 });
    expect(usernamesOf(await sent('Grade 7 trip'))).toEqual(['asha.k', 'kid']);
    const section = await notify({ school: w.school.alpha, subject: '7 B only', message: 'Room 4.', grade: 7, section: 'B' });
    expect(section.statusCode, section.body).toBe(201);
    expect(usernamesOf(await sent('7 B only'))).toEqual(['asha.k']);
  });

  it('refuses a section without its grade, a class with no student, an unknown school and missing text; sends nothing', async () => {
    const before = (await t.db.select().from(notifications)).length;
    const noGrade = await notify({ school: w.school.alpha, subject: 'x', message: 'y', section: 'A' });
    expect(noGrade.statusCode).toBe(400);
    const empty = await notify({ school: w.school.alpha, subject: 'x', message: 'y', grade: 12 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(ADMIN_MESSAGES.noStudentsMatch);
    const unknown = await notify({ school: 999_999, subject: 'x', message: 'y' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ADMIN_MESSAGES.noSuchSchool);
    for (const body of [{ school: w.school.alpha, subject: '', message: 'y' }, { subject: 'x', message: 'y' }, { school: w.school.alpha, subject: 'x', message: 'y', grade: 13 }]) {
      // Sent raw: one has no school.
      expect((await admin().inject({ method: 'POST', url: `${base}/notifications/`, payload: body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.db.select().from(notifications)).length).toBe(before);
  });
});

describe('students of every school', () => {
  const list = async (query: EndpointQuery<typeof adminEndpoints.students> = {}) => {
    const res = await admin().call(adminEndpoints.students, { query });
    expect(res.statusCode, res.body).toBe(200);
    return adminStudentsSchema.parse(res.json());
  };

  it('lists approved students of every school by name, a page at a time', async () => {
    const all = await list();
    expect(all.count).toBe(5);
    expect(all.results.map((s) => s.name)).toEqual(['Asha Kulkarni', 'Bhavna Rao', 'Kiran Rao', 'Meera Iyer', 'Zubin Shah']);
    expect(all.results[1]).toEqual({
      id: w.id['beta.kid'], status: 'active', username: 'beta.kid', name: 'Bhavna Rao', email: 'beta.kid@test.example',
      school: { id: w.school.beta, name: 'Beta School, Sector 2, Pune', short_name: 'Beta School' }, grade: 7, section: 'A', login_count: 0, last_login: null,
    });
    const page = await list({ limit: 2, offset: 2 });
    expect(page).toMatchObject({ count: 5, limit: 2, offset: 2 });
    expect(page.results.map((s) => s.username)).toEqual(['kid', 'meera']);
    // Past the end: no rows, and still how many there are.
    expect(await list({ offset: 100 })).toEqual({ count: 5, limit: 50, offset: 100, results: [] });
    expect((await list({ search: 'nobody-at-all' })).count).toBe(0);
  });

  it('filters by school, grade and class', async () => {
    expect((await list({ school: w.school.alpha })).results.map((s) => s.username)).toEqual(['asha.k', 'kid', 'meera']);
    expect((await list({ school: w.school.alpha, grade: 7 })).count).toBe(2);
    expect((await list({ school: w.school.alpha, grade: 7, section: 'A' })).results.map((s) => s.username)).toEqual(['kid']);
    expect((await list({ grade: 7 })).results.map((s) => s.username)).toEqual(['asha.k', 'beta.kid', 'kid']);
    expect((await list({ school: 999999 })).count).toBe(0);
  });

  it('finds by a part of the username or of the name, in any case; wildcards are plain characters', async () => {
    expect((await list({ search: 'KID' })).results.map((s) => s.username)).toEqual(['beta.kid', 'kid', 'zeta.kid']);
    expect((await list({ search: 'rao' })).results.map((s) => s.username)).toEqual(['beta.kid', 'kid']);
    expect((await list({ search: ' iyer ' })).results.map((s) => s.username)).toEqual(['meera']);
    expect((await list({ search: 'a.K', grade: 7 })).results.map((s) => s.username)).toEqual(['asha.k', 'beta.kid']);
    expect((await list({ search: '%' })).count).toBe(0);
    expect((await list({ search: '_' })).count).toBe(0);
  });

  it('refuses a page or filter it cannot read with 400', async () => {
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?grade=13', '?section=Z', '?school=abc', `?search=${'x'.repeat(101)}`]) {
      // Raw query strings: the contract's types refuse most of them.
      expect((await admin().inject({ method: 'GET', url: `${base}/students/${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('a one-time password for any student', () => {
  it('gives one that signs in once, ends the student’s sessions and is audited under their school', async () => {
    const res = await admin().call(adminEndpoints.resetStudentPassword, { params: { username: 'Beta.Kid' } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = oneTimePasswordSchema.parse(res.json());
    expect(answer).toMatchObject({ username: 'beta.kid', name: 'Bhavna Rao', valid_hours: 72 });
    // It works for ONE_TIME_PASSWORD_HOURS from now, and the answer says until when.
    expect(Math.abs(Date.parse(answer.expires_at) - (Date.now() + 72 * 3_600_000))).toBeLessThan(60_000);
    // The session the student had is over at once.
    const old = await w.as('beta.kid').call(accountEndpoints.me);
    expect(old.statusCode).toBe(401);
    const signedIn = await login('beta.kid', answer.one_time_password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json()).must_change_password).toBe(true);
    expect((await login('beta.kid')).statusCode).not.toBe(200);
    expect(await lastAudit()).toMatchObject({ schoolId: w.school.beta, actorId: w.id.admin, action: 'reset_password', entity: 'student_account', entityId: String(w.id['beta.kid']) });
  });

  it('answers 404 for a username that is no approved student', async () => {
    for (const username of ['nobody', 'coach', 'left.kid']) {
      const res = await admin().call(adminEndpoints.resetStudentPassword, { params: { username } });
      expect(res.statusCode, username).toBe(404);
      expect(res.json().detail).toBe(ADMIN_MESSAGES.noSuchStudent);
    }
    expect((await account('left.kid')).mustChangePassword).toBe(false);
  });
});
