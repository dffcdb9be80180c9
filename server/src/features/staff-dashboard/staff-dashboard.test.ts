import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  accountEndpoints, activeUsersResponseSchema, activityEndpoints, errorSchema, loginResponseSchema, recentActivitySchema, staffDashboardEndpoints,
  staffHomeSchema, RECENT_ACTIVITY_SIZE, type EndpointQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { lessonSchools, lessons, subjects } from '../lessons/lessons.table';
import { quizAttempts } from '../quizzes/quizzes.table';
import { classroomGalleries } from '../gallery/gallery.table';
import { assignQuiz, shiftDay } from '../student-dashboard/test-helpers';
import { schoolDayStats } from './staff-dashboard.table';

const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Asha Rao' },
    ravi: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Ravi Kumar' },
    meera: { role: 'student', school: 'home', grade: 8, section: 'B', name: 'Meera Iyer' },
    'away.kid': { role: 'student', school: 'away', grade: 7, section: 'A', name: 'Away Kid' },
    coach: { role: 'teacher', school: 'home', name: 'Neha Verma' },
    office: { role: 'school', school: 'home', name: 'Sunita Kapoor' },
    'away.coach': { role: 'teacher', school: 'away', name: 'Away Coach' },
    'away.office': { role: 'school', school: 'away', name: 'Away Office' },
    parent: { role: 'parent', school: 'home', name: 'A Parent' },
    admin: { role: 'school', superuser: true, name: 'Admin' },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const id: Record<string, number> = {};
const today = schoolToday('Asia/Kolkata');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  Object.assign(id, w.id, { home: w.school.home, away: w.school.away });
  const home = { id: id.home };
  const away = { id: id.away };

  // Robotics 7: two lessons offered to the home school and one hidden; Scratch 8 only to the away school.
  const [robotics, scratch] = await db.insert(subjects).values([
    { grade: 7, slug: 'robotics', name: 'Robotics' }, { grade: 8, slug: 'scratch', name: 'Scratch' },
  ]).returning();
  const ls = await db.insert(lessons).values([
    { subjectId: robotics.id, position: 1, name: 'Meet the robot' },
    { subjectId: robotics.id, position: 2, name: 'Motors' },
    { subjectId: robotics.id, position: 3, name: 'Hidden', displayOnFrontend: false },
    { subjectId: scratch.id, position: 1, name: 'Sprites' },
  ]).returning();
  await db.insert(lessonSchools).values([
    ...ls.slice(0, 3).map((l) => ({ lessonId: l.id, schoolId: home.id })), { lessonId: ls[3].id, schoolId: away.id },
  ]);
  id.robotics = robotics.id;
  // Archived content (deleted after students used it, ADR 0017) is no longer offered: an archived lesson of Robotics
  // and a whole archived subject, both once offered to the home school, are not counted.
  const [oldKits] = await db.insert(subjects).values({ grade: 7, slug: 'old-kits', name: 'Old Kits', archivedAt: new Date() }).returning();
  const archived = await db.insert(lessons).values([
    { subjectId: robotics.id, position: 4, name: 'Retired lesson', archivedAt: new Date() },
    { subjectId: oldKits.id, position: 1, name: 'Old kit lesson' },
  ]).returning();
  await db.insert(lessonSchools).values(archived.map((l) => ({ lessonId: l.id, schoolId: home.id })));

  // Homework due today, open-ended and overdue; two assessments; the away school's homework is not counted.
  const hw = (name: string, dueDate: string | null, schoolId = home.id, section = 'A') => assignQuiz(db, { name, type: 'homework', schoolId, section, dueDate });
  await hw('Due today', today);
  await hw('Open-ended', null, home.id, 'B');
  await hw('Overdue', shiftDay(today, -1));
  await hw('Away homework', shiftDay(today, 5), away.id);
  id.pre = (await assignQuiz(db, { name: 'Pre', type: 'pre-assessment', schoolId: home.id, dueDate: shiftDay(today, -10) })).id;
  await assignQuiz(db, { name: 'Final', type: 'final_exam', schoolId: home.id, dueDate: shiftDay(today, 20) });
});
afterAll(() => t.close());

const D = staffDashboardEndpoints;
type Dashboard = 'teacher' | 'school';
type HomeQuery = EndpointQuery<typeof D.teacherHome>;
/** A staff member's home on their dashboard. */
const homeOf = (who: Who, dashboard: Dashboard, username: string, query: HomeQuery = {}) =>
  w.as(who).call(dashboard === 'teacher' ? D.teacherHome : D.schoolHome, { params: { username }, query });
