import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  activityEndpoints, completeLessonResponseSchema, holidayHomeworkSchema, lessonEndpoints, trackActivityResponseSchema, type EndpointBody,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../test/world';
import { activityClocks, activityDaily } from '../features/activity/activity.table';
import { holidayHomeworkSubmissions } from '../features/homework/homework.table';
import { lessonCompletions } from '../features/lessons/lessons.table';
import { allLessons, createSubject, lessonName } from '../features/lessons/lessons.fixtures';
import { IDEMPOTENCY_KEEP_MS, KEY_MALFORMED, KEY_OTHER_ROUTE } from './idempotency';
import { idempotencyKeys } from './idempotency.table';

// Writes a phone queued offline and sends again (issue 29 part 4): the first answer under a key is the only work done.
const people = worldSpec({
  schools: { 'queue-school': { name: 'Queue School, Sector 9, Noida' } },
  users: {
    asha: { role: 'student', school: 'queue-school', grade: 7, section: 'B' },
    ravi: { role: 'student', school: 'queue-school', grade: 7, section: 'B' },
  },
});
type Who = PersonOf<typeof people>;
let t: TestApp;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  await createSubject(t.db, { grade: 7, slug: 'robotics', name: 'Robotics', lessons: allLessons([w.school['queue-school']]) });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(activityDaily);
  await t.db.delete(activityClocks);
  await t.db.delete(idempotencyKeys);
});

type Heartbeat = EndpointBody<typeof activityEndpoints.trackActivity>;
/** The Idempotency-Key header (none: a write sent once). */
const withKey = (key: string | null): Record<string, string> => (key ? { 'idempotency-key': key } : {});
const heartbeat = (over: Partial<Heartbeat> = {}): Heartbeat =>
  ({ grade: 7, subject: 'robotics', lesson_name: lessonName('robotics', 1), action: 'content', time_spent: 30, ...over });
const beat = (who: Who, key: string | null, over: Partial<Heartbeat> = {}) =>
  w.as(who).call(activityEndpoints.trackActivity, { headers: withKey(key), body: heartbeat(over) });
/** Lesson 1 of 7 Robotics completed, as `who`. */
const completeFirst = (who: Who, headers: Record<string, string>) =>
  w.as(who).call(lessonEndpoints.completeLesson, { params: { grade: 7, subject: 'robotics', position: 1 }, headers });
const secondsOf = async (who: Who) =>
  (await t.db.select({ s: sql<number>`coalesce(sum(${activityDaily.seconds}), 0)::int` }).from(activityDaily).where(eq(activityDaily.studentId, w.id[who])))[0].s;
const ago = (seconds: number, from = Date.now()) => new Date(from - seconds * 1000).toISOString();

