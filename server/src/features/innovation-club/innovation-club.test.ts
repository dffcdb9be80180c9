import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  errorSchema, INNOVATION_MESSAGES, innovationClubEndpoints, innovationClubListSchema, innovationProjectSchema,
  type EndpointBody, type EndpointQuery, type InnovationProject,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { innovationProjectMembers, innovationProjects } from './innovation-club.table';

const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    asha: { name: 'Asha', role: 'student', school: 'gv', grade: 7, section: 'A' },
    bina: { name: 'Bina', role: 'student', school: 'gv', grade: 7, section: 'B' },
    chetan: { name: 'Chetan', role: 'student', school: 'gv', grade: 8, section: 'A' },
    waiting: { role: 'student', school: 'gv', approval: 'pending' },
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

type CreateBody = EndpointBody<typeof innovationClubEndpoints.create>;
type ModifyBody = EndpointBody<typeof innovationClubEndpoints.modify>;
const lang = (hindi?: boolean) => (hindi ? { headers: { 'accept-language': 'hi' } } : {});
const post = (who: Who, body: CreateBody, hindi?: boolean) => w.as(who).call(innovationClubEndpoints.create, { body, ...lang(hindi) });
const patch = (who: Who, body: ModifyBody, hindi?: boolean) => w.as(who).call(innovationClubEndpoints.modify, { body, ...lang(hindi) });
type ListQuery = EndpointQuery<typeof innovationClubEndpoints.teacherList>;
const teacherList = (who: Who, query: ListQuery = {}) => w.as(who).call(innovationClubEndpoints.teacherList, { query });
const schoolList = (who: Who, query: ListQuery = {}) => w.as(who).call(innovationClubEndpoints.schoolList, { query });

const form = (overrides: Partial<CreateBody> = {}): CreateBody => ({
  project_name: 'Smart Dustbin', progress: 'Ideation', school: 'gv', grade: 7, section: 'A', date: '2026-04-10', students: ['asha', 'bina'], ...overrides,
});
const projectCount = async () => (await t.db.select({ n: count() }).from(innovationProjects))[0].n;
async function create(overrides: Partial<CreateBody> = {}): Promise<InnovationProject> {
  const res = await post('coach', form(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return innovationProjectSchema.parse(res.json());
}
async function refused(who: Who, body: CreateBody, status: number) {
  const before = await projectCount();
  const res = await post(who, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(await projectCount()).toBe(before);
  return errorSchema.parse(res.json()).detail;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
});
afterAll(() => t.close());

describe('Innovation Club: adding a project', () => {
  it('adds a project with students of the school and records it in the audit log', async () => {
    const project = await create({ students: ['Asha', 'bina'] });
    expect(project).toMatchObject({ project_name: 'Smart Dustbin', progress: 'Ideation', date: '2026-04-10', school: 'Green Valley School, Sector 21, Noida', grade: 7, section: 'A' });
    expect(project.students).toEqual([
      { name: 'Asha', grade: 7, section: 'A', user: { username: 'asha' } },
      { name: 'Bina', grade: 7, section: 'B', user: { username: 'bina' } },
    ]);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'innovation_project'), eq(auditLog.entityId, String(project.id))));
    expect(entry).toMatchObject({ action: 'create', schoolId: gvId });
    expect(entry.after).toMatchObject({ project_name: 'Smart Dustbin', students: ['asha', 'bina'] });
  });

  it('takes the school by its name too, and leaves grade, section and date optional (date: today)', async () => {
    const project = await create({ school: 'green valley school, sector 21, noida', grade: '', section: undefined, date: undefined, students: ['chetan'] });
    expect(project).toMatchObject({ grade: null, section: null });
    expect(project.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses missing fields and an empty choice of students, saving nothing', async () => {
    expect(await refused('coach', form({ project_name: '  ' }), 400)).toContain(INNOVATION_MESSAGES.required);
    expect(await refused('coach', form({ progress: undefined }), 400)).toContain(INNOVATION_MESSAGES.required);
    expect(await refused('coach', form({ students: [] }), 400)).toContain(INNOVATION_MESSAGES.noStudents);
    expect(await refused('coach', form({ students: undefined }), 400)).toContain(INNOVATION_MESSAGES.noStudents);
    expect(await refused('coach', form({ date: '2026-02-31' }), 400)).toContain('not a day of the calendar');
    expect(await refused('coach', form({ grade: 13 }), 400)).toContain('Grade');
  });

  it("takes the teacher's own school when the form names none (staff never choose a school)", async () => {
    const project = await create({ school: undefined, project_name: 'No School Field' });
    expect(project).toMatchObject({ project_name: 'No School Field', school: 'Green Valley School, Sector 21, Noida' });
    const [row] = await t.db.select().from(innovationProjects).where(eq(innovationProjects.id, project.id));
    expect(row.schoolId).toBe(gvId);
  });

  it('names unknown usernames and students of another school, saving nothing', async () => {
    const members = async () => (await t.db.select({ n: count() }).from(innovationProjectMembers))[0].n;
    const before = await members();
    const detail = await refused('coach', form({ students: ['asha', 'ghost', 'farid', 'waiting'] }), 400);
    expect(detail).toBe('These usernames are not students of your school: ghost, farid, waiting.');
    expect(await members()).toBe(before);
  });

  it('refuses another school in the form (403) and answers in Hindi when asked', async () => {
    expect(await refused('coach', form({ school: 'other' }), 403)).toBe(INNOVATION_MESSAGES.otherSchool);
    const hindi = await post('coach', form({ students: [] }), true);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F]/);
  });

  it('lets only teachers write: school accounts, students, parents and superusers are refused', async () => {
    for (const who of ['office', 'asha', 'parent', 'root'] as const) await refused(who, form(), 403);
    expect((await post('anonymous', form())).statusCode).toBe(401);
  });
});