const activeUsers = (who: Who, dashboard: Dashboard, query: EndpointQuery<typeof D.teacherActiveUsers> = {}) =>
  w.as(who).call(dashboard === 'teacher' ? D.teacherActiveUsers : D.schoolActiveUsers, { query });
const recentActivity = (who: Who, dashboard: Dashboard, query: EndpointQuery<typeof D.teacherRecentActivity> = {}) =>
  w.as(who).call(dashboard === 'teacher' ? D.teacherRecentActivity : D.schoolRecentActivity, { query });
const expectDetail = (res: { statusCode: number; json(): unknown }, status: number, detail?: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  const body = errorSchema.parse(res.json());
  if (detail) expect(body.detail).toMatch(detail);
};
const home = async (who: Who, dashboard: Dashboard, username: string, query: HomeQuery = {}) => {
  const res = await homeOf(who, dashboard, username, query);
  expect(res.statusCode, res.body).toBe(200);
  return staffHomeSchema.parse(res.json());
};
const signIn = async (username: string) => {
  const res = await w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return loginResponseSchema.parse(res.json()).token;
};

describe('who may open the dashboards', () => {
  it('answers 401 without a token and 403 to students, parents and the other dashboard\'s role', async () => {
    for (const read of [(who: Who) => homeOf(who, 'teacher', 'coach'), (who: Who) => activeUsers(who, 'teacher'), (who: Who) => recentActivity(who, 'school')]) {
      expectDetail(await read('anonymous'), 401);
      expectDetail(await read('asha'), 403);
      expectDetail(await read('parent'), 403);
    }
    expectDetail(await homeOf('office', 'teacher', 'coach'), 403);
    expectDetail(await homeOf('coach', 'school', 'office'), 403);
    expectDetail(await activeUsers('office', 'teacher'), 403);
    expectDetail(await recentActivity('coach', 'school'), 403);
  });

  it('opens a home only for its own account (another teacher, even of the same school, gets 403 as for a missing one)', async () => {
    expectDetail(await homeOf('away.coach', 'teacher', 'coach'), 403, 'You can only open your own dashboard.');
    expectDetail(await homeOf('coach', 'teacher', 'nobody'), 403, 'You can only open your own dashboard.');
    expectDetail(await homeOf('office', 'school', 'away.office'), 403);
    expect((await homeOf('coach', 'teacher', 'COACH')).statusCode).toBe(200);
  });

  it('lets a superuser open any staff home, and read a school\'s lists with ?school= (400 without it)', async () => {
    expect((await home('admin', 'teacher', 'coach')).profile.school.id).toBe(id.home);
    expect((await home('admin', 'school', 'away.office')).profile.school.id).toBe(id.away);
    expectDetail(await homeOf('admin', 'teacher', 'nobody'), 404);
    expectDetail(await activeUsers('admin', 'school'), 400, /school=/);
    expectDetail(await activeUsers('admin', 'school', { school: 999999 }), 404);
    expect((await recentActivity('admin', 'teacher', { school: id.home })).statusCode).toBe(200);
  });
});

