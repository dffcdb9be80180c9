import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStudentsSchema, lmsEngagementSchema, schoolSummarySchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { createAdminWorld, type AdminWorld } from './test-world';

/** The administrator's cross-school reads are kept (`all-schools`) until any school changes, or an administrator writes. */
let t: TestApp;
let w: AdminWorld;
const base = '/api/adminaccess/admin-dashboard';

beforeAll(async () => {
  t = await createTestApp({ staffAnswersSeconds: 60 });
  w = await createAdminWorld(t);
});
afterAll(() => t.close());

const read = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${base}${url}`, headers: authHeader(w.token.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const totalStudents = async () => schoolSummarySchema.parse(await read('/school-summary/')).total_students;
const studentCount = async () => adminStudentsSchema.parse(await read('/students/')).count;

describe('kept cross-school answers', () => {
  it('stand past a change made outside the app, and not past a write of any one school', async () => {
    expect([await totalStudents(), await studentCount()]).toEqual([5, 5]);
    // Written past the app (as another server would): the kept answers stand for now.
    await createUser(t.db, { username: 'new.kid', role: 'student', schoolId: w.school.zeta, grade: 5, section: 'A' });
    expect([await totalStudents(), await studentCount()]).toEqual([5, 5]);
    // A coach of Alpha writes a note: Alpha changed, so every cross-school answer is computed afresh.
    const note = await t.app.inject({ method: 'POST', url: '/api/teacher_dashboard/reflections/', headers: authHeader(w.token.coach), payload: { date: '2026-11-02', note: 'Club met' } });
    expect(note.statusCode, note.body).toBe(201);
    expect([await totalStudents(), await studentCount()]).toEqual([6, 6]);
  });

  it('do not stand past an administrator’s write', async () => {
    await createUser(t.db, { username: 'newer.kid', role: 'student', schoolId: w.school.zeta, grade: 5, section: 'A' });
    expect(await totalStudents()).toBe(6);
    const added = await t.app.inject({ method: 'POST', url: `${base}/schools/`, headers: authHeader(w.token.admin), payload: { name: 'Omega School', code: 'omega', city: 'Agra' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await totalStudents()).toBe(7);
  });

  it('keep the school the LMS engagement opens on (the first by name) until an administrator adds one that sorts first', async () => {
    const openedOn = async () => lmsEngagementSchema.parse(await read('/lms-engagement/')).school?.name;
    expect(await openedOn()).toBe('Alpha School, Sector 1, Noida');
    // Added past the app: the kept first school stands (the route no longer asks the database on every call).
    await createSchool(t.db, 'aardvark', 'Aardvark School, Agra');
    expect(await openedOn()).toBe('Alpha School, Sector 1, Noida');
    // An administrator's write of a school starts it afresh: the next call opens on the school now first by name.
    const added = await t.app.inject({ method: 'POST', url: `${base}/schools/`, headers: authHeader(w.token.admin), payload: { name: 'Aaa School, Agra', code: 'aaa', city: 'Agra' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await openedOn()).toBe('Aaa School, Agra');
  });
});
