import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingEventsResponseSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { schoolEvents } from '../news/news.table';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, attempt, shiftDay, tokenFor } from '../student-dashboard/test-helpers';

let t: TestApp;
const token: Record<string, string> = {};
const today = schoolToday('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const home = await createSchool(db);
  const away = await createSchool(db, 'away', 'Away School, Sector 1, Delhi');
  const me = await createUser(db, { username: 'asha', role: 'student', schoolId: home.id, grade: 7, section: 'A' });
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: home.id });

  const quiz = (name: string, type: 'homework' | 'final_exam' | 'post-assessment', dueDate: string | null, section = 'A') =>
    assignQuiz(db, { name, type, schoolId: home.id, section, dueDate });
  await quiz('Final Exam', 'final_exam', shiftDay(today, 10));
  await quiz('Motors Homework', 'homework', shiftDay(today, 3));
  const started = await quiz('Gears Homework', 'homework', shiftDay(today, 1));
  await attempt(db, started.id, me.id, 'in_progress');
  const done = await quiz('Done Post', 'post-assessment', shiftDay(today, 2));
  await attempt(db, done.id, me.id, 'submitted', 50);
  await quiz('Overdue', 'homework', shiftDay(today, -1));
  await quiz('No Date', 'homework', null);
  await quiz('Other Class', 'homework', shiftDay(today, 2), 'B');

  await db.insert(schoolEvents).values([
    { schoolId: home.id, title: 'Science Exhibition', description: 'Models', eventDate: shiftDay(today, 3), grade: null },
    { schoolId: home.id, title: 'Robotics Workshop', description: 'Grade 7 only', eventDate: today, grade: 7 },
    { schoolId: home.id, title: 'Grade 8 Camp', description: '', eventDate: shiftDay(today, 2), grade: 8 },
    { schoolId: home.id, title: 'Yesterday Fair', description: '', eventDate: shiftDay(today, -1), grade: null },
    { schoolId: away.id, title: 'Away Day', description: '', eventDate: shiftDay(today, 1), grade: null },
  ]);
  for (const u of ['asha', 'coach']) token[u] = await tokenFor(t, u);
});
afterAll(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? authHeader(token[who]) : {} });

describe('GET /api/student_dashboard/upcoming-events/', () => {
  it("merges the student's untaken assessments and their school's events from today on, sorted by date", async () => {
    const res = await get('/api/student_dashboard/upcoming-events/', 'asha');
    expect(res.statusCode).toBe(200);
    const body = upcomingEventsResponseSchema.parse(res.json());
    expect(body.today).toBe(today);
    expect(body.events.map((e) => [e.date, e.kind, e.title])).toEqual([
      [today, 'school_event', 'Robotics Workshop'],
      [shiftDay(today, 1), 'assessment', 'Gears Homework'],
      [shiftDay(today, 3), 'assessment', 'Motors Homework'],
      [shiftDay(today, 3), 'school_event', 'Science Exhibition'],
      [shiftDay(today, 10), 'assessment', 'Final Exam'],
    ]);
    expect(body.events[4]).toMatchObject({ quiz_type: 'final_exam', description: 'Final Exam topic' });
    expect(body.events[3]).toMatchObject({ quiz_id: null, quiz_type: null, description: 'Models' });
    expect(new Set(body.events.map((e) => e.id)).size).toBe(body.events.length);
  });

  it('keeps the earliest events when limited', async () => {
    const body = upcomingEventsResponseSchema.parse((await get('/api/student_dashboard/upcoming-events/?limit=2', 'asha')).json());
    expect(body.events.map((e) => e.title)).toEqual(['Robotics Workshop', 'Gears Homework']);
    expect((await get('/api/student_dashboard/upcoming-events/?limit=0', 'asha')).statusCode).toBe(400);
  });

  it('is for students: staff get 403, anonymous callers 401', async () => {
    expect((await get('/api/student_dashboard/upcoming-events/', 'coach')).statusCode).toBe(403);
    expect((await get('/api/student_dashboard/upcoming-events/')).statusCode).toBe(401);
  });
});
