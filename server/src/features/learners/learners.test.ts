import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessReportSchema, attendanceSchema, errorSchema, learnerEndpoints, ATTENDANCE_DAYS, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, seedWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { schoolToday } from '../../lib/school-time';
import { loginEvents, users } from '../../core/identity/accounts.table';
import { activityDaily } from '../activity/activity.table';
import { lessons, subjects } from '../lessons/lessons.table';
import { shiftDay } from '../student-dashboard/test-helpers';
import { isoInZone } from '../../lib/school-time';

const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Asha Rao' },
    Ravi_K: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Ravi Kumar' },
    meera: { role: 'student', school: 'home', grade: 8, section: 'B', name: 'Meera Iyer' },
    kabir: { role: 'student', school: 'home', grade: 7, section: 'C', name: 'Kabir 100% Singh' },
    tara: { role: 'student', school: 'home', grade: 10, section: 'A', name: 'Tara Ashok' },
    'away.asha': { role: 'student', school: 'away', grade: 7, section: 'A', name: 'Asha Away' },
    coach: { role: 'teacher', school: 'home' },
    office: { role: 'school', school: 'home' },
    'away.coach': { role: 'teacher', school: 'away' },
    parent: { role: 'parent', school: 'home' },
    admin: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const id: Record<string, number> = {};
const DAY = 86_400_000;
const today = schoolToday('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  Object.assign(id, w.id, { home: w.school.home, away: w.school.away });
  await db.update(users).set({ loginCount: 12, lastLoginAt: new Date('2026-01-05T04:00:00Z') }).where(eq(users.id, id.asha));
});
afterAll(() => t.close());

const TEACHER = { report: learnerEndpoints.teacherAccessReport, student: learnerEndpoints.teacherAttendance } as const;
const SCHOOL = { report: learnerEndpoints.schoolAccessReport, student: learnerEndpoints.schoolAttendance } as const;
type Dashboard = typeof TEACHER | typeof SCHOOL;
type ReportQuery = EndpointQuery<typeof learnerEndpoints.teacherAccessReport>;
/** A class list or search of the dashboard. */
const list = (who: Who, dashboard: Dashboard, query: ReportQuery = {}) => w.as(who).call(dashboard.report, { query });
/** One student's attendance details on the dashboard. */
const student = (who: Who, dashboard: Dashboard, username: string, query: { school?: number } = {}) =>
  w.as(who).call(dashboard.student, { params: { username }, query });
const report = async (who: Who, dashboard: Dashboard, query: ReportQuery = {}) => {
  const res = await list(who, dashboard, query);
  expect(res.statusCode, res.body).toBe(200);
  return accessReportSchema.parse(res.json());
};
const usernames = (r: { students_by_grade_and_section: { user: { username: string } }[] }) => r.students_by_grade_and_section.map((s) => s.user.username);
const expectDetail = (res: { statusCode: number; json(): unknown }, status: number, detail?: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  const body = errorSchema.parse(res.json());
  if (detail) expect(body.detail).toMatch(detail);
};

