import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  activityEndpoints, bellResponseSchema, consentEndpoints, consentsResponseSchema, notificationEndpoints, notificationSendEndpoints, trackActivityResponseSchema,
  type ConsentPurpose, type EndpointBody,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { allLessons, createSubject, lessonName } from '../lessons/lessons.fixtures';
import { activityClocks, activityDaily } from '../activity/activity.table';
import { notificationRecipients } from '../notifications/notifications.table';
import { parentalConsents } from './consent.table';
import { rowsOf } from '../../db/rows';

/**
 * Issue 31 item 2, ADR 0035: learning records and notifications run on the school's educational basis until a confirmed
 * parent withdraws them; a withdrawal stops them at once and deletes what they kept, and a parent's consent brings them
 * back.
 */
const people = worldSpec({
  schools: { home: {} },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao', grade: 7, section: 'A' },
    mate: { role: 'student', school: 'home', name: 'Meera Shah', grade: 7, section: 'A' },
    mother: { role: 'parent', school: 'home', name: 'Lata Rao' },
    father: { role: 'parent', school: 'home', name: 'Mohan Rao' },
    coach: { role: 'teacher', school: 'home' },
  },
  links: [['mother', 'asha'], ['father', 'asha']],
});
type Who = PersonOf<typeof people>;

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  await createSubject(t.db, { grade: 7, slug: 'robotics', name: 'Robotics', lessons: allLessons([w.school.home]) });
});
afterAll(() => t.close());

type Heartbeat = EndpointBody<typeof activityEndpoints.trackActivity>;
const heartbeat: Heartbeat = { grade: 7, subject: 'robotics', lesson_name: lessonName('robotics', 1), action: 'content', time_spent: 30 };
const beat = async (who: Who) => trackActivityResponseSchema.parse((await w.as(who).ok(activityEndpoints.trackActivity, { body: heartbeat })));
const decide = (who: Who, purpose: ConsentPurpose, given: boolean) => w.as(who).inject({ method: 'PUT', url: '/api/privacy/consents/', payload: { purpose, given } });
const stateOf = async (purpose: ConsentPurpose) =>
  consentsResponseSchema.parse(await w.as('asha').ok(consentEndpoints.consents, { params: { username: 'asha' } })).purposes.find((p) => p.purpose === purpose)!;
const lessonRows = async (who: Who) => (await t.db.select().from(activityDaily).where(eq(activityDaily.studentId, w.id[who]))).length;
const clockRows = async (who: Who) => (await t.db.select().from(activityClocks).where(eq(activityClocks.studentId, w.id[who]))).length;
const schoolSeconds = async () => Number(rowsOf<{ s: number }>(await t.db.execute(sql`select coalesce(sum(seconds), 0)::int as s from school_day_stats where school_id = ${w.school.home}`))[0]?.s ?? 0);
const sendToClass = () => w.as('coach').ok(notificationSendEndpoints.notifyStudents, { body: { mode: 'group', subject: 'Science fair', message: 'Bring your models.', grade: 7, section: 'A' } });
const bellCount = async (who: Who) => bellResponseSchema.parse(await w.as(who).ok(notificationEndpoints.bell)).notifications.length;

describe('learning records (time in lessons)', () => {
  it('are kept on the school’s educational basis while no parent has decided', async () => {
    expect(await stateOf('learning_records')).toEqual({ purpose: 'learning_records', basis: 'educational', given: true, since: null });
    expect((await beat('asha')).credited_seconds).toBe(30);
    expect(await lessonRows('asha')).toBe(1);
  });

  it('stop at once when a confirmed parent withdraws them: what was kept is deleted, and leaves the school’s day totals', async () => {
    const before = await schoolSeconds();
    expect(before).toBeGreaterThan(0);
    const res = await decide('mother', 'learning_records', false);
    expect(res.statusCode, res.body).toBe(200);
    const body = consentsResponseSchema.parse(res.json());
    expect(body.purposes.find((p) => p.purpose === 'learning_records')).toMatchObject({ given: false, basis: 'educational' });
    // A withdrawal of what the school's basis ran: no "given" time, only the withdrawal.
    expect(body.history[0]).toMatchObject({ purpose: 'learning_records', parent_name: 'Lata Rao', given_at: null });
    expect(body.history[0].withdrawn_at).not.toBeNull();
    expect(await lessonRows('asha')).toBe(0);
    expect(await clockRows('asha')).toBe(0);
    expect(await schoolSeconds()).toBe(before - 30);
    // Withdrawn twice: still one decision.
    expect((await decide('mother', 'learning_records', false)).statusCode).toBe(200);
    expect(await t.db.$count(parentalConsents, and(eq(parentalConsents.studentId, w.id.asha), eq(parentalConsents.purpose, 'learning_records')))).toBe(1);
  });

  it('credit nothing and store nothing for the child afterwards, while a classmate is still recorded', async () => {
    const answer = await beat('asha');
    expect(answer).toMatchObject({ credited_seconds: 0, total_seconds_today: 0 });
    expect(await lessonRows('asha')).toBe(0);
    expect(await clockRows('asha')).toBe(0);
    expect((await beat('mate')).credited_seconds).toBe(30);
  });

  it('come back when a confirmed parent gives them, with nothing of the withdrawn time', async () => {
    expect((await decide('father', 'learning_records', true)).statusCode).toBe(200);
    expect(await stateOf('learning_records')).toMatchObject({ given: true });
    expect((await beat('asha')).credited_seconds).toBe(30);
    expect(await lessonRows('asha')).toBe(1);
    // The mother's withdrawal does not undo the father's consent: either parent's consent holds until they withdraw it.
    await decide('mother', 'learning_records', false);
    expect(await stateOf('learning_records')).toMatchObject({ given: true });
    expect(await lessonRows('asha')).toBe(1);
  });
});

describe('notifications', () => {
  it('reach the child on the school’s educational basis until a parent withdraws them, then stop and go', async () => {
    expect(await stateOf('notifications')).toMatchObject({ basis: 'educational', given: true });
    expect(await sendToClass()).toMatchObject({ recipients: 2 });
    expect(await bellCount('asha')).toBe(1);

    expect((await decide('father', 'notifications', false)).statusCode).toBe(200);
    expect(await stateOf('notifications')).toMatchObject({ given: false });
    // What the child had received is removed, and the next message reaches only the classmate.
    expect(await t.db.$count(notificationRecipients, eq(notificationRecipients.userId, w.id.asha))).toBe(0);
    expect(await sendToClass()).toMatchObject({ recipients: 1 });
    expect(await bellCount('asha')).toBe(0);
    expect(await bellCount('mate')).toBe(2);

    await decide('father', 'notifications', true);
    expect(await sendToClass()).toMatchObject({ recipients: 2 });
    expect(await bellCount('asha')).toBe(1);
  });

  it('are decided only by a confirmed parent', async () => {
    for (const who of ['asha', 'coach'] as const) expect((await decide(who, 'notifications', false)).statusCode).toBe(403);
    expect((await w.as('mother').inject({ method: 'PUT', url: '/api/privacy/consents/', payload: { purpose: 'marketing', given: false } })).statusCode).toBe(400);
    expect(await stateOf('notifications')).toMatchObject({ given: true });
  });
});
