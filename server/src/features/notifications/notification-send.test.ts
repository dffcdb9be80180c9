import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  bellResponseSchema, errorSchema, NOTIFY_MESSAGES, notificationEndpoints, notificationSendEndpoints, notifySchoolStudentsResponseSchema,
  type NotificationItem, type NotifyStudentsRequest,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { notificationHub } from './notification-hub';
import { notifications, notificationRecipients } from './notifications.table';

const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { code: 'hill-top', name: 'Hill Top School, Sector 5, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A' },
    mate: { role: 'student', school: 'home', grade: 7, section: 'A' },
    ravi: { role: 'student', school: 'home', grade: 7, section: 'B' },
    far: { role: 'student', school: 'away', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'home', name: 'Neha Verma' },
    'away.coach': { role: 'teacher', school: 'away' },
    office: { role: 'school', school: 'home' },
    admin: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const id: Record<string, number> = {};
let homeId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  homeId = w.school.home;
  Object.assign(id, w.id);
});
afterAll(() => t.close());

const notify = (who: Who, body: NotifyStudentsRequest, headers: Record<string, string> = {}) =>
  w.as(who).call(notificationSendEndpoints.notifyStudents, { body, headers });
const group = (extra: Partial<NotifyStudentsRequest> = {}): NotifyStudentsRequest => ({ mode: 'group', subject: 'Science fair', message: 'Bring your models on Friday.', grade: 7, section: 'A', ...extra });
const individual = (student_usernames: string[], extra: Partial<NotifyStudentsRequest> = {}): NotifyStudentsRequest => ({ mode: 'individual', subject: 'Well done', message: 'Great work on the robot.', student_usernames, ...extra });
const bell = async (who: Who) => bellResponseSchema.parse((await w.as(who).call(notificationEndpoints.bell)).json());
const stored = async () => (await t.db.select({ n: count() }).from(notifications))[0].n;
/** Who received the newest notification. */
const lastRecipients = async () => {
  const [last] = await t.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
  const rows = await t.db.select({ userId: notificationRecipients.userId }).from(notificationRecipients).where(eq(notificationRecipients.notificationId, last.id));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
};

describe('POST /api/teacher_dashboard/notify_students/ — a class', () => {
  it("reaches every student of the teacher's class, and each sees it in their bell", async () => {
    const res = await notify('coach', group({ link: 'https://example.org/fair' }));
    expect(res.statusCode).toBe(201);
    expect(notifySchoolStudentsResponseSchema.parse(res.json())).toEqual({ detail: NOTIFY_MESSAGES.sent, recipients: 2 });
    for (const student of ['asha', 'mate'] as const) {
      const { count: unread, notifications: items } = await bell(student);
      expect(unread).toBe(1);
      expect(items[0]).toMatchObject({
        subject: 'Science fair', message: 'Bring your models on Friday.', link: 'https://example.org/fair',
        notification_type: 'info', sent_by: 'Neha Verma', read: false,
      });
    }
    expect((await bell('ravi')).count).toBe(0);
    expect((await bell('far')).count).toBe(0);
  });

  it('records the sending in the audit log: who, what, to which class, how many', async () => {
    await notify('coach', group({ subject: 'Audited' }));
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'notification'), eq(auditLog.action, 'send'))).orderBy(desc(auditLog.id)).limit(1);
    const [last] = await t.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
    expect(entry).toMatchObject({ schoolId: homeId, actorId: id.coach, entityId: String(last.id), before: null });
    expect(entry.after).toEqual({ subject: 'Audited', mode: 'group', grade: 7, section: 'A', recipients: 2 });
  });

  it("reaches only the teacher's own school: another school's 7 A is theirs", async () => {
    const res = await notify('away.coach', group({ subject: 'Away news' }));
    expect(res.json().recipients).toBe(1);
    expect(await lastRecipients()).toEqual([id.far]);
  });

  it('needs grade and section, and a class with students', async () => {
    const before = await stored();
    for (const missing of ['grade', 'section'] as const) {
      const res = await notify('coach', group({ [missing]: undefined }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: NOTIFY_MESSAGES.required, errors: [{ field: missing, message: NOTIFY_MESSAGES.required }] });
    }
    const empty = await notify('coach', group({ grade: 12, section: 'K' }));
    expect(empty.statusCode).toBe(400);
    expect(errorSchema.parse(empty.json()).detail).toBe(NOTIFY_MESSAGES.noStudents);
    expect(await stored()).toBe(before);
  });
});