describe('GET /api/{teacher|school}_dashboard/student_access_report/', () => {
  it('lists the school\'s classes by grade then section and answers the first class by default', async () => {
    const body = await report('coach', TEACHER);
    expect(body.classes).toEqual([
      { grade: 7, section: 'A', student_count: 2 }, { grade: 7, section: 'C', student_count: 1 },
      { grade: 8, section: 'B', student_count: 1 }, { grade: 10, section: 'A', student_count: 1 },
    ]);
    expect([body.grade, body.section]).toEqual([7, 'A']);
    expect(body.students_by_grade_and_section).toEqual([
      { user: { username: 'asha', email: 'asha@test.example' }, name: 'Asha Rao', grade: 7, section: 'A', login_count: 12, last_login: '2026-01-05T04:00:00.000Z', extra_time: null },
      { user: { username: 'Ravi_K', email: 'Ravi_K@test.example' }, name: 'Ravi Kumar', grade: 7, section: 'A', login_count: 0, last_login: null, extra_time: null },
    ]);
  });

  it('answers the class asked for (a grade alone: its first section), and an empty list for a class with nobody', async () => {
    const eight = await report('office', SCHOOL, { grade: 8, section: 'B' });
    expect([eight.grade, eight.section, usernames(eight)]).toEqual([8, 'B', ['meera']]);
    const ten = await report('office', SCHOOL, { grade: 10 });
    expect([ten.grade, ten.section, usernames(ten)]).toEqual([10, 'A', ['tara']]);
    const none = await report('office', SCHOOL, { grade: 9, section: 'D' });
    expect([none.grade, none.section, usernames(none)]).toEqual([9, 'D', []]);
    expect(none.classes).toHaveLength(4);
    expectDetail(await list('office', SCHOOL, { grade: 13 }), 400);
    expectDetail(await w.as('office').inject({ method: 'GET', url: `/api${SCHOOL.report.path}?section=Z` }), 400);
  });

  it('searches the whole school by username substring or name, in any case, never another school', async () => {
    const asha = await report('coach', TEACHER, { search: 'ASH' });
    expect([asha.grade, asha.section]).toEqual([null, null]);
    // asha by username and name, Tara Ashok by name; the away school's Asha is not listed.
    expect(usernames(asha)).toEqual(['asha', 'tara']);
    expect(usernames(await report('coach', TEACHER, { search: 'ravi_' }))).toEqual(['Ravi_K']);
    expect(usernames(await report('coach', TEACHER, { search: 'kumar' }))).toEqual(['Ravi_K']);
    // Wildcards are matched literally.
    expect(usernames(await report('coach', TEACHER, { search: '100%' }))).toEqual(['kabir']);
    expect(usernames(await report('coach', TEACHER, { search: '%' }))).toEqual(['kabir']);
    expect(usernames(await report('coach', TEACHER, { search: '_' }))).toEqual(['Ravi_K']);
    // A blank search is the default class.
    expect(usernames(await report('coach', TEACHER, { search: ' ' }))).toEqual(['asha', 'Ravi_K']);
  });

  it('keeps a search to 200 students', async () => {
    const many = Array.from({ length: 205 }, (_, i) => [`bulk${i}`, { role: 'student' as const, school: id.home, grade: 12, section: 'K', name: `Bulk Learner ${i}` }]);
    await seedWorld(t.db, { users: Object.fromEntries(many), signedIn: false });
    const body = await report('coach', TEACHER, { search: 'bulk' });
    expect(body.students_by_grade_and_section).toHaveLength(200);
    expect(body.classes.at(-1)).toEqual({ grade: 12, section: 'K', student_count: 205 });
  });

  it('is for the school\'s own staff of the dashboard\'s role, and superusers with ?school=', async () => {
    expectDetail(await list('anonymous', TEACHER), 401);
    expectDetail(await list('asha', TEACHER), 403);
    expectDetail(await list('parent', SCHOOL), 403);
    expectDetail(await list('office', TEACHER), 403);
    const away = await report('away.coach', TEACHER);
    expect(usernames(away)).toEqual(['away.asha']);
    expectDetail(await list('admin', SCHOOL), 400);
    expect(usernames(await report('admin', SCHOOL, { school: id.home, grade: 8, section: 'B' }))).toEqual(['meera']);
  });
});