describe('Innovation Club: the lists', () => {
  it('lists the school\'s projects newest first, a page at a time, for the teacher and the school account', async () => {
    await create({ project_name: 'Old Project', date: '2025-01-05', students: ['asha'] });
    await create({ project_name: 'Future Project', date: '2030-01-05', students: ['asha'] });
    const teacher = innovationClubListSchema.parse((await teacherList('coach')).json());
    const school = innovationClubListSchema.parse((await schoolList('office')).json());
    expect(school).toEqual(teacher);
    expect(teacher.innovation_clubs[0].project_name).toBe('Future Project');
    expect(teacher.innovation_clubs.at(-1)!.project_name).toBe('Old Project');
    const days = teacher.innovation_clubs.map((p) => p.date);
    expect([...days].sort().reverse()).toEqual(days);
    const page = innovationClubListSchema.parse((await teacherList('coach', { limit: 1, offset: 1 })).json());
    expect(page).toMatchObject({ count: teacher.count, limit: 1, offset: 1 });
    expect(page.innovation_clubs).toEqual([teacher.innovation_clubs[1]]);
  });

  it('shows another school none of them; a superuser reads a school with ?school=', async () => {
    const away = innovationClubListSchema.parse((await teacherList('farcoach')).json());
    expect(away).toMatchObject({ count: 0, innovation_clubs: [] });
    const admin = innovationClubListSchema.parse((await schoolList('root', { school: gvId })).json());
    expect(admin.count).toBeGreaterThan(0);
    expect(innovationClubListSchema.parse((await teacherList('root', { school: otherId })).json()).count).toBe(0);
    expect((await schoolList('root')).statusCode).toBe(400);
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

describe('Innovation Club: modifying a project', () => {
  it('changes progress and removes students, recording before and after', async () => {
    const project = await create({ project_name: 'Solar Charger', students: ['asha', 'bina', 'chetan'] });
    const res = await patch('coach', { id: project.id, progress: 'Prototype', remove_students: ['BINA', 'chetan'] });
    expect(res.statusCode, res.body).toBe(200);
    const changed = innovationProjectSchema.parse(res.json());
    expect(changed.progress).toBe('Prototype');
    expect(changed.students.map((s) => s.user.username)).toEqual(['asha']);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'innovation_project'), eq(auditLog.entityId, String(project.id)), eq(auditLog.action, 'update')));
    expect(entry.before).toEqual({ progress: 'Ideation', students: ['asha', 'bina', 'chetan'] });
    expect(entry.after).toEqual({ progress: 'Prototype', students: ['asha'] });
  });

  it('says "Some students not found" for a student not on the project, and changes nothing', async () => {
    const project = await create({ project_name: 'Plant Waterer', students: ['asha', 'bina'] });
    const res = await patch('coach', { id: project.id, progress: 'Testing', remove_students: ['bina', 'chetan'] });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).detail).toBe('Some students not found: chetan');
    const now = innovationClubListSchema.parse((await teacherList('coach')).json()).innovation_clubs.find((p) => p.id === project.id)!;
    expect(now).toEqual(project);
    const hindi = await patch('coach', { id: project.id, remove_students: ['chetan'] }, true);
    expect(hindi.json().detail).toMatch(/[\u0900-\u097F].*chetan/);
  });

  it('keeps at least one student and validates progress', async () => {
    const project = await create({ project_name: 'Line Follower', students: ['asha'] });
    const all = await patch('coach', { id: project.id, remove_students: ['asha'] });
    expect(all.statusCode).toBe(400);
    expect(all.json().detail).toBe(INNOVATION_MESSAGES.keepOneStudent);
    const blank = await patch('coach', { id: project.id, progress: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain(INNOVATION_MESSAGES.required);
  });

  it('answers 404 for another school\'s project or none, and refuses non-teachers', async () => {
    const project = await create({ project_name: 'Street Light', students: ['asha'] });
    expect((await patch('farcoach', { id: project.id, progress: 'Done' })).statusCode).toBe(404);
    expect((await patch('coach', { id: 999999, progress: 'Done' })).statusCode).toBe(404);
    for (const who of ['office', 'asha', 'parent', 'root'] as const) expect((await patch(who, { id: project.id, progress: 'Done' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(innovationProjects).where(eq(innovationProjects.id, project.id));
    expect(row.progress).toBe('Ideation');
  });
});