describe('GET /api/{teacher|school}_dashboard/{username}/', () => {
  it('counts learners, open homework, assignments and the subjects offered to the school (archived ones not), with the profile', async () => {
    const body = await home('coach', 'teacher', 'coach');
    expect(body.learner_count).toBe(3);
    expect(body.active_homework_count).toBe(2);
    expect(body.subject_counts).toEqual({ subjects: 1, assigned_assessments: 2, assigned_homework: 3 });
    expect(body.subjects).toEqual([{ id: id.robotics, name: 'Robotics', slug: 'robotics', grade: 7, lesson_count: 2 }]);
    const [school] = await t.db.select().from(schools).where(eq(schools.id, id.home));
    expect(body.profile).toEqual({
      username: 'coach', name: 'Neha Verma', role: 'teacher',
      school: { id: id.home, name: 'Green Valley School, Sector 21, Noida', short_name: 'Green Valley School', join_code: school.joinCode },
    });
    // The school account's home is the same school's, under its own profile.
    const office = await home('office', 'school', 'office');
    expect(office.profile).toMatchObject({ username: 'office', role: 'school' });
    expect({ ...office, profile: null }).toEqual({ ...body, profile: null });
    // The away school sees its own figures.
    const away = await home('away.coach', 'teacher', 'away.coach');
    expect([away.learner_count, away.active_homework_count, away.subject_counts.assigned_homework, away.subjects.map((s) => s.name)]).toEqual([1, 1, 1, ['Scratch']]);
  });

  it('counts a learner active who signed in 3 days ago but not one from 10 days ago, here and in the Active Learners list', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    await t.db.update(users).set({ lastLoginAt: at(3) }).where(eq(users.id, id.asha));
    await t.db.update(users).set({ lastLoginAt: at(10) }).where(eq(users.id, id.ravi));
    await t.db.update(users).set({ lastLoginAt: at(0.1) }).where(inArray(users.id, [id.coach, id['away.kid']]));
    t.changedBehindTheApp();
    expect((await home('coach', 'teacher', 'coach')).active_learner_count).toBe(1);

    const res = await activeUsers('office', 'school');
    expect(res.statusCode).toBe(200);
    const list = activeUsersResponseSchema.parse(res.json());
    expect(list).toMatchObject({ count: 1, limit: 50, offset: 0 });
    expect(list.results).toEqual([{ username: 'asha', name: 'Asha Rao', grade: 7, section: 'A', last_login: expect.any(String) }]);
    expect(list.active_users).toEqual(list.results);
    expect(Date.parse(list.results[0].last_login)).toBeCloseTo(at(3).getTime(), -4);
  });

  it('pages the Active Learners newest sign-in first, with the whole count', async () => {
    await t.db.update(users).set({ lastLoginAt: new Date(Date.now() - DAY) }).where(eq(users.id, id.meera));
    const first = activeUsersResponseSchema.parse((await activeUsers('coach', 'teacher', { limit: 1 })).json());
    expect(first.count).toBe(2);
    expect(first.results.map((r) => r.username)).toEqual(['meera']);
    const second = activeUsersResponseSchema.parse((await activeUsers('coach', 'teacher', { limit: 1, offset: 1 })).json());
    expect(second.active_users.map((r) => r.username)).toEqual(['asha']);
    expect((await activeUsers('coach', 'teacher', { limit: 201 })).statusCode).toBe(400);
    await t.db.update(users).set({ lastLoginAt: null }).where(eq(users.id, id.meera));
  });

  it('reads LMS engagement from the school\'s days: a real sign-in and a heartbeat show on today, in minutes', async () => {
    const before = await home('coach', 'teacher', 'coach');
    expect(before.month).toBeNull();
    expect(before.months).toEqual([]);
    expect(before.lms_engagement).toEqual([]);

    const ravi = await signIn('ravi');
    const beat = await callerWith(t, ravi).call(activityEndpoints.trackActivity, {
      body: { grade: 7, subject: 'robotics', lesson_name: 'Meet the robot', action: 'content', time_spent: 30 },
    });
    expect(beat.statusCode, beat.body).toBe(200);
    await signIn('coach'); // staff sign-ins are not the learners' engagement

    const body = await home('coach', 'teacher', 'coach');
    const month = today.slice(0, 7);
    expect(body.month).toBe(month);
    expect(body.months).toEqual([month]);
    expect(body.lms_engagement).toEqual([{ login_date: today, logins: 1, learners: 1, minutes: 0.5 }]);
    // Ravi signed in just now, so he is active again.
    expect(body.active_learner_count).toBe(2);
  });

  it('counts a learner once per day however often they sign in', async () => {
    const ravi = (await home('coach', 'teacher', 'coach')).lms_engagement.find((d) => d.login_date === today)!;
    await signIn('ravi');
    const after = (await home('coach', 'teacher', 'coach')).lms_engagement.find((d) => d.login_date === today)!;
    expect([after.logins, after.learners]).toEqual([ravi.logins + 1, ravi.learners]);
  });

  it('lists months with sign-ins newest first, answers the month asked for, and rounds minutes to a tenth', async () => {
    await t.db.insert(schoolDayStats).values([
      { schoolId: id.home, day: '2025-03-04', logins: 5, learners: 3, seconds: 125 },
      { schoolId: id.home, day: '2025-03-01', logins: 2, learners: 2, seconds: 0 },
      { schoolId: id.home, day: '2025-04-30', logins: 1, learners: 1, seconds: 3600 },
      { schoolId: id.away, day: '2025-02-10', logins: 9, learners: 9, seconds: 60 },
    ]);
    const body = await home('office', 'school', 'office', { month: '2025-03' });
    expect(body.months).toEqual([today.slice(0, 7), '2025-04', '2025-03']);
    expect(body.month).toBe('2025-03');
    expect(body.lms_engagement).toEqual([
      { login_date: '2025-03-01', logins: 2, learners: 2, minutes: 0 },
      { login_date: '2025-03-04', logins: 5, learners: 3, minutes: 2.1 },
    ]);
    const empty = await home('office', 'school', 'office', { month: '2024-12' });
    expect([empty.month, empty.lms_engagement]).toEqual(['2024-12', []]);
    expectDetail(await homeOf('office', 'school', 'office', { month: '2025-13' }), 400);
  });
});

