import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { errorSchema, KREATIVITY_MESSAGES, kreativityShowListSchema, kreativityShowSchema, type KreativityShow } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { auditLog } from '../audit/audit.table';
import { kreativityShowMembers, kreativityShows } from './kreativity-show.table';

const TEACHER = '/api/teacher_dashboard/kreativityshow/';
const SCHOOL = '/api/school_dashboard/kreativityshow/';
const ONE = (id: number) => `${TEACHER}${id}/`;

let t: TestApp;
let tokens: Record<string, string>;
let gvId: number;
let otherId: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: string | null, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? authHeader(tokens[who]) : {}), ...headers } });

const form = (overrides: Record<string, unknown> = {}) => ({
  date_assigned: '2026-04-10', project_name: 'Robots of Tomorrow', students: 'asha, bina', school: 'gv', ...overrides,
});
/** Shows and their students, to prove a refused call saved nothing. */
const stored = async () => [
  (await t.db.select({ n: count() }).from(kreativityShows))[0].n,
  (await t.db.select({ n: count() }).from(kreativityShowMembers))[0].n,
];
async function create(overrides: Record<string, unknown> = {}): Promise<KreativityShow> {
  const res = await call('POST', TEACHER, 'coach', form(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return kreativityShowSchema.parse(res.json());
}
async function refused(method: Method, url: string, who: string, payload: object | undefined, status: number) {
  const before = await stored();
  const res = await call(method, url, who, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(await stored()).toEqual(before);
  return errorSchema.parse(res.json()).detail;
}
const listed = async (who: string, url = TEACHER) => kreativityShowListSchema.parse((await call('GET', url, who)).json());

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const gv = await createSchool(db, 'gv', 'Green Valley School, Sector 21, Noida');
  const other = await createSchool(db, 'other', 'Other School, Sector 9, Delhi');
  gvId = gv.id; otherId = other.id;
  await createUser(db, { username: 'asha', name: 'Asha', role: 'student', schoolId: gv.id, grade: 7, section: 'A' });
  await createUser(db, { username: 'bina', name: 'Bina', role: 'student', schoolId: gv.id, grade: 7, section: 'B' });
  await createUser(db, { username: 'chetan', name: 'Chetan', role: 'student', schoolId: gv.id, grade: 8, section: 'A' });
  await createUser(db, { username: 'farid', name: 'Farid', role: 'student', schoolId: other.id });
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: gv.id });
  await createUser(db, { username: 'office', role: 'school', schoolId: gv.id });
  await createUser(db, { username: 'parent', role: 'parent', schoolId: gv.id });
  await createUser(db, { username: 'farcoach', role: 'teacher', schoolId: other.id });
  await createUser(db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  tokens = await tokensFor(db, ['asha', 'coach', 'office', 'parent', 'farcoach', 'root']);
});
afterAll(() => t.close());

describe('Kreativity Show: adding a show', () => {
  it('adds a show with comma-separated students of the school and records it in the audit log', async () => {
    const show = await create({ students: ' Bina ,asha,, bina ' });
    expect(show).toMatchObject({ date_assigned: '2026-04-10', project_name: 'Robots of Tomorrow', school: 'Green Valley School, Sector 21, Noida', students: 'asha, bina' });
    expect(show.student_objects).toEqual([{ name: 'Asha', grade: 7, section: 'A' }, { name: 'Bina', grade: 7, section: 'B' }]);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'kreativity_show'), eq(auditLog.entityId, String(show.id))));
    expect(entry).toMatchObject({ action: 'create', schoolId: gvId });
    expect(entry.after).toEqual({ date_assigned: '2026-04-10', project_name: 'Robots of Tomorrow', students: ['asha', 'bina'] });
  });

  it('refuses missing fields, no students and a day off the calendar, saving nothing', async () => {
    expect(await refused('POST', TEACHER, 'coach', form({ project_name: '' }), 400)).toContain(KREATIVITY_MESSAGES.required);
    expect(await refused('POST', TEACHER, 'coach', form({ students: ' , ' }), 400)).toContain(KREATIVITY_MESSAGES.noStudents);
    expect(await refused('POST', TEACHER, 'coach', form({ students: undefined }), 400)).toContain(KREATIVITY_MESSAGES.noStudents);
    expect(await refused('POST', TEACHER, 'coach', form({ date_assigned: undefined }), 400)).toContain('date_assigned');
    expect(await refused('POST', TEACHER, 'coach', form({ date_assigned: '2026-13-01' }), 400)).toContain('not a day of the calendar');
  });

  it("takes the teacher's own school when the form names none, when adding and updating", async () => {
    const show = await create({ school: undefined, project_name: 'No School Field' });
    expect(show).toMatchObject({ project_name: 'No School Field', school: 'Green Valley School, Sector 21, Noida' });
    const changed = await call('PUT', ONE(show.id), 'coach', form({ school: undefined, project_name: 'Still Ours' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ project_name: 'Still Ours', school: 'Green Valley School, Sector 21, Noida' });
  });

  it('names unknown usernames and students of another school, saving nothing', async () => {
    expect(await refused('POST', TEACHER, 'coach', form({ students: 'asha, ghost, farid' }), 400))
      .toBe('These usernames are not students of your school: ghost, farid.');
    const hindi = await call('POST', TEACHER, 'coach', form({ students: 'ghost' }), { 'accept-language': 'hi' });
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F].*ghost/);
  });

  it('refuses another school in the form (403), and everyone but teachers', async () => {
    expect(await refused('POST', TEACHER, 'coach', form({ school: 'Other School, Sector 9, Delhi' }), 403)).toBe(KREATIVITY_MESSAGES.otherSchool);
    for (const who of ['office', 'asha', 'parent', 'root']) await refused('POST', TEACHER, who, form(), 403);
    expect((await call('POST', TEACHER, null, form())).statusCode).toBe(401);
  });
});

