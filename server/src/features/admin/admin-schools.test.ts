import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES, adminEndpoints, assignmentEndpoints, homeworkReportsSchema, lmsEngagementSchema, savedSchoolSchema, schoolEndpoints,
  schoolSummarySchema, staffDashboardEndpoints, staffHomeSchema, type EndpointQuery, type SchoolSummary, type SchoolUpdateRequest,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localize } from '../../lib/localize';
import { auditLog } from '../audit/audit.table';
import { schools } from '../../core/identity/schools.table';
import { schoolDayStats } from '../staff-dashboard/staff-dashboard.table';
import { updateSchool } from './school-records.service';
import { createAdminWorld, type AdminPerson, type AdminWorld } from './test-world';

let t: TestApp;
let w: AdminWorld;
const base = '/api/adminaccess/admin-dashboard';

beforeAll(async () => {
  t = await createTestApp();
  w = await createAdminWorld(t);
  await t.db.insert(schoolDayStats).values([
    { schoolId: w.school.alpha, day: '2026-09-14', logins: 5, learners: 3, seconds: 600 },
    { schoolId: w.school.alpha, day: '2026-10-02', logins: 2, learners: 2, seconds: 90 },
    { schoolId: w.school.alpha, day: '2026-10-05', logins: 0, learners: 0, seconds: 0 },
    { schoolId: w.school.beta, day: '2026-08-20', logins: 1, learners: 1, seconds: 60 },
  ]);
});
afterAll(() => t.close());

const admin = () => w.as('admin');
const engagement = (query: EndpointQuery<typeof adminEndpoints.lmsEngagement> = {}) => admin().call(adminEndpoints.lmsEngagement, { query });
const homework = (query?: EndpointQuery<typeof adminEndpoints.homeworkReports>) => admin().call(adminEndpoints.homeworkReports, { query });
const addSchool = (body: object, headers: Record<string, string> = {}) =>
  // Raw: some of the bodies sent lack what the contract requires.
  admin().inject({ method: 'POST', url: `${base}/schools/`, payload: body, headers });
const patchSchool = (id: number | string, body: SchoolUpdateRequest) => admin().call(adminEndpoints.updateSchool, { params: { id }, body });
const summary = async (): Promise<SchoolSummary> => {
  const res = await admin().call(adminEndpoints.schoolSummary);
  expect(res.statusCode, res.body).toBe(200);
  return schoolSummarySchema.parse(res.json());
};
const staffHome = async (username: AdminPerson, query: EndpointQuery<typeof staffDashboardEndpoints.schoolHome> = {}) => {
  const res = await w.as(username).call(staffDashboardEndpoints.schoolHome, { params: { username }, query });
  expect(res.statusCode, res.body).toBe(200);
  return staffHomeSchema.parse(res.json());
};
const schoolCount = async () => (await t.db.select({ id: schools.id }).from(schools)).length;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET school-summary', () => {
  it('lists every school by name with its students, teachers, open homework and waiting accounts, and the totals', async () => {
    const body = await summary();
    expect(body.schools.map((s) => s.short_name)).toEqual(['Alpha School', 'Beta School', 'Zeta School']);
    expect(body.schools[0]).toMatchObject({
      id: w.school.alpha, school_name: 'Alpha School, Sector 1, Noida', code: 'alpha', city: 'Noida', time_zone: 'Pacific/Kiritimati',
      student_count: 3, teacher_count: 2, active_homework_count: 2, pending_accounts: 3,
    });
    expect(body.schools[0].join_code).toMatch(/^[A-Z0-9]{4,12}$/);
    expect(body.schools[1]).toMatchObject({ student_count: 1, teacher_count: 0, active_homework_count: 1, pending_accounts: 1 });
    expect(body.schools[2]).toMatchObject({ student_count: 1, teacher_count: 0, active_homework_count: 0, pending_accounts: 1 });
    expect(body).toMatchObject({ total_schools: 3, total_students: 5, active_homework: 3, pending_school_accounts: 3 });
  });

  it("counts open homework by each school's own day, exactly as the school's own dashboard does", async () => {
    const rows = (await summary()).schools;
    expect(rows[0].active_homework_count).toBe((await staffHome('office')).active_homework_count);
    expect(rows[1].active_homework_count).toBe((await staffHome('beta.office')).active_homework_count);
  });
});

