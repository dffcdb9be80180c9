import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorSchema, loginActivityEndpoints, loginActivityResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { loginEvents } from '../../core/identity/accounts.table';
import { avatars, studentProfiles } from '../../core/identity/students.table';
import { currentYearIn } from '../../lib/school-time';

const people = worldSpec({
  schools: {
    'green-valley': { name: 'Green Valley School, Sector 21, Noida' },
    // 03:00 UTC on 2 March is still 22:00 on 1 March in New York (and 08:30 on 2 March in India).
    ny: { name: 'Harbour School, New York', city: 'New York', timeZone: 'America/New_York' },
  },
  users: {
    asha: { role: 'student', school: 'green-valley', grade: 7, section: 'B', name: 'Asha Rao' },
    ravi: { role: 'student', school: 'green-valley' },
    nia: { role: 'student', school: 'ny' },
    coach: { role: 'teacher', school: 'green-valley' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const thisYear = currentYearIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const school = { id: w.school['green-valley'] };
  const nySchool = { id: w.school.ny };
  const { asha, ravi, nia } = w.id;
  await t.db.insert(avatars).values({ key: 'owl', label: 'Owl', imagePath: '/avatars/owl.svg' });
  await t.db.update(studentProfiles).set({ avatarKey: 'owl' }).where(eq(studentProfiles.userId, asha));

  const at = (userId: number, iso: string, n: number, schoolId = school.id) => ({ userId, schoolId, loggedInAt: new Date(iso), loginNum: n });
  await t.db.insert(loginEvents).values([
    at(asha, '2023-06-01T05:00:00Z', 1),
    at(asha, '2024-03-10T04:00:00Z', 2), // 09:30 IST, 10 March
    at(asha, '2024-03-10T10:00:00Z', 3), // 15:30 IST, 10 March
    at(asha, '2024-03-10T20:00:00Z', 4), // 01:30 IST, already 11 March
    at(asha, '2024-12-31T18:00:00Z', 5), // 23:30 IST, still 31 December
    at(asha, '2024-12-31T19:00:00Z', 6), // 00:30 IST, 1 January 2025: next year
    at(ravi, '2024-03-10T05:00:00Z', 1), // someone else's sign-in never counts
    at(nia, '2024-03-02T03:00:00Z', 1, nySchool.id),
  ]);
});
afterAll(() => t.close());

const get = (who: Who, year?: number | string) => w.as(who).call(loginActivityEndpoints.loginActivity, { query: { year } });

describe('GET /api/student_dashboard/student/login-activity/', () => {
  it('counts sign-ins per school-local day of the chosen year (20:00 UTC is the next day in Asia/Kolkata)', async () => {
    const res = await get('asha', 2024);
    expect(res.statusCode).toBe(200);
    const body = loginActivityResponseSchema.parse(res.json());
    expect(body.year).toBe(2024);
    expect(body.login_summary).toEqual([
      { date: '2024-03-10', login_count: 2 },
      { date: '2024-03-11', login_count: 1 },
      { date: '2024-12-31', login_count: 1 },
    ]);
  });

  it("puts a sign-in after local midnight on 31 December into the next year's figures", async () => {
    const body = loginActivityResponseSchema.parse((await get('asha', 2025)).json());
    expect(body.login_summary).toEqual([{ date: '2025-01-01', login_count: 1 }]);
  });

  it('uses the time zone of the student\'s own school', async () => {
    const body = loginActivityResponseSchema.parse((await get('nia', 2024)).json());
    expect(body.login_summary).toEqual([{ date: '2024-03-01', login_count: 1 }]);
  });

  it('gives the profile box, all-time total and the years with sign-ins plus the current year', async () => {
    const body = loginActivityResponseSchema.parse((await get('asha', 2023)).json());
    expect(body.student).toEqual({
      username: 'asha', name: 'Asha Rao', grade: 7, section: 'B', school: 'Green Valley School, Sector 21, Noida', profile_pic: '/avatars/owl.svg',
    });
    expect(body.total_logins).toBe(6);
    expect(body.years).toEqual([...new Set([2023, 2024, 2025, thisYear])].sort((a, b) => a - b));
    expect(body.login_summary).toEqual([{ date: '2023-06-01', login_count: 1 }]);
  });

  it('answers for the current school-local year when no year is given', async () => {
    const body = loginActivityResponseSchema.parse((await get('ravi')).json());
    expect(body.year).toBe(thisYear);
    expect(body.login_summary).toEqual([]);
    expect(body.total_logins).toBe(1);
    expect(body.student.profile_pic).toBeNull();
  });

  it('refuses a year that is not a number or out of range with 400', async () => {
    for (const q of ['abc', '1999', '2024.5']) {
      const res = await get('asha', q);
      expect(res.statusCode).toBe(400);
      expect(errorSchema.parse(res.json()).errors?.[0].field).toBe('year');
    }
  });

  it('needs a signed-in user (401) who is a student (403 for a teacher and for a superuser without a student profile)', async () => {
    expect((await get('anonymous')).statusCode).toBe(401);
    expect((await get('coach')).statusCode).toBe(403);
    const res = await get('root');
    expect(res.statusCode).toBe(403);
    expect(errorSchema.parse(res.json()).detail).toBe('Only students can use this.');
  });
});