describe('Kreativity Show: the lists', () => {
  it('lists the school\'s shows newest first, a page at a time, for the teacher and the school account', async () => {
    await create({ project_name: 'Old Show', date_assigned: '2025-01-05', students: 'chetan' });
    await create({ project_name: 'New Show', date_assigned: '2030-01-05', students: 'chetan, asha' });
    const teacher = await listed('coach');
    expect(await listed('office', SCHOOL)).toEqual(teacher);
    expect(teacher.results[0]).toMatchObject({ project_name: 'New Show', students: 'asha, chetan' });
    expect(teacher.results.at(-1)!.project_name).toBe('Old Show');
    const page = kreativityShowListSchema.parse((await call('GET', `${TEACHER}?limit=1&offset=1`, 'coach')).json());
    expect(page).toMatchObject({ count: teacher.count, limit: 1, offset: 1, results: [teacher.results[1]] });
  });

  it('shows another school none of them; a superuser reads a school with ?school=', async () => {
    expect(await listed('farcoach')).toMatchObject({ count: 0, results: [] });
    expect((await listed('root', `${SCHOOL}?school=${gvId}`)).count).toBeGreaterThan(0);
    expect((await listed('root', `${TEACHER}?school=${otherId}`)).count).toBe(0);
    expect((await call('GET', TEACHER, 'root')).statusCode).toBe(400);
  });

  it('is for each dashboard\'s own role', async () => {
    expect((await call('GET', TEACHER, 'office')).statusCode).toBe(403);
    expect((await call('GET', SCHOOL, 'coach')).statusCode).toBe(403);
    for (const who of ['asha', 'parent']) {
      expect((await call('GET', TEACHER, who)).statusCode).toBe(403);
      expect((await call('GET', SCHOOL, who)).statusCode).toBe(403);
    }
  });
});

describe('Kreativity Show: updating a show', () => {
  it('replaces the day, name and students, recording before and after', async () => {
    const show = await create({ project_name: 'Musical Circuits', students: 'asha, bina' });
    const res = await call('PUT', ONE(show.id), 'coach', form({ date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: 'bina,chetan' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(kreativityShowSchema.parse(res.json())).toMatchObject({ id: show.id, date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: 'bina, chetan' });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'kreativity_show'), eq(auditLog.entityId, String(show.id)), eq(auditLog.action, 'update')));
    expect(entry.before).toEqual({ date_assigned: '2026-04-10', project_name: 'Musical Circuits', students: ['asha', 'bina'] });
    expect(entry.after).toEqual({ date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: ['bina', 'chetan'] });
  });

  it('checks an update like an addition, changing nothing when refused', async () => {
    const show = await create({ project_name: 'Mars Rover', students: 'asha' });
    expect(await refused('PUT', ONE(show.id), 'coach', form({ students: 'farid' }), 400)).toBe('These usernames are not students of your school: farid.');
    expect(await refused('PUT', ONE(show.id), 'coach', form({ school: 'other' }), 403)).toBe(KREATIVITY_MESSAGES.otherSchool);
    expect(await refused('PUT', ONE(show.id), 'coach', form({ project_name: ' ' }), 400)).toContain(KREATIVITY_MESSAGES.required);
    expect((await listed('coach')).results.find((s) => s.id === show.id)).toEqual(show);
  });

  it('answers 404 for another school\'s show or none, and refuses non-teachers', async () => {
    const show = await create({ project_name: 'Clean Yamuna', students: 'asha' });
    expect(await refused('PUT', ONE(show.id), 'farcoach', form({ school: 'other', students: 'farid' }), 404)).toBe(KREATIVITY_MESSAGES.notFound);
    expect((await call('PUT', ONE(999999), 'coach', form())).statusCode).toBe(404);
    for (const who of ['office', 'asha', 'parent', 'root']) await refused('PUT', ONE(show.id), who, form(), 403);
    expect((await listed('coach')).results.find((s) => s.id === show.id)).toEqual(show);
  });
});
