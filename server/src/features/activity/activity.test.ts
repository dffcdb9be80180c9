import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activityEndpoints, lessonSummaryResponseSchema, trackActivityResponseSchema, type EndpointBody, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { allLessons, createSubject, lessonName } from '../lessons/lessons.fixtures';
import { activityClocks, activityDaily } from './activity.table';
import { formatHms } from './lesson-summary.service';

let t: TestApp;
let lessonIds: number[] = [];
let subjectId: number;
const TZ = 'Pacific/Kiritimati'; // UTC+14: the school-local day is often not the UTC day
const people = worldSpec({
  schools: {
    home: { code: 'far-east', name: 'Far East School, Line Islands', city: 'Kiritimati', timeZone: TZ },
    other: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' },
  },
  users: {
    stu: { role: 'student', school: 'home', grade: 7 },
    mate: { role: 'student', school: 'home', grade: 7 },
    other: { role: 'student', school: 'other', grade: 7 },
    coach: { role: 'teacher', school: 'home' },
    admin: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const robotics = await createSubject(t.db, { grade: 7, slug: 'robotics', name: 'Robotics', lessons: allLessons([w.school.home]) });
  subjectId = robotics.subject.id;
  lessonIds = robotics.lessons.map((l) => l.id);
  await createSubject(t.db, { grade: 8, slug: 'robotics', name: 'Robotics', lessons: allLessons([w.school.home]) });
});
afterAll(() => t.close());

type Person = PersonOf<typeof people>;
type Heartbeat = EndpointBody<typeof activityEndpoints.trackActivity>;
const beat = (who: Person | null, body: Heartbeat) => w.as(who ?? 'anonymous').call(activityEndpoints.trackActivity, { body });
const heartbeat = (over: Partial<Heartbeat> = {}): Heartbeat =>
  ({ grade: 7, subject: 'robotics', lesson_name: lessonName('robotics', 1), action: 'content', time_spent: 30, ...over });
const rowsOf = (who: Person) => t.db.select().from(activityDaily).where(eq(activityDaily.studentId, w.id[who]));
const clockOf = async (who: Person) => (await t.db.select().from(activityClocks).where(eq(activityClocks.studentId, w.id[who])))[0]?.lastHeartbeatAt ?? null;
/**
 * Pretends the previous heartbeat was `seconds` ago, by the server's own clock as the server writes it (whole
 * milliseconds). The database's now() is read in microseconds: up to 1 ms after it, Date.now() can still show the
 * millisecond before, so a clock set from now() made "1 s ago" read as 0.9995 s and credit 0 now and then.
 */
const setClockAgo = (who: Person, seconds: number) =>
  t.db.update(activityClocks).set({ lastHeartbeatAt: new Date(Date.now() - seconds * 1000) }).where(eq(activityClocks.studentId, w.id[who]));

describe('POST /api/student_dashboard/track-activity/', () => {
  beforeEach(async () => {
    await t.db.delete(activityDaily);
    await t.db.delete(activityClocks);
  });

  it("credits the first heartbeat into the school-local day's row and starts the clock", async () => {
    const res = await beat('stu', heartbeat());
    expect(res.statusCode).toBe(200);
    const body = trackActivityResponseSchema.parse(res.json());
    const [{ day }] = (await t.db.execute(sql`select (now() at time zone ${TZ})::date::text as day`) as unknown as { rows: { day: string }[] }).rows;
    expect(body).toEqual({ credited_seconds: 30, total_seconds_today: 30, day });
    const rows = await rowsOf('stu');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lessonId: lessonIds[0], subjectId, action: 'content', seconds: 30, day });
    expect(await clockOf('stu')).not.toBeNull();
  });

  it('adds later heartbeats into the same row with one upsert (no new rows)', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', 31);
    const res = await beat('stu', heartbeat());
    expect(res.json()).toMatchObject({ credited_seconds: 30, total_seconds_today: 60 });
    const rows = await rowsOf('stu');
    expect(rows.map((r) => r.seconds)).toEqual([60]);
    await setClockAgo('stu', 30);
    expect((await beat('stu', heartbeat({ action: 'video' }))).json()).toMatchObject({ credited_seconds: 30, total_seconds_today: 90 });
    expect((await rowsOf('stu')).map((r) => `${r.action}:${r.seconds}`).sort()).toEqual(['content:60', 'video:30']);
  });

  it('never credits more than the seconds since the previous heartbeat', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', 1);
    const second = trackActivityResponseSchema.parse((await beat('stu', heartbeat())).json());
    expect(second.credited_seconds).toBeGreaterThanOrEqual(1);
    expect(second.credited_seconds).toBeLessThanOrEqual(2);
    // Straight away again: (almost) no time has passed, so (almost) nothing is credited.
    const third = trackActivityResponseSchema.parse((await beat('stu', heartbeat())).json());
    expect(third.credited_seconds).toBeLessThanOrEqual(1);
    expect((await rowsOf('stu'))[0].seconds).toBe(30 + second.credited_seconds + third.credited_seconds);
  });

  it('caps a heartbeat at one interval plus slack after a long pause, whatever time_spent says', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', 3600);
    expect((await beat('stu', heartbeat({ time_spent: 300 }))).json().credited_seconds).toBe(35);
    await setClockAgo('stu', 3600);
    expect((await beat('stu', heartbeat({ time_spent: 12 }))).json().credited_seconds).toBe(12);
  });

  it('caps the first heartbeat at one interval', async () => {
    expect((await beat('stu', heartbeat({ time_spent: 300 }))).json().credited_seconds).toBe(30);
  });

  it('credits nothing and adds no row when the clock is ahead (a racing heartbeat already counted the time)', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', -5);
    expect((await beat('stu', heartbeat({ action: 'hint' }))).json()).toMatchObject({ credited_seconds: 0, total_seconds_today: 30 });
    expect((await rowsOf('stu')).map((r) => r.action)).toEqual(['content']);
  });

  it('serialises racing heartbeats: together they credit no more than the time that passed', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', 30);
    const results = await Promise.all([1, 2, 3, 4, 5].map((p) => beat('stu', heartbeat({ lesson_name: lessonName('robotics', p) }))));
    const credited = results.map((r) => trackActivityResponseSchema.parse(r.json()).credited_seconds);
    expect(credited.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30);
    expect(credited.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(32);
  });

  it('writes heartbeats arriving together as one batch, each answered with its own figures', async () => {
    await beat('mate', heartbeat());
    await setClockAgo('mate', 20);
    // Sent at once: the first goes out alone, the rest gather behind it and go out together.
    const [stu, mate, wrong, other] = await Promise.all([
      beat('stu', heartbeat({ time_spent: 12 })),
      beat('mate', heartbeat({ action: 'video' })),
      beat('stu', heartbeat({ lesson_name: 'Nope' })),
      beat('other', heartbeat()),
    ]);
    expect(trackActivityResponseSchema.parse(stu.json())).toMatchObject({ credited_seconds: 12, total_seconds_today: 12 });
    const mateBody = trackActivityResponseSchema.parse(mate.json());
    expect(mateBody.credited_seconds).toBeGreaterThanOrEqual(20);
    expect(mateBody.credited_seconds).toBeLessThanOrEqual(22);
    expect(mateBody.total_seconds_today).toBe(30 + mateBody.credited_seconds);
    // One heartbeat's unknown lesson or another school's lesson fails that heartbeat only.
    expect(wrong.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect((await rowsOf('stu')).map((r) => r.seconds)).toEqual([12]);
    expect((await rowsOf('mate')).map((r) => [r.action, r.seconds]).sort()).toEqual([['content', 30], ['video', mateBody.credited_seconds]]);
    expect(await rowsOf('other')).toEqual([]);
  });

  it('keeps one clock per student: time on another lesson is not counted twice', async () => {
    await beat('stu', heartbeat());
    await setClockAgo('stu', 10);
    await beat('stu', heartbeat({ lesson_name: lessonName('robotics', 2) }));
    const res = await beat('stu', heartbeat({ lesson_name: lessonName('robotics', 3) }));
    expect(res.json().credited_seconds).toBeLessThanOrEqual(1);
  });

  it.each([
    ['an unknown action', { action: 'games' }],
    ['time_spent 0', { time_spent: 0 }],
    ['time_spent over 300', { time_spent: 301 }],
    ['a fractional time_spent', { time_spent: 2.5 }],
    ['time_spent as text', { time_spent: '30' }],
    ['no lesson_name', { lesson_name: '' }],
    ['grade 13', { grade: 13 }],
  ])('refuses %s with 400 and changes nothing', async (_name, over) => {
    // Sent raw: most of these do not type-check as a heartbeat.
    const res = await w.as('stu').inject({ method: 'POST', url: '/api/student_dashboard/track-activity/', payload: { ...heartbeat(), ...over } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
    expect(await rowsOf('stu')).toEqual([]);
    expect(await clockOf('stu')).toBeNull();
  });

  it('answers 404 for an unknown lesson or subject and 403 for another grade, changing nothing', async () => {
    expect((await beat('stu', heartbeat({ lesson_name: 'Nope' }))).json()).toEqual({ detail: 'Lesson not found.' });
    expect((await beat('stu', heartbeat({ subject: 'cooking' }))).statusCode).toBe(404);
    // Another school's student: the lesson is not offered to their school.
    expect((await beat('other', heartbeat())).statusCode).toBe(404);
    const grade8 = await beat('stu', heartbeat({ grade: 8 }));
    expect(grade8.statusCode).toBe(403);
    expect(grade8.json().detail).toBe('You can only track lessons of your own grade.');
    expect(await rowsOf('stu')).toEqual([]);
    expect(await clockOf('stu')).toBeNull();
  });

  it('is for students only: 401 without a token, 403 for a teacher and for a superuser', async () => {
    expect((await beat(null, heartbeat())).statusCode).toBe(401);
    expect((await beat('coach', heartbeat())).statusCode).toBe(403);
    expect((await beat('admin', heartbeat())).json()).toEqual({ detail: 'Only students can use this.' });
    expect(await t.db.select().from(activityDaily)).toEqual([]);
  });
});

describe('GET /api/student_dashboard/lesson-summary/', () => {
  beforeAll(async () => {
    await t.db.delete(activityDaily);
    const row = (who: Person, day: string, lesson: number, action: string, seconds: number) =>
      ({ studentId: w.id[who], day, lessonId: lessonIds[lesson], subjectId, action, seconds });
    await t.db.insert(activityDaily).values([
      row('stu', '2026-11-01', 0, 'content', 3600), row('stu', '2026-11-02', 0, 'content', 125),
      row('stu', '2026-11-02', 0, 'video', 59), row('stu', '2026-11-02', 0, 'simulator', 61),
      row('stu', '2026-11-03', 0, 'quiz', 30), row('stu', '2026-11-03', 0, 'hint', 30),
      row('stu', '2026-11-03', 2, 'content', 90),
      row('mate', '2026-11-02', 0, 'content', 9999), // another student's time is not counted
    ]);
  });

  /** `query` null: none at all. */
  const summary = (who: Person | null, query: EndpointQuery<typeof activityEndpoints.lessonSummary> | null = { grade: 7, subject: 'robotics' }) =>
    w.as(who ?? 'anonymous').call(activityEndpoints.lessonSummary, { query: query ?? undefined });

  it("sums the student's own time per lesson and tab over all days, as HH:MM:SS", async () => {
    const res = await summary('stu');
    expect(res.statusCode).toBe(200);
    const body = lessonSummaryResponseSchema.parse(res.json());
    expect(body.subject).toMatchObject({ slug: 'robotics', grade: 7 });
    expect(body.lesson_summary).toHaveLength(8);
    expect(body.lesson_summary[0]).toEqual({
      lesson_id: lessonIds[0], position: 1, lesson_name: lessonName('robotics', 1),
      content_time: '01:02:05', video_time: '00:00:59', quiz_time: '00:00:30', simulator_time: '00:01:01', hint_time: '00:00:30',
      curriculum_time: '01:05:05',
    });
    expect(body.lesson_summary[1].curriculum_time).toBe('00:00:00');
    expect(body.lesson_summary[2]).toMatchObject({ position: 3, content_time: '00:01:30', curriculum_time: '00:01:30' });
  });

  it('answers 404 for an unknown subject, 400 without the query, 401 and 403 for the wrong caller', async () => {
    expect((await summary('stu', { grade: 7, subject: 'cooking' })).json()).toEqual({ detail: 'Subject not found.' });
    expect((await summary('stu', null)).statusCode).toBe(400);
    expect((await summary(null)).statusCode).toBe(401);
    expect((await summary('coach')).statusCode).toBe(403);
  });

  it('formats hours past 99', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(360_000 + 61)).toBe('100:01:01');
  });
});