describe('GET /api/{teacher|school}_dashboard/student_access_report/{username}/', () => {
  beforeAll(async () => {
    const now = Date.now();
    await t.db.insert(loginEvents).values([
      { userId: id.asha, schoolId: id.home, loggedInAt: new Date(now - 2 * DAY), loginNum: 11 },
      { userId: id.asha, schoolId: id.home, loggedInAt: new Date(now - 10 * DAY), loginNum: 10 },
      { userId: id.asha, schoolId: id.home, loggedInAt: new Date(now - (ATTENDANCE_DAYS + 5) * DAY), loginNum: 1 },
      { userId: id.meera, schoolId: id.home, loggedInAt: new Date(now - DAY), loginNum: 1 },
    ]);
    const [subject] = await t.db.insert(subjects).values({ grade: 7, slug: 'robotics', name: 'Robotics' }).returning();
    const [one, two] = await t.db.insert(lessons).values([
      { subjectId: subject.id, position: 1, name: 'Meet the robot' }, { subjectId: subject.id, position: 2, name: 'Motors' },
    ]).returning();
    const yesterday = shiftDay(today, -1);
    const row = (day: string, lessonId: number, action: string, seconds: number) => ({ studentId: id.asha, day, lessonId, subjectId: subject.id, action, seconds });
    await t.db.insert(activityDaily).values([
      row(yesterday, one.id, 'content', 90), row(yesterday, one.id, 'video', 30), row(yesterday, one.id, 'quiz', 60), row(yesterday, one.id, 'hint', 15),
      row(yesterday, two.id, 'simulator', 3725),
      row(shiftDay(today, -3), one.id, 'content', 45),
      row(shiftDay(today, -ATTENDANCE_DAYS - 1), one.id, 'content', 600),
      { ...row(yesterday, one.id, 'content', 999), studentId: id.meera },
    ]);
  });

  it('answers the student\'s sign-ins of the last 180 days (school time) and time per day, subject and lesson', async () => {
    const res = await student('coach', TEACHER, 'ASHA');
    expect(res.statusCode, res.body).toBe(200);
    const body = attendanceSchema.parse(res.json());
    expect(body.student).toMatchObject({ user: { username: 'asha' }, name: 'Asha Rao', grade: 7, section: 'A', login_count: 12 });
    expect(body.login_activity.map((l) => [l.login_username, l.login_num])).toEqual([['asha', 11], ['asha', 10]]);
    expect(body.login_activity[0].login_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(body.login_activity[0].login_date)).toBeGreaterThan(Date.now() - 2 * DAY - 2000);
    expect(body.access_data).toEqual([
      { date: shiftDay(today, -1), subject: 'Robotics', page_visited: 'Meet the robot', curriculum_time_spent: '00:03:15', video_time_spent: '00:00:30', content_time_spent: '00:01:30', quiz_time_spent: '00:01:00' },
      { date: shiftDay(today, -1), subject: 'Robotics', page_visited: 'Motors', curriculum_time_spent: '01:02:05', video_time_spent: '00:00:00', content_time_spent: '00:00:00', quiz_time_spent: '00:00:00' },
      { date: shiftDay(today, -3), subject: 'Robotics', page_visited: 'Meet the robot', curriculum_time_spent: '00:00:45', video_time_spent: '00:00:00', content_time_spent: '00:00:45', quiz_time_spent: '00:00:00' },
    ]);
  });

  it('answers 404 for another school\'s student and a missing one alike, and keeps the role rules', async () => {
    const detail = 'No student with that username at your school.';
    expectDetail(await student('coach', TEACHER, 'away.asha'), 404, detail);
    expectDetail(await student('coach', TEACHER, 'nobody'), 404, detail);
    expectDetail(await student('coach', TEACHER, 'office'), 404, detail);
    expectDetail(await student('away.coach', TEACHER, 'asha'), 404, detail);
    expectDetail(await student('asha', TEACHER, 'asha'), 403);
    expectDetail(await student('parent', SCHOOL, 'asha'), 403);
    expectDetail(await student('anonymous', SCHOOL, 'asha'), 401);
    expect((await student('office', SCHOOL, 'meera')).statusCode).toBe(200);
    expect((await student('admin', SCHOOL, 'asha', { school: id.home })).statusCode).toBe(200);
    expectDetail(await student('admin', SCHOOL, 'asha', { school: id.away }), 404, detail);
  });

  it('answers empty lists for a student who never signed in', async () => {
    const body = attendanceSchema.parse((await student('office', SCHOOL, 'tara')).json());
    expect([body.login_activity, body.access_data]).toEqual([[], []]);
  });
});

describe('isoInZone', () => {
  it('writes an instant in the zone with its offset', () => {
    expect(isoInZone(new Date('2026-05-31T20:05:09.900Z'), 'Asia/Kolkata')).toBe('2026-06-01T01:35:09+05:30');
    expect(isoInZone(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('2026-01-15T07:00:00-05:00');
    expect(isoInZone(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe('2026-01-15T12:00:00+00:00');
  });
});
