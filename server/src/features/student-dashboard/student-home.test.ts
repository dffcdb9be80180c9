import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema, studentHomeSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { notifications, notificationRecipients } from '../notifications/notifications.table';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, shiftDay, tokenFor } from './test-helpers';

// Kept answers on, as in production: the home must still show a read mark at once (it is never kept).
let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ staffAnswersSeconds: 60 });
  const db = t.db;
  const home = await createSchool(db);
  const me = await createUser(db, { username: 'asha', role: 'student', schoolId: home.id, grade: 7, section: 'A', name: 'Asha Rao' });
  const mate = await createUser(db, { username: 'mate', role: 'student', schoolId: home.id, grade: 7, section: 'A' });
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: home.id });
  await createUser(db, { username: 'papa', role: 'parent', schoolId: null });
  const root = await createUser(db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  await assignQuiz(db, { name: 'Motors Homework', type: 'homework', schoolId: home.id, dueDate: shiftDay(schoolToday('Asia/Kolkata'), 3) });
  // Seven notifications for Asha (more than the dashboard's five and fewer than the bell's ten), one for the superuser.
  const sent = await db.insert(notifications).values([1, 2, 3, 4, 5, 6, 7].map((n) => ({
    subject: `Note ${n}`, message: `Message ${n}`, schoolId: home.id, createdAt: new Date(Date.now() - (10 - n) * 60_000),
  }))).returning();
  await db.insert(notificationRecipients).values(sent.map((n) => ({ notificationId: n.id, userId: me.id })));
  const [rootNote] = await db.insert(notifications).values({ subject: 'For root', message: 'Only root', schoolId: null }).returning();
  await db.insert(notificationRecipients).values({ notificationId: rootNote.id, userId: root.id });
  ids.newest = sent[6].id;
  ids.mate = mate.id;
  for (const u of ['asha', 'mate', 'coach', 'papa', 'root']) token[u] = await tokenFor(t, u);
});
afterAll(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? authHeader(token[who]) : {} });
const homeOf = async (username: string, who: string) => {
  const res = await get(`/api/student_dashboard/${username}/home/`, who);
  expect(res.statusCode).toBe(200);
  return studentHomeSchema.parse(res.json());
};

describe('GET /api/student_dashboard/{username}/home/ (the dashboard first view in one call)', () => {
  it('answers each part exactly as its own call does', async () => {
    const home = await homeOf('asha', 'asha');
    const own = async (url: string) => (await get(url, 'asha')).json();
    expect(home.dashboard).toEqual(await own('/api/student_dashboard/asha/'));
    expect(home.active_homework).toEqual(await own('/api/student_dashboard/homework-assignment/'));
    expect(home.notifications).toEqual(await own('/api/student_dashboard/student_notification/?limit=5'));
    expect(home.bell).toEqual(await own('/api/notifications?limit=10'));
    expect(home.me).toEqual(await own('/api/account/me/'));
    // The parts are the student's own, with the limits the contract names.
    expect(home.dashboard.profile.name).toBe('Asha Rao');
    expect(home.active_homework.homework.map((h) => h.title)).toEqual(['Motors Homework']);
    expect(home.notifications.notifications.map((n) => n.subject)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
    expect(home.notifications).toMatchObject({ total: 7, unread_count: 7 });
    expect(home.bell.count).toBe(7);
    expect(home.bell.notifications).toHaveLength(7);
    expect(home.me.username).toBe('asha');
  });

  it('is not kept: a notification marked read shows read at once', async () => {
    expect((await homeOf('asha', 'asha')).bell.count).toBe(7);
    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${ids.newest}/read/`, headers: authHeader(token.asha) });
    expect(read.statusCode).toBe(200);
    const home = await homeOf('asha', 'asha');
    expect(home.bell.count).toBe(6);
    expect(home.notifications.unread_count).toBe(6);
    expect(home.notifications.notifications[0]).toMatchObject({ id: ids.newest, read: true });
  });

  it("is each student's own: a classmate gets theirs, not a kept copy of another's", async () => {
    const mate = await homeOf('mate', 'mate');
    expect(mate.me.username).toBe('mate');
    expect(mate.dashboard.profile.user.username).toBe('mate');
    expect(mate.notifications).toMatchObject({ total: 0, unread_count: 0, notifications: [] });
    expect(mate.bell).toEqual({ count: 0, notifications: [] });
  });

  it("refuses another student's, staff's and a parent's call with 403 and a detail, and anonymous callers with 401", async () => {
    for (const who of ['mate', 'coach', 'papa']) {
      const res = await get('/api/student_dashboard/asha/home/', who);
      expect(res.statusCode).toBe(403);
      expect(errorSchema.parse(res.json()).detail).toBe('You can only view your own dashboard.');
    }
    expect((await get('/api/student_dashboard/nobody/home/', 'asha')).statusCode).toBe(403);
    const anonymous = await get('/api/student_dashboard/asha/home/');
    expect(anonymous.statusCode).toBe(401);
    expect(errorSchema.parse(anonymous.json()).detail).toEqual(expect.any(String));
  });

  it("gives a superuser the student's dashboard under the superuser's own bell and account; 404 for no such student", async () => {
    const home = await homeOf('asha', 'root');
    expect(home.dashboard.profile.user.username).toBe('asha');
    expect(home.notifications.total).toBe(7);
    expect(home.me.username).toBe('root');
    expect(home.bell.notifications.map((n) => n.subject)).toEqual(['For root']);
    const missing = await get('/api/student_dashboard/nobody/home/', 'root');
    expect(missing.statusCode).toBe(404);
    expect(errorSchema.parse(missing.json()).detail).toBe('No student with that username.');
  });

  it('refuses a username that is too long with 400 and a detail', async () => {
    const res = await get(`/api/student_dashboard/${'a'.repeat(151)}/home/`, 'asha');
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).detail).toEqual(expect.any(String));
  });
});
