import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  errorSchema, reflectionEndpoints, reflectionListSchema, reflectionSchema, type EndpointBody, type EndpointQuery, type Reflection,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { teacherReflections } from './reflections.table';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    coach: { role: 'teacher', school: 'green-valley' },
    'other.coach': { role: 'teacher', school: 'green-valley' },
    office: { role: 'school', school: 'green-valley' },
    asha: { role: 'student', school: 'green-valley' },
    admin: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

type Input = EndpointBody<typeof reflectionEndpoints.create>;
const create = (who: Who, body: Input, headers?: Record<string, string>) => w.as(who).call(reflectionEndpoints.create, { body, headers });
const update = (who: Who, id: number, body: Partial<Input>) => w.as(who).call(reflectionEndpoints.update, { params: { id }, body });
const remove = (who: Who, id: number) => w.as(who).call(reflectionEndpoints.remove, { params: { id } });
const list = (who: Who, query: EndpointQuery<typeof reflectionEndpoints.list> = {}) => w.as(who).call(reflectionEndpoints.list, { query });
const write = async (who: Who, date: string, note: string): Promise<Reflection> => {
  const res = await create(who, { date, note });
  expect(res.statusCode).toBe(201);
  return reflectionSchema.parse(res.json());
};
const listOf = async (who: Who, query: EndpointQuery<typeof reflectionEndpoints.list> = {}) => reflectionListSchema.parse((await list(who, query)).json());

describe('My Reflections', () => {
  it('writes a note and lists the writer\'s notes, newest date first, page by page', async () => {
    const first = await write('coach', '2026-04-02', 'Sensors lesson went well.');
    expect(first).toMatchObject({ date: '2026-04-02', note: 'Sensors lesson went well.' });
    expect(new Date(first.updated_at).toISOString()).toBe(first.updated_at);
    await write('coach', '2026-05-10', '  Grade 7 built bridges.  ');
    await write('coach', '2026-03-15', 'Planning the term.');
    await write('other.coach', '2026-06-01', 'Not yours.');

    const all = await listOf('coach');
    expect(all).toMatchObject({ count: 3, limit: 20, offset: 0 });
    expect(all.results.map((r) => r.date)).toEqual(['2026-05-10', '2026-04-02', '2026-03-15']);
    expect(all.results[0].note).toBe('Grade 7 built bridges.');
    const page = await listOf('coach', { limit: 1, offset: 1 });
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1, results: [{ date: '2026-04-02' }] });
    expect((await listOf('other.coach')).results.map((r) => r.note)).toEqual(['Not yours.']);
  });

  it('changes only the fields sent, and moves updated_at', async () => {
    const note = await write('coach', '2026-05-20', 'Before');
    await t.db.update(teacherReflections).set({ updatedAt: new Date('2026-05-20T10:00:00Z') }).where(eq(teacherReflections.id, note.id));
    const res = await update('coach', note.id, { note: 'After' });
    expect(res.statusCode).toBe(200);
    const changed = reflectionSchema.parse(res.json());
    expect(changed).toMatchObject({ id: note.id, date: '2026-05-20', note: 'After' });
    expect(Date.parse(changed.updated_at)).toBeGreaterThan(Date.parse('2026-05-20T10:00:00Z'));
    const redated = reflectionSchema.parse((await update('coach', note.id, { date: '2026-05-21' })).json());
    expect(redated).toMatchObject({ date: '2026-05-21', note: 'After' });
  });

  it("answers 404 for another teacher's note, as for a missing one, and changes nothing", async () => {
    const theirs = await write('other.coach', '2026-05-01', 'Private');
    for (const change of [(id: number) => update('coach', id, { note: 'Hacked' }), (id: number) => remove('coach', id)]) {
      const res = await change(theirs.id);
      expect(res.statusCode).toBe(404);
      expect(errorSchema.parse(res.json()).detail).toBe('Reflection not found.');
      expect((await change(999999)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(teacherReflections).where(eq(teacherReflections.id, theirs.id));
    expect(row.note).toBe('Private');
  });

  it('deletes the writer\'s own note', async () => {
    const note = await write('coach', '2026-01-05', 'Short-lived');
    const res = await remove('coach', note.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Reflection deleted.' });
    expect((await listOf('coach')).results.some((r) => r.id === note.id)).toBe(false);
    expect((await remove('coach', note.id)).statusCode).toBe(404);
  });

  it('needs a note and a day, and says so in Hindi when asked', async () => {
    const blank = await create('coach', { date: '2026-05-01', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'note', message: 'Please write your reflection.' }]);
    expect((await create('coach', { date: '1 May', note: 'x' })).statusCode).toBe(400);
    expect((await create('coach', { date: '2026-05-01', note: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await update('coach', 1, { note: '' })).statusCode).toBe(400);
    const hindi = await create('coach', { date: '2026-05-01', note: '' }, { 'accept-language': 'hi' });
    expect(hindi.json().errors[0].message).toMatch(/[\u0900-\u097F]/);
  });

  it('is for teachers; a superuser passes the roles rule but has only an empty notebook of their own', async () => {
    for (const who of ['office', 'asha'] as const) expect((await list(who)).statusCode, who).toBe(403);
    expect((await list('anonymous')).statusCode).toBe(401);
    const admin = await listOf('admin');
    expect(admin).toMatchObject({ count: 0, results: [] });
    const [coachNote] = (await listOf('coach')).results;
    expect((await update('admin', coachNote.id, { note: 'x' })).statusCode).toBe(404);
    expect((await remove('admin', coachNote.id)).statusCode).toBe(404);
  });
});
