import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeHomeworkResponseSchema, errorSchema, studentDashboardSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { PASSWORD, createSchool, createUser } from '../../test/fixtures';
import { loginEvents } from '../../core/identity/accounts.table';
import { subjects, lessons, lessonSchools } from '../lessons/lessons.table';
import { news, updates } from '../news/news.table';
import { activityDaily } from '../activity/activity.table';
import { avatars, studentProfiles } from '../../core/identity/students.table';
import { eq } from 'drizzle-orm';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, attempt, shiftDay, tokenFor } from './test-helpers';

let t: TestApp;
const token: Record<string, string> = {};
const today = schoolToday('Asia/Kolkata');
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const home = await createSchool(db);
  const away = await createSchool(db, 'away', 'Away School, Sector 1, Delhi');
  const me = await createUser(db, { username: 'asha', role: 'student', schoolId: home.id, grade: 7, section: 'A', name: 'Asha Rao' });
  const mate = await createUser(db, { username: 'mate', role: 'student', schoolId: home.id, grade: 7, section: 'A' });
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: home.id });
  await createUser(db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  ids.me = me.id;

  await db.insert(avatars).values({ key: 'robot', label: 'Robot', imagePath: '/avatars/robot.svg' });
  await db.update(studentProfiles).set({ avatarKey: 'robot' }).where(eq(studentProfiles.userId, me.id));

  // Robotics is offered to the home school; Scratch only to the away school; grade 8's subject is another grade.
  const [robotics, scratch, g8] = await db.insert(subjects).values([
    { grade: 7, slug: 'robotics', name: 'Robotics', description: 'Build robots', imageUrl: '/img/robotics.png' },
    { grade: 7, slug: 'scratch', name: 'Scratch Programming', description: 'Code games' },
    { grade: 8, slug: 'robotics', name: 'Robotics 8', description: '' },
  ]).returning();
  const ls = await db.insert(lessons).values([robotics, scratch, g8].map((s) => ({ subjectId: s.id, position: 1, name: `${s.name} 1` }))).returning();
  await db.insert(lessonSchools).values([{ lessonId: ls[0].id, schoolId: home.id }, { lessonId: ls[1].id, schoolId: away.id }, { lessonId: ls[2].id, schoolId: home.id }]);
  ids.robotics = robotics.id;
  // Time in the lesson viewer (the course report): different for the two classmates.
  await db.insert(activityDaily).values([
    { studentId: me.id, day: today, lessonId: ls[0].id, subjectId: robotics.id, action: 'video', seconds: 90 },
    { studentId: mate.id, day: today, lessonId: ls[0].id, subjectId: robotics.id, action: 'quiz', seconds: 30 },
  ]);

  const pre = await assignQuiz(db, { name: 'Circuits Pre', type: 'pre-assessment', schoolId: home.id, dueDate: shiftDay(today, -30) });
  const post = await assignQuiz(db, { name: 'Circuits Post', type: 'post-assessment', schoolId: home.id, dueDate: shiftDay(today, -3) });
  ids.myPass = (await attempt(db, pre.id, me.id, 'submitted', 75)).id;
  await attempt(db, post.id, me.id, 'submitted', 25);
  await attempt(db, post.id, mate.id, 'submitted', 100);

  // Homework: open, open-ended, in progress, submitted, overdue, for another class, and a non-homework quiz.
  const hw = async (name: string, dueDate: string | null, section = 'A') => assignQuiz(db, { name, type: 'homework', schoolId: home.id, section, dueDate, subjectId: robotics.id });
  ids.open = (await hw('Motors Homework', shiftDay(today, 3))).id;
  ids.dueToday = (await hw('Sensors Homework', today)).id;
  ids.openEnded = (await hw('Free Practice', null)).id;
  const inProgress = await hw('Gears Homework', shiftDay(today, 5));
  ids.inProgress = inProgress.id;
  await attempt(db, inProgress.id, me.id, 'in_progress');
  const done = await hw('Done Homework', shiftDay(today, 2));
  await attempt(db, done.id, me.id, 'submitted', 50);
  await hw('Overdue Homework', shiftDay(today, -1));
  await hw('Other Class Homework', shiftDay(today, 4), 'B');
  await assignQuiz(db, { name: 'Final', type: 'final_exam', schoolId: home.id, dueDate: shiftDay(today, 10) });

  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  await db.insert(news).values([
    { title: 'Global old', content: 'g', schoolId: null, publishedAt: hoursAgo(48) },
    { title: 'Home news', content: 'h', schoolId: home.id, publishedAt: hoursAgo(24), imageUrl: '/img/news.png' },
    { title: 'Away news', content: 'a', schoolId: away.id, publishedAt: hoursAgo(1) },
    { title: 'Scheduled', content: 's', schoolId: null, publishedAt: new Date(Date.now() + 24 * 3600_000) },
  ]);
  await db.insert(updates).values([
    { type: 'Exam', message: 'Running', endDate: shiftDay(today, 5), schoolId: null },
    { type: 'Event', message: 'Last day', endDate: today, schoolId: home.id },
    { type: 'Old', message: 'Ended', endDate: shiftDay(today, -1), schoolId: null },
    { type: 'Away', message: 'Away only', endDate: shiftDay(today, 5), schoolId: away.id },
  ]);
  await db.insert(loginEvents).values([1, 2].map((n) => ({ userId: me.id, schoolId: home.id, loginNum: n, loggedInAt: hoursAgo(100 * n) })));

  for (const u of ['asha', 'mate', 'coach', 'root']) token[u] = await tokenFor(t, u);
});
afterAll(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? authHeader(token[who]) : {} });

