import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessReportSchema, accommodationEndpoints, learnerEndpoints, quizEndpoints, quizStartResponseSchema, setAccommodationResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { createQuiz, type TestQuiz } from '../quizzes/quiz-test-fixtures';
import { auditLog } from '../audit/audit.table';
import { timeAccommodations } from './accommodations.table';

/** Issue 32 item 3, ADR 0040: extra time in timed quizzes, set by the school's staff and applied by the server. */
const people = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao', grade: 7, section: 'A' },
    ravi: { role: 'student', school: 'home', name: 'Ravi Kumar', grade: 7, section: 'A' },
    meera: { role: 'student', school: 'home', name: 'Meera Shah', grade: 7, section: 'A' },
    farStudent: { role: 'student', school: 'away', grade: 7, section: 'A' },
    mother: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    office: { role: 'school', school: 'home' },
    farCoach: { role: 'teacher', school: 'away' },
    root: { role: 'school', superuser: true },
  },
  links: [['mother', 'asha']],
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const quiz: Record<'first' | 'second' | 'third', TestQuiz> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const seven = { schoolId: w.school.home, grade: 7, section: 'A' };
  for (const name of ['first', 'second', 'third'] as const) quiz[name] = await createQuiz(t.db, { name, minutes: 10, classes: [seven] });
});
afterAll(() => t.close());

const give = (who: Who, body: unknown, role: 'teacher' | 'school' = 'teacher', language = 'en') => w.as(who).inject({
  method: 'PUT', url: `/api/${role}_dashboard/accommodations/`, payload: body as object, headers: { 'accept-language': language },
});
const start = async (who: Who, q: TestQuiz) => quizStartResponseSchema.parse(await w.as(who).ok(quizEndpoints.start, { params: { quizId: q.id } }));
const classRow = async (username: string) => accessReportSchema.parse(await w.as('coach').ok(learnerEndpoints.teacherAccessReport, { query: { grade: 7, section: 'A' } }))
  .students_by_grade_and_section.find((r) => r.user.username === username)!;
const kept = () => t.db.select().from(timeAccommodations);

describe('extra time in timed quizzes', () => {
  it('is given by a teacher to a student, shown in the class list, audited, and lengthens the next attempt on the server', async () => {
    const res = await give('coach', { student_usernames: ['asha'], time_factor: 1.25, extra_minutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(setAccommodationResponseSchema.parse(res.json())).toEqual({ detail: 'Extra time saved.', students: 1 });
    expect((await classRow('asha')).extra_time).toEqual({ time_factor: 1.25, extra_minutes: 10 });
    expect((await classRow('ravi')).extra_time).toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'time_accommodation'));
    expect(entry).toMatchObject({ action: 'update', actorId: w.id.coach, schoolId: w.school.home, after: { usernames: ['asha'], time_factor: 1.25, extra_minutes: 10 } });

    // 10 minutes × 1.25 + 10 = 22.5 minutes, from the server's clock.
    const attempt = await start('asha', quiz.first);
    expect(attempt.allowed_seconds).toBe(1350);
    expect(Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)).toBe(1_350_000);
    expect(attempt.seconds_left).toBeGreaterThan(1340);
    const classmate = await start('ravi', quiz.first);
    expect(classmate.allowed_seconds).toBe(600);
  });

  it('is given to a whole class at once by the school office, and a running attempt keeps its deadline', async () => {
    const res = await give('office', { student_usernames: ['asha', 'RAVI', 'meera'], time_factor: 1.5, extra_minutes: 0 }, 'school');
    expect(setAccommodationResponseSchema.parse(res.json()).students).toBe(3);
    expect((await kept()).map((r) => r.timePercent)).toEqual([150, 150, 150]);
    // Asha's first attempt was started with 22.5 minutes: resumed, it keeps them.
    expect((await start('asha', quiz.first)).allowed_seconds).toBe(1350);
    expect((await start('asha', quiz.second)).allowed_seconds).toBe(900);
    expect((await start('meera', quiz.second)).allowed_seconds).toBe(900);
  });

  it('is removed with a factor of 1 and no minutes: the next attempt has the quiz’s own time', async () => {
    const res = await give('coach', { student_usernames: ['meera'], time_factor: 1, extra_minutes: 0 });
    expect(setAccommodationResponseSchema.parse(res.json())).toEqual({ detail: 'Extra time removed.', students: 1 });
    expect((await classRow('meera')).extra_time).toBeNull();
    expect((await start('meera', quiz.third)).allowed_seconds).toBe(600);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(entry).toMatchObject({ entity: 'time_accommodation', before: [{ username: 'meera', time_factor: 1.5, extra_minutes: 0 }] });
  });

  it('refuses bad amounts and unknown or other schools’ students with a clear error, changing nothing', async () => {
    const before = await kept();
    for (const body of [
      { student_usernames: ['asha'], time_factor: 1.23, extra_minutes: 0 },
      { student_usernames: ['asha'], time_factor: 0.5, extra_minutes: 0 },
      { student_usernames: ['asha'], time_factor: 3.5, extra_minutes: 0 },
      { student_usernames: ['asha'], time_factor: 1, extra_minutes: 121 },
      { student_usernames: ['asha'], time_factor: 1, extra_minutes: 2.5 },
      { student_usernames: [], time_factor: 1.25, extra_minutes: 0 },
      { time_factor: 1.25, extra_minutes: 0 },
    ]) {
      const res = await give('coach', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    const unknown = await give('coach', { student_usernames: ['asha', 'nobody', 'farStudent'], time_factor: 2, extra_minutes: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('These are not students of your school: nobody, farStudent');
    const hindi = await give('coach', { student_usernames: ['nobody'], time_factor: 2, extra_minutes: 0 }, 'teacher', 'hi');
    expect(hindi.json().detail).toBe('ये आपके विद्यालय के विद्यार्थी नहीं हैं: nobody');
    expect(await kept()).toEqual(before);
  });

  it('is set only by the school’s own staff', async () => {
    const body = { student_usernames: ['asha'], time_factor: 2, extra_minutes: 0 };
    for (const who of ['asha', 'mother'] as const) expect((await give(who, body)).statusCode).toBe(403);
    expect((await give('anonymous', body)).statusCode).toBe(401);
    expect((await give('office', body, 'school')).statusCode).toBe(200);
    // Another school's teacher finds no such student at their school.
    expect((await give('farCoach', body)).statusCode).toBe(404);
    // The teacher's path is the teacher's; the school account's the school account's.
    expect((await give('coach', body, 'school')).statusCode).toBe(403);
    expect((await w.as('coach').call(accommodationEndpoints.teacherSetAccommodation, { body })).statusCode).toBe(200);
  });
});
