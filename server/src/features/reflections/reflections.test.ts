import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorSchema, reflectionListSchema, reflectionSchema, type Reflection } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { teacherReflections } from './reflections.table';

let t: TestApp;
let token: Record<string, string>;
const id: Record<string, number> = {};
const URL = '/api/teacher_dashboard/reflections/';

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  for (const [username, role] of [['coach', 'teacher'], ['other.coach', 'teacher'], ['office', 'school'], ['asha', 'student']] as const) {
    id[username] = (await createUser(t.db, { username, role, schoolId: school.id })).id;
  }
  id.admin = (await createUser(t.db, { username: 'admin', role: 'school', schoolId: null, isSuperuser: true })).id;
  token = await tokensFor(t.db, ['coach', 'other.coach', 'office', 'asha', 'admin']);
});
afterAll(() => t.close());

const call = (who: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? authHeader(token[who]) : {}), ...headers } });
const write = async (who: string, date: string, note: string): Promise<Reflection> => {
  const res = await call(who, 'POST', URL, { date, note });
  expect(res.statusCode).toBe(201);
  return reflectionSchema.parse(res.json());
};
const listOf = async (who: string, query = '') => reflectionListSchema.parse((await call(who, 'GET', `${URL}${query}`)).json());

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
    const page = await listOf('coach', '?limit=1&offset=1');
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1, results: [{ date: '2026-04-02' }] });
    expect((await listOf('other.coach')).results.map((r) => r.note)).toEqual(['Not yours.']);
  });

  it('changes only the fields sent, and moves updated_at', async () => {
    const note = await write('coach', '2026-05-20', 'Before');
    await t.db.update(teacherReflections).set({ updatedAt: new Date('2026-05-20T10:00:00Z') }).where(eq(teacherReflections.id, note.id));
    const res = await call('coach', 'PATCH', `${URL}${note.id}/`, { note: 'After' });
    expect(res.statusCode).toBe(200);
    const changed = reflectionSchema.parse(res.json());
    expect(changed).toMatchObject({ id: note.id, date: '2026-05-20', note: 'After' });
    expect(Date.parse(changed.updated_at)).toBeGreaterThan(Date.parse('2026-05-20T10:00:00Z'));
    const redated = reflectionSchema.parse((await call('coach', 'PATCH', `${URL}${note.id}/`, { date: '2026-05-21' })).json());
    expect(redated).toMatchObject({ date: '2026-05-21', note: 'After' });
  });

  it("answers 404 for another teacher's note, as for a missing one, and changes nothing", async () => {
    const theirs = await write('other.coach', '2026-05-01', 'Private');
    for (const [method, payload] of [['PATCH', { note: 'Hacked' }], ['DELETE', undefined]] as const) {
      const res = await call('coach', method, `${URL}${theirs.id}/`, payload);
      expect(res.statusCode).toBe(404);
      expect(errorSchema.parse(res.json()).detail).toBe('Reflection not found.');
      expect((await call('coach', method, `${URL}999999/`, payload)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(teacherReflections).where(eq(teacherReflections.id, theirs.id));
    expect(row.note).toBe('Private');
  });

  it('deletes the writer\'s own note', async () => {
    const note = await write('coach', '2026-01-05', 'Short-lived');
    const res = await call('coach', 'DELETE', `${URL}${note.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Reflection deleted.' });
    expect((await listOf('coach')).results.some((r) => r.id === note.id)).toBe(false);
    expect((await call('coach', 'DELETE', `${URL}${note.id}/`)).statusCode).toBe(404);
  });

  it('needs a note and a day, and says so in Hindi when asked', async () => {
    const blank = await call('coach', 'POST', URL, { date: '2026-05-01', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'note', message: 'Please write your reflection.' }]);
    expect((await call('coach', 'POST', URL, { date: '1 May', note: 'x' })).statusCode).toBe(400);
    expect((await call('coach', 'POST', URL, { date: '2026-05-01', note: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await call('coach', 'PATCH', `${URL}1/`, { note: '' })).statusCode).toBe(400);
    const hindi = await call('coach', 'POST', URL, { date: '2026-05-01', note: '' }, { 'accept-language': 'hi' });
    expect(hindi.json().errors[0].message).toMatch(/[\u0900-\u097F]/);
  });

  it('is for teachers; a superuser passes the roles rule but has only an empty notebook of their own', async () => {
    for (const who of ['office', 'asha']) expect((await call(who, 'GET', URL)).statusCode, who).toBe(403);
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    const admin = await listOf('admin');
    expect(admin).toMatchObject({ count: 0, results: [] });
    const [coachNote] = (await listOf('coach')).results;
    expect((await call('admin', 'PATCH', `${URL}${coachNote.id}/`, { note: 'x' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${URL}${coachNote.id}/`)).statusCode).toBe(404);
  });
});
