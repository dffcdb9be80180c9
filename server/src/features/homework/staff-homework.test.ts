import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHomeworkEndpoints, staffHomeworkSchema, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { holidayHomeworkSubmissions as hw } from './homework.table';

let t: TestApp;
const people = worldSpec({
  schools: { home: { name: 'Home School' }, away: { name: 'Away School' } },
  users: {
    asha: { name: 'Asha', role: 'student', school: 'home', grade: 7, section: 'A' },
    bina: { name: 'Bina', role: 'student', school: 'home', grade: 7, section: 'B' },
    dev: { name: 'Dev', role: 'student', school: 'home', grade: 8, section: 'A' },
    farid: { name: 'Farid', role: 'student', school: 'away', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'home' },
    'away.coach': { role: 'teacher', school: 'away' },
    head: { role: 'school', school: 'home' },
    root: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;
let homeId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const home = { id: w.school.home };
  const away = { id: w.school.away };
  homeId = home.id;
  const [s7a, s7b, s8a, far] = (['asha', 'bina', 'dev', 'farid'] as const).map((who) => ({ id: w.id[who] }));
  const at = (iso: string) => new Date(iso);
  await t.db.insert(hw).values([
    { studentId: s7a.id, schoolId: home.id, grade: 7, section: 'A', text: 'Old one', submittedAt: at('2026-05-01T10:00:00Z') },
    { studentId: s7a.id, schoolId: home.id, grade: 7, section: 'A', text: 'New one', submittedAt: at('2026-06-01T10:00:00Z') },
    { studentId: s7b.id, schoolId: home.id, grade: 7, section: 'B', text: 'From B', submittedAt: at('2026-05-15T10:00:00Z') },
    { studentId: s8a.id, schoolId: home.id, grade: 8, section: 'A', text: 'Grade 8', submittedAt: at('2026-05-20T10:00:00Z') },
    { studentId: far.id, schoolId: away.id, grade: 7, section: 'A', text: 'Elsewhere', submittedAt: at('2026-05-20T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

const get = (who: PersonOf<typeof people>, query?: EndpointQuery<typeof staffHomeworkEndpoints.teacher>) =>
  w.as(who).call(staffHomeworkEndpoints.teacher, { query });

describe('GET /api/teacher_dashboard/holiday-homework/', () => {
  it('groups one grade of the own school by section, newest first, and lists the classes with submissions', async () => {
    const res = await get('coach', { grade: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffHomeworkSchema.parse(res.json());
    expect(Object.keys(body.results)).toEqual(['7']);
    expect(body.results['7'].A.map((s) => s.text)).toEqual(['New one', 'Old one']);
    expect(body.results['7'].B.map((s) => [s.student_name, s.text])).toEqual([['Bina', 'From B']]);
    expect(body.classes).toEqual([{ grade: 7, section: 'A' }, { grade: 7, section: 'B' }, { grade: 8, section: 'A' }]);
  });

  it('narrows to one section', async () => {
    const body = staffHomeworkSchema.parse((await get('coach', { grade: 7, section: 'B' })).json());
    expect(Object.keys(body.results['7'])).toEqual(['B']);
  });

  it("never shows another school's submissions; a superuser names the school", async () => {
    const away = staffHomeworkSchema.parse((await get('away.coach', { grade: 7 })).json());
    expect(away.results['7'].A.map((s) => s.text)).toEqual(['Elsewhere']);
    const root = await get('root', { grade: 8, school: homeId });
    expect(root.statusCode, root.body).toBe(200);
    expect(staffHomeworkSchema.parse(root.json()).results['8'].A[0].text).toBe('Grade 8');
  });

  it('refuses students and school accounts, and a grade out of range', async () => {
    expect((await get('asha', { grade: 7 })).statusCode).toBe(403);
    expect((await get('head', { grade: 7 })).statusCode).toBe(403);
    const bad = await get('coach', { grade: 13 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));
    expect((await get('coach')).statusCode).toBe(400);
  });
});
