import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ADVOCACY_MESSAGES, advocacyEndpoints, advocacyReportAnswerSchema, advocacyReportSchema, type AdvocacyReportRequest } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { advocacyReports } from './advocacy.table';

const TEACHER = '/api/teacher_dashboard/advocacyreport/';

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv', name: 'Neha Coach' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    asha: { role: 'student', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;
let gvId: number;
let otherId: number;
let reportId: number;

type Who = PersonOf<typeof people> | null;
/** Every call asks for English. */
const en = { 'accept-language': 'en' };
const as = (who: Who) => w.as(who ?? 'anonymous');
const teacherGet = (who: Who, school?: number) => as(who).call(advocacyEndpoints.teacherGet, { query: school ? { school } : {}, headers: en });
const schoolGet = (who: Who, school?: number) => as(who).call(advocacyEndpoints.schoolGet, { query: school ? { school } : {}, headers: en });
const create = (who: Who, body: AdvocacyReportRequest) => as(who).call(advocacyEndpoints.create, { body, headers: en });
const update = (who: Who, id: number, body: AdvocacyReportRequest) => as(who).call(advocacyEndpoints.update, { params: { id }, body, headers: en });
/** A body the contract's types refuse, sent raw. */
const raw = (who: Who, method: 'POST' | 'PUT', url: string, payload: object) => as(who).inject({ method, url, payload, headers: en });

const report: AdvocacyReportRequest = {
  reporting_period: 'April 2025 - March 2026', coordinator: 'Asha Verma', innovation_coach: 'Neha Coach', sessions_conducted: 64,
  students_reached: 410, teachers_trained: 9, parent_meeting_held: true, community_events: 3, exhibition_date: '2026-02-28',
  media_coverage: '  ', remarks: 'The science fair drew 300 parents.', gallery: 'https://gallery.prayog.example/gv/advocacy',
};

const rows = async () => (await t.db.select({ n: count() }).from(advocacyReports))[0].n;
const audits = async (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'advocacy_report'), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
});
afterAll(() => t.close());

describe('the advocacy report', () => {
  it('is null for a school that has none yet, for its teacher and its school account', async () => {
    for (const res of [await teacherGet('coach'), await schoolGet('office')]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(advocacyReportAnswerSchema.parse(res.json())).toEqual({ advocacy_report: null });
    }
  });

  it('is written by a teacher with every field, blanks as null, and an audit entry', async () => {
    const res = await create('coach', report);
    expect(res.statusCode, res.body).toBe(201);
    const made = advocacyReportSchema.parse(res.json());
    reportId = made.id;
    expect(made).toMatchObject({ ...report, media_coverage: null, school: 'Green Valley School, Sector 21, Noida' });
    const [entry] = await audits(made.id);
    expect(entry).toMatchObject({ action: 'create', schoolId: gvId, before: null });
    expect(entry.after).toMatchObject({ sessions_conducted: 64, gallery: report.gallery });
  });

  it('is the same report on both dashboards', async () => {
    const teacher = (await teacherGet('coach')).json();
    const school = (await schoolGet('office')).json();
    expect(school).toEqual(teacher);
    expect(teacher.advocacy_report.id).toBe(reportId);
  });

  it('is one per school: a second create is 409 and nothing is added', async () => {
    const before = await rows();
    const res = await create('coach', { ...report, reporting_period: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: ADVOCACY_MESSAGES.exists });
    expect(await rows()).toBe(before);
  });

  it('is edited by replacing its fields, with the before and after in the audit log', async () => {
    const res = await update('coach', reportId, { ...report, sessions_conducted: 70, parent_meeting_held: false, gallery: null, exhibition_date: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: reportId, sessions_conducted: 70, parent_meeting_held: false, gallery: null, exhibition_date: null });
    const entry = (await audits(reportId)).find((a) => a.action === 'update')!;
    expect(entry.before).toMatchObject({ sessions_conducted: 64, parent_meeting_held: true });
    expect(entry.after).toMatchObject({ sessions_conducted: 70, parent_meeting_held: false, gallery: null });
  });

  it.each([
    ['a missing required field', { coordinator: undefined }, 'coordinator'],
    ['blank text', { reporting_period: '   ' }, 'reporting_period'],
    ['a negative count', { students_reached: -1 }, 'students_reached'],
    ['a count as text', { sessions_conducted: '12' }, 'sessions_conducted'],
    ['a fractional count', { teachers_trained: 1.5 }, 'teachers_trained'],
    ['a gallery that is not a web link', { gallery: 'javascript:alert(1)' }, 'gallery'],
    ['a date that is not a day', { exhibition_date: '2026-02-30' }, 'exhibition_date'],
    ['a badly written date', { exhibition_date: '28/02/2026' }, 'exhibition_date'],
    ['a boolean as text', { parent_meeting_held: 'yes' }, 'parent_meeting_held'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, change, field) => {
    const before = (await t.db.select().from(advocacyReports).where(eq(advocacyReports.id, reportId)))[0];
    const res = await raw('coach', 'PUT', `${TEACHER}${reportId}/`, { ...report, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect((await t.db.select().from(advocacyReports).where(eq(advocacyReports.id, reportId)))[0]).toEqual(before);
    const created = await raw('farcoach', 'POST', TEACHER, { ...report, ...change });
    expect(created.statusCode).toBe(400);
    expect(await rows()).toBe(1);
  });

  it("answers another school's report like a missing one (404)", async () => {
    const res = await update('farcoach', reportId, report);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADVOCACY_MESSAGES.notFound });
    expect((await update('coach', 999999, report)).statusCode).toBe(404);
    expect((await teacherGet('farcoach')).json()).toEqual({ advocacy_report: null });
  });

  it('keeps writes with teachers: the school account, students, parents and superusers are refused', async () => {
    expect((await create('office', report)).statusCode).toBe(403);
    expect((await update('office', reportId, report)).statusCode).toBe(403);
    expect((await schoolGet('coach')).statusCode).toBe(403);
    for (const who of ['asha', 'parent'] as const) {
      expect((await teacherGet(who)).statusCode).toBe(403);
      expect((await schoolGet(who)).statusCode).toBe(403);
    }
    // The update takes no ?school= in the contract: sent raw.
    expect((await raw('root', 'PUT', `${TEACHER}${reportId}/?school=${gvId}`, report)).statusCode).toBe(403);
    expect((await teacherGet(null)).statusCode).toBe(401);
  });

  it('lets a superuser read any school with ?school=', async () => {
    const res = await schoolGet('root', gvId);
    expect(res.statusCode).toBe(200);
    expect(res.json().advocacy_report.id).toBe(reportId);
    expect((await teacherGet('root', otherId)).json()).toEqual({ advocacy_report: null });
  });

  it('reads an older row with missing or odd fields in the contract shape', async () => {
    const [row] = await t.db.insert(advocacyReports).values({ schoolId: otherId, fields: { coordinator: 'Old', sessions_conducted: '12', parent_meeting_held: 'yes' }, gallery: null }).returning();
    t.changedBehindTheApp();
    const res = await teacherGet('farcoach');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().advocacy_report).toMatchObject({ id: row.id, coordinator: 'Old', reporting_period: '', sessions_conducted: 0, parent_meeting_held: false, remarks: null });
  });
});