describe('heartbeats sent with an Idempotency-Key', () => {
  it('counts one queued heartbeat sent three times once, and answers every retry with the first answer', async () => {
    const key = randomUUID();
    const sentAt = new Date().toISOString();
    const queued = { made_at: ago(40), sent_at: sentAt };
    const answers = [await beat('asha', key, queued), await beat('asha', key, queued), await beat('asha', key, queued)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const first = trackActivityResponseSchema.parse(answers[0].json());
    expect(first.credited_seconds).toBe(30);
    expect(answers.map((r) => r.json())).toEqual([first, first, first]);
    expect(answers.map((r) => r.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    expect(await secondsOf('asha')).toBe(30);
  });

  it('counts concurrent duplicates once: every one gets the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => beat('asha', key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await secondsOf('asha')).toBe(30);
    const [{ n }] = await t.db.select({ n: count() }).from(idempotencyKeys);
    expect(n).toBe(1);
  });

  it('keeps keys per account: the same key from another student is that student\'s own', async () => {
    const key = randomUUID();
    expect((await beat('asha', key)).statusCode).toBe(200);
    expect((await beat('ravi', key)).statusCode).toBe(200);
    expect(await secondsOf('asha')).toBe(30);
    expect(await secondsOf('ravi')).toBe(30);
  });

  it('credits a queue of heartbeats sent at once as they were made, by the burst guard at each one\'s moment', async () => {
    // Four beats made 30 s apart while offline, sent together a while later; the phone's clock is an hour fast.
    const phoneNow = Date.now() + 3600_000;
    for (const age of [150, 120, 90, 60]) {
      const res = await beat('asha', randomUUID(), { made_at: ago(age, phoneNow), sent_at: new Date(phoneNow).toISOString() });
      expect(res.statusCode).toBe(200);
    }
    // The first ever is credited its 30 s; each later one the 30 s since the one before.
    expect(await secondsOf('asha')).toBe(120);
    // The same four again, with new keys (not retries): their moments are all before the clock, so nothing more.
    for (const age of [150, 120, 90, 60]) await beat('asha', randomUUID(), { made_at: ago(age), sent_at: new Date().toISOString() });
    expect(await secondsOf('asha')).toBe(120);
  });

  it('never credits a heartbeat in the future nor before the keep window: burst of such beats counts as one', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const ancient = ago(IDEMPOTENCY_KEEP_MS / 1000 + 3600);
    expect((await beat('asha', randomUUID(), { made_at: ancient })).statusCode).toBe(200);
    expect((await beat('asha', randomUUID(), { made_at: ancient })).statusCode).toBe(200);
    // Both were placed at the window's edge: the second found the clock already there.
    expect(await secondsOf('asha')).toBe(30);
    const [clock] = await t.db.select().from(activityClocks).where(eq(activityClocks.studentId, w.id.asha));
    expect(clock.lastHeartbeatAt.getTime()).toBeGreaterThan(Date.now() - IDEMPOTENCY_KEEP_MS - 60_000);
    await beat('asha', randomUUID(), { made_at: future });
    await beat('asha', randomUUID(), { made_at: future });
    // Placed at arrival (now): the first gets at most an interval and a few seconds, the second next to nothing.
    const total = await secondsOf('asha');
    expect(total).toBeGreaterThanOrEqual(60);
    expect(total).toBeLessThanOrEqual(30 + 35 + 2);
  });

  it('refuses a key that is not a UUID, and a key reused on another route, with {"detail"}', async () => {
    const bad = await beat('asha', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: KEY_MALFORMED });
    const key = randomUUID();
    expect((await beat('asha', key)).statusCode).toBe(200);
    const other = await completeFirst('asha', withKey(key));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ detail: KEY_OTHER_ROUTE });
  });

  it('keeps a refusal too: a retry is refused the same way, in the language it asks for', async () => {
    const key = randomUUID();
    const first = await beat('asha', key, { lesson_name: 'No such lesson' });
    expect(first.statusCode).toBe(404);
    const again = await w.as('asha').call(activityEndpoints.trackActivity, {
      headers: { ...withKey(key), 'accept-language': 'hi' },
      body: { grade: 7, subject: 'robotics', lesson_name: 'No such lesson', action: 'content', time_spent: 30 },
    });
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().detail).not.toBe(first.json().detail);
  });

  it('prunes keys older than the keep window and keeps the rest', async () => {
    await beat('asha', randomUUID());
    await beat('asha', randomUUID());
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEEP_MS - 1000) })
      .where(eq(idempotencyKeys.id, (await t.db.select().from(idempotencyKeys).limit(1))[0].id));
    expect(await t.app.idempotency.prune()).toBe(1);
    const [{ n }] = await t.db.select({ n: count() }).from(idempotencyKeys);
    expect(n).toBe(1);
  });
});

describe('lesson completions and holiday homework sent with an Idempotency-Key', () => {
  const complete = (key: string) => completeFirst('ravi', withKey(key));

  it('answers a repeated completion with the first answer, stored once', async () => {
    const key = randomUUID();
    const [a, b] = [await complete(key), await complete(key)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(completeLessonResponseSchema.parse(b.json())).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    const [{ n }] = await t.db.select({ n: count() }).from(lessonCompletions).where(eq(lessonCompletions.studentId, w.id.ravi));
    expect(n).toBe(1);
  });

  const submit = (key: string | null, text: string) => {
    const form = new FormData();
    form.append('school', 'queue-school');
    form.append('grade', '7');
    form.append('text', text);
    // A multipart form: sent as it is.
    return w.as('ravi').inject({ method: 'POST', url: '/api/student_dashboard/holiday-homework/', headers: withKey(key), payload: form });
  };
  const submissions = async () =>
    (await t.db.select({ n: count() }).from(holidayHomeworkSubmissions).where(eq(holidayHomeworkSubmissions.studentId, w.id.ravi)))[0].n;

  it('stores a homework submission sent three times once, answering 201 with the same record each time', async () => {
    const before = await submissions();
    const key = randomUUID();
    const answers = [await submit(key, 'My water filter'), await submit(key, 'My water filter'), await submit(key, 'My water filter')];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const first = holidayHomeworkSchema.parse(answers[0].json());
    expect(answers.map((r) => r.json())).toEqual([first, first, first]);
    expect(await submissions()).toBe(before + 1);
  });

  it('stores concurrent duplicates of a submission once', async () => {
    const before = await submissions();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(key, 'Solar cooker')));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await submissions()).toBe(before + 1);
  });

  it('without a key, two submissions are two (the header is what makes a retry a retry)', async () => {
    const before = await submissions();
    await submit(null, 'Kite');
    await submit(null, 'Kite');
    expect(await submissions()).toBe(before + 2);
  });
});
