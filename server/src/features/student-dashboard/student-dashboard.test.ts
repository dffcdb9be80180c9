import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints, activeHomeworkResponseSchema, courseReportEndpoints, errorSchema, quizEndpoints, reportEndpoints, studentDashboardEndpoints,
  studentDashboardSchema,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, worldSpec, type PersonOf, type PersonSpec, type WorldOf } from '../../test/world';
import { loginEvents, users as accounts } from '../../core/identity/accounts.table';
import { subjects, lessons, lessonSchools } from '../lessons/lessons.table';
import { news, updates } from '../news/news.table';
import { activityDaily } from '../activity/activity.table';
import { avatars, studentProfiles } from '../../core/identity/students.table';
import { eq } from 'drizzle-orm';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, attempt, shiftDay } from './test-helpers';

const schools = { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } };
const users = {
  asha: { role: 'student', school: 'home', grade: 7, section: 'A', name: 'Asha Rao' },
  mate: { role: 'student', school: 'home', grade: 7, section: 'A' },
  coach: { role: 'teacher', school: 'home' },
  root: { role: 'school', superuser: true },
} satisfies Record<string, PersonSpec<keyof typeof schools>>;
// The schools named explicitly: nobody is in the away school, so they cannot be read from the users.
const people = worldSpec<keyof typeof schools, keyof typeof users>({ schools, users });
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const today = schoolToday('Asia/Kolkata');
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  const [home, away] = [{ id: w.school.home }, { id: w.school.away }];
  const [me, mate] = [{ id: w.id.asha }, { id: w.id.mate }];
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
  // What a sign-in keeps on the account (login.service.ts), which the home reads.
  await db.update(accounts).set({ loginCount: 2 }).where(eq(accounts.id, me.id));
});
afterAll(() => t.close());

const dashboard = (username: string, who: Who = 'anonymous') => w.as(who).call(studentDashboardEndpoints.dashboard, { params: { username } });
const homework = (who: Who = 'anonymous') => w.as(who).call(studentDashboardEndpoints.homeworkAssignment);

describe('GET /api/student_dashboard/{username}/', () => {
  it("returns the student's own dashboard in the contract's shape", async () => {
    const res = await dashboard('asha', 'asha');
    expect(res.statusCode).toBe(200);
    const body = studentDashboardSchema.parse(res.json());
    expect(body.profile).toEqual({ name: 'Asha Rao', grade: 7, section: 'A', school: 'Green Valley School, Sector 21, Noida', profile_pic: '/avatars/robot.svg', user: { username: 'asha' } });
    expect(body.subjects).toEqual([{ subject_id: ids.robotics, id: ids.robotics, name: 'Robotics', slug: 'robotics', image: '/img/robotics.png', description: 'Build robots', text_language: 'en' }]);
    expect(body.courses).toEqual(['Robotics']);
    // The two seeded sign-ins (the test's token is issued directly, not by signing in).
    expect(body.login_count).toBe(2);
  });

  it("lists only the student's own attempts, and certificates for the passing ones", async () => {
    const body = studentDashboardSchema.parse((await dashboard('asha', 'asha')).json());
    expect(body.preassessment_reports.map((r) => [r.exam_name, r.your_result.score])).toEqual([['Circuits Pre', 75]]);
    expect(body.postassessment_reports.map((r) => [r.exam_name, r.your_result.score, r.highest_score])).toEqual([['Circuits Post', 25, 100]]);
    expect(body.homework_reports.map((r) => r.exam_name)).toEqual(['Done Homework']);
    expect(body.half_yearly_reports).toEqual([]);
    expect(body.annual_reports).toEqual([]);
    expect(body.certifications).toEqual([{ attempt_id: ids.myPass, exam_name: 'Circuits Pre', certificate_url: `/api/quiz/attempts/${ids.myPass}/certificate/` }]);
  });

  it("shows global and own-school news, newest first, but not another school's or scheduled news", async () => {
    const body = studentDashboardSchema.parse((await dashboard('asha', 'asha')).json());
    expect(body.admin_news_list.map((n) => n.title)).toEqual(['Home news', 'Global old']);
    expect(body.admin_news_list[0].image).toBe('/img/news.png');
  });

  it('shows updates until their end date (inclusive) and only global or own-school ones', async () => {
    const body = studentDashboardSchema.parse((await dashboard('asha', 'asha')).json());
    expect(body.admin_updates.map((u) => u.message).sort()).toEqual(['Last day', 'Running']);
    expect(body.admin_updates.find((u) => u.message === 'Last day')).toMatchObject({ type: 'Event', endDate: today });
  });

  it("refuses another student's dashboard with 403 and a detail", async () => {
    const res = await dashboard('mate', 'asha');
    expect(res.statusCode).toBe(403);
    expect(errorSchema.parse(res.json()).detail).toBe('You can only view your own dashboard.');
  });

  it('matches the username case-insensitively', async () => {
    expect((await dashboard('ASHA', 'asha')).statusCode).toBe(200);
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    expect((await dashboard('asha', 'coach')).statusCode).toBe(403);
    expect((await dashboard('coach', 'coach')).statusCode).toBe(403);
    expect((await dashboard('asha')).statusCode).toBe(401);
  });

  it('lets a superuser read any student, and answers 404 for someone who is not a student', async () => {
    expect(studentDashboardSchema.parse((await dashboard('mate', 'root')).json()).profile.user.username).toBe('mate');
    expect((await dashboard('coach', 'root')).statusCode).toBe(404);
    expect((await dashboard('nobody', 'root')).statusCode).toBe(404);
  });
});

