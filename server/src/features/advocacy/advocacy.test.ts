import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ADVOCACY_MESSAGES, advocacyReportAnswerSchema, advocacyReportSchema, type AdvocacyReportRequest } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { auditLog } from '../audit/audit.table';
import { advocacyReports } from './advocacy.table';

const TEACHER = '/api/teacher_dashboard/advocacyreport/';
const SCHOOL = '/api/school_dashboard/advocacyreport/';

let t: TestApp;
let tokens: Record<string, string>;
let gvId: number;
let otherId: number;
let reportId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? authHeader(tokens[who]) : {}), 'accept-language': 'en' } });

const report: AdvocacyReportRequest = {
  reporting_period: 'April 2025 - March 2026', coordinator: 'Asha Verma', innovation_coach: 'Neha Coach', sessions_conducted: 64,
  students_reached: 410, teachers_trained: 9, parent_meeting_held: true, community_events: 3, exhibition_date: '2026-02-28',
  media_coverage: '  ', remarks: 'The science fair drew 300 parents.', gallery: 'https://gallery.prayog.example/gv/advocacy',
};

const rows = async () => (await t.db.select({ n: count() }).from(advocacyReports))[0].n;
const audits = async (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'advocacy_report'), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  const gv = await createSchool(t.db, 'gv', 'Green Valley School, Sector 21, Noida');
  const other = await createSchool(t.db, 'other', 'Other School, Sector 9, Delhi');
  gvId = gv.id; otherId = other.id;
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: gv.id, name: 'Neha Coach' });
  await createUser(t.db, { username: 'office', role: 'school', schoolId: gv.id });
  await createUser(t.db, { username: 'farcoach', role: 'teacher', schoolId: other.id });
  await createUser(t.db, { username: 'asha', role: 'student', schoolId: gv.id });
  await createUser(t.db, { username: 'parent', role: 'parent', schoolId: gv.id });
  await createUser(t.db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  tokens = await tokensFor(t.db, ['coach', 'office', 'farcoach', 'asha', 'parent', 'root']);
});
afterAll(() => t.close());

describe('the advocacy report', () => {
  it('is null for a school that has none yet, for its teacher and its school account', async () => {
    for (const [who, url] of [['coach', TEACHER], ['office', SCHOOL]]) {
      const res = await call('GET', url, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(advocacyReportAnswerSchema.parse(res.json())).toEqual({ advocacy_report: null });
    }
  });

  it('is written by a teacher with every field, blanks as null, and an audit entry', async () => {
    const res = await call('POST', TEACHER, 'coach', report);
    expect(res.statusCode, res.body).toBe(201);
    const made = advocacyReportSchema.parse(res.json());
    reportId = made.id;
    expect(made).toMatchObject({ ...report, media_coverage: null, school: 'Green Valley School, Sector 21, Noida' });
    const [entry] = await audits(made.id);
    expect(entry).toMatchObject({ action: 'create', schoolId: gvId, before: null });
    expect(entry.after).toMatchObject({ sessions_conducted: 64, gallery: report.gallery });
  });

  it('is the same report on both dashboards', async () => {
    const teacher = (await call('GET', TEACHER, 'coach')).json();
    const school = (await call('GET', SCHOOL, 'office')).json();
    expect(school).toEqual(teacher);
    expect(teacher.advocacy_report.id).toBe(reportId);
  });

  it('is one per school: a second create is 409 and nothing is added', async () => {
    const before = await rows();
    const res = await call('POST', TEACHER, 'coach', { ...report, reporting_period: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: ADVOCACY_MESSAGES.exists });
    expect(await rows()).toBe(before);
  });

  it('is edited by replacing its fields, with the before and after in the audit log', async () => {
    const res = await call('PUT', `${TEACHER}${reportId}/`, 'coach', { ...report, sessions_conducted: 70, parent_meeting_held: false, gallery: null, exhibition_date: '' });
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
    const res = await call('PUT', `${TEACHER}${reportId}/`, 'coach', { ...report, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect((await t.db.select().from(advocacyReports).where(eq(advocacyReports.id, reportId)))[0]).toEqual(before);
    const created = await call('POST', TEACHER, 'farcoach', { ...report, ...change });
    expect(created.statusCode).toBe(400);
    expect(await rows()).toBe(1);
  });

  it("answers another school's report like a missing one (404)", async () => {
    const res = await call('PUT', `${TEACHER}${reportId}/`, 'farcoach', report);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADVOCACY_MESSAGES.notFound });
    expect((await call('PUT', `${TEACHER}999999/`, 'coach', report)).statusCode).toBe(404);
    expect((await call('GET', TEACHER, 'farcoach')).json()).toEqual({ advocacy_report: null });
  });

  it('keeps writes with teachers: the school account, students, parents and superusers are refused', async () => {
    expect((await call('POST', TEACHER, 'office', report)).statusCode).toBe(403);
    expect((await call('PUT', `${TEACHER}${reportId}/`, 'office', report)).statusCode).toBe(403);
    expect((await call('GET', SCHOOL, 'coach')).statusCode).toBe(403);
    for (const who of ['asha', 'parent']) {
      expect((await call('GET', TEACHER, who)).statusCode).toBe(403);
      expect((await call('GET', SCHOOL, who)).statusCode).toBe(403);
    }
    expect((await call('PUT', `${TEACHER}${reportId}/?school=${gvId}`, 'root', report)).statusCode).toBe(403);
    expect((await call('GET', TEACHER, null)).statusCode).toBe(401);
  });

  it('lets a superuser read any school with ?school=', async () => {
    const res = await call('GET', `${SCHOOL}?school=${gvId}`, 'root');
    expect(res.statusCode).toBe(200);
    expect(res.json().advocacy_report.id).toBe(reportId);
    expect((await call('GET', `${TEACHER}?school=${otherId}`, 'root')).json()).toEqual({ advocacy_report: null });
  });

  it('reads an older row with missing or odd fields in the contract shape', async () => {
    const [row] = await t.db.insert(advocacyReports).values({ schoolId: otherId, fields: { coordinator: 'Old', sessions_conducted: '12', parent_meeting_held: 'yes' }, gallery: null }).returning();
    t.changedBehindTheApp();
    const res = await call('GET', TEACHER, 'farcoach');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().advocacy_report).toMatchObject({ id: row.id, coordinator: 'Old', reporting_period: '', sessions_conducted: 0, parent_meeting_held: false, remarks: null });
  });
});
