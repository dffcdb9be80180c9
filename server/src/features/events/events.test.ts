import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints, upcomingEventsResponseSchema, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { schoolEvents } from '../news/news.table';
import { schoolToday } from '../../lib/school-time';
import { assignQuiz, attempt, shiftDay } from '../student-dashboard/test-helpers';

let t: TestApp;
// Type arguments spelt out: nobody is in the away school, so its key would not be inferred.
const people = worldSpec<'home' | 'away', 'asha' | 'coach'>({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'home' },
  },
});
let w: WorldOf<typeof people>;
const today = schoolToday('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  const home = { id: w.school.home };
  const away = { id: w.school.away };
  const me = { id: w.id.asha };

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
});
afterAll(() => t.close());

const upcoming = (who?: PersonOf<typeof people>, query: EndpointQuery<typeof eventEndpoints.upcoming> = {}) =>
  w.as(who ?? 'anonymous').call(eventEndpoints.upcoming, { query });

describe('GET /api/student_dashboard/upcoming-events/', () => {
  it("merges the student's untaken assessments and their school's events from today on, sorted by date", async () => {
    const res = await upcoming('asha');
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
    const body = upcomingEventsResponseSchema.parse((await upcoming('asha', { limit: 2 })).json());
    expect(body.events.map((e) => e.title)).toEqual(['Robotics Workshop', 'Gears Homework']);
    expect((await upcoming('asha', { limit: 0 })).statusCode).toBe(400);
  });

  it('is for students: staff get 403, anonymous callers 401', async () => {
    expect((await upcoming('coach')).statusCode).toBe(403);
    expect((await upcoming()).statusCode).toBe(401);
  });
});