describe('GET /api/student_dashboard/{username}/', () => {
  it("returns the student's own dashboard in the contract's shape", async () => {
    const res = await get('/api/student_dashboard/asha/', 'asha');
    expect(res.statusCode).toBe(200);
    const body = studentDashboardSchema.parse(res.json());
    expect(body.profile).toEqual({ name: 'Asha Rao', grade: 7, section: 'A', school: 'Green Valley School, Sector 21, Noida', profile_pic: '/avatars/robot.svg', user: { username: 'asha' } });
    expect(body.subjects).toEqual([{ subject_id: ids.robotics, id: ids.robotics, name: 'Robotics', slug: 'robotics', image: '/img/robotics.png', description: 'Build robots' }]);
    expect(body.courses).toEqual(['Robotics']);
    // The two seeded sign-ins (the test's token is issued directly, not by signing in).
    expect(body.login_count).toBe(2);
  });

  it("lists only the student's own attempts, and certificates for the passing ones", async () => {
    const body = studentDashboardSchema.parse((await get('/api/student_dashboard/asha/', 'asha')).json());
    expect(body.preassessment_reports.map((r) => [r.exam_name, r.your_result.score])).toEqual([['Circuits Pre', 75]]);
    expect(body.postassessment_reports.map((r) => [r.exam_name, r.your_result.score, r.highest_score])).toEqual([['Circuits Post', 25, 100]]);
    expect(body.homework_reports.map((r) => r.exam_name)).toEqual(['Done Homework']);
    expect(body.half_yearly_reports).toEqual([]);
    expect(body.annual_reports).toEqual([]);
    expect(body.certifications).toEqual([{ attempt_id: ids.myPass, exam_name: 'Circuits Pre', certificate_url: `/api/quiz/attempts/${ids.myPass}/certificate/` }]);
  });

  it("shows global and own-school news, newest first, but not another school's or scheduled news", async () => {
    const body = studentDashboardSchema.parse((await get('/api/student_dashboard/asha/', 'asha')).json());
    expect(body.admin_news_list.map((n) => n.title)).toEqual(['Home news', 'Global old']);
    expect(body.admin_news_list[0].image).toBe('/img/news.png');
  });

  it('shows updates until their end date (inclusive) and only global or own-school ones', async () => {
    const body = studentDashboardSchema.parse((await get('/api/student_dashboard/asha/', 'asha')).json());
    expect(body.admin_updates.map((u) => u.message).sort()).toEqual(['Last day', 'Running']);
    expect(body.admin_updates.find((u) => u.message === 'Last day')).toMatchObject({ type: 'Event', endDate: today });
  });

  it("refuses another student's dashboard with 403 and a detail", async () => {
    const res = await get('/api/student_dashboard/mate/', 'asha');
    expect(res.statusCode).toBe(403);
    expect(errorSchema.parse(res.json()).detail).toBe('You can only view your own dashboard.');
  });

  it('matches the username case-insensitively', async () => {
    expect((await get('/api/student_dashboard/ASHA/', 'asha')).statusCode).toBe(200);
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    expect((await get('/api/student_dashboard/asha/', 'coach')).statusCode).toBe(403);
    expect((await get('/api/student_dashboard/coach/', 'coach')).statusCode).toBe(403);
    expect((await get('/api/student_dashboard/asha/')).statusCode).toBe(401);
  });

  it('lets a superuser read any student, and answers 404 for someone who is not a student', async () => {
    expect(studentDashboardSchema.parse((await get('/api/student_dashboard/mate/', 'root')).json()).profile.user.username).toBe('mate');
    expect((await get('/api/student_dashboard/coach/', 'root')).statusCode).toBe(404);
    expect((await get('/api/student_dashboard/nobody/', 'root')).statusCode).toBe(404);
  });
});