describe('GET /api/student_dashboard/homework-assignment/', () => {
  it('lists homework for the class that is neither submitted nor overdue, soonest due first', async () => {
    const res = await homework('asha');
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
    const body = activeHomeworkResponseSchema.parse((await homework('mate')).json());
    expect(body.homework.map((h) => h.title)).toContain('Done Homework');
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    expect((await homework('coach')).statusCode).toBe(403);
    expect((await homework('root')).statusCode).toBe(403);
    expect((await homework()).statusCode).toBe(401);
  });
});

describe('the dashboard kept per student (ADR 0020)', () => {
  it("answers a repeat from memory, and afresh after a sign-in at the student's school", async () => {
    const kept = await createTestApp({ staffAnswersSeconds: 60 });
    try {
      // Nobody signed in yet: the test signs in over HTTP, which is what it counts.
      const world = await createWorld(kept, {
        schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
        users: { ravi: { role: 'student', school: 'green-valley', grade: 7, section: 'A' }, tara: { role: 'student', school: 'green-valley', grade: 7, section: 'A' } },
        signedIn: false,
      });
      const school = { id: world.school['green-valley'] };
      const raviUser = { id: world.id.ravi };
      const signIn = async (username: string) => {
        const res = await world.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password: PASSWORD } });
        expect(res.statusCode).toBe(200);
        return res.json().token as string;
      };
      const keptDashboard = async (username: string, tok: string) => {
        const res = await callerWith(kept, tok).call(studentDashboardEndpoints.dashboard, { params: { username } });
        expect(res.statusCode).toBe(200);
        return studentDashboardSchema.parse(res.json());
      };
      const ravi = await signIn('ravi');
      expect((await keptDashboard('ravi', ravi)).login_count).toBe(1);
      // A sign-in recorded behind the app's back is not seen while the answer is kept...
      await kept.db.insert(loginEvents).values({ userId: raviUser.id, schoolId: school.id, loginNum: 2 });
      await kept.db.update(accounts).set({ loginCount: 2 }).where(eq(accounts.id, raviUser.id));
      expect((await keptDashboard('ravi', ravi)).login_count).toBe(1);
      // ...a sign-in through the app at the same school starts its answers afresh; each student has their own.
      const tara = await signIn('tara');
      expect((await keptDashboard('ravi', ravi)).login_count).toBe(2);
      expect((await keptDashboard('tara', tara)).profile.user.username).toBe('tara');
    } finally {
      await kept.close();
    }
  });
});

describe('students asking at the same moment (their sessions, homes, reports, course reports and quiz lists read in shared statements, ADR 0020)', () => {
  it('each get their own answer, the same as when asking alone', async () => {
    const reads = (who: 'asha' | 'mate') => [
      () => dashboard(who, who), () => w.as(who).call(reportEndpoints.assessmentReport),
      () => w.as(who).call(courseReportEndpoints.studentActivity, { params: { username: who } }),
      () => w.as(who).call(quizEndpoints.list, { query: { limit: 100 } }), () => w.as(who).call(quizEndpoints.list, { query: { limit: 2, offset: 1 } }),
      () => w.as(who).call(quizEndpoints.list, { query: { offset: 50 } }),
    ];
    const asks = (['asha', 'mate'] as const).flatMap(reads);
    // A running attempt's seconds left may tick between the two rounds; everything else must match.
    const body = (text: string): unknown => JSON.parse(text, (key, value: unknown) => (key === 'seconds_left' ? undefined : value));
    const alone: unknown[] = [];
    for (const ask of asks) alone.push(body((await ask()).body));
    const together = await Promise.all([...asks, ...asks].map((ask) => ask()));
    expect(together.map((res) => res.statusCode)).toEqual(Array(asks.length * 2).fill(200));
    expect(together.map((res) => body(res.body))).toEqual([...alone, ...alone]);
    // The two classmates' answers differ, so a mix-up between them would show.
    for (let i = 0; i < 5; i++) expect(alone[i]).not.toEqual(alone[i + 6]);
    expect(alone[5]).toMatchObject({ count: 8, results: [] });
  });
});
