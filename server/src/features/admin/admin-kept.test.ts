import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, adminStudentsSchema, lmsEngagementSchema, reflectionEndpoints, schoolSummarySchema, type EndpointDefinition } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedWorld } from '../../test/world';
import { schools } from '../../core/identity/schools.table';
import { createAdminWorld, type AdminWorld } from './test-world';

/** The administrator's cross-school reads are kept (`all-schools`) until any school changes, or an administrator writes. */
let t: TestApp;
let w: AdminWorld;

beforeAll(async () => {
  t = await createTestApp({ staffAnswersSeconds: 60 });
  w = await createAdminWorld(t);
});
afterAll(() => t.close());

const read = async (endpoint: EndpointDefinition) => {
  const res = await w.as('admin').call(endpoint);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const totalStudents = async () => schoolSummarySchema.parse(await read(adminEndpoints.schoolSummary)).total_students;
const studentCount = async () => adminStudentsSchema.parse(await read(adminEndpoints.students)).count;
/** A student written straight into the database (as another server would), into Zeta. */
const addStudentPastTheApp = (username: string) =>
  seedWorld(t.db, { users: { [username]: { role: 'student', school: w.school.zeta, grade: 5, section: 'A' } }, signedIn: false });

describe('kept cross-school answers', () => {
  it('stand past a change made outside the app, and not past a write of any one school', async () => {
    expect([await totalStudents(), await studentCount()]).toEqual([5, 5]);
    // Written past the app (as another server would): the kept answers stand for now.
    await addStudentPastTheApp('new.kid');
    expect([await totalStudents(), await studentCount()]).toEqual([5, 5]);
    // A coach of Alpha writes a note: Alpha changed, so every cross-school answer is computed afresh.
    const note = await w.as('coach').call(reflectionEndpoints.create, { body: { date: '2026-11-02', note: 'Club met' } });
    expect(note.statusCode, note.body).toBe(201);
    expect([await totalStudents(), await studentCount()]).toEqual([6, 6]);
  });

  it('do not stand past an administrator’s write', async () => {
    await addStudentPastTheApp('newer.kid');
    expect(await totalStudents()).toBe(6);
    const added = await w.as('admin').call(adminEndpoints.addSchool, { body: { name: 'Omega School', code: 'omega', city: 'Agra' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await totalStudents()).toBe(7);
  });

  it('keep the school the LMS engagement opens on (the first by name) until an administrator adds one that sorts first', async () => {
    const openedOn = async () => lmsEngagementSchema.parse(await read(adminEndpoints.lmsEngagement)).school?.name;
    expect(await openedOn()).toBe('Alpha School, Sector 1, Noida');
    // Added past the app: the kept first school stands (the route no longer asks the database on every call).
    // (A bare row: seedWorld writes at least one person.)
    await t.db.insert(schools).values({ code: 'aardvark', name: 'Aardvark School, Agra', city: 'Noida' });
    expect(await openedOn()).toBe('Alpha School, Sector 1, Noida');
    // An administrator's write of a school starts it afresh: the next call opens on the school now first by name.
    const added = await w.as('admin').call(adminEndpoints.addSchool, { body: { name: 'Aaa School, Agra', code: 'aaa', city: 'Agra' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await openedOn()).toBe('Aaa School, Agra');
  });
});
