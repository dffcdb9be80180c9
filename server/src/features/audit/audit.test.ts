import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  approvalEndpoints, AUDIT_MESSAGES, auditEndpoints, auditLogSchema, errorSchema, learnerEndpoints, notificationSendEndpoints,
  type AuditLog, type AuditLogQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from './audit.table';

const LOG = '/api/school_dashboard/audit-log/';

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv', name: 'Neha Verma' },
    office: { role: 'school', school: 'gv', name: 'GV Office' },
    newcoach: { role: 'teacher', school: 'gv', approval: 'pending' },
    asha: { role: 'student', school: 'gv' },
    mate: { role: 'student', school: 'gv' },
    mum: { role: 'parent', school: 'gv' },
    'far.office': { role: 'school', school: 'away' },
    'far.coach': { role: 'teacher', school: 'away' },
    root: { role: 'school', superuser: true },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
let id: WorldOf<typeof people>['id'];
let gvId: number;
let awayId: number;

const get = (who: Person | null, query: AuditLogQuery = {}) => w.as(who ?? 'anonymous').call(auditEndpoints.list, { query });
/** A query string the contract's types refuse, sent raw. */
const getRaw = (who: Person, query: string) => w.as(who).inject({ method: 'GET', url: `${LOG}${query}` });
async function logOf(who: Person, query: AuditLogQuery = {}): Promise<AuditLog> {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return auditLogSchema.parse(res.json());
}
const post = async (sent: Promise<LightMyRequestResponse>, status = 200) => {
  const res = await sent;
  expect(res.statusCode, res.body).toBe(status);
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  id = w.id;
  const gv = { id: w.school.gv };
  const away = { id: w.school.away };
  gvId = gv.id; awayId = away.id;

  // Older entries with known times (Asia/Kolkata is UTC+05:30): 2026-03-10T19:00Z is 11 March, 00:30 at the school.
  await t.db.insert(auditLog).values([
    { schoolId: gv.id, actorId: id.coach, action: 'create', entity: 'inventory_component', entityId: '7', after: { component_name: 'Servo', total_quantity: 4 }, at: new Date('2026-03-10T18:00:00Z') },
    { schoolId: gv.id, actorId: id.coach, action: 'update', entity: 'inventory_component', entityId: '7', before: { total_quantity: 4 }, after: { total_quantity: 9 }, at: new Date('2026-03-10T19:00:00Z') },
    { schoolId: gv.id, actorId: null, action: 'create', entity: 'kreativity_show', entityId: '3', after: { project_name: 'Solar car' }, at: new Date('2026-03-12T06:00:00Z') },
    { schoolId: away.id, actorId: id['far.coach'], action: 'create', entity: 'inventory_component', entityId: '8', after: { component_name: 'Away part' }, at: new Date('2026-03-11T06:00:00Z') },
  ]);

  // The writes the issue names, through the API: each must leave its entry.
  await post(w.as('coach').call(notificationSendEndpoints.notifyStudents, { body: { mode: 'group', subject: 'Science fair', message: 'Bring your models.', grade: 7, section: 'A' } }), 201);
  await post(w.as('coach').call(learnerEndpoints.teacherResetPassword, { params: { username: 'mate' } }));
  await post(w.as('office').call(learnerEndpoints.schoolAddStudent, { body: { name: 'Ravi Kumar', grade: 7, section: 'B', username: 'ravi.k' } }), 201);
  await post(w.as('office').call(approvalEndpoints.decideTeacher, { params: { id: id.newcoach }, body: { decision: 'approve' } }));
  await post(w.as('far.coach').call(notificationSendEndpoints.notifyStudents, { body: { mode: 'group', subject: 'Away news', message: 'Hello.', grade: 7, section: 'A' } }), 400);
});
afterAll(() => t.close());

