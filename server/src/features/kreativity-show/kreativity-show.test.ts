import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  errorSchema, KREATIVITY_MESSAGES, kreativityShowEndpoints, kreativityShowListSchema, kreativityShowSchema,
  type EndpointBody, type EndpointQuery, type KreativityShow,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { kreativityShowMembers, kreativityShows } from './kreativity-show.table';

const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    asha: { name: 'Asha', role: 'student', school: 'gv', grade: 7, section: 'A' },
    bina: { name: 'Bina', role: 'student', school: 'gv', grade: 7, section: 'B' },
    chetan: { name: 'Chetan', role: 'student', school: 'gv', grade: 8, section: 'A' },
    farid: { name: 'Farid', role: 'student', school: 'other' },
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
let gvId: number;
let otherId: number;

type ShowBody = EndpointBody<typeof kreativityShowEndpoints.create>;
type ListQuery = EndpointQuery<typeof kreativityShowEndpoints.teacherList>;
const teacherList = (who: Who, query: ListQuery = {}) => w.as(who).call(kreativityShowEndpoints.teacherList, { query });
const schoolList = (who: Who, query: ListQuery = {}) => w.as(who).call(kreativityShowEndpoints.schoolList, { query });
const post = (who: Who, body: ShowBody, headers?: Record<string, string>) => w.as(who).call(kreativityShowEndpoints.create, { body, headers });
const put = (who: Who, id: number, body: ShowBody) => w.as(who).call(kreativityShowEndpoints.update, { params: { id }, body });

const form = (overrides: Partial<ShowBody> = {}): ShowBody => ({
  date_assigned: '2026-04-10', project_name: 'Robots of Tomorrow', students: 'asha, bina', school: 'gv', ...overrides,
});
/** Shows and their students, to prove a refused call saved nothing. */
const stored = async () => [
  (await t.db.select({ n: count() }).from(kreativityShows))[0].n,
  (await t.db.select({ n: count() }).from(kreativityShowMembers))[0].n,
];
async function create(overrides: Partial<ShowBody> = {}): Promise<KreativityShow> {
  const res = await post('coach', form(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return kreativityShowSchema.parse(res.json());
}
/** A refused addition (no id) or update of show `id`. */
async function refused(who: Who, id: number | null, body: ShowBody, status: number) {
  const before = await stored();
  const res = await (id === null ? post(who, body) : put(who, id, body));
  expect(res.statusCode, res.body).toBe(status);
  expect(await stored()).toEqual(before);
  return errorSchema.parse(res.json()).detail;
}
const listed = async (who: Who, list = teacherList, query: ListQuery = {}) => kreativityShowListSchema.parse((await list(who, query)).json());

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
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
    expect(await refused('coach', null, form({ project_name: '' }), 400)).toContain(KREATIVITY_MESSAGES.required);
    expect(await refused('coach', null, form({ students: ' , ' }), 400)).toContain(KREATIVITY_MESSAGES.noStudents);
    expect(await refused('coach', null, form({ students: undefined }), 400)).toContain(KREATIVITY_MESSAGES.noStudents);
    expect(await refused('coach', null, form({ date_assigned: undefined }), 400)).toContain('date_assigned');
    expect(await refused('coach', null, form({ date_assigned: '2026-13-01' }), 400)).toContain('not a day of the calendar');
  });

  it("takes the teacher's own school when the form names none, when adding and updating", async () => {
    const show = await create({ school: undefined, project_name: 'No School Field' });
    expect(show).toMatchObject({ project_name: 'No School Field', school: 'Green Valley School, Sector 21, Noida' });
    const changed = await put('coach', show.id, form({ school: undefined, project_name: 'Still Ours' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ project_name: 'Still Ours', school: 'Green Valley School, Sector 21, Noida' });
  });

  it('names unknown usernames and students of another school, saving nothing', async () => {
    expect(await refused('coach', null, form({ students: 'asha, ghost, farid' }), 400))
      .toBe('These usernames are not students of your school: ghost, farid.');
    const hindi = await post('coach', form({ students: 'ghost' }), { 'accept-language': 'hi' });
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F].*ghost/);
  });

  it('refuses another school in the form (403), and everyone but teachers', async () => {
    expect(await refused('coach', null, form({ school: 'Other School, Sector 9, Delhi' }), 403)).toBe(KREATIVITY_MESSAGES.otherSchool);
    for (const who of ['office', 'asha', 'parent', 'root'] as const) await refused(who, null, form(), 403);
    expect((await post('anonymous', form())).statusCode).toBe(401);
  });
});

