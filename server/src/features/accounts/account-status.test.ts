import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, accountStatusResponseSchema, auditLogSchema, schoolAccountsResponseSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, PASSWORD } from '../../test/fixtures';
import { tokenFor, tokensFor } from '../../test/tokens';
import { openEventStream } from '../../test/event-stream';
import { auditLog } from '../audit/audit.table';
import { DEACTIVATED } from './login.service';

let t: TestApp;
let base: string;
let token: Record<string, string>;
const id: Record<string, number> = {};
let homeId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const home = await createSchool(t.db);
  const away = await createSchool(t.db, 'far-hills', 'Far Hills School');
  homeId = home.id;
  const people = [
    ['office', 'school', home.id], ['coach', 'teacher', home.id], ['leaver', 'teacher', home.id], ['asha', 'student', home.id],
    ['mum', 'parent', home.id], ['office2', 'school', home.id], ['away.office', 'school', away.id], ['away.coach', 'teacher', away.id],
    ['admin', 'school', null],
  ] as const;
  for (const [username, role, schoolId] of people) {
    id[username] = (await createUser(t.db, { username, role, schoolId, name: username, isSuperuser: username === 'admin' })).id;
  }
  token = await tokensFor(t.db, ['office', 'coach', 'away.office', 'admin']);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (who: string, accountId: number, action: 'deactivate' | 'reactivate', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${accountId}/${action}/`, headers: { ...authHeader(token[who]), ...headers } });
const login = (username: string) => t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: username, password: PASSWORD } });

describe('deactivating and reactivating accounts (ADR 0025)', () => {
  it('the school deactivates its teacher: sign-in refused with a clear message (in Hindi too), sessions and live streams end at once', async () => {
    const session = await tokenFor(t.db, 'leaver');
    const stream = await openEventStream(base, session);
    await stream.readUntil((s) => s.includes(': connected'), 2000);

    const res = await post('office', id.leaver, 'deactivate');
    expect(res.statusCode).toBe(200);
    const body = accountStatusResponseSchema.parse(res.json());
    expect(body.account).toMatchObject({ id: id.leaver, username: 'leaver', role: 'teacher', status: 'deactivated' });
    expect(body.account.deactivated_at).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(session) })).statusCode).toBe(401);
    expect(await stream.untilEnded(2000)).toBe(true);
    const refused = await login('leaver');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: DEACTIVATED });
    const hindi = await t.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'accept-language': 'hi' }, payload: { username_or_email: 'leaver', password: PASSWORD } });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().detail).toContain('निष्क्रिय');
    // Asking again changes nothing.
    expect((await post('office', id.leaver, 'deactivate')).statusCode).toBe(200);
  });

  it('reactivating lets the account sign in again; the audit log shows who did each, its records stay', async () => {
    const res = await post('office', id.leaver, 'reactivate');
    expect(res.statusCode).toBe(200);
    expect(accountStatusResponseSchema.parse(res.json()).account.status).toBe('active');
    expect((await login('leaver')).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(id.leaver)));
    expect(entries.map((e) => [e.action, e.entity, e.actorId])).toEqual([
      ['deactivate', 'teacher_account', id.office], ['reactivate', 'teacher_account', id.office],
    ]);
    const log = await t.app.inject({ method: 'GET', url: '/api/school_dashboard/audit-log/?action=deactivate', headers: authHeader(token.office) });
    expect(log.statusCode).toBe(200);
    expect(auditLogSchema.parse(log.json()).results.map((e) => e.actor?.username)).toEqual(['office']);
  });

  it('lists the school\'s teachers, parents and students with their status, filtered', async () => {
    await post('office', id.asha, 'deactivate');
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts/', headers: authHeader(token.office) });
    expect(res.statusCode).toBe(200);
    const list = schoolAccountsResponseSchema.parse(res.json());
    expect(list.results.map((a) => a.username).sort()).toEqual(['asha', 'coach', 'leaver', 'mum']);
    expect(list.results.find((a) => a.username === 'asha')).toMatchObject({ status: 'deactivated', role: 'student', class_name: '7 A' });
    const deactivated = schoolAccountsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/accounts/?status=deactivated', headers: authHeader(token.office) })).json());
    expect(deactivated.results.map((a) => a.username)).toEqual(['asha']);
    const teachers = schoolAccountsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/accounts/?role=teacher&search=LEA', headers: authHeader(token.office) })).json());
    expect(teachers).toMatchObject({ count: 1, results: [{ username: 'leaver' }] });
    await post('office', id.asha, 'reactivate');
  });

  it('refuses teachers, other schools, the school itself and other school accounts; 404 for no such account', async () => {
    expect((await post('coach', id.leaver, 'deactivate')).statusCode).toBe(403);
    const other = await post('away.office', id.leaver, 'deactivate');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: ACCOUNT_MESSAGES.denied });
    expect((await post('office', id.office, 'deactivate')).json()).toEqual({ detail: ACCOUNT_MESSAGES.notYours });
    const school = await post('office', id.office2, 'deactivate');
    expect(school.statusCode).toBe(403);
    expect(school.json()).toEqual({ detail: ACCOUNT_MESSAGES.notManaged });
    expect((await post('office', 2_000_000, 'deactivate')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/accounts/${id.leaver}/deactivate/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/', headers: authHeader(token.coach) })).statusCode).toBe(403);
    expect((await login('leaver')).statusCode).toBe(200);
  });

  it('an administrator deactivates anyone but administrators, school accounts included', async () => {
    const res = await post('admin', id['away.office'], 'deactivate');
    expect(res.statusCode).toBe(200);
    expect((await login('away.office')).statusCode).toBe(403);
    expect((await post('admin', id['away.office'], 'reactivate')).statusCode).toBe(200);
    expect((await post('admin', id.admin, 'deactivate')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/', headers: authHeader(token.admin) })).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: `/api/accounts/?school=${homeId}`, headers: authHeader(token.admin) });
    expect(list.statusCode).toBe(200);
    // The administrator's list holds the school's school accounts too (only an administrator deactivates those).
    const all = schoolAccountsResponseSchema.parse(list.json());
    expect(all.results.map((a) => a.username).sort()).toEqual(['asha', 'coach', 'leaver', 'mum', 'office', 'office2']);
    const offices = await t.app.inject({ method: 'GET', url: `/api/accounts/?school=${homeId}&role=school`, headers: authHeader(token.admin) });
    expect(schoolAccountsResponseSchema.parse(offices.json()).results.map((a) => a.username).sort()).toEqual(['office', 'office2']);
  });

  it('a school account asking for school accounts gets none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts/?role=school', headers: authHeader(token.office) });
    expect(res.statusCode).toBe(200);
    expect(schoolAccountsResponseSchema.parse(res.json())).toMatchObject({ count: 0, results: [] });
  });
});