describe('POST /api/teacher_dashboard/notify_students/ — named students', () => {
  it('reaches the named students of the school, whatever the case of the username, once each', async () => {
    const res = await notify('coach', individual(['RAVI', 'asha', 'Ravi'], { notification_type: 'success' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().recipients).toBe(2);
    expect(await lastRecipients()).toEqual([id.asha, id.ravi].sort((a, b) => a - b));
    expect((await bell('ravi')).notifications[0]).toMatchObject({ subject: 'Well done', notification_type: 'success' });
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.after).toEqual({ subject: 'Well done', mode: 'individual', student_usernames: ['asha', 'ravi'], recipients: 2 });
  });

  it("names unknown usernames and other schools' students, and sends nothing", async () => {
    const before = await stored();
    const res = await notify('coach', individual(['asha', 'far', 'ghost']));
    expect(res.statusCode).toBe(400);
    const detail = 'These usernames are not students of your school: far, ghost.';
    expect(res.json()).toEqual({ detail, errors: [{ field: 'student_usernames', message: detail }] });
    expect(await stored()).toBe(before);
  });

  it('does not take staff usernames for students', async () => {
    const res = await notify('coach', individual(['office']));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('office');
  });

  it('needs at least one username, a subject and a message', async () => {
    for (const payload of [individual([]), { ...individual(['asha']), student_usernames: undefined }, individual(['asha'], { subject: '  ' }), individual(['asha'], { message: '' })]) {
      const res = await notify('coach', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(NOTIFY_MESSAGES.required);
    }
  });

  it('takes only http(s) links, and treats an empty link as none', async () => {
    expect((await notify('coach', individual(['asha'], { link: 'javascript:alert(1)' }))).statusCode).toBe(400);
    expect((await notify('coach', individual(['asha'], { link: '' }))).statusCode).toBe(201);
    expect((await bell('asha')).notifications[0].link).toBeNull();
  });

  it('answers in Hindi when asked', async () => {
    const sent = await notify('coach', individual(['asha']), { 'accept-language': 'hi' });
    expect(sent.json().detail).toMatch(/[\u0900-\u097F]/);
    const refused = await notify('coach', individual(['ghost']), { 'accept-language': 'hi' });
    expect(refused.json().detail).toMatch(/[\u0900-\u097F].*ghost/);
  });
});

describe('who may send', () => {
  it('is for teachers only: not the school account, students, parents or an administrator (403), nor anonymous callers (401)', async () => {
    const before = await stored();
    for (const who of ['office', 'asha', 'admin'] as const) expect((await notify(who, group())).statusCode, who).toBe(403);
    // An administrator naming the school is still refused: sending is the school's own staff's.
    const named = await w.as('admin').inject({ method: 'POST', url: `/api${notificationSendEndpoints.notifyStudents.path}?school=${homeId}`, payload: group() });
    expect(named.statusCode).toBe(403);
    expect((await notify('anonymous', group())).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });
});

describe('live delivery', () => {
  it('hands the notification to the open streams of its recipients, once, after it is stored', async () => {
    const got: Record<string, NotificationItem[]> = { asha: [], ravi: [] };
    const off = ['asha', 'ravi'].map((who) => notificationHub.subscribe(id[who], (item) => got[who].push(item)));
    try {
      await notify('coach', group({ subject: 'Live' }));
      expect(got.asha).toHaveLength(1);
      expect(got.ravi).toHaveLength(0);
      const [newest] = (await bell('asha')).notifications;
      expect(got.asha[0]).toEqual(newest);
      await notify('coach', individual(['ghost']));
      expect(got.asha).toHaveLength(1);
    } finally {
      off.forEach((unsubscribe) => unsubscribe());
    }
  });
});

describe('GET /api/notifications/stream under app.inject', () => {
  it('answers the stream\'s opening and ends, leaving no subscription behind', async () => {
    const res = await w.as('asha').call(notificationSendEndpoints.stream);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    // helmet's headers are kept though the route writes its own.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(': connected\n\n');
    await new Promise((r) => setImmediate(r));
    expect(notificationHub.listenerCount(id.asha)).toBe(0);
  });

  it('answers HEAD with the headers only, and anonymous callers with 401', async () => {
    const head = await w.as('coach').inject({ method: 'HEAD', url: `/api${notificationSendEndpoints.stream.path}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const anonymous = await w.as('anonymous').call(notificationSendEndpoints.stream);
    expect(anonymous.statusCode).toBe(401);
    expect(errorSchema.parse(anonymous.json()).detail).toBe('Authentication credentials were not provided.');
  });
});