describe('Kreativity Show: the lists', () => {
  it('lists the school\'s shows newest first, a page at a time, for the teacher and the school account', async () => {
    await create({ project_name: 'Old Show', date_assigned: '2025-01-05', students: 'chetan' });
    await create({ project_name: 'New Show', date_assigned: '2030-01-05', students: 'chetan, asha' });
    const teacher = await listed('coach');
    expect(await listed('office', schoolList)).toEqual(teacher);
    expect(teacher.results[0]).toMatchObject({ project_name: 'New Show', students: 'asha, chetan' });
    expect(teacher.results.at(-1)!.project_name).toBe('Old Show');
    const page = kreativityShowListSchema.parse((await teacherList('coach', { limit: 1, offset: 1 })).json());
    expect(page).toMatchObject({ count: teacher.count, limit: 1, offset: 1, results: [teacher.results[1]] });
  });

  it('shows another school none of them; a superuser reads a school with ?school=', async () => {
    expect(await listed('farcoach')).toMatchObject({ count: 0, results: [] });
    expect((await listed('root', schoolList, { school: gvId })).count).toBeGreaterThan(0);
    expect((await listed('root', teacherList, { school: otherId })).count).toBe(0);
    expect((await teacherList('root')).statusCode).toBe(400);
  });

  it('is for each dashboard\'s own role', async () => {
    expect((await teacherList('office')).statusCode).toBe(403);
    expect((await schoolList('coach')).statusCode).toBe(403);
    for (const who of ['asha', 'parent'] as const) {
      expect((await teacherList(who)).statusCode).toBe(403);
      expect((await schoolList(who)).statusCode).toBe(403);
    }
  });
});

describe('Kreativity Show: updating a show', () => {
  it('replaces the day, name and students, recording before and after', async () => {
    const show = await create({ project_name: 'Musical Circuits', students: 'asha, bina' });
    const res = await put('coach', show.id, form({ date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: 'bina,chetan' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(kreativityShowSchema.parse(res.json())).toMatchObject({ id: show.id, date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: 'bina, chetan' });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'kreativity_show'), eq(auditLog.entityId, String(show.id)), eq(auditLog.action, 'update')));
    expect(entry.before).toEqual({ date_assigned: '2026-04-10', project_name: 'Musical Circuits', students: ['asha', 'bina'] });
    expect(entry.after).toEqual({ date_assigned: '2026-05-01', project_name: 'Musical Circuits II', students: ['bina', 'chetan'] });
  });

  it('checks an update like an addition, changing nothing when refused', async () => {
    const show = await create({ project_name: 'Mars Rover', students: 'asha' });
    expect(await refused('coach', show.id, form({ students: 'farid' }), 400)).toBe('These usernames are not students of your school: farid.');
    expect(await refused('coach', show.id, form({ school: 'other' }), 403)).toBe(KREATIVITY_MESSAGES.otherSchool);
    expect(await refused('coach', show.id, form({ project_name: ' ' }), 400)).toContain(KREATIVITY_MESSAGES.required);
    expect((await listed('coach')).results.find((s) => s.id === show.id)).toEqual(show);
  });

  it('answers 404 for another school\'s show or none, and refuses non-teachers', async () => {
    const show = await create({ project_name: 'Clean Yamuna', students: 'asha' });
    expect(await refused('farcoach', show.id, form({ school: 'other', students: 'farid' }), 404)).toBe(KREATIVITY_MESSAGES.notFound);
    expect((await put('coach', 999999, form())).statusCode).toBe(404);
    for (const who of ['office', 'asha', 'parent', 'root'] as const) await refused(who, show.id, form(), 403);
    expect((await listed('coach')).results.find((s) => s.id === show.id)).toEqual(show);
  });
});
