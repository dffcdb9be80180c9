import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { accountEndpoints, courseReportEndpoints, errorSchema, registrationErrorSchema, studentActivityResponseSchema, teacherRemarkResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, seedWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { subjects, lessons } from '../lessons/lessons.table';
import { activityDaily } from '../activity/activity.table';
import { teacherRemarks } from '../../core/identity/students.table';

let t: TestApp;
const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7 },
    ravi: { role: 'student', school: 'home', grade: 7 },
    idle: { role: 'student', school: 'home', grade: 7 },
    coach: { role: 'teacher', school: 'home', name: 'Neha Verma' },
    coach2: { role: 'teacher', school: 'home', name: 'Arjun Das' },
    root: { role: 'school', superuser: true },
    'away.coach': { role: 'teacher', school: 'away' },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const [asha, ravi, coach, coach2] = (['asha', 'ravi', 'coach', 'coach2'] as const).map((who) => ({ id: w.id[who] }));

  const [robotics, scratch] = await t.db.insert(subjects).values([
    { grade: 7, slug: 'robotics', name: 'Robotics' },
    { grade: 7, slug: 'scratch', name: 'Scratch Programming' },
  ]).returning();
  const [r1, r2, s1] = await t.db.insert(lessons).values([
    { subjectId: robotics.id, position: 1, name: 'Motors and Gears' },
    { subjectId: robotics.id, position: 2, name: 'Sensors' },
    { subjectId: scratch.id, position: 1, name: 'Sprites' },
  ]).returning();

  const row = (studentId: number, day: string, lesson: typeof r1, action: string, seconds: number) =>
    ({ studentId, day, lessonId: lesson.id, subjectId: lesson.subjectId, action, seconds });
  await t.db.insert(activityDaily).values([
    row(asha.id, '2026-03-01', r1, 'content', 600),
    row(asha.id, '2026-03-02', r1, 'content', 300),
    row(asha.id, '2026-03-02', r1, 'video', 120),
    row(asha.id, '2026-03-02', r1, 'simulator', 90),
    row(asha.id, '2026-03-03', r2, 'quiz', 240),
    row(asha.id, '2026-03-03', r2, 'hint', 30),
    row(asha.id, '2026-03-04', s1, 'content', 1800),
    row(asha.id, '2026-03-05', s1, 'video', 60),
    row(ravi.id, '2026-03-01', r1, 'content', 9999), // another student's time never counts
  ]);

  await t.db.insert(teacherRemarks).values([
    // Inserted newest first, so an answer by id instead of by time would be wrong.
    { teacherId: coach2.id, studentId: asha.id, remark: 'Great progress with sensors!', createdAt: new Date('2026-03-10T08:00:00Z') },
    { teacherId: coach.id, studentId: asha.id, remark: 'Practise gear ratios.', createdAt: new Date('2026-02-01T08:00:00Z') },
    { teacherId: coach.id, studentId: ravi.id, remark: 'Remark for Ravi', createdAt: new Date('2026-04-01T08:00:00Z') },
  ]);
});
afterAll(() => t.close());

const activity = (who: Person | null, username: string) => w.as(who ?? 'anonymous').call(courseReportEndpoints.studentActivity, { params: { username } });
const remark = (who: Person | null) => w.as(who ?? 'anonymous').call(courseReportEndpoints.teacherRemark);

describe('GET /api/student_dashboard/student-activity/{username}/', () => {
  it('sums seconds per lesson and tab, and per subject, from the per-day rows of this student only', async () => {
    const res = await activity('asha', 'asha');
    expect(res.statusCode).toBe(200);
    const body = studentActivityResponseSchema.parse(res.json());
    expect(body.lesson_summary.map(({ subject, page_visited, lesson_position, video_time, quiz_time, content_time, simulator_time, hint_time }) =>
      ({ subject, page_visited, lesson_position, video_time, quiz_time, content_time, simulator_time, hint_time }))).toEqual([
      { subject: 'Robotics', page_visited: 'Motors and Gears', lesson_position: 1, video_time: 120, quiz_time: 0, content_time: 900, simulator_time: 90, hint_time: 0 },
      { subject: 'Robotics', page_visited: 'Sensors', lesson_position: 2, video_time: 0, quiz_time: 240, content_time: 0, simulator_time: 0, hint_time: 30 },
      { subject: 'Scratch Programming', page_visited: 'Sprites', lesson_position: 1, video_time: 60, quiz_time: 0, content_time: 1800, simulator_time: 0, hint_time: 0 },
    ]);
    expect(body.subject_summary).toMatchObject([
      { subject: 'Robotics', subject_slug: 'robotics', grade: 7, total_video_time: 120, total_quiz_time: 240, total_content_time: 900, total_simulator_time: 90, total_hint_time: 30, total_curriculum_time: 1380 },
      { subject: 'Scratch Programming', total_video_time: 60, total_quiz_time: 0, total_content_time: 1800, total_simulator_time: 0, total_hint_time: 0, total_curriculum_time: 1860 },
    ]);
  });

  it('accepts the own username in any letter case', async () => {
    expect((await activity('asha', 'ASHA')).statusCode).toBe(200);
  });

  it("refuses another student's username with 403 and a detail", async () => {
    const res = await activity('asha', 'ravi');
    expect(res.statusCode).toBe(403);
    expect(registrationErrorSchema.parse(res.json())).toEqual({
      detail: 'You can only view your own activity.', message: 'You can only view your own activity.',
    });
  });

  it("answers 404 'No activity found for this user.' (detail and message) when the student has no activity", async () => {
    const res = await activity('idle', 'idle');
    expect(res.statusCode).toBe(404);
    expect(registrationErrorSchema.parse(res.json())).toEqual({ detail: 'No activity found for this user.', message: 'No activity found for this user.' });
  });

  it('is read by the student, their school\'s teachers and the superuser; 401 without a token', async () => {
    expect((await activity(null, 'asha')).statusCode).toBe(401);
    const own = (await activity('asha', 'asha')).json();
    for (const who of ['coach', 'root'] as const) {
      const res = await activity(who, 'asha');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
    }
  });

  it("refuses another student and another school's teacher with the same 403, whether or not the username exists", async () => {
    for (const [who, username] of [['ravi', 'asha'], ['away.coach', 'asha'], ['away.coach', 'no-such-student']] as const) {
      const res = await activity(who, username);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You can only view your own activity.');
    }
    expect((await activity('root', 'no-such-student')).statusCode).toBe(404);
  });

  it('changes nothing', async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(activityDaily))[0].n;
    const before = await rows();
    await activity('asha', 'asha');
    await activity('asha', 'ravi');
    expect(await rows()).toBe(before);
  });
});