describe('GET /api/school_dashboard/audit-log/ — what the school account reads', () => {
  it("lists the school's entries newest first, with who (name, username, role), when in school time, and before/after", async () => {
    const log = await logOf('office');
    expect(log).toMatchObject({ count: 7, limit: 50, offset: 0 });
    expect(log.results.map((e) => [e.action, e.entity])).toEqual([
      ['approve', 'teacher_account'], ['create', 'student_account'], ['reset_password', 'student_account'], ['send', 'notification'],
      ['create', 'kreativity_show'], ['update', 'inventory_component'], ['create', 'inventory_component'],
    ]);
    const [approval, added, reset, sent, show, change] = log.results;
    expect(approval).toMatchObject({ actor: { username: 'office', name: 'GV Office', role: 'school' }, entity_id: String(id.newcoach), before: { approval_status: 'pending' }, after: { approval_status: 'approved' } });
    expect(added).toMatchObject({ before: null, after: { username: 'ravi.k', grade: 7, section: 'B' } });
    expect(reset).toMatchObject({ actor: { username: 'coach', name: 'Neha Verma', role: 'teacher' }, entity_id: String(id.mate), after: { must_change_password: true } });
    expect(sent).toMatchObject({ actor: { username: 'coach' }, after: { subject: 'Science fair', recipients: 2 } });
    expect(show.actor).toBeNull();
    expect(change).toMatchObject({ at: '2026-03-11T00:30:00+05:30', entity_id: '7', before: { total_quantity: 4 }, after: { total_quantity: 9 } });
  });

  it("never shows another school's entries, to its account or to a superuser reading the other school", async () => {
    const away = await logOf('far.office');
    expect(away.count).toBe(1);
    expect(away.results[0]).toMatchObject({ entity_id: '8', actor: { username: 'far.coach' } });
    expect((await logOf('office')).results.some((e) => e.entity_id === '8')).toBe(false);
    expect((await logOf('root', { school: awayId })).count).toBe(1);
    expect((await logOf('root', { school: gvId })).count).toBe(7);
  });

  it('is for the school account and superusers only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const who of ['coach', 'far.coach', 'asha', 'mum'] as const) expect((await get(who)).statusCode, who).toBe(403);
    const noSchool = await get('root');
    expect(noSchool.statusCode).toBe(400);
    expect((await get('root', { school: 999999 })).statusCode).toBe(404);
  });
});

describe('filters and paging', () => {
  it('filters by kind of record, action and who (exact username, any case)', async () => {
    const kind = await logOf('office', { entity: 'inventory_component' });
    expect(kind.count).toBe(2);
    expect(kind.results.every((e) => e.entity === 'inventory_component')).toBe(true);
    expect((await logOf('office', { entity: 'student_account', action: 'create' })).results.map((e) => e.after)).toEqual([expect.objectContaining({ username: 'ravi.k' })]);
    const byCoach = await logOf('office', { actor: 'COACH' });
    expect(byCoach.count).toBe(4);
    expect(byCoach.results.every((e) => e.actor?.username === 'coach')).toBe(true);
    expect((await logOf('office', { actor: 'coac' })).count).toBe(0);
    expect((await logOf('office', { actor: 'nobody.here' })).count).toBe(0);
  });

  it("reads from/to as the school's own days", async () => {
    // 2026-03-10T19:00Z is already 11 March at the school; 18:00Z is still 10 March (23:30).
    expect((await logOf('office', { from: '2026-03-10', to: '2026-03-10' })).results.map((e) => e.action)).toEqual(['create']);
    expect((await logOf('office', { from: '2026-03-11', to: '2026-03-11' })).results.map((e) => e.action)).toEqual(['update']);
    expect((await logOf('office', { from: '2026-03-11', to: '2026-03-12' })).count).toBe(2);
    expect((await logOf('office', { to: '2026-03-12' })).count).toBe(3);
    expect((await logOf('office', { from: '2026-03-13' })).count).toBe(4);
  });

  it('pages newest first without repeating or skipping an entry', async () => {
    const all = (await logOf('office')).results.map((e) => e.id);
    const pages = [];
    for (let offset = 0; offset < 8; offset += 3) {
      const page = await logOf('office', { limit: 3, offset });
      expect(page).toMatchObject({ count: 7, limit: 3, offset });
      pages.push(...page.results.map((e) => e.id));
    }
    expect(pages).toEqual(all);
    expect((await logOf('office', { limit: 100, offset: 50 })).results).toEqual([]);
  });

  it('refuses a bad filter with 400 and field errors', async () => {
    const bad: [string, string][] = [
      ['?entity=homework', 'entity'], ['?action=explode', 'action'], ['?from=2026-02-31', 'from'], ['?to=26-1-1', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'to'], ['?limit=101', 'limit'], ['?limit=0', 'limit'], ['?offset=-1', 'offset'],
      [`?actor=${'x'.repeat(151)}`, 'actor'],
    ];
    for (const [query, field] of bad) {
      const res = await getRaw('office', query);
      expect(res.statusCode, query).toBe(400);
      const body = errorSchema.parse(res.json());
      expect(body.errors?.map((e) => e.field), query).toContain(field);
    }
    const reversed = errorSchema.parse((await get('office', { from: '2026-05-02', to: '2026-05-01' })).json());
    expect(reversed.errors?.[0].message).toBe(AUDIT_MESSAGES.fromAfterTo);
  });
});

describe('in Hindi', () => {
  it("gives a bad filter's message in Hindi when the client asks for it", async () => {
    const res = await w.as('office').call(auditEndpoints.list, { query: { from: '2026-05-02', to: '2026-05-01' }, headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("'से' की तारीख़ 'तक' की तारीख़ से पहले या उसी दिन की होनी चाहिए।");
  });
});