describe('GET lms-engagement', () => {
  it("opens on the first school by name and its latest month with sign-ins, as that school's home shows it", async () => {
    const res = await engagement();
    expect(res.statusCode, res.body).toBe(200);
    const body = lmsEngagementSchema.parse(res.json());
    expect(body).toEqual({
      school: { id: w.school.alpha, name: 'Alpha School, Sector 1, Noida' }, month: '2026-10', months: ['2026-10', '2026-09'],
      lms_engagement: [{ login_date: '2026-10-02', logins: 2, learners: 2, minutes: 1.5 }],
    });
    expect(body.lms_engagement).toEqual((await staffHome('office', { month: '2026-10' })).lms_engagement);
  });

  it('reads the school and month asked for', async () => {
    const september = lmsEngagementSchema.parse((await engagement({ school: w.school.alpha, month: '2026-09' })).json());
    expect(september).toMatchObject({ month: '2026-09', lms_engagement: [{ login_date: '2026-09-14', logins: 5, learners: 3, minutes: 10 }] });
    const beta = lmsEngagementSchema.parse((await engagement({ school: w.school.beta })).json());
    expect(beta).toMatchObject({ school: { id: w.school.beta }, month: '2026-08', months: ['2026-08'] });
    const zeta = lmsEngagementSchema.parse((await engagement({ school: w.school.zeta })).json());
    expect(zeta).toMatchObject({ month: null, months: [], lms_engagement: [] });
  });

  it('answers 404 for an unknown school and 400 for a month that is not one', async () => {
    const unknown = await engagement({ school: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ADMIN_MESSAGES.noSuchSchool);
    expect((await engagement({ month: '2026-13' })).statusCode).toBe(400);
    expect((await engagement({ school: 'abc' })).statusCode).toBe(400);
  });
});

describe('GET homework-reports', () => {
  it("answers a school's homework reports exactly as its school account reads them", async () => {
    const res = await homework({ school: w.school.alpha });
    expect(res.statusCode, res.body).toBe(200);
    const body = homeworkReportsSchema.parse(res.json());
    expect(body.homework_reports.map((r) => r.quiz).sort()).toEqual(['Due on Beta’s day', 'Due today', 'Never due']);
    const own = await w.as('office').call(assignmentEndpoints.schoolHomeworkReports);
    expect(body).toEqual(own.json());
  });

  it('needs a known school', async () => {
    expect((await homework()).statusCode).toBe(400);
    const unknown = await homework({ school: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ADMIN_MESSAGES.noSuchSchool);
  });
});

describe('POST schools', () => {
  it('adds a school with a join code, answers its summary row and records it', async () => {
    const res = await admin().call(adminEndpoints.addSchool, { body: { name: '  Gamma School, Sector 9, Agra ', code: 'Gamma-9', city: 'Agra', time_zone: 'Asia/Kolkata' } });
    expect(res.statusCode, res.body).toBe(201);
    const saved = savedSchoolSchema.parse(res.json());
    expect(saved).toMatchObject({
      school_name: 'Gamma School, Sector 9, Agra', short_name: 'Gamma School', code: 'gamma-9', city: 'Agra', time_zone: 'Asia/Kolkata',
      student_count: 0, teacher_count: 0, active_homework_count: 0, pending_accounts: 0, detail: ADMIN_MESSAGES.schoolSaved,
    });
    expect(saved.join_code).toMatch(/^[A-Z0-9]{4,12}$/);
    expect(await lastAudit()).toMatchObject({
      schoolId: saved.id, actorId: w.id.admin, action: 'create', entity: 'school', entityId: String(saved.id),
      after: { name: 'Gamma School, Sector 9, Agra', code: 'gamma-9', city: 'Agra', time_zone: 'Asia/Kolkata' },
    });
    const listed = await summary();
    expect(listed.schools.map((s) => s.short_name)).toEqual(['Alpha School', 'Beta School', 'Gamma School', 'Zeta School']);
    expect(listed.total_schools).toBe(4);
    // The sign-up form offers it at once.
    const choices = await w.as('anonymous').call(schoolEndpoints.choices);
    expect(choices.json().schools).toContainEqual({ value: 'gamma-9', label: 'Gamma School, Sector 9, Agra' });
  });

  it('takes Asia/Kolkata when no time zone is given', async () => {
    const res = await admin().call(adminEndpoints.addSchool, { body: { name: 'Delta School', code: 'delta', city: 'Jaipur' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().time_zone).toBe('Asia/Kolkata');
  });

  it('answers 409 for a name or code another school has, in Hindi when asked, and adds nothing', async () => {
    const before = await schoolCount();
    for (const body of [
      { name: 'Alpha School, Sector 1, Noida', code: 'alpha-2', city: 'Noida' },
      { name: 'Another Alpha', code: 'ALPHA', city: 'Noida' },
    ]) {
      const res = await admin().call(adminEndpoints.addSchool, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().detail).toBe(ADMIN_MESSAGES.duplicateSchool);
    }
    const hindi = await admin().call(adminEndpoints.addSchool, { body: { name: 'Beta School, Sector 2, Pune', code: 'beta-2', city: 'Pune' }, headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F]/);
    expect(await schoolCount()).toBe(before);
  });

  it('refuses a missing name or city, a bad code and an unknown time zone with 400, and adds nothing', async () => {
    const before = await schoolCount();
    const cases: [object, string][] = [
      [{ code: 'new-one', city: 'Agra' }, ADMIN_MESSAGES.nameRequired],
      [{ name: '   ', code: 'new-one', city: 'Agra' }, ADMIN_MESSAGES.nameRequired],
      [{ name: 'New One', code: 'new-one', city: '' }, ADMIN_MESSAGES.cityRequired],
      [{ name: 'New One', code: 'New One!', city: 'Agra' }, ADMIN_MESSAGES.badCode],
      [{ name: 'New One', code: 'x', city: 'Agra' }, ADMIN_MESSAGES.badCode],
      [{ name: 'New One', code: 'new-one', city: 'Agra', time_zone: 'Mars/Olympus_Mons' }, ADMIN_MESSAGES.badTimeZone],
    ];
    for (const [body, message] of cases) {
      const res = await addSchool(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail, JSON.stringify(body)).toContain(message);
    }
    expect(await schoolCount()).toBe(before);
  });
});

describe('PATCH schools/{id}', () => {
  it('changes what is sent, records before and after, and is seen at once by the school and the summary', async () => {
    expect((await staffHome('office')).profile.school.name).toBe('Alpha School, Sector 1, Noida');
    const res = await patchSchool(w.school.alpha, { name: 'Alpha Public School, Sector 1, Noida', time_zone: 'Pacific/Pago_Pago' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = savedSchoolSchema.parse(res.json());
    // On Beta's calendar, homework due on Beta's day is open again.
    expect(saved).toMatchObject({
      id: w.school.alpha, school_name: 'Alpha Public School, Sector 1, Noida', code: 'alpha', city: 'Noida', time_zone: 'Pacific/Pago_Pago',
      active_homework_count: 3, detail: ADMIN_MESSAGES.schoolSaved,
    });
    expect(await lastAudit()).toMatchObject({
      schoolId: w.school.alpha, actorId: w.id.admin, action: 'update', entity: 'school',
      before: { name: 'Alpha School, Sector 1, Noida', time_zone: 'Pacific/Kiritimati' },
      after: { name: 'Alpha Public School, Sector 1, Noida', code: 'alpha', time_zone: 'Pacific/Pago_Pago' },
    });
    // The school's staff see the new name and day within the same second (the kept school row is forgotten).
    const home = await staffHome('office');
    expect(home.profile.school.name).toBe('Alpha Public School, Sector 1, Noida');
    expect(home.active_homework_count).toBe(3);
    expect((await summary()).schools.find((s) => s.id === w.school.alpha)).toMatchObject({ short_name: 'Alpha Public School', active_homework_count: 3 });
  });

  it('answers 409 for another school’s code, 404 for an unknown school, 400 for nothing to change; nothing changes', async () => {
    const before = await t.db.select().from(schools).where(eq(schools.id, w.school.beta));
    const taken = await patchSchool(w.school.beta, { code: 'zeta', city: 'Mumbai' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ADMIN_MESSAGES.duplicateSchool);
    const unknown = await patchSchool(999999, { city: 'Mumbai' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ADMIN_MESSAGES.noSuchSchool);
    const empty = await patchSchool(w.school.beta, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain(ADMIN_MESSAGES.nothingToChange);
    expect((await patchSchool(w.school.beta, { time_zone: 'Nowhere/Land' })).statusCode).toBe(400);
    expect((await patchSchool('abc', { city: 'Mumbai' })).statusCode).toBe(400);
    expect(await t.db.select().from(schools).where(eq(schools.id, w.school.beta))).toEqual(before);
  });

  it("refuses a time zone the database's calendar does not know, even past the contract's check", async () => {
    await expect(updateSchool(t.db, w.id.admin, w.school.zeta, { time_zone: 'Nowhere/Land' })).rejects.toMatchObject({ statusCode: 400, detail: ADMIN_MESSAGES.badTimeZone });
    expect((await t.db.select().from(schools).where(eq(schools.id, w.school.zeta)))[0].timeZone).toBe('Asia/Kolkata');
  });

  it('keeps a school’s own name and code when they are sent again', async () => {
    const res = await patchSchool(w.school.zeta, { name: 'Zeta School, Sector 3, Delhi', code: 'zeta', city: 'New Delhi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'zeta', city: 'New Delhi' });
  });
});

describe('the administrator’s messages', () => {
  it('each have a Hindi text', () => {
    const missing = Object.values(ADMIN_MESSAGES).filter((m) => localize(m, 'hi') === m);
    expect(missing).toEqual([]);
  });
});