describe('GET /api/student_dashboard/teacher-remark/', () => {
  it('gives the newest remark written for this student, with the teacher name and time', async () => {
    const res = await remark('asha');
    expect(res.statusCode).toBe(200);
    expect(teacherRemarkResponseSchema.parse(res.json())).toEqual({
      teacher_remark: { remark: 'Great progress with sensors!', teacher_name: 'Arjun Das', created_at: '2026-03-10T08:00:00.000Z' },
    });
  });

  it('is null when no teacher wrote one', async () => {
    expect(teacherRemarkResponseSchema.parse((await remark('idle')).json())).toEqual({ teacher_remark: null });
  });

  it('needs a signed-in student', async () => {
    expect((await remark(null)).statusCode).toBe(401);
    const res = await remark('coach');
    expect(res.statusCode).toBe(403);
    errorSchema.parse(res.json());
  });
});

describe('the course report kept per caller (ADR 0020)', () => {
  it("answers a repeat from memory, gives every caller their own answer, and starts afresh after a write at the student's school", async () => {
    const kept = await createTestApp({ staffAnswersSeconds: 60 });
    try {
      const kw = await createWorld(kept, {
        schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' } },
        users: { mina: { role: 'student', school: 'home', grade: 7 }, kiran: { role: 'student', school: 'home', grade: 7 }, coach: { role: 'teacher', school: 'home' } },
      });
      const mina = { id: kw.id.mina };
      const [subject] = await kept.db.insert(subjects).values({ grade: 7, slug: 'robotics', name: 'Robotics' }).returning();
      const [lesson] = await kept.db.insert(lessons).values({ subjectId: subject.id, position: 1, name: 'Motors' }).returning();
      const credit = (day: string, seconds: number) =>
        kept.db.insert(activityDaily).values({ studentId: mina.id, day, lessonId: lesson.id, subjectId: subject.id, action: 'video', seconds });
      await credit('2026-03-01', 60);
      const asMina = kw.as('mina');
      const asCoach = kw.as('coach');
      const videoSeconds = async (caller: typeof asMina) => {
        const res = await caller.call(courseReportEndpoints.studentActivity, { params: { username: 'mina' } });
        expect(res.statusCode).toBe(200);
        return studentActivityResponseSchema.parse(res.json()).subject_summary[0].total_video_time;
      };
      expect(await videoSeconds(asMina)).toBe(60);
      // Time credited meanwhile (as heartbeats do: they leave kept answers alone) shows once the kept time is over...
      await credit('2026-03-02', 30);
      expect(await videoSeconds(asMina)).toBe(60);
      // ...another caller has an answer of their own, computed now...
      expect(await videoSeconds(asCoach)).toBe(90);
      // ...nobody else's kept answer is handed to a caller the policy refuses...
      const added = await seedWorld(kept.db, { users: { kiran2: { role: 'student', school: kw.school.home, grade: 7 } } });
      const asKiran = callerWith(kept, added.token.kiran2);
      expect((await asKiran.call(courseReportEndpoints.studentActivity, { params: { username: 'mina' } })).statusCode).toBe(403);
      // ...and a write through the app at the student's school (here a sign-in) starts the school's answers afresh.
      const login = await kw.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: 'kiran', password: PASSWORD } });
      expect(login.statusCode).toBe(200);
      expect(await videoSeconds(asMina)).toBe(90);
    } finally {
      await kept.close();
    }
  });
});
