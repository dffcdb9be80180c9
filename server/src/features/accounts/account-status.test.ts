import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES, accountEndpoints, accountStatusResponseSchema, auditEndpoints, auditLogSchema, schoolAccountsResponseSchema, type SchoolAccountsQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { openEventStream } from '../../test/event-stream';
import { auditLog } from '../audit/audit.table';
import { DEACTIVATED } from './login.service';

let t: TestApp;
let base: string;
const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { code: 'far-hills', name: 'Far Hills School' } },
  users: {
    office: { role: 'school', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    leaver: { role: 'teacher', school: 'home' },
    asha: { role: 'student', school: 'home' },
    mum: { role: 'parent', school: 'home' },
    office2: { role: 'school', school: 'home' },
    'away.office': { role: 'school', school: 'away' },
    'away.coach': { role: 'teacher', school: 'away' },
    admin: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (who: PersonOf<typeof people>, accountId: number, action: 'deactivate' | 'reactivate') =>
  w.as(who).call(accountEndpoints[action], { params: { accountId } });
const accounts = (who: PersonOf<typeof people>, query: SchoolAccountsQuery = {}) =>
  w.as(who).call(accountEndpoints.schoolAccounts, { query });
const login = (username: string, headers: Record<string, string> = {}) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password: PASSWORD }, headers });

describe('deactivating and reactivating accounts (ADR 0025)', () => {
  it('the school deactivates its teacher: sign-in refused with a clear message (in Hindi too), sessions and live streams end at once', async () => {
    const stream = await openEventStream(base, w.token.leaver);
    await stream.readUntil((s) => s.includes(': connected'), 2000);

    const res = await post('office', w.id.leaver, 'deactivate');
    expect(res.statusCode).toBe(200);
    const body = accountStatusResponseSchema.parse(res.json());
    expect(body.account).toMatchObject({ id: w.id.leaver, username: 'leaver', role: 'teacher', status: 'deactivated' });
    expect(body.account.deactivated_at).not.toBeNull();

    expect((await w.as('leaver').call(accountEndpoints.me)).statusCode).toBe(401);
    expect(await stream.untilEnded(2000)).toBe(true);
    const refused = await login('leaver');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: DEACTIVATED });
    const hindi = await login('leaver', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().detail).toContain('निष्क्रिय');
    // Asking again changes nothing.
    expect((await post('office', w.id.leaver, 'deactivate')).statusCode).toBe(200);
  });

  it('reactivating lets the account sign in again; the audit log shows who did each, its records stay', async () => {
    const res = await post('office', w.id.leaver, 'reactivate');
    expect(res.statusCode).toBe(200);
    expect(accountStatusResponseSchema.parse(res.json()).account.status).toBe('active');
    expect((await login('leaver')).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(w.id.leaver)));
    expect(entries.map((e) => [e.action, e.entity, e.actorId])).toEqual([
      ['deactivate', 'teacher_account', w.id.office], ['reactivate', 'teacher_account', w.id.office],
    ]);
    const log = await w.as('office').call(auditEndpoints.list, { query: { action: 'deactivate' } });
    expect(log.statusCode).toBe(200);
    expect(auditLogSchema.parse(log.json()).results.map((e) => e.actor?.username)).toEqual(['office']);
  });

  it('lists the school\'s teachers, parents and students with their status, filtered', async () => {
    await post('office', w.id.asha, 'deactivate');
    const res = await accounts('office');
    expect(res.statusCode).toBe(200);
    const list = schoolAccountsResponseSchema.parse(res.json());
    expect(list.results.map((a) => a.username).sort()).toEqual(['asha', 'coach', 'leaver', 'mum']);
    expect(list.results.find((a) => a.username === 'asha')).toMatchObject({ status: 'deactivated', role: 'student', class_name: '7 A' });
    const deactivated = schoolAccountsResponseSchema.parse((await accounts('office', { status: 'deactivated' })).json());
    expect(deactivated.results.map((a) => a.username)).toEqual(['asha']);
    const teachers = schoolAccountsResponseSchema.parse((await accounts('office', { role: 'teacher', search: 'LEA' })).json());
    expect(teachers).toMatchObject({ count: 1, results: [{ username: 'leaver' }] });
    await post('office', w.id.asha, 'reactivate');
  });

  it('refuses teachers, other schools, the school itself and other school accounts; 404 for no such account', async () => {
    expect((await post('coach', w.id.leaver, 'deactivate')).statusCode).toBe(403);
    const other = await post('away.office', w.id.leaver, 'deactivate');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: ACCOUNT_MESSAGES.denied });
    expect((await post('office', w.id.office, 'deactivate')).json()).toEqual({ detail: ACCOUNT_MESSAGES.notYours });
    const school = await post('office', w.id.office2, 'deactivate');
    expect(school.statusCode).toBe(403);
    expect(school.json()).toEqual({ detail: ACCOUNT_MESSAGES.notManaged });
    expect((await post('office', 2_000_000, 'deactivate')).statusCode).toBe(404);
    expect((await w.as('anonymous').call(accountEndpoints.deactivate, { params: { accountId: w.id.leaver } })).statusCode).toBe(401);
    expect((await accounts('coach')).statusCode).toBe(403);
    expect((await login('leaver')).statusCode).toBe(200);
  });

  it('an administrator deactivates anyone but administrators, school accounts included', async () => {
    const res = await post('admin', w.id['away.office'], 'deactivate');
    expect(res.statusCode).toBe(200);
    expect((await login('away.office')).statusCode).toBe(403);
    expect((await post('admin', w.id['away.office'], 'reactivate')).statusCode).toBe(200);
    expect((await post('admin', w.id.admin, 'deactivate')).statusCode).toBe(403);
    expect((await accounts('admin')).statusCode).toBe(400);
    const list = await accounts('admin', { school: w.school.home });
    expect(list.statusCode).toBe(200);
    // The administrator's list holds the school's school accounts too (only an administrator deactivates those).
    const all = schoolAccountsResponseSchema.parse(list.json());
    expect(all.results.map((a) => a.username).sort()).toEqual(['asha', 'coach', 'leaver', 'mum', 'office', 'office2']);
    const offices = await accounts('admin', { school: w.school.home, role: 'school' });
    expect(schoolAccountsResponseSchema.parse(offices.json()).results.map((a) => a.username).sort()).toEqual(['office', 'office2']);
  });

  it('a school account asking for school accounts gets none', async () => {
    const res = await accounts('office', { role: 'school' });
    expect(res.statusCode).toBe(200);
    expect(schoolAccountsResponseSchema.parse(res.json())).toMatchObject({ count: 0, results: [] });
  });
});