describe('GET /api/{teacher|school}_dashboard/recent_activity/', () => {
  it('lists the school\'s latest sign-ins (students and staff, not parents or other schools), submissions and uploads', async () => {
    await signIn('parent');
    await signIn('away.kid');
    await signIn('asha');
    const now = Date.now();
    const attemptOf = (studentId: number, schoolId: number, minutesAgo: number | null, score: number) => ({
      quizId: id.pre, studentId, schoolId, status: minutesAgo === null ? 'in_progress' : 'submitted', deadlineAt: new Date(now + 600_000),
      submittedAt: minutesAgo === null ? null : new Date(now - minutesAgo * 60_000), totalQuestions: 4, correctCount: score / 25, scorePercent: score,
    });
    await t.db.insert(quizAttempts).values([attemptOf(id.asha, id.home, 5, 75), attemptOf(id.ravi, id.home, 1, 100), attemptOf(id.meera, id.home, null, 0), attemptOf(id['away.kid'], id.away, 0, 50)]);
    await t.db.insert(classroomGalleries).values([
      ...Array.from({ length: RECENT_ACTIVITY_SIZE + 2 }, (_, i) => ({ schoolId: id.home, gallery: `https://gallery.example/home/${i}`, lastModified: new Date(now - i * DAY) })),
      { schoolId: id.away, gallery: 'https://gallery.example/away', lastModified: new Date(now) },
    ]);

    const res = await recentActivity('coach', 'teacher');
    expect(res.statusCode).toBe(200);
    const { recent_activity: recent } = recentActivitySchema.parse(res.json());
    expect(recent.recent_logins.map((l) => [l.login_username, l.role])).toEqual([
      // Ravi signed in twice: before the coach (the engagement test) and after (the once-per-day test).
      ['asha', 'student'], ['ravi', 'student'], ['coach', 'teacher'], ['ravi', 'student'],
    ]);
    expect(recent.recent_logins[0]).toMatchObject({ name: 'Asha Rao' });
    expect(recent.recent_homework_submissions).toEqual([
      { quiz__quiz_name: 'Pre', student_name: 'Ravi Kumar', score: 100, last_updated: expect.any(String) },
      { quiz__quiz_name: 'Pre', student_name: 'Asha Rao', score: 75, last_updated: expect.any(String) },
    ]);
    expect(recent.recent_uploads).toHaveLength(RECENT_ACTIVITY_SIZE);
    expect(recent.recent_uploads[0]).toEqual({ gallery: 'https://gallery.example/home/0', school: 'Green Valley School, Sector 21, Noida', last_modified: expect.any(String) });
    expect(recent.recent_uploads.map((u) => u.gallery)).not.toContain('https://gallery.example/away');

    // The superuser reads the away school's, which has its own.
    const away = recentActivitySchema.parse((await recentActivity('admin', 'school', { school: id.away })).json()).recent_activity;
    expect(away.recent_logins.map((l) => l.login_username)).toEqual(['away.kid']);
    expect(away.recent_homework_submissions.map((s) => s.student_name)).toEqual(['Away Kid']);
    expect(away.recent_uploads.map((u) => u.school)).toEqual(['Away School, Sector 1, Delhi']);
  });

  it('keeps each list to RECENT_ACTIVITY_SIZE sign-ins', async () => {
    for (let i = 0; i < RECENT_ACTIVITY_SIZE; i++) await signIn('meera');
    const { recent_activity: recent } = recentActivitySchema.parse((await recentActivity('office', 'school')).json());
    expect(recent.recent_logins).toHaveLength(RECENT_ACTIVITY_SIZE);
    expect(new Set(recent.recent_logins.map((l) => l.login_username))).toEqual(new Set(['meera']));
  });
});
