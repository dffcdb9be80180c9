import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  bellResponseSchema, errorSchema, notificationEndpoints, notificationSchema, studentNotificationsResponseSchema, type EndpointQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { notifications, notificationRecipients } from './notifications.table';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    asha: { role: 'student', school: 'green-valley' },
    mate: { role: 'student', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley', name: 'Neha Verma' },
    office: { role: 'school', school: 'green-valley' },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const ids: Record<string, number> = {};
const users: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  const school = { id: w.school['green-valley'] };
  Object.assign(users, w.id);
  const send = async (key: string, from: number | null, to: { userId: number; readAt: Date | null }[], minutesAgo: number, extra: Partial<typeof notifications.$inferInsert> = {}) => {
    const [n] = await db.insert(notifications).values({
      subject: `${key} subject`, message: `${key} message`, sentBy: from, schoolId: school.id, createdAt: new Date(Date.now() - minutesAgo * 60_000), ...extra,
    }).returning();
    await db.insert(notificationRecipients).values(to.map((r) => ({ notificationId: n.id, ...r })));
    ids[key] = n.id;
  };
  await send('older', users.coach, [{ userId: users.asha, readAt: new Date() }, { userId: users.mate, readAt: null }], 120);
  await send('newer', users.coach, [{ userId: users.asha, readAt: null }], 10, { link: '/learning/7/robotics/', notificationType: 'warning' });
  await send('mateOnly', users.coach, [{ userId: users.mate, readAt: null }], 5);
  await send('toCoach', users.office, [{ userId: users.coach, readAt: null }], 30);
  await send('orphan', null, [{ userId: users.asha, readAt: new Date() }], 300);
});
afterAll(() => t.close());

const studentList = (who: Who = 'anonymous', query: EndpointQuery<typeof notificationEndpoints.studentNotifications> = {}) =>
  w.as(who).call(notificationEndpoints.studentNotifications, { query });
const bell = (who: Who = 'anonymous', query: EndpointQuery<typeof notificationEndpoints.bell> = {}) => w.as(who).call(notificationEndpoints.bell, { query });
const markRead = (notificationId: number | string, who: Who = 'anonymous') => w.as(who).call(notificationEndpoints.markRead, { params: { notificationId } });
const readAt = async (key: string, user: string) =>
  (await t.db.select({ at: notificationRecipients.readAt }).from(notificationRecipients)
    .where(and(eq(notificationRecipients.notificationId, ids[key]), eq(notificationRecipients.userId, users[user]))))[0]?.at ?? null;

describe('GET /api/student_dashboard/student_notification/', () => {
  it("lists only the caller's notifications, newest first, with the sender's name", async () => {
    const res = await studentList('asha');
    expect(res.statusCode).toBe(200);
    const body = studentNotificationsResponseSchema.parse(res.json());
    expect(body.notifications.map((n) => n.id)).toEqual([ids.newer, ids.older, ids.orphan]);
    expect(body.notifications[0]).toMatchObject({
      subject: 'newer subject', message: 'newer message', sent_by: 'Neha Verma', link: '/learning/7/robotics/', notification_type: 'warning', read: false,
    });
    expect(body.notifications[1]).toMatchObject({ read: true, link: null, notification_type: 'info' });
    expect(body.notifications[2].sent_by).toBeNull();
    expect(body).toMatchObject({ total: 3, unread_count: 1 });
  });

  it('pages with limit and offset, and refuses a bad limit', async () => {
    const body = studentNotificationsResponseSchema.parse((await studentList('asha', { limit: 1, offset: 1 })).json());
    expect(body.notifications.map((n) => n.id)).toEqual([ids.older]);
    expect(body.total).toBe(3);
    expect((await studentList('asha', { limit: 0 })).statusCode).toBe(400);
    expect((await studentList('asha', { offset: -1 })).statusCode).toBe(400);
  });

  it('is for students; staff use /api/notifications; anonymous callers get 401', async () => {
    expect((await studentList('coach')).statusCode).toBe(403);
    expect((await studentList()).statusCode).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  it('gives a student the unread count and the newest notifications', async () => {
    const body = bellResponseSchema.parse((await bell('mate')).json());
    expect(body.count).toBe(2);
    expect(body.notifications.map((n) => n.id)).toEqual([ids.mateOnly, ids.older]);
  });

  it('works for a teacher too', async () => {
    const res = await bell('coach', { limit: 5 });
    expect(res.statusCode).toBe(200);
    const body = bellResponseSchema.parse(res.json());
    expect(body).toMatchObject({ count: 1, notifications: [{ id: ids.toCoach, message: 'toCoach message', read: false }] });
  });

  it('refuses anonymous callers and a bad limit', async () => {
    expect((await bell()).statusCode).toBe(401);
    expect((await bell('coach', { limit: 500 })).statusCode).toBe(400);
  });
});

describe('POST /api/notifications/{id}/read/', () => {
  it('marks the caller\'s notification read once, keeping the first read time', async () => {
    const res = await markRead(ids.newer, 'asha');
    expect(res.statusCode).toBe(200);
    expect(notificationSchema.parse(res.json())).toMatchObject({ id: ids.newer, read: true });
    const first = await readAt('newer', 'asha');
    expect(first).not.toBeNull();
    expect((await markRead(ids.newer, 'asha')).statusCode).toBe(200);
    expect(await readAt('newer', 'asha')).toEqual(first);
    const body = studentNotificationsResponseSchema.parse((await studentList('asha')).json());
    expect(body.unread_count).toBe(0);
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const res = await markRead(ids.mateOnly, 'asha');
    expect(res.statusCode).toBe(404);
    expect(errorSchema.parse(res.json()).detail).toBe('Notification not found.');
    expect(await readAt('mateOnly', 'mate')).toBeNull();
  });

  it('marks only the caller\'s copy of a notification sent to several people', async () => {
    expect((await markRead(ids.older, 'mate')).statusCode).toBe(200);
    expect(await readAt('older', 'mate')).not.toBeNull();
    expect(await readAt('newer', 'asha')).not.toBeNull();
    expect(await readAt('mateOnly', 'mate')).toBeNull();
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    expect((await markRead(999999, 'asha')).statusCode).toBe(404);
    expect((await markRead('abc', 'asha')).statusCode).toBe(400);
    expect((await markRead(ids.newer)).statusCode).toBe(401);
  });
});