describe('GET /api/student_dashboard/homework-assignment/', () => {
  it('lists homework for the class that is neither submitted nor overdue, soonest due first', async () => {
    const res = await get('/api/student_dashboard/homework-assignment/', 'asha');
    expect(res.statusCode).toBe(200);
    const body = activeHomeworkResponseSchema.parse(res.json());
    expect(body.homework.map((h) => [h.title, h.due_date])).toEqual([
      ['Sensors Homework', today],
      ['Motors Homework', shiftDay(today, 3)],
      ['Gears Homework', shiftDay(today, 5)],
      ['Free Practice', null],
    ]);
    expect(body.homework[0]).toMatchObject({ quiz_id: ids.dueToday, topic: 'Sensors Homework topic', subject: 'Robotics', time_minutes: 10 });
  });

  it("is not taken for a username, and is the caller's own: a classmate still sees the homework the student submitted", async () => {
    const body = activeHomeworkResponseSchema.parse((await get('/api/student_dashboard/homework-assignment/', 'mate')).json());
    expect(body.homework.map((h) => h.title)).toContain('Done Homework');
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    expect((await get('/api/student_dashboard/homework-assignment/', 'coach')).statusCode).toBe(403);
    expect((await get('/api/student_dashboard/homework-assignment/', 'root')).statusCode).toBe(403);
    expect((await get('/api/student_dashboard/homework-assignment/')).statusCode).toBe(401);
  });
});

describe('the dashboard kept per student (ADR 0020)', () => {
  it("answers a repeat from memory, and afresh after a sign-in at the student's school", async () => {
    const kept = await createTestApp({ staffAnswersSeconds: 60 });
    try {
      const school = await createSchool(kept.db);
      const raviUser = await createUser(kept.db, { username: 'ravi', role: 'student', schoolId: school.id, grade: 7, section: 'A' });
      await createUser(kept.db, { username: 'tara', role: 'student', schoolId: school.id, grade: 7, section: 'A' });
      const signIn = async (username: string) => {
        const res = await kept.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: username, password: PASSWORD } });
        expect(res.statusCode).toBe(200);
        return res.json().token as string;
      };
      const dashboard = async (username: string, tok: string) => {
        const res = await kept.app.inject({ method: 'GET', url: `/api/student_dashboard/${username}/`, headers: authHeader(tok) });
        expect(res.statusCode).toBe(200);
        return studentDashboardSchema.parse(res.json());
      };
      const ravi = await signIn('ravi');
      expect((await dashboard('ravi', ravi)).login_count).toBe(1);
      // A sign-in recorded behind the app's back is not seen while the answer is kept...
      await kept.db.insert(loginEvents).values({ userId: raviUser.id, schoolId: school.id, loginNum: 2 });
      expect((await dashboard('ravi', ravi)).login_count).toBe(1);
      // ...a sign-in through the app at the same school starts its answers afresh; each student has their own.
      const tara = await signIn('tara');
      expect((await dashboard('ravi', ravi)).login_count).toBe(2);
      expect((await dashboard('tara', tara)).profile.user.username).toBe('tara');
    } finally {
      await kept.close();
    }
  });
});

describe('students asking at the same moment (their sessions, homes, reports, course reports and quiz lists read in shared statements, ADR 0020)', () => {
  it('each get their own answer, the same as when asking alone', async () => {
    const urls = (who: string) => [`/api/student_dashboard/${who}/`, '/api/student_dashboard/assessment-report/',
      `/api/student_dashboard/student-activity/${who}/`, '/api/student_dashboard/quizzes/?limit=100', '/api/student_dashboard/quizzes/?limit=2&offset=1', '/api/student_dashboard/quizzes/?offset=50'];
    const asks = ['asha', 'mate'].flatMap((who) => urls(who).map((url) => ({ who, url })));
    // A running attempt's seconds left may tick between the two rounds; everything else must match.
    const body = (text: string): unknown => JSON.parse(text, (key, value: unknown) => (key === 'seconds_left' ? undefined : value));
    const alone: unknown[] = [];
    for (const ask of asks) alone.push(body((await get(ask.url, ask.who)).body));
    const together = await Promise.all([...asks, ...asks].map((ask) => get(ask.url, ask.who)));
    expect(together.map((res) => res.statusCode)).toEqual(Array(asks.length * 2).fill(200));
    expect(together.map((res) => body(res.body))).toEqual([...alone, ...alone]);
    // The two classmates' answers differ, so a mix-up between them would show.
    for (let i = 0; i < 5; i++) expect(alone[i]).not.toEqual(alone[i + 6]);
    expect(alone[5]).toMatchObject({ count: 8, results: [] });
  });
});
