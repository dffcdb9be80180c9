import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints, errorSchema, notificationEndpoints, studentDashboardEndpoints, studentHomeSchema,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { notifications, notificationRecipients } from '../notifications/notifications.table';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, shiftDay } from './test-helpers';

// Kept answers on, as in production: the home must still show a read mark at once (it is never kept).
const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A', name: 'Asha Rao' },
    mate: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'green-valley' },
    papa: { role: 'parent' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ staffAnswersSeconds: 60 });
  const db = t.db;
  w = await createWorld(t, people);
  const home = { id: w.school['green-valley'] };
  const [me, mate, root] = [{ id: w.id.asha }, { id: w.id.mate }, { id: w.id.root }];
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
});
afterAll(() => t.close());

const get = (username: string, who: Who = 'anonymous') => w.as(who).call(studentDashboardEndpoints.home, { params: { username } });
const homeOf = async (username: string, who: Who) => {
  const res = await get(username, who);
  expect(res.statusCode).toBe(200);
  return studentHomeSchema.parse(res.json());
};

describe('GET /api/student_dashboard/{username}/home/ (the dashboard first view in one call)', () => {
  it('answers each part exactly as its own call does', async () => {
    const home = await homeOf('asha', 'asha');
    const asha = w.as('asha');
    const own = async (res: Promise<{ json(): unknown }>) => (await res).json();
    expect(home.dashboard).toEqual(await own(asha.call(studentDashboardEndpoints.dashboard, { params: { username: 'asha' } })));
    expect(home.active_homework).toEqual(await own(asha.call(studentDashboardEndpoints.homeworkAssignment)));
    expect(home.notifications).toEqual(await own(asha.call(notificationEndpoints.studentNotifications, { query: { limit: 5 } })));
    expect(home.bell).toEqual(await own(asha.call(notificationEndpoints.bell, { query: { limit: 10 } })));
    expect(home.me).toEqual(await own(asha.call(accountEndpoints.me)));
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
    const read = await w.as('asha').call(notificationEndpoints.markRead, { params: { notificationId: ids.newest } });
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
    for (const who of ['mate', 'coach', 'papa'] as const) {
      const res = await get('asha', who);
      expect(res.statusCode).toBe(403);
      expect(errorSchema.parse(res.json()).detail).toBe('You can only view your own dashboard.');
    }
    expect((await get('nobody', 'asha')).statusCode).toBe(403);
    const anonymous = await get('asha');
    expect(anonymous.statusCode).toBe(401);
    expect(errorSchema.parse(anonymous.json()).detail).toEqual(expect.any(String));
  });

  it("gives a superuser the student's dashboard under the superuser's own bell and account; 404 for no such student", async () => {
    const home = await homeOf('asha', 'root');
    expect(home.dashboard.profile.user.username).toBe('asha');
    expect(home.notifications.total).toBe(7);
    expect(home.me.username).toBe('root');
    expect(home.bell.notifications.map((n) => n.subject)).toEqual(['For root']);
    const missing = await get('nobody', 'root');
    expect(missing.statusCode).toBe(404);
    expect(errorSchema.parse(missing.json()).detail).toBe('No student with that username.');
  });

  it('refuses a username that is too long with 400 and a detail', async () => {
    const res = await get('a'.repeat(151), 'asha');
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).detail).toEqual(expect.any(String));
  });
});
